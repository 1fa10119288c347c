import type { Change } from '../baseline/baseline.js'
import type { CheckedTrace } from './checked.js'

/**
 * Traces listed by name in a summary, per list; counts stay exact.
 *
 * @example
 * summary.failures.length <= MAX_LISTED // true
 */
export const MAX_LISTED = 50

/** The run's totals and the traces worth naming, built as results stream by in constant memory. */
export interface RunSummary {
  total: number
  passed: number
  failed: number
  errors: number
  /** Traces with at least one finding of each kind. */
  loopsByKind: Record<string, number>
  /** What the loops cost, over the traces that recorded token usage (`traces` of them); `null` when none did. */
  tokens: { traces: number; total: number; wasted: number } | null
  /** Failing traces, in input order, the first {@link MAX_LISTED}. */
  failures: CheckedTrace[]
  /** Traces that could not be scored, the first {@link MAX_LISTED}. */
  errorList: CheckedTrace[]
  /** The comparison with the baseline, when one was given. */
  baseline: BaselineSummary | null
}

/** The baseline part of a summary. */
export interface BaselineSummary {
  file: string
  tolerance: number
  counts: Record<Change | 'removed', number>
  /** Failing traces that failed in the baseline too: known, not gated. */
  knownFailures: number
  regressions: CheckedTrace[]
  improvements: CheckedTrace[]
  added: CheckedTrace[]
  /** Keys of baseline traces this run did not see (all of them: the baseline is in memory anyway). */
  removed: string[]
  /** Keys that repeated in the run and were told apart by location. */
  duplicateKeys: number
}

/**
 * Accumulates a {@link RunSummary} trace by trace. Keeps counts and capped
 * lists only, so a run over millions of traces stays small.
 *
 * @example
 * const collector = new SummaryCollector(null)
 * for (const trace of checked) collector.add(trace)
 * collector.summary.failed // 3
 */
export class SummaryCollector {
  readonly summary: RunSummary

  constructor(baseline: { file: string; tolerance: number } | null) {
    this.summary = {
      total: 0,
      passed: 0,
      failed: 0,
      errors: 0,
      loopsByKind: {},
      tokens: null,
      failures: [],
      errorList: [],
      baseline:
        baseline === null
          ? null
          : {
              file: baseline.file,
              tolerance: baseline.tolerance,
              counts: { regressed: 0, improved: 0, unchanged: 0, new: 0, removed: 0 },
              knownFailures: 0,
              regressions: [],
              improvements: [],
              added: [],
              removed: [],
              duplicateKeys: 0,
            },
    }
  }

  /** Counts one trace. */
  add(trace: CheckedTrace): void {
    const s = this.summary
    s.total++
    const { verdict } = trace.result
    if (verdict === 'error') {
      s.errors++
      pushCapped(s.errorList, trace)
      return
    }
    if (verdict === 'pass') s.passed++
    else {
      s.failed++
      pushCapped(s.failures, trace)
    }
    for (const kind of new Set(trace.result.findings.map((finding) => finding.kind))) s.loopsByKind[kind] = (s.loopsByKind[kind] ?? 0) + 1
    const { totalTokens, wastedTokens } = trace.result
    if (totalTokens !== null && wastedTokens !== null) {
      s.tokens ??= { traces: 0, total: 0, wasted: 0 }
      s.tokens.traces++
      s.tokens.total += totalTokens
      s.tokens.wasted += wastedTokens
    }
    const b = s.baseline
    if (b === null || trace.comparison === null) return
    b.counts[trace.comparison.change]++
    if (trace.comparison.change === 'regressed') pushCapped(b.regressions, trace)
    if (trace.comparison.change === 'improved') pushCapped(b.improvements, trace)
    if (trace.comparison.change === 'new') pushCapped(b.added, trace)
    if (verdict === 'fail' && trace.comparison.change !== 'regressed' && trace.comparison.previous?.verdict === 'fail') b.knownFailures++
  }

  /** Records the baseline traces the run did not see, and keys that had to be told apart. */
  finish(removed: readonly string[], duplicateKeys = 0): RunSummary {
    const b = this.summary.baseline
    if (b !== null) {
      b.removed = [...removed]
      b.counts.removed = removed.length
      b.duplicateKeys = duplicateKeys
    }
    return this.summary
  }
}

function pushCapped<T>(list: T[], item: T): void {
  if (list.length < MAX_LISTED) list.push(item)
}

/**
 * The run's exit code: 2 when any input could not be read or scored (the
 * run is incomplete, whatever else it found), else 1 when a trace fails (or,
 * with a baseline, regressed), else 0.
 *
 * @example
 * exitCodeOf(summary) // 1 when summary.failed > 0 and no baseline
 */
export function exitCodeOf(summary: RunSummary): 0 | 1 | 2 {
  if (summary.errors > 0) return 2
  if (summary.baseline !== null) return summary.baseline.counts.regressed > 0 ? 1 : 0
  return summary.failed > 0 ? 1 : 0
}
