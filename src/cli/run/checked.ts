import type { Comparison } from '../baseline/baseline.js'
import type { TraceResult } from '../score/types.js'

/**
 * A scored trace as the reporters see it: the result, the name it goes by,
 * where it came from, how it compares with the baseline, and what it means
 * for the run's exit code.
 */
export interface CheckedTrace {
  result: TraceResult
  /** Its name in tables, baselines and reports (see `traceKey`). */
  key: string
  /** `file:line` or `file`. */
  location: string
  /** Against the baseline; `null` without one, or for an error. */
  comparison: Comparison | null
  /**
   * What the trace does to the run: `fail` when it fails (without a
   * baseline) or regressed (with one), `error` when it could not be scored.
   */
  gate: 'pass' | 'fail' | 'error'
}

/**
 * The gate outcome of a trace: its verdict without a baseline; with one,
 * only a regression fails.
 *
 * @example
 * gateOf(result, null)                                                  // result.verdict
 * gateOf(failing, { change: 'unchanged', previous, why: null })          // 'pass' (a known failure)
 */
export function gateOf(result: Pick<TraceResult, 'verdict'>, comparison: Comparison | null, baselineInUse: boolean): CheckedTrace['gate'] {
  if (result.verdict === 'error') return 'error'
  if (!baselineInUse) return result.verdict
  return comparison?.change === 'regressed' ? 'fail' : 'pass'
}
