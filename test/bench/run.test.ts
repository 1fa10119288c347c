import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  BenchDatasetError,
  benchDetector,
  benchDetectorNames,
  formatBenchReport,
  isStagnationCorrect,
  isVerdictCorrect,
  loadBenchmarkDataset,
  parseBenchmarkJsonl,
  runBenchmark,
  summarizeBenchmark,
  OracleBackend,
  type BenchDetector,
} from '../../src/bench/index.js'
import { UsageError } from '../../src/util/usage-error.js'
import { SemanticLoopDetection } from '../../src/judge/index.js'
import { DETECTORS, type LoopDetector } from '../../src/report/detectors.js'
import { DATASET, seedTable } from './support.js'

const rows = await loadBenchmarkDataset(DATASET)

async function summary(name: string) {
  const detector = benchDetector(name)
  return summarizeBenchmark(await runBenchmark(rows, detector), { detector: detector.label, dataset: 'semloop-dataset.jsonl' })
}

describe('the lexical baseline', () => {
  it("matches the seed's published table family by family, and its totals", async () => {
    const lexical = await summary('lexical')
    const published = seedTable(/^family\s+lexical$/, 0)
    expect(Object.keys(published)).toHaveLength(10)
    expect(Object.fromEntries(Object.entries(lexical.families).map(([name, f]) => [name, [f.stagnationCorrect, f.n]]))).toEqual(published)
    expect(lexical.totals).toMatchObject({ stagnationCorrect: 24, verdictCorrect: 36, undecided: 0, errors: 0, costUsd: 0, inputTokens: 0 })
    expect(lexical.n).toBe(60)
  })

  it('is what the deepeval detector in DETECTORS says too', async () => {
    const deepeval = await summary('deepeval')
    const lexical = await summary('lexical')
    expect(deepeval.families).toEqual(lexical.families)
    expect(deepeval.detector).toBe('deepeval')
  })
})

describe('the oracle', () => {
  it("reaches at least the seed's 54/60 stagnation calls, and never fewer in any family", async () => {
    const oracle = await summary('oracle')
    expect(oracle.totals.stagnationCorrect).toBeGreaterThanOrEqual(54)
    const published = seedTable(/^family\s+lexical\s+oracle$/, 1)
    expect(Object.keys(published)).toHaveLength(10)
    for (const [family, [correct]] of Object.entries(published)) {
      expect(oracle.families[family]!.stagnationCorrect, family).toBeGreaterThanOrEqual(correct)
    }
    // Answered from the labels, the mechanism gets every row right.
    expect(oracle.totals).toMatchObject({ stagnationCorrect: 60, verdictCorrect: 60, undecided: 0, errors: 0 })
  })

  it('asks one request per trace, answered from the labels only', async () => {
    for (const row of rows) {
      const oracle = new OracleBackend(row)
      await new SemanticLoopDetection(oracle).measure(row)
      expect(oracle.requests, row.trace_id).toBe(1)
    }
    const detector = benchDetector('oracle')
    expect(detector.mechanismCheck).toBe(true)
    expect(benchDetector('lexical').mechanismCheck).toBe(false)
  })

  it('fails rather than guess at a question the labels cannot answer', async () => {
    await expect(new OracleBackend({ loop: true, stagnation: true }).ask('s', [{ id: 'other', type: 'noul', instructions: '?' }])).rejects.toThrow(
      /no scripted answer for "other"/,
    )
  })
})

describe('detectors', () => {
  it('offers lexical, oracle, jev, llm and every registered detector, looked up at run time', async () => {
    const registry = DETECTORS as Record<string, LoopDetector>
    const names = () => benchDetectorNames().map((d) => d.name)
    expect(names().slice(0, 4)).toEqual(['lexical', 'oracle', 'jev', 'llm'])
    expect(names()).toContain('deepeval')
    const name = 'registered_later_for_this_test'
    expect(names()).not.toContain(name)
    registry[name] = {
      name,
      description: 'a detector registered later',
      detect: (trace, options) => ({ ...DETECTORS.deepeval!.detect(trace, options), detector: name, success: false }),
    }
    try {
      expect(names()).toContain(name)
      const late = await summary(name)
      expect(late.detector).toBe(name)
      expect(late.totals.verdictCorrect).toBe(36) // always "loop": right on the 36 loop rows
    } finally {
      delete registry[name]
    }
    expect(() => benchDetector(name)).toThrow(UsageError)
  })

  it('rejects an unknown name, listing the choices, and a judge that is not set up', () => {
    const listed = ['lexical', 'oracle', 'jev', 'llm', ...Object.keys(DETECTORS)].join(', ')
    expect(() => benchDetector('nope')).toThrow(`unknown detector "nope"; choose one of: ${listed}`)
    expect(() => benchDetector('jev', { env: {} })).toThrow(/TYPESAFE_API_KEY/)
    expect(() => benchDetector('llm', { env: { OPENAI_API_KEY: 'k' } })).toThrow(/no model/)
    expect(benchDetector('jev', { env: { TYPESAFE_API_KEY: 'k' }, model: 'jev-1.13' }).label).toBe('jev:jev-1.13')
  })
})

describe('runner', () => {
  it('counts a detector that throws as an error, wrong on both counts, and keeps dataset order under concurrency', async () => {
    let calls = 0
    const flaky: BenchDetector = {
      name: 'flaky',
      label: 'flaky',
      description: '',
      mechanismCheck: false,
      async score(row) {
        calls++
        await new Promise((resolve) => setTimeout(resolve, (calls * 7) % 5))
        if (row.family === 'terse_loop') throw new Error('cannot read this one')
        return {
          reasoningStagnation: row.stagnation ? 0 : 1,
          success: !row.loop,
          uncertain: row.family === 'progress',
          failed: row.family === 'verbatim_loop',
          error: row.family === 'verbatim_loop' ? 'judge down' : null,
          costUsd: 0.001,
          inputTokens: 10,
          latencyMs: 100,
        }
      },
    }
    const progress: number[] = []
    const results = await runBenchmark(rows, flaky, { concurrency: 7, onProgress: (done) => progress.push(done) })
    expect(results.map((r) => r.traceId)).toEqual(rows.map((r) => r.trace_id))
    expect(progress).toEqual(Array.from({ length: 60 }, (_, i) => i + 1))
    const s = summarizeBenchmark(results, { detector: 'flaky', dataset: 'd' })
    expect(s.families.terse_loop).toEqual({ n: 6, stagnationCorrect: 0, verdictCorrect: 0 })
    expect(s.families.verbatim_loop).toEqual({ n: 6, stagnationCorrect: 6, verdictCorrect: 6 })
    expect(s.totals).toEqual({ stagnationCorrect: 54, verdictCorrect: 54, undecided: 6, errors: 12, costUsd: 0.054, inputTokens: 540, meanLatencyMs: 100 })
    expect(results.find((r) => r.family === 'terse_loop')!.error).toBe('cannot read this one')
  })

  it('judges correctness as the seed does', () => {
    expect(isStagnationCorrect({ stagnation: true }, 0.5)).toBe(true)
    expect(isStagnationCorrect({ stagnation: true }, 1)).toBe(false)
    expect(isStagnationCorrect({ stagnation: false }, 1)).toBe(true)
    expect(isStagnationCorrect({ stagnation: false }, 0.99)).toBe(false)
    expect(isVerdictCorrect({ loop: true }, false)).toBe(true)
    expect(isVerdictCorrect({ loop: false }, false)).toBe(false)
  })
})

describe('summary and report', () => {
  it('has exactly the documented JSON keys', async () => {
    const s = await summary('lexical')
    expect(Object.keys(s)).toEqual(['detector', 'dataset', 'n', 'families', 'totals'])
    expect(Object.keys(s.families)).toEqual([...Object.keys(s.families)].sort())
    for (const family of Object.values(s.families)) expect(Object.keys(family)).toEqual(['n', 'stagnationCorrect', 'verdictCorrect'])
    expect(Object.keys(s.totals)).toEqual(['stagnationCorrect', 'verdictCorrect', 'undecided', 'errors', 'costUsd', 'inputTokens', 'meanLatencyMs'])
  })

  it("prints the seed's tables and the totals line", async () => {
    const text = formatBenchReport(await summary('lexical'))
    expect(text).toContain('family                      lexical\n-----------------------------------\nalternating_loop                0/6\n')
    expect(text).toContain('verbatim_loop                   6/6\n')
    expect(text).toContain('Totals: stagnation 24/60 (40%) · verdict 36/60 (60%)\n')
    expect(text).toMatch(/ {8}0 undecided · 0 errors · \$0 \(0 input tokens\) · \d+ ms mean latency\n$/)
    expect(text.indexOf('Stagnation signal')).toBeLessThan(text.indexOf('Metric verdict'))
  })

  it('prints cost, tokens and a notice when there are some', () => {
    const text = formatBenchReport(
      {
        detector: 'jev:jev-1.13',
        dataset: 'd.jsonl',
        n: 1,
        families: { a: { n: 1, stagnationCorrect: 1, verdictCorrect: 0 } },
        totals: { stagnationCorrect: 1, verdictCorrect: 0, undecided: 7, errors: 1, costUsd: 0.0041923, inputTokens: 99817, meanLatencyMs: 779.4 },
      },
      { notice: 'Note: hello' },
    )
    expect(text).toContain('\nNote: hello\n')
    expect(text).toContain('7 undecided · 1 error · $0.0042 (99,817 input tokens) · 779 ms mean latency')
    expect(text).toMatch(/^family {22}jev:jev-1\.13$/m)
    expect(text).toMatch(/^a {36}1\/1$/m)
  })
})

describe('datasets', () => {
  it('reads the shared dataset: 60 rows, 10 families', () => {
    expect(rows).toHaveLength(60)
    expect(new Set(rows.map((r) => r.family)).size).toBe(10)
    expect(parseBenchmarkJsonl(readFileSync(DATASET, 'utf8'))).toEqual(rows)
  })

  it('names the line of the first bad row', async () => {
    const good = JSON.stringify({ trace_id: 'a', family: 'f', loop: true, stagnation: false, goal: 'g', root: null })
    expect(() => parseBenchmarkJsonl(`${good}\n\n{oops`, 'd.jsonl')).toThrow(/^d\.jsonl:3: not JSON/)
    expect(() =>
      parseBenchmarkJsonl(`${good}\n${JSON.stringify({ trace_id: 'b', family: 'f', loop: 'yes', stagnation: false, root: {} })}`, 'd.jsonl'),
    ).toThrow('d.jsonl:2: not a benchmark row (loop: Invalid input: expected boolean, received string)')
    expect(() => parseBenchmarkJsonl('\n\n', 'empty.jsonl')).toThrow('empty.jsonl: no rows')
    await expect(loadBenchmarkDataset('/nonexistent/file.jsonl')).rejects.toThrow(BenchDatasetError)
  })
})
