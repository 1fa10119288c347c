import type { LoopReport } from '../../index.js'
import type { ScoreConfig, Verdict } from './types.js'

/**
 * A report's verdict, by the rule the `toHaveNoAgentLoops` matcher uses: any
 * loop the detector found fails the trace, unless a threshold was given, in
 * which case the detector's combined-score verdict decides (under deepeval's
 * weights no single signal can push the score below 0.5, so the score alone
 * would let a clear loop pass).
 *
 * @example
 * verdictOf(report, 'loops') // 'fail' when report.loopDetected
 * verdictOf(report, 'score') // 'fail' when report.score < report.threshold
 */
export function verdictOf(report: Pick<LoopReport, 'loopDetected' | 'success'>, by: ScoreConfig['verdictBy']): Verdict {
  if (by === 'score') return report.success ? 'pass' : 'fail'
  return report.loopDetected ? 'fail' : 'pass'
}
