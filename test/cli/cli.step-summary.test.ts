import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, tempWorkspace } from './support/cli.js'

let dir: string
let cleanup: () => void
beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace())
})
afterAll(() => cleanup())

describe('GITHUB_STEP_SUMMARY', () => {
  it('appends the Markdown summary to the file, keeping what was there, whatever the format', async () => {
    const summary = path.join(dir, 'step-summary.md')
    writeFileSync(summary, '# Earlier step\n\n')
    const run = await runCli(['traces', '--detector', 'deepeval', '--format', 'github'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary } })
    expect(run.code).toBe(1)
    const text = readFileSync(summary, 'utf8')
    expect(text.startsWith('# Earlier step\n\n### ❌ loopcheck: 5 of 9 traces loop\n')).toBe(true)
    expect(text).toContain('| Trace | Score | Breakdown | First finding |')
    // stdout still carries the chosen format only.
    expect(run.stdout).not.toContain('### ')

    await runCli(['traces/healthy-weather.anthropic.json', '--detector', 'deepeval'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary } })
    expect(
      readFileSync(summary, 'utf8').endsWith('### ✅ loopcheck: all 1 trace pass\n\n**1** trace · **1** passed · **0** failed · detector `deepeval`\n\n'),
    ).toBe(true)
  })

  it('is left alone when the variable is unset', async () => {
    const run = await runCli(['traces/healthy-weather.anthropic.json'], { cwd: dir })
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
  })

  it('a path that cannot be written is a warning, not a crash', async () => {
    const run = await runCli(['traces/healthy-weather.anthropic.json'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: path.join(dir, 'no', 'such', 'dir.md') } })
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('loopcheck: cannot append to GITHUB_STEP_SUMMARY (ENOENT)\n')
  })
})
