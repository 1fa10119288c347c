import type { LoopReport } from './types.js'

/**
 * How a report becomes pass or fail, decided once for the matchers, the CLI,
 * its HTML and JUnit output and the bench:
 *
 * - `loops` (no threshold given): the trace fails when the detector found a
 *   loop (`report.loopDetected`). Warnings never fail it.
 * - `score` (a threshold given): the trace fails when the detector's own
 *   verdict at that threshold fails (`report.success` is false). For deepeval
 *   that is the combined score below the threshold; for the progress detector
 *   it is the score below the threshold or a confirmed loop, whatever the
 *   score.
 */
export type VerdictRule = 'loops' | 'score'

/**
 * The verdict rule that a (possibly absent) threshold option selects.
 *
 * @example
 * verdictRuleOf(undefined) // 'loops'
 * verdictRuleOf(0.7)       // 'score'
 */
export function verdictRuleOf(threshold: number | undefined): VerdictRule {
  return threshold === undefined ? 'loops' : 'score'
}

/**
 * Whether a report passes under a verdict rule (see {@link VerdictRule}),
 * and within a ceiling on wasted tokens when one is given.
 *
 * @example
 * passesVerdict(detectLoops(trace), 'loops')                          // no loop found
 * passesVerdict(detectLoops(trace, { threshold: 0.7 }), 'score')      // the detector's verdict at 0.7
 * passesVerdict(report, 'loops', { maxWastedTokens: 5000 })           // and the loops cost at most 5,000 tokens
 */
export function passesVerdict(
  report: Pick<LoopReport, 'loopDetected' | 'success'> & Partial<Pick<LoopReport, 'wastedTokens'>>,
  rule: VerdictRule,
  budget: { maxWastedTokens?: number | undefined } = {},
): boolean {
  const verdict = rule === 'score' ? report.success : !report.loopDetected
  return verdict && !exceedsTokenBudget(report, budget.maxWastedTokens)
}

/**
 * Whether the loops cost more tokens than a ceiling allows. Unknown usage
 * (`wastedTokens` null) never exceeds it: callers that gate on a ceiling
 * say so where usage is unknown.
 *
 * @example
 * exceedsTokenBudget({ wastedTokens: 12400 }, 5000)  // true
 * exceedsTokenBudget({ wastedTokens: null }, 5000)   // false
 * exceedsTokenBudget({ wastedTokens: 12400 }, undefined) // false
 */
export function exceedsTokenBudget(report: Partial<Pick<LoopReport, 'wastedTokens'>>, maxWastedTokens: number | undefined): boolean {
  return maxWastedTokens !== undefined && typeof report.wastedTokens === 'number' && report.wastedTokens > maxWastedTokens
}
