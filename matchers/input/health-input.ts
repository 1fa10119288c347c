import { evaluateLoopHealth, type LoopHealthResult } from '../../src/health/index.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { describeValue } from '../../src/trace/path.js'
import { LoopcheckMatcherError } from '../errors.js'
import type { HealthyLoopOptions } from '../options.js'
import type { MatcherCall } from '../render/hint.js'
import { sanitize } from '../../src/util/sanitize.js'
import { isLoopReport } from './loop-report.js'

/**
 * Whether a value is a {@link LoopHealthResult} (from `LoopEvaluator.run`
 * or `evaluateLoopHealth`). Checked by shape, not by class, so a result
 * made by another copy of loopcheck is still recognised.
 *
 * @example
 * isLoopHealthResult(new LoopEvaluator().run(loopResult)) // true
 */
export function isLoopHealthResult(value: unknown): value is LoopHealthResult {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.toDict === 'function' &&
    typeof v.converged === 'boolean' &&
    typeof v.success === 'boolean' &&
    typeof v.wastedIterations === 'number' &&
    typeof v.threshold === 'number' &&
    Array.isArray(v.scoreHistory) &&
    Array.isArray(v.guardEvents) &&
    Array.isArray(v.anomalies)
  )
}

const ACCEPTED = [
  'accepted: an evaluation-loop result with a score history (PraisonAI EvaluationLoopResult.to_dict(): { score_history, threshold, mode?, success? },',
  '  the same in camelCase, or { iterations: [{ score }] }), or a LoopHealthResult from LoopEvaluator.run() or evaluateLoopHealth()',
]

/**
 * Reads what `toHaveHealthyLoop` received into a {@link LoopHealthResult}:
 * a result already computed is used as it is (evaluator options cannot
 * apply to it, so passing them throws); an evaluation-loop result is scored
 * with `evaluateLoopHealth` and the options. Anything else throws
 * {@link LoopcheckMatcherError} saying what was received and what is
 * accepted.
 *
 * @example
 * readHealthInput(call, { score_history: [6, 8.5], threshold: 8 }, {}).converged // true
 */
export function readHealthInput(call: MatcherCall, received: unknown, options: HealthyLoopOptions): LoopHealthResult {
  const { guardEvents, failOnAnomalies: _failOnAnomalies, ...evaluator } = options
  if (isLoopHealthResult(received)) {
    const given = Object.keys(options).filter((key) => key !== 'failOnAnomalies' && options[key as keyof HealthyLoopOptions] !== undefined)
    if (given.length > 0) {
      throw new LoopcheckMatcherError(call, `options ${given.join(', ')} cannot apply to a LoopHealthResult that is already computed.`, [
        'Pass the evaluation-loop result instead, or evaluate it with these options yourself.',
      ])
    }
    return received
  }
  if (isLoopReport(received)) {
    throw new LoopcheckMatcherError(call, 'received value must be an evaluation-loop result or a LoopHealthResult.', [
      'received: a LoopReport (agent loop detection). Use expect(report).toHaveNoAgentLoops() for agent traces and their reports.',
      ...ACCEPTED,
    ])
  }
  // The options already passed the matcher's schema, which extends the one
  // evaluateLoopHealth checks: what fails here is the loop result or an event.
  try {
    return evaluateLoopHealth(received, guardEvents, evaluator)
  } catch (error) {
    if (!(error instanceof TraceValidationError)) throw error
    if (error.pathSegments[0] === 'guardEvents') throw new LoopcheckMatcherError(call, `options.${sanitize(error.message)}`)
    throw new LoopcheckMatcherError(call, 'received value must be an evaluation-loop result or a LoopHealthResult.', [
      `received: ${describeValue(received)}: ${sanitize(error.message)}`,
      ...ACCEPTED,
    ])
  }
}
