import { TraceValidationError } from '../trace/errors.js'
import type { TraceFormatAdapter } from '../trace/format.js'
import { firstMismatch } from './shared/adapter.js'
import { isObjectLike } from './shared/objects.js'

const GUARD_KEYS = ['loop_type', 'is_loop', 'stuck'] as const

function isLoopResult(value: unknown): boolean {
  return isObjectLike(value) && Array.isArray(value.score_history) && 'threshold' in value
}

function isGuardEventList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((event) => isObjectLike(event) && GUARD_KEYS.some((key) => key in event))
}

function isEnvelope(value: unknown): boolean {
  return isObjectLike(value) && (isLoopResult(value.loop_result) || isLoopResult(value.evaluation_loop_result) || isGuardEventList(value.guard_events))
}

/**
 * Thrown when `normalizeTrace` is given a PraisonAI evaluation-loop result
 * or a list of guard events. Those record a loop's *scores* and its guards'
 * verdicts, not the agent's calls, so they are scored as loop health, not
 * read as a span tree.
 *
 * @example
 * try { normalizeTrace(loopResult.to_dict()) } catch (e) { if (e instanceof NotATraceError) console.log(e.message) }
 */
export class NotATraceError extends TraceValidationError {
  /** The kind of value that was recognised instead of a trace. */
  readonly recognised: 'praisonai-evaluation-loop' | 'praisonai-guard-events'

  constructor(recognised: NotATraceError['recognised'], message: string) {
    super([], message)
    this.recognised = recognised
  }
}

/**
 * Recognises PraisonAI evaluation-loop results (`score_history` +
 * `threshold`, from `EvaluationLoopResult.to_dict()`) and guard-event lists
 * (`loop_type` / `is_loop` / `stuck`) only to refuse them with directions:
 * they are loop-health inputs for `LoopEvaluator` and the
 * `toHaveHealthyLoop` matcher, not agent traces. Without this entry such a
 * value would fail with a generic "not a trace" error.
 *
 * @example
 * normalizeTrace({ score_history: [6, 6.5], threshold: 8 })
 * // throws NotATraceError: this is a PraisonAI evaluation-loop result ... use LoopEvaluator ...
 */
export const praisonAiFormat: TraceFormatAdapter = {
  format: 'praisonai',
  description:
    'PraisonAI evaluation-loop result ({ score_history, threshold }) or guard events ({ loop_type | is_loop | stuck }): recognised to point to LoopEvaluator / toHaveHealthyLoop',
  detect: (value) => isLoopResult(value) || isGuardEventList(value) || isEnvelope(value),
  mismatch(value) {
    return firstMismatch([
      () => ({ ok: isObjectLike(value), path: [], expected: 'an evaluation-loop result object' }),
      () => ({ ok: Array.isArray((value as Record<string, unknown>).score_history), path: ['score_history'], expected: 'a score_history array' }),
      () => ({ ok: 'threshold' in (value as object), path: ['threshold'], expected: 'a threshold' }),
    ])
  },
  normalize(value) {
    if (isGuardEventList(value)) {
      throw new NotATraceError(
        'praisonai-guard-events',
        'this is a list of PraisonAI guard events (loop_type / is_loop / stuck), not an agent trace: pass them with the loop result to new LoopEvaluator().run(loopResult, guardEvents) or evaluateLoopHealth, or check the loop with toHaveHealthyLoop',
      )
    }
    throw new NotATraceError(
      'praisonai-evaluation-loop',
      'this is a PraisonAI evaluation-loop result (score_history + threshold), not an agent trace: score it with new LoopEvaluator().run(result) or evaluateLoopHealth(result), or expect(result).toHaveHealthyLoop()',
    )
  },
}
