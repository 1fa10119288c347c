import { cpSync, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, runCli, tempWorkspace } from './support/cli.js'

// The documented workflow must keep working: run its gate command, as
// written, on a folder of traces with a baseline made as its comments say.
const WORKFLOW = path.join(ROOT, 'examples', 'github-actions', 'loopcheck.yml')

function gateCommand(): string[] {
  const yaml = readFileSync(WORKFLOW, 'utf8')
  const block = /- name: Gate on agent loops\n\s+run: >-\n((?:\s{10}.+\n)+)/.exec(yaml)
  if (block === null) throw new Error('the gate step is missing from the workflow')
  const words = block[1]!.trim().split(/\s+/)
  expect(words.slice(0, 2)).toEqual(['npx', 'loopcheck'])
  return words.slice(2)
}

let dir: string
let cleanup: () => void
beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace())
})
afterAll(() => cleanup())

describe('examples/github-actions/loopcheck.yml', () => {
  it('its gate passes on an unchanged folder and writes the report and the job summary', async () => {
    const setup = readFileSync(WORKFLOW, 'utf8')
      .match(/npx loopcheck (traces --baseline \S+ --update-baseline)/)![1]!
      .split(' ')
    expect((await runCli(setup, { cwd: dir })).code).toBe(0)
    const summary = path.join(dir, 'summary.md')
    const run = await runCli(gateCommand(), { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true', CI: 'true' } })
    expect(run.code).toBe(0)
    // The known loops are warnings, not errors: they are in the baseline.
    expect(run.stdout).toMatch(/^::warning file=traces\//m)
    expect(run.stdout).not.toMatch(/^::error/m)
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(
      /^::notice title=loopcheck::9 traces, \d+ passed, \d+ failed, baseline: 0 regressed, 0 improved, 0 new, 0 removed$/,
    )
    expect(existsSync(path.join(dir, 'loopcheck-report.html'))).toBe(true)
    expect(readFileSync(summary, 'utf8')).toContain('### ✅ loopcheck: 0 of 9 traces regressed')
  })

  it('its gate fails with an annotation when a healthy trace starts looping', async () => {
    cpSync(path.join(dir, 'traces', 'looping-flight-search.openai-chat.json'), path.join(dir, 'traces', 'healthy-weather.openai-chat.json'))
    const run = await runCli(gateCommand(), { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /^::error file=traces\/healthy-weather\.openai-chat\.json,title=loopcheck%3A regression in traces\/healthy-weather\.openai-chat\.json/m,
    )
  })
})
