import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLES, runCli, tempWorkspace } from './support/cli.js'

// A fixed run for the snapshots: the bundled examples plus one unreadable
// line, scored from a temporary folder so every path is short and the same
// on every machine.
let dir: string
let cleanup: () => void
beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace())
  const row = readFileSync(path.join(EXAMPLES, 'benchmark-rows.jsonl'), 'utf8').split('\n')[2]
  writeFileSync(path.join(dir, 'traces', 'zz-more.jsonl'), `${row?.replace('progress-00', 'progress-copy')}\n{"trace_id": "cut-off", "root": {"type":\n`)
})
afterAll(() => cleanup())

// The detector is named so the snapshots do not move when the default changes.
const run = (...args: string[]) => runCli(['traces', '--detector', 'deepeval', ...args], { cwd: dir })

describe('output formats', () => {
  it('pretty (no TTY: no colours)', async () => {
    const { stdout, code } = await run()
    expect(code).toBe(2)
    expect(stdout).not.toContain('\u001b')
    expect(stdout).toMatchSnapshot()
  })

  it('json: one versioned object with every trace and its full report', async () => {
    const { stdout, stderr, code } = await run('--format', 'json')
    expect(code).toBe(2)
    expect(stderr).toBe('')
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({ loopcheck: 'report', version: 1, run: { detector: 'deepeval', verdictBy: 'loops' } })
    expect(report.traces).toHaveLength(11)
    expect(report.traces[0].report).toMatchObject({ version: 1, score: 0.45, loopDetected: true })
    expect(stdout).toMatchSnapshot()
  })

  it('junit: valid-looking XML with failures, errors and totals', async () => {
    const { stdout, code } = await run('--format', 'junit')
    expect(code).toBe(2)
    expect(stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="loopcheck" tests="11" failures="5" errors="1" skipped="0">')).toBe(true)
    expect(stdout.match(/<testcase /g)).toHaveLength(11)
    expect(stdout).toMatchSnapshot()
  })

  it('markdown: the summary with the failing traces', async () => {
    const { stdout } = await run('--format', 'markdown')
    expect(stdout).toContain('### ❌ loopcheck: 5 of 11 traces loop')
    expect(stdout).toMatchSnapshot()
  })

  it('github: an ::error annotation per failing or unreadable trace, at its file and line', async () => {
    const { stdout } = await run('--format', 'github')
    const lines = stdout.trim().split('\n')
    expect(lines.filter((line) => line.startsWith('::error '))).toHaveLength(6)
    expect(lines).toContain(
      '::error file=traces/zz-more.jsonl,line=2,title=loopcheck%3A cannot score traces/zz-more.jsonl%3A2::invalid JSON: Unexpected end of JSON input',
    )
    expect(lines.at(-1)).toBe('::notice title=loopcheck::11 traces, 5 passed, 5 failed, 1 could not be scored')
    expect(stdout).toMatchSnapshot()
  })

  it('--output writes the format to a file and leaves stdout empty', async () => {
    const { stdout, code } = await run('--format', 'junit', '--output', 'report.xml')
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(readFileSync(path.join(dir, 'report.xml'), 'utf8')).toMatch(/^<\?xml/)
  })

  it('--quiet lists failing and unreadable traces only', async () => {
    const { stdout } = await run('--quiet')
    expect(stdout).not.toMatch(/^\s+pass\s/m)
    expect(stdout.match(/^\s+(FAIL|ERROR)\s/gm)).toHaveLength(6)
  })
})
