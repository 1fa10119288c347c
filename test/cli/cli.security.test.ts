import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, runCliInTty, tempWorkspace } from './support/cli.js'
import { ENV_ONLY_SECRET, FAKE_API_KEY, hostileRow, hostileTrace } from './support/hostile.js'

// Everything from a trace that reaches a terminal, a report or a baseline is
// sanitised, and no API key from the environment is ever printed.
let dir: string
let cleanup: () => void
const env = { OPENAI_API_KEY: FAKE_API_KEY, MY_SERVICE_TOKEN: ENV_ONLY_SECRET }
// deepeval is named so that every hostile trace surely fails and reaches
// every report; the default detector's verdicts may change.
const DETECTOR = ['--detector', 'deepeval']

beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace({ examples: false }))
  writeFileSync(path.join(dir, 'hostile.json'), JSON.stringify(hostileTrace()))
  writeFileSync(path.join(dir, 'hostile.jsonl'), `${JSON.stringify(hostileRow())}\n{"broken ${FAKE_API_KEY} \u001b[31m\n`)
})
afterAll(() => cleanup())

// Raw control characters other than newline (and tab, which we never emit).
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

function expectClean(text: string): void {
  expect(text).not.toMatch(RAW_CONTROL)
  expect(text).not.toContain(FAKE_API_KEY)
  expect(text).not.toContain(ENV_ONLY_SECRET)
}

describe('hostile traces', () => {
  it.each(['pretty', 'json', 'junit', 'markdown', 'github'])('--format %s prints no raw control character and no secret', async (format) => {
    const run = await runCli(['hostile.json', 'hostile.jsonl', ...DETECTOR, '--format', format], { cwd: dir, env })
    expect(run.code).toBe(2)
    expectClean(run.stdout)
    expectClean(run.stderr)
    expect(run.stdout).toMatch(/\\?\[redacted\\?\]/)
  })

  it("on a terminal with colours, the only escape sequences are loopcheck's own colours", async () => {
    const run = await runCliInTty(['hostile.json', 'hostile.jsonl', ...DETECTOR], { cwd: dir, env })
    // eslint-disable-next-line no-control-regex
    const sequences = new Set(run.stdout.match(/\u001b[^a-zA-Z]*[a-zA-Z]?/g) ?? [])
    for (const sequence of sequences) expect(sequence).toMatch(/^\u001b\[\d+m$/)
    expect(run.stdout).not.toContain('\u001b]')
    expect(run.stdout).not.toContain('\u001b[2J')
    expect(run.stdout).not.toContain(FAKE_API_KEY)
  })

  it('github: a trace cannot end its annotation early or add a workflow command', async () => {
    const run = await runCli(['hostile.json', 'hostile.jsonl', ...DETECTOR, '--format', 'github'], { cwd: dir, env })
    const lines = run.stdout.trim().split('\n')
    // One annotation per trace (two scored, one unreadable) and the notice: nothing injected.
    expect(lines).toHaveLength(4)
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) [^:]*::/)
    expect(lines.filter((line) => line.includes('::error file=evil.js'))).toEqual([])
  })

  it('markdown: no image, link, HTML or table break comes from a trace', async () => {
    const { stdout } = await runCli(['hostile.json', 'hostile.jsonl', ...DETECTOR, '--format', 'markdown'], { cwd: dir, env })
    expect(stdout).not.toMatch(/!\[img\]\(/)
    expect(stdout).not.toMatch(/(?<!\\)\[link\]\(/)
    expect(stdout).not.toMatch(/<(img|script|style)/i)
    for (const line of stdout.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Trace'))) {
      expect(line.replace(/\\\|/g, '').split('|')).toHaveLength(6)
    }
  })

  it('junit: the XML stays well-formed: no raw markup from a trace', async () => {
    const { stdout } = await runCli(['hostile.json', 'hostile.jsonl', ...DETECTOR, '--format', 'junit'], { cwd: dir, env })
    expect(stdout).not.toMatch(/<(img|script|style)/i)
    const tags = stdout.match(/<\/?[a-z]+/g) ?? []
    expect(new Set(tags)).toEqual(
      new Set(['<testsuites', '<testsuite', '<testcase', '<failure', '</failure', '</testcase', '</testsuite', '</testsuites', '<error']),
    )
  })

  it('json: parses, round-trips the hostile text (secrets aside), and escapes control characters', async () => {
    const { stdout } = await runCli(['hostile.json', '--format', 'json', '--detector', 'deepeval'], { cwd: dir, env })
    const report = JSON.parse(stdout)
    const finding = report.traces[0].report.findings.find((f: { kind: string }) => f.kind === 'repeated-tool-call')
    expect(finding.tool).toContain('<script>window.__pwned = 1; alert(1)</script>')
    expect(finding.tool).toContain('\u001b[31mRED')
    expect(stdout).toContain('\\u001b[31mRED')
  })

  it('baselines never hold a secret either', async () => {
    await runCli(['hostile.json', '--baseline', 'base.json', '--update-baseline'], { cwd: dir, env })
    const run = await runCli(['hostile.jsonl', '--baseline', 'rows-base.json', '--update-baseline'], { cwd: dir, env })
    expect(run.code).toBe(2)
    const text = readFileSync(path.join(dir, 'base.json'), 'utf8')
    expectClean(text)
  })
})
