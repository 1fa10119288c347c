import { TraceValidationError } from '../trace/errors.js'
import { describeValue, type TracePath } from '../trace/path.js'
import { isPlainRecord } from '../util/records.js'
import { DEFAULT_ANOMALY_OPTIONS, type LoopAnomaly, type LoopAnomalyOptions, type ResolvedAnomalyOptions } from './anomaly-types.js'
import { detectNonFiniteScores, detectOscillation, detectPlateau, detectRegression } from './score-anomalies.js'
import { detectCostPerSuccess, detectTokensPerSuccess, usagePerSuccess } from './usage-anomalies.js'
import type { LoopUsage } from './usage.js'
import { didYouMean } from '../util/suggest.js'

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

type Check = 'positive integer' | 'non-negative number' | 'positive number or null'

function checked(path: TracePath, value: unknown, fallback: number | null, check: Check): number | null {
  if (value === undefined) return fallback
  const ok =
    check === 'positive integer'
      ? Number.isInteger(value) && (value as number) >= 1
      : check === 'non-negative number'
        ? typeof value === 'number' && Number.isFinite(value) && value >= 0
        : value === null || (typeof value === 'number' && value > 0 && !Number.isNaN(value))
  if (!ok) throw new TraceValidationError(path, `expected a ${check}, got ${describeValue(value)}${typeof value === 'number' ? ` (${value})` : ''}`)
  return value as number | null
}

function section(path: TracePath, value: unknown, keys: readonly string[]): Record<string, unknown> | false | undefined {
  if (value === undefined || value === false) return value
  if (!isPlainRecord(value)) throw new TraceValidationError(path, `expected an options object or false, got ${describeValue(value)}`)
  rejectUnknownKeys(path, value, keys)
  return value
}

function rejectUnknownKeys(path: TracePath, value: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) throw new TraceValidationError([...path, key], `unknown option;${didYouMean(key, keys)} expected one of ${keys.join(', ')}`)
  }
}

/**
 * Fills in the defaults of {@link LoopAnomalyOptions} and checks every
 * value, throwing a {@link TraceValidationError} that names the option
 * (`options.anomalies.plateau.window: expected a positive integer, got a number (0)`).
 *
 * @example
 * resolveAnomalyOptions({ plateau: { window: 5 }, oscillation: false }).plateau // { window: 5, minImprovement: 0.1 }
 */
export function resolveAnomalyOptions(options: LoopAnomalyOptions = {}, path: TracePath = ['anomalies']): ResolvedAnomalyOptions {
  if (!isPlainRecord(options)) throw new TraceValidationError(path, `expected an options object, got ${describeValue(options)}`)
  rejectUnknownKeys(path, options, ['plateau', 'oscillation', 'regression', 'nonFinite', 'usage'])
  const defaults = DEFAULT_ANOMALY_OPTIONS
  const at = (...keys: string[]): TracePath => [...path, ...keys]

  const plateau = section(at('plateau'), options.plateau, ['window', 'minImprovement'])
  const oscillation = section(at('oscillation'), options.oscillation, ['minReversals', 'minDelta'])
  const regression = section(at('regression'), options.regression, ['tolerance'])
  const usage = section(at('usage'), options.usage, ['maxTokensPerSuccess', 'maxCostPerSuccess'])
  if (options.nonFinite !== undefined && typeof options.nonFinite !== 'boolean') {
    throw new TraceValidationError(at('nonFinite'), `expected a boolean, got ${describeValue(options.nonFinite)}`)
  }
  const base = {
    plateau: defaults.plateau as Exclude<ResolvedAnomalyOptions['plateau'], false>,
    oscillation: defaults.oscillation as Exclude<ResolvedAnomalyOptions['oscillation'], false>,
    regression: defaults.regression as Exclude<ResolvedAnomalyOptions['regression'], false>,
    usage: defaults.usage as Exclude<ResolvedAnomalyOptions['usage'], false>,
  }
  return {
    plateau:
      plateau === false
        ? false
        : {
            window: checked(at('plateau', 'window'), plateau?.window, base.plateau.window, 'positive integer')!,
            minImprovement: checked(at('plateau', 'minImprovement'), plateau?.minImprovement, base.plateau.minImprovement, 'non-negative number')!,
          },
    oscillation:
      oscillation === false
        ? false
        : {
            minReversals: checked(at('oscillation', 'minReversals'), oscillation?.minReversals, base.oscillation.minReversals, 'positive integer')!,
            minDelta: checked(at('oscillation', 'minDelta'), oscillation?.minDelta, base.oscillation.minDelta, 'non-negative number')!,
          },
    regression:
      regression === false
        ? false
        : { tolerance: checked(at('regression', 'tolerance'), regression?.tolerance, base.regression.tolerance, 'non-negative number')! },
    nonFinite: options.nonFinite ?? defaults.nonFinite,
    usage:
      usage === false
        ? false
        : {
            maxTokensPerSuccess: checked(
              at('usage', 'maxTokensPerSuccess'),
              usage?.maxTokensPerSuccess,
              base.usage.maxTokensPerSuccess,
              'positive number or null',
            ),
            maxCostPerSuccess: checked(at('usage', 'maxCostPerSuccess'), usage?.maxCostPerSuccess, base.usage.maxCostPerSuccess, 'positive number or null'),
          },
  }
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
  const resolved = resolveAnomalyOptions(options as LoopAnomalyOptions)
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
