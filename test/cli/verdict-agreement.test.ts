// One verdict rule: the CLI and the matcher, given the same traces and the
// same options, pass and fail the same traces. (A review found
// `loopcheck --threshold 0.2` failing a trace that
// `toHaveNoAgentLoops({ threshold: 0.2 })` passed.)
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import '../../matchers/vitest.js'
import { SHARED_DIR } from '../support/shared.js'
import { runCli, tempWorkspace } from './support/cli.js'

const rows = readFileSync(path.join(SHARED_DIR, 'bench/semloop-dataset.jsonl'), 'utf8').trimEnd().split('\n')
let dir: string
let cleanup: () => void

beforeAll(() => {
  ;({ dir, cleanup } = tempWorkspace())
  writeFileSync(path.join(dir, 'traces', 'seed.jsonl'), `${rows.join('\n')}\n`)
})
afterAll(() => cleanup())

function matcherPasses(trace: unknown, options: Record<string, unknown>): boolean {
  try {
    expect(trace).toHaveNoAgentLoops(options)
    return true
  } catch {
    return false
  }
}

const cases = ['progress', 'deepeval'].flatMap((detector) => [undefined, 0.2, 0.5, 0.8].map((threshold) => ({ detector, threshold })))

describe('the CLI and toHaveNoAgentLoops', () => {
  it.each(cases)(
    'agree on every trace under $detector, threshold $threshold',
    async ({ detector, threshold }) => {
      const args = ['traces', '--detector', detector, '--format', 'json', ...(threshold === undefined ? [] : ['--threshold', String(threshold)])]
      const run = await runCli(args, { cwd: dir })
      const report = JSON.parse(run.stdout) as { traces: { key: string; file: string; line?: number | null; verdict: string }[] }
      const read = (file: string, line?: number | null): unknown => {
        const text = readFileSync(path.join(dir, 'traces', path.basename(file)), 'utf8')
        return line == null ? JSON.parse(text) : JSON.parse(text.split('\n')[line - 1] as string)
      }
      const disagreements: string[] = []
      for (const t of report.traces) {
        if (t.verdict === 'error') continue
        const trace = read(t.file, t.line)
        const pass = matcherPasses(trace, { detector, ...(threshold === undefined ? {} : { threshold }) })
        if (pass !== (t.verdict === 'pass')) disagreements.push(`${t.key}: CLI ${t.verdict}, matcher ${pass ? 'pass' : 'fail'}`)
      }
      expect(report.traces.length).toBeGreaterThan(60)
      expect(disagreements).toEqual([])
      // Both verdicts occur, so the comparison can fail (under deepeval's weights
      // no single signal pulls the combined score below 0.2: every trace passes).
      const verdicts = new Set(report.traces.map((t) => t.verdict))
      expect(verdicts).toEqual(new Set(detector === 'deepeval' && threshold === 0.2 ? ['pass'] : ['pass', 'fail']))
    },
    120_000,
  )
})
