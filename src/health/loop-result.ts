import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import { describeValue, type TracePath } from '../trace/path.js'
import { pyLower } from '../python/text.js'
import { isPyTruthy } from './python-truthiness.js'
import { LoopUsageSchema, sumUsage, usageTotals, type LoopUsage } from './usage.js'

// A score may be null or non-finite: a judge that failed or a custom metric
// that divided by zero. The reference would crash or compare NaN; loopcheck
// keeps such scores and reports them as an anomaly instead.
const score = z.custom<number | null | undefined>((v) => v === null || v === undefined || typeof v === 'number', { error: 'expected a number or null' })
const finiteNumber = z.number({ error: 'expected a finite number or null' }).nullish()

const IterationSchema = z.looseObject(
  {
    score: score.optional(),
    usage: LoopUsageSchema.nullish(),
  },
  { error: 'expected an iteration object' },
)

/**
 * PraisonAI's `EvaluationLoopResult.to_dict()` JSON, and the same in
 * camelCase, as far as loop health reads it. Every field is optional here;
 * {@link readEvaluationLoopResult} decides what is missing.
 *
 * @example
 * EvaluationLoopResultSchema.safeParse({ score_history: [6, 8.5], threshold: 8 }).success // true
 */
export const EvaluationLoopResultSchema = z.looseObject(
  {
    score_history: z.array(score, { error: 'expected an array of scores or null' }).nullish(),
    scoreHistory: z.array(score, { error: 'expected an array of scores or null' }).nullish(),
    iterations: z.array(IterationSchema, { error: 'expected an array of iterations or null' }).nullish(),
    threshold: finiteNumber,
    total_duration_seconds: finiteNumber,
    totalDurationSeconds: finiteNumber,
    mode: z.string({ error: 'expected a string or null' }).nullish(),
    success: z.union([z.boolean(), z.number()], { error: 'expected a boolean or null' }).nullish(),
    usage: LoopUsageSchema.nullish(),
    total_tokens: LoopUsageSchema.shape.total_tokens,
    totalTokens: LoopUsageSchema.shape.totalTokens,
    total_cost: LoopUsageSchema.shape.total_cost,
    totalCost: LoopUsageSchema.shape.totalCost,
  },
  { error: 'expected an evaluation loop result object' },
)

/**
 * The JSON shape {@link EvaluationLoopResultSchema} accepts: PraisonAI's
 * `to_dict()` fields in snake_case or camelCase, all optional, extra fields
 * allowed.
 */
export type EvaluationLoopResultInput = z.input<typeof EvaluationLoopResultSchema>

/** Where a loop result's score history was read from. */
export type ScoreHistorySource = 'score_history' | 'scoreHistory' | 'iterations'

/**
 * An evaluation loop result as loop health reads it, names and defaults resolved.
 *
 * @example
 * const loop: EvaluationLoopRecord = readEvaluationLoopResult({ scoreHistory: [7, 9] })
 * loop.threshold // null: the evaluator will use 8.0
 */
export interface EvaluationLoopRecord {
  /** One score per iteration, in order; `null` where an iteration had no score. */
  scoreHistory: ReadonlyArray<number | null>
  /** Which field the history came from. */
  scoreHistorySource: ScoreHistorySource
  /** The loop's own threshold, or `null` when it did not record one. */
  threshold: number | null
  /** Wall-clock duration in seconds; 0 when not recorded. */
  totalDurationSeconds: number
  /** The mode, lower-cased; `optimize` when missing or empty. Any value but `review` behaves as optimize. */
  mode: string
  /** The loop's own verdict (Python truthiness for numbers), or `null` when not recorded. */
  success: boolean | null
  /** Tokens and cost, when the result carries usage; otherwise `null`. */
  usage: LoopUsage | null
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let at: unknown = root
  for (const key of path) {
    if (at === null || (typeof at !== 'object' && typeof at !== 'function')) return undefined
    at = (at as Record<PropertyKey, unknown>)[key]
  }
  return at
}

function first<T>(...values: Array<T | undefined>): T | undefined {
  return values.find((v) => v !== undefined)
}

function readUsage(data: z.infer<typeof EvaluationLoopResultSchema>): LoopUsage | null {
  const fromObject = data.usage ? usageTotals(data.usage) : { tokens: null, cost: null }
  const topTokens = data.total_tokens ?? data.totalTokens ?? null
  const topCost = data.total_cost ?? data.totalCost ?? null
  const iterationUsage = (data.iterations ?? []).flatMap((it) => (it.usage ? [usageTotals(it.usage)] : []))
  const fromIterations = sumUsage(iterationUsage)
  const tokens = fromObject.tokens ?? topTokens ?? fromIterations.tokens
  const cost = fromObject.cost ?? topCost ?? fromIterations.cost
  return tokens === null && cost === null ? null : { tokens, cost }
}

/**
 * Reads anything exposing a loop's score history: PraisonAI's
 * `EvaluationLoopResult.to_dict()` JSON (`score_history`, `threshold`,
 * `total_duration_seconds`, `mode`, `success`), the same in camelCase
 * (`scoreHistory`, `totalDurationSeconds`), or a class instance with those
 * properties. When there is no score history, `iterations[].score` is used.
 * Optional usage (`usage`, `total_tokens`, `total_cost`, or per-iteration
 * `usage`) is read for cost-per-success.
 *
 * Like the reference, a `score_history` of `null` is an empty history. A
 * value with no score history at all, or a field of the wrong type, throws a
 * {@link TraceValidationError} naming the place, such as
 * `loopResult.score_history[2]: expected a number or null, got a string`.
 *
 * @example
 * const loop = readEvaluationLoopResult({ scoreHistory: [6, 8.5], threshold: 8, mode: 'Optimize' })
 * loop.mode          // 'optimize'
 * loop.scoreHistory  // [6, 8.5]
 */
export function readEvaluationLoopResult(value: unknown, path: TracePath = ['loopResult']): EvaluationLoopRecord {
  const parsed = EvaluationLoopResultSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.filter((k): k is string | number => typeof k !== 'symbol')
    const actual = valueAt(value, issue.path)
    // A number of the right type can still be out of range; show which one.
    const shown = typeof actual === 'number' && Number.isFinite(actual) ? ` (${actual})` : ''
    throw new TraceValidationError([...path, ...where], `${issue.message}, got ${describeValue(actual)}${shown}`)
  }
  const data = parsed.data

  let scoreHistory: ReadonlyArray<number | null | undefined>
  let scoreHistorySource: ScoreHistorySource
  const history = first(data.score_history, data.scoreHistory)
  if (Array.isArray(history)) {
    scoreHistory = history
    scoreHistorySource = data.score_history !== undefined ? 'score_history' : 'scoreHistory'
  } else if (Array.isArray(data.iterations)) {
    scoreHistory = data.iterations.map((it) => it.score)
    scoreHistorySource = 'iterations'
  } else if (history === null) {
    // The reference's `score_history or []`.
    scoreHistory = []
    scoreHistorySource = data.score_history !== undefined ? 'score_history' : 'scoreHistory'
  } else {
    throw new TraceValidationError(
      path,
      'no score history found: expected `score_history` or `scoreHistory` (an array of scores), or `iterations` with a `score` on each',
    )
  }

  const mode = data.mode
  return {
    scoreHistory: scoreHistory.map((s) => (s === undefined ? null : s)),
    scoreHistorySource,
    threshold: data.threshold ?? null,
    totalDurationSeconds: first(data.total_duration_seconds, data.totalDurationSeconds) ?? 0,
    mode: pyLower(mode ? mode : 'optimize'),
    success: data.success === null || data.success === undefined ? null : isPyTruthy(data.success),
    usage: readUsage(data),
  }
}

/**
 * Whether a value can be read as an evaluation loop result (see
 * {@link readEvaluationLoopResult}): it has a score history (`score_history`,
 * `scoreHistory` or scored `iterations`) and every field it carries has the
 * right type.
 *
 * @example
 * isEvaluationLoopResult({ score_history: [7, 8], threshold: 8 }) // true
 * isEvaluationLoopResult({ threshold: 8 })                        // false
 */
export function isEvaluationLoopResult(value: unknown): value is EvaluationLoopResultInput {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  try {
    readEvaluationLoopResult(value)
    return true
  } catch (error) {
    if (error instanceof TraceValidationError) return false
    throw error
  }
}
