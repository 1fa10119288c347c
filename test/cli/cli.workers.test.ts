import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, tempWorkspace } from './support/cli.js'
import { writeManyTraces } from './support/generate.js'

// Large inputs are scored on worker threads; the results must be the same,
// in the same order, as scoring on one thread.
let dir: string
let cleanup: () => void
beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace({ examples: false }))
  writeManyTraces(dir, 2500, 'a.jsonl')
  writeManyTraces(dir, 600, 'b.jsonl')
})
afterAll(() => cleanup())

describe('worker threads', () => {
  it('give byte-identical output to a single thread, in input order', async () => {
    const threaded = await runCli(['a.jsonl', 'b.jsonl', '--format', 'json', '--jobs', '2', '--stats'], { cwd: dir })
    const single = await runCli(['a.jsonl', 'b.jsonl', '--format', 'json', '--jobs', '1', '--stats'], { cwd: dir })
    expect(threaded.code).toBe(1)
    expect(threaded.stdout).toBe(single.stdout)
    const keys = JSON.parse(threaded.stdout).traces.map((t: { file: string; line: number }) => `${t.file}:${t.line}`)
    expect(keys).toHaveLength(3100)
    expect(keys.slice(0, 2)).toEqual(['a.jsonl:1', 'a.jsonl:2'])
    expect(keys.slice(2499, 2501)).toEqual(['a.jsonl:2500', 'b.jsonl:1'])
    const stats = (stderr: string) => JSON.parse(stderr.split('loopcheck stats: ')[1]!) as { threads: number; traces: number; maxRssMb: number }
    expect(stats(threaded.stderr)).toMatchObject({ threads: 2, traces: 3100 })
    expect(stats(single.stderr)).toMatchObject({ threads: 0, traces: 3100 })
  }, 120_000)

  it('are used by default for large inputs, not for small ones', async () => {
    const large = await runCli(['a.jsonl', '--quiet', '--stats'], { cwd: dir })
    expect(JSON.parse(large.stderr.split('loopcheck stats: ')[1]!).threads).toBeGreaterThanOrEqual(2)
    const small = await runCli(['b.jsonl', '--quiet', '--stats'], { cwd: dir })
    expect(JSON.parse(small.stderr.split('loopcheck stats: ')[1]!).threads).toBe(0)
  }, 120_000)
})
