import type { LoopReport } from '../../report/types.js'
import { passesVerdict, type VerdictRule } from '../../report/verdict.js'
import type { Verdict } from './types.js'

/**
 * A scored trace's verdict in the CLI's words, by the engine's one rule
 * (`passesVerdict`), the rule the matchers use too.
 *
 * @example
 * verdictOf(report, 'loops') // 'fail' when report.loopDetected
 * verdictOf(report, 'score') // 'fail' when the detector's verdict at the threshold fails
 * verdictOf(report, 'loops', 5000) // also 'fail' when the loops cost more than 5,000 tokens
 */
export function verdictOf(
  report: Pick<LoopReport, 'loopDetected' | 'success'> & Partial<Pick<LoopReport, 'wastedTokens'>>,
  by: VerdictRule,
  maxWastedTokens?: number,
): Verdict {
  return passesVerdict(report, by, { maxWastedTokens }) ? 'pass' : 'fail'
}
