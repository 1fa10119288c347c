import type { LoopAnomaly, LoopAnomalyOptions, ResolvedAnomalyOptions } from './anomaly-types.js'
import { LoopAnomalyOptionsSchema } from './options.js'
import { detectNonFiniteScores, detectOscillation, detectPlateau, detectRegression } from './score-anomalies.js'
import { detectCostPerSuccess, detectTokensPerSuccess, usagePerSuccess } from './usage-anomalies.js'
import type { LoopUsage } from './usage.js'
import { parseOptions } from '../util/options-schema.js'

/** What the anomaly detectors look at. */
export interface LoopAnomalyInput {
  /** One score per iteration; `null` for a missing score. */
  scoreHistory: ReadonlyArray<number | null>
  /** The threshold the verdict used. */
  threshold: number
  /** The verdict's `converged`: a converged run counts as one success. */
  converged: boolean
  /** Tokens and cost, when known. */
  usage?: LoopUsage | null
}

/**
 * Fills in the defaults of {@link LoopAnomalyOptions} and checks every
 * value against {@link LoopAnomalyOptionsSchema}, throwing a
 * `LoopcheckOptionsError` that names the option and, for a misspelling, the
 * closest valid name (`resolveAnomalyOptions: option "plateau.window": Too small: expected number to be >=1`).
 *
 * @example
 * resolveAnomalyOptions({ plateau: { window: 5 }, oscillation: false }).plateau // { window: 5, minImprovement: 0.1 }
 */
export function resolveAnomalyOptions(options: LoopAnomalyOptions = {}, owner = 'resolveAnomalyOptions'): ResolvedAnomalyOptions {
  return parseOptions(LoopAnomalyOptionsSchema, options, owner)
}

/**
 * Looks for what PraisonAI's verdict cannot see, in this order: non-finite
 * scores, a plateau below the threshold, oscillation, regression after
 * convergence, and tokens or cost per success. Pure; never changes the
 * verdict. Pass options through {@link resolveAnomalyOptions} (done here
 * when given raw {@link LoopAnomalyOptions}).
 *
 * @example
 * detectLoopAnomalies({ scoreHistory: [6, 6.5, 6.5, 6.5, 6.5], threshold: 8, converged: false })
 *   .map((a) => a.code) // ['plateau']
 */
export function detectLoopAnomalies(input: LoopAnomalyInput, options: LoopAnomalyOptions | ResolvedAnomalyOptions = {}): LoopAnomaly[] {
  const resolved = resolveAnomalyOptions(options as LoopAnomalyOptions, 'detectLoopAnomalies')
  const { scoreHistory: scores, threshold } = input
  const found: Array<LoopAnomaly | null> = [
    resolved.nonFinite ? detectNonFiniteScores(scores) : null,
    resolved.plateau ? detectPlateau(scores, threshold, resolved.plateau) : null,
    resolved.oscillation ? detectOscillation(scores, threshold, resolved.oscillation) : null,
    resolved.regression ? detectRegression(scores, threshold, resolved.regression) : null,
  ]
  if (resolved.usage && input.usage) {
    const spend = usagePerSuccess(input.usage, input.converged)
    found.push(detectTokensPerSuccess(spend, resolved.usage.maxTokensPerSuccess))
    found.push(detectCostPerSuccess(spend, resolved.usage.maxCostPerSuccess))
  }
  return found.filter((a): a is LoopAnomaly => a !== null)
}
