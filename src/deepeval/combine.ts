import type { LoopBreakdown } from '../report/types.js'

/**
 * deepeval's sub-signal weights.
 *
 * @example
 * DEEPEVAL_WEIGHTS.toolRepetition // 0.4
 */
export const DEEPEVAL_WEIGHTS: Readonly<LoopBreakdown> = Object.freeze({ toolRepetition: 0.4, reasoningStagnation: 0.35, callGraphCycles: 0.25 })

/** Which checks are on; a check that is off leaves the denominator. */
export interface EnabledChecks {
  checkToolRepetition: boolean
  checkReasoningStagnation: boolean
  checkCallGraphCycles: boolean
}

/**
 * deepeval's `_combine_scores`: the weighted mean (0.40 / 0.35 / 0.25) of
 * the enabled sub-scores, summed in deepeval's order so the floating-point
 * result is identical; 1.0 when every check is off.
 *
 * @example
 * combineScores(
 *   { checkToolRepetition: true, checkReasoningStagnation: true, checkCallGraphCycles: true },
 *   { toolRepetition: 0, reasoningStagnation: 1, callGraphCycles: 1 },
 * ) // 0.6
 */
export function combineScores(checks: EnabledChecks, breakdown: LoopBreakdown): number {
  let weights = 0.0
  let total = 0.0
  if (checks.checkToolRepetition) {
    weights += DEEPEVAL_WEIGHTS.toolRepetition
    total += breakdown.toolRepetition * DEEPEVAL_WEIGHTS.toolRepetition
  }
  if (checks.checkReasoningStagnation) {
    weights += DEEPEVAL_WEIGHTS.reasoningStagnation
    total += breakdown.reasoningStagnation * DEEPEVAL_WEIGHTS.reasoningStagnation
  }
  if (checks.checkCallGraphCycles) {
    weights += DEEPEVAL_WEIGHTS.callGraphCycles
    total += breakdown.callGraphCycles * DEEPEVAL_WEIGHTS.callGraphCycles
  }
  if (weights === 0.0) return 1.0
  return total / weights
}
