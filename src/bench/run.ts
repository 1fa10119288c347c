import type { BenchDetector, BenchOutcome } from './detectors.js'
import type { BenchmarkRow } from './rows.js'

/**
 * One row's outcome and whether each call was correct.
 *
 * @example
 * const [first]: BenchRowResult[] = await runBenchmark(rows, benchDetector('lexical'))
 * first.stagnationCorrect // false
 */
export interface BenchRowResult {
  traceId: string
  family: string
  /** `null` when the detector threw on the row. */
  outcome: BenchOutcome | null
  /** Why the row errored (the detector threw, or the judge failed), `null` otherwise. */
  error: string | null
  stagnationCorrect: boolean
  verdictCorrect: boolean
}

/**
 * Per-family counts.
 *
 * @example
 * const family: BenchFamily = summary.families.terse_loop // { n: 6, stagnationCorrect: 0, verdictCorrect: 0 }
 */
export interface BenchFamily {
  n: number
  stagnationCorrect: number
  verdictCorrect: number
}

/**
 * What `loopcheck bench --json` prints.
 *
 * @example
 * summary.totals.stagnationCorrect // 24
 * summary.families.verbatim_loop   // { n: 6, stagnationCorrect: 6, verdictCorrect: 6 }
 */
export interface BenchSummary {
  detector: string
  dataset: string
  n: number
  families: Record<string, BenchFamily>
  totals: {
    stagnationCorrect: number
    verdictCorrect: number
    /** Rows where the judge was undecided. */
    undecided: number
    /** Rows where the detector threw or the judge failed. */
    errors: number
    costUsd: number
    inputTokens: number
    /** Mean over the rows that produced an outcome. */
    meanLatencyMs: number
  }
}

/**
 * Whether the stagnation call on a row is correct: the reasoning sub-score
 * is below 1.0 where the row's `stagnation` label is true, exactly 1.0 where
 * it is false.
 *
 * @example
 * isStagnationCorrect({ stagnation: true }, 0.5) // true
 */
export function isStagnationCorrect(row: Pick<BenchmarkRow, 'stagnation'>, reasoningStagnation: number): boolean {
  return row.stagnation ? reasoningStagnation < 1.0 : reasoningStagnation === 1.0
}

/**
 * Whether the verdict on a row is correct: `success` is false where the
 * row's `loop` label is true, true where it is false.
 *
 * @example
 * isVerdictCorrect({ loop: true }, false) // true
 */
export function isVerdictCorrect(row: Pick<BenchmarkRow, 'loop'>, success: boolean): boolean {
  return row.loop ? !success : success
}

/**
 * Options of {@link runBenchmark}.
 *
 * @example
 * await runBenchmark(rows, detector, { concurrency: 4, onProgress: (done, total) => console.log(done, total) })
 */
export interface RunBenchmarkOptions {
  /** Rows scored at once (1). */
  concurrency?: number
  /** Called after each row with the number of rows done. */
  onProgress?: (done: number, total: number) => void
  signal?: AbortSignal
}

/**
 * Runs a detector over every row, `concurrency` at a time, and returns the
 * per-row results in dataset order. A row on which the detector throws is
 * an error (and wrong on both counts); a judge that failed is an error too,
 * scored on the deterministic fallback it returned.
 *
 * @example
 * const results = await runBenchmark(rows, benchDetector('lexical'))
 * summarizeBenchmark(results, { detector: 'lexical', dataset: 'semloop-dataset.jsonl' }).totals.stagnationCorrect // 24
 */
export async function runBenchmark(rows: readonly BenchmarkRow[], detector: BenchDetector, options: RunBenchmarkOptions = {}): Promise<BenchRowResult[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1))
  const results = new Array<BenchRowResult>(rows.length)
  let next = 0
  let done = 0
  const worker = async (): Promise<void> => {
    while (next < rows.length) {
      options.signal?.throwIfAborted()
      const at = next++
      results[at] = await scoreRow(rows[at]!, detector, options.signal)
      options.onProgress?.(++done, rows.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker))
  return results
}

async function scoreRow(row: BenchmarkRow, detector: BenchDetector, signal: AbortSignal | undefined): Promise<BenchRowResult> {
  const base = { traceId: row.trace_id, family: row.family }
  try {
    const outcome = await detector.score(row, { signal })
    return {
      ...base,
      outcome,
      error: outcome.failed ? (outcome.error ?? 'the judge failed') : null,
      stagnationCorrect: isStagnationCorrect(row, outcome.reasoningStagnation),
      verdictCorrect: isVerdictCorrect(row, outcome.success),
    }
  } catch (error) {
    if (signal?.aborted === true) throw error
    return { ...base, outcome: null, error: error instanceof Error ? error.message : String(error), stagnationCorrect: false, verdictCorrect: false }
  }
}

/**
 * Counts the results per family (sorted by name) and in total.
 *
 * @example
 * summarizeBenchmark(results, { detector: 'oracle', dataset: 'semloop-dataset.jsonl' }).families.terse_loop
 * // { n: 6, stagnationCorrect: 6, verdictCorrect: 6 }
 */
export function summarizeBenchmark(results: readonly BenchRowResult[], meta: { detector: string; dataset: string }): BenchSummary {
  const byFamily = new Map<string, BenchFamily>()
  let stagnationCorrect = 0
  let verdictCorrect = 0
  let undecided = 0
  let errors = 0
  let costUsd = 0
  let inputTokens = 0
  let latency = 0
  let timed = 0
  for (const result of results) {
    let family = byFamily.get(result.family)
    if (family === undefined) {
      family = { n: 0, stagnationCorrect: 0, verdictCorrect: 0 }
      byFamily.set(result.family, family)
    }
    family.n++
    if (result.stagnationCorrect) {
      family.stagnationCorrect++
      stagnationCorrect++
    }
    if (result.verdictCorrect) {
      family.verdictCorrect++
      verdictCorrect++
    }
    if (result.error !== null) errors++
    const outcome = result.outcome
    if (outcome === null) continue
    if (outcome.uncertain) undecided++
    costUsd += outcome.costUsd
    inputTokens += outcome.inputTokens
    latency += outcome.latencyMs
    timed++
  }
  const families: Record<string, BenchFamily> = {}
  for (const name of [...byFamily.keys()].sort()) families[name] = byFamily.get(name)!
  return {
    detector: meta.detector,
    dataset: meta.dataset,
    n: results.length,
    families,
    totals: {
      stagnationCorrect,
      verdictCorrect,
      undecided,
      errors,
      // Sums of small prices pick up float noise; ten decimals is far below a cent.
      costUsd: Number(costUsd.toFixed(10)),
      inputTokens,
      meanLatencyMs: timed === 0 ? 0 : Math.round((latency / timed) * 10) / 10,
    },
  }
}
