import { describeValue, formatPath } from '../trace/path.js'
import type { LoopAnomaly } from './anomaly-types.js'
import type { GuardEventRule } from './guard-events.js'
import type { LoopHealthResult } from './result.js'
import { formatScore } from './score-format.js'

/** A guard event that said a doom loop fired. */
export interface FiredGuardEvent {
  /** Position in the `guardEvents` array (0-based). */
  index: number
  /** The rule that fired. */
  rule: GuardEventRule
  /** The key that triggered it (`is_loop`, `loopType`, `type`…), or `null` if none. */
  field: string | null
  /** The value under that key. */
  value: unknown
}

/**
 * One reason a loop is unhealthy. `affectsSuccess` tells the reference's
 * reasons (which make `success` false) from loopcheck's anomalies (which
 * do not, and which a caller may choose to treat as failures).
 *
 * @example
 * const failures = explainLoopHealth(health).filter((reason) => reason.affectsSuccess)
 */
export type LoopHealthReason =
  | {
      code: 'not_converged'
      affectsSuccess: true
      message: string
      numIterations: number
      threshold: number
      mode: string
      /** The best and final finite scores, `null` when there were none. */
      bestScore: number | null
      finalScore: number | null
    }
  | {
      code: 'wasted_iterations'
      affectsSuccess: true
      message: string
      wastedIterations: number
      maxWastedIterations: number
      /** 1-based iteration that first reached the threshold. */
      convergedAt: number
      /** 1-based iteration where the waste began. */
      firstWastedIteration: number
    }
  | {
      code: 'doom_loop_fired'
      affectsSuccess: true
      message: string
      events: FiredGuardEvent[]
    }
  | {
      code: 'anomaly'
      affectsSuccess: false
      message: string
      anomaly: LoopAnomaly
    }

/** Stable codes of {@link LoopHealthReason}. */
export type LoopHealthReasonCode = LoopHealthReason['code']

function showValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return String(value)
  return describeValue(value)
}

function finiteScores(scores: ReadonlyArray<number | null>): number[] {
  return scores.filter((s): s is number => typeof s === 'number' && Number.isFinite(s))
}

function notConvergedMessage(result: LoopHealthResult, best: number | null, final: number | null): string {
  const threshold = formatScore(result.threshold)
  if (result.numIterations === 0) return `Did not converge: the loop has no scores (threshold ${threshold}).`
  if (result.mode === 'review') {
    return `Did not converge: review mode judges the final iteration, and the loop did not succeed (final score ${formatScore(final)}, threshold ${threshold}).`
  }
  return `Did not reach the threshold ${threshold} in ${result.numIterations} iteration(s) (best ${formatScore(best)}, final ${formatScore(final)}).`
}

/**
 * Lists each reason a loop is unhealthy, as data a matcher can render:
 * not converged; wasted iterations beyond the tolerance and where they
 * began; the guard events that fired, with their index and triggering field;
 * then every anomaly. An empty list means healthy with no anomalies.
 *
 * @example
 * explainLoopHealth(new LoopEvaluator().run({ score_history: [9, 9, 9], threshold: 8 }))
 * // [{ code: 'wasted_iterations', firstWastedIteration: 2, wastedIterations: 2, ... }]
 */
export function explainLoopHealth(result: LoopHealthResult): LoopHealthReason[] {
  const reasons: LoopHealthReason[] = []
  if (!result.converged) {
    const finite = finiteScores(result.scoreHistory)
    const bestScore = finite.length > 0 ? Math.max(...finite) : null
    const last = result.scoreHistory[result.scoreHistory.length - 1]
    const finalScore = typeof last === 'number' && Number.isFinite(last) ? last : null
    reasons.push({
      code: 'not_converged',
      affectsSuccess: true,
      message: notConvergedMessage(result, bestScore, finalScore),
      numIterations: result.numIterations,
      threshold: result.threshold,
      mode: result.mode,
      bestScore,
      finalScore,
    })
  }
  if (result.wastedIterations > result.maxWastedIterations) {
    const firstWastedIteration = result.firstWastedIteration ?? result.iterationsToSuccess + 1
    reasons.push({
      code: 'wasted_iterations',
      affectsSuccess: true,
      message:
        `${result.wastedIterations} wasted iteration(s) after the threshold was reached at iteration ${result.iterationsToSuccess}, ` +
        `from iteration ${firstWastedIteration} on (at most ${result.maxWastedIterations} tolerated).`,
      wastedIterations: result.wastedIterations,
      maxWastedIterations: result.maxWastedIterations,
      convergedAt: result.iterationsToSuccess,
      firstWastedIteration,
    })
  }
  if (result.doomLoopFired) {
    const events: FiredGuardEvent[] = []
    result.guardEvents.forEach((verdict, index) => {
      if (verdict.fired) events.push({ index, rule: verdict.rule, field: verdict.field, value: verdict.value })
    })
    const listed = events
      .map((e) => (e.field === null ? formatPath(['guardEvents', e.index]) : `${formatPath(['guardEvents', e.index, e.field])} = ${showValue(e.value)}`))
      .join(', ')
    reasons.push({
      code: 'doom_loop_fired',
      affectsSuccess: true,
      message: events.length > 0 ? `Doom-loop guard fired: ${listed}.` : 'Doom-loop guard fired.',
      events,
    })
  }
  for (const anomaly of result.anomalies) {
    reasons.push({ code: 'anomaly', affectsSuccess: false, message: anomaly.message, anomaly })
  }
  return reasons
}
