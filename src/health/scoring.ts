import { pyRound } from '../python/number.js'
import { classifyGuardEvent, type GuardEventVerdict } from './guard-events.js'
import type { EvaluationLoopRecord } from './loop-result.js'
import { buildHealthReasoning } from './reasoning.js'

/**
 * The threshold used when neither the evaluator nor the loop result sets one.
 *
 * @example
 * new LoopEvaluator().run({ score_history: [7.5] }).threshold === DEFAULT_LOOP_THRESHOLD // true
 */
export const DEFAULT_LOOP_THRESHOLD = 8.0

/** The evaluator settings the verdict depends on. */
export interface LoopHealthSettings {
  /** Overrides the loop result's threshold when not `null`/`undefined`. */
  threshold?: number | null
  /** Wasted iterations tolerated before the loop is unhealthy. */
  maxWastedIterations: number
}

/** Every number the reference reports, plus what loopcheck keeps to explain it. */
export interface LoopHealthScore {
  iterationsToSuccess: number
  wastedIterations: number
  doomLoopFired: boolean
  guardInterventions: number
  totalDurationS: number
  scoreDeltaPerIteration: number[]
  converged: boolean
  success: boolean
  threshold: number
  reasoning: string
  numIterations: number
  /** 1-based iteration whose score first reached the threshold, in either mode; `null` if none did. */
  firstReachedIteration: number | null
  /** 1-based iteration where wasted iterations began; `null` when none were wasted. */
  firstWastedIteration: number | null
  /** One verdict per guard event, in order. */
  guardEvents: GuardEventVerdict[]
}

/**
 * Scores loop health with PraisonAI's rules, purely:
 * - optimize mode (any mode but `review`) converges at the first score at or
 *   above the threshold and counts every later iteration as wasted;
 * - review mode defers to the loop's own `success` (else whether the final
 *   score reached the threshold), reports all iterations and no waste;
 * - deltas between consecutive scores are rounded as Python's `round(x, 4)`;
 * - success = converged, no doom-loop guard fired, and waste within the limit.
 *
 * A null or NaN score never reaches the threshold; its deltas are NaN.
 *
 * @example
 * const loop = readEvaluationLoopResult({ score_history: [6, 8.5, 9], threshold: 8 })
 * scoreLoopHealth(loop, [], { maxWastedIterations: 0 })
 * // { iterationsToSuccess: 2, wastedIterations: 1, converged: true, success: false, ... }
 */
export function scoreLoopHealth(loop: EvaluationLoopRecord, guardEvents: readonly unknown[], settings: LoopHealthSettings): LoopHealthScore {
  const scores = loop.scoreHistory.map((s) => (s === null ? Number.NaN : s))
  const threshold = settings.threshold ?? loop.threshold ?? DEFAULT_LOOP_THRESHOLD
  const numIterations = scores.length
  const isReview = loop.mode === 'review'

  const reachedIndex = scores.findIndex((s) => s >= threshold)
  const firstReachedIteration = reachedIndex === -1 ? null : reachedIndex + 1
  let converged = firstReachedIteration !== null
  let iterationsToSuccess = firstReachedIteration ?? numIterations

  // Review mode runs every iteration and judges the final one, so an early
  // high score that later dropped is not convergence.
  if (isReview && numIterations > 0) {
    converged = loop.success ?? scores[numIterations - 1]! >= threshold
    iterationsToSuccess = numIterations
  }

  const wastedIterations = converged && !isReview ? numIterations - iterationsToSuccess : 0
  const scoreDeltaPerIteration = scores.slice(1).map((s, i) => pyRound(s - scores[i]!, 4))

  const verdicts = guardEvents.map(classifyGuardEvent)
  const doomLoopFired = verdicts.some((v) => v.fired)
  const guardInterventions = guardEvents.length
  const success = converged && !doomLoopFired && wastedIterations <= settings.maxWastedIterations

  return {
    iterationsToSuccess,
    wastedIterations,
    doomLoopFired,
    guardInterventions,
    totalDurationS: loop.totalDurationSeconds,
    scoreDeltaPerIteration,
    converged,
    success,
    threshold,
    reasoning: buildHealthReasoning({
      converged,
      iterationsToSuccess,
      numIterations,
      wastedIterations,
      doomLoopFired,
      guardInterventions,
    }),
    numIterations,
    firstReachedIteration,
    firstWastedIteration: wastedIterations > 0 ? iterationsToSuccess + 1 : null,
    guardEvents: verdicts,
  }
}
