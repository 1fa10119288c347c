// The options of LoopEvaluator, evaluateLoopHealth and the anomaly detectors,
// each declared once as a zod schema that both checks them and fills their
// defaults, so a misspelt option fails with the closest valid name (through
// parseOptions, like every options object of the engine) instead of being
// ignored. The interfaces carry the documentation; `SchemaCovers` keeps each
// one and its schema naming the same keys.

import { z } from 'zod'
import { LoopcheckOptionsError, type SchemaCovers } from '../util/options-schema.js'
import { isPlainRecord } from '../util/records.js'
import type {
  LoopAnomalyCode,
  LoopAnomalyOptions,
  OscillationOptions,
  PlateauOptions,
  RegressionOptions,
  ResolvedAnomalyOptions,
  UsageBudgetOptions,
} from './anomaly-types.js'
import type { SummaryStream } from './summary.js'

/**
 * What decides a verdict: the parts of {@link LoopEvaluatorOptions} without side effects.
 *
 * @example
 * evaluateLoopHealth(loopResult, guardEvents, { threshold: 7, anomalies: { regression: { tolerance: 0.5 } } })
 */
export interface LoopHealthOptions {
  /** Convergence threshold; falls back to the loop result's, then 8.0. */
  threshold?: number | null
  /** Wasted iterations tolerated before the loop is unhealthy. Default 0. */
  maxWastedIterations?: number
  /** Anomaly detection settings, or `false` for none. Default: every detector with its defaults. */
  anomalies?: LoopAnomalyOptions | false
}

/**
 * Options of {@link LoopEvaluator}, named as PraisonAI's constructor in camelCase.
 *
 * @example
 * const options: LoopEvaluatorOptions = { threshold: 8, maxWastedIterations: 1, saveResultsPath: 'reports/{name}.json' }
 */
export interface LoopEvaluatorOptions extends LoopHealthOptions {
  /** A name for this evaluation run; default `eval_<8 hex digits>`. */
  name?: string | null
  /**
   * Where to save each result's JSON, atomically. `{name}` and `{eval_id}`
   * are replaced as in PraisonAI. Default: not saved.
   */
  saveResultsPath?: string | null
  /** Print the summary table after each run. Default false. */
  verbose?: boolean
  /** Where `verbose` prints. Default `process.stdout`. */
  output?: SummaryStream
  /** PraisonAI's spelling of `maxWastedIterations`, accepted for ported configs. */
  max_wasted_iterations?: number
  /** PraisonAI's spelling of `saveResultsPath`, accepted for ported configs. */
  save_results_path?: string | null
}

// Infinity is a meaningful ceiling ("no limit") that z.number() refuses.
const nonNegative = z.union([z.number().min(0), z.literal(Infinity)], { error: 'expected a non-negative number' })
const positiveOrNull = z.union([z.number().positive(), z.literal(Infinity)], { error: 'expected a positive number or null' }).nullable()
const positiveInteger = z.number().int().min(1)
// A section of options that `false` turns off; left out, it is on with its defaults.
const section = <S extends z.ZodObject>(schema: S) => z.union([z.literal(false), schema], 'expected an options object or false').prefault({} as never)

const PlateauSchema = z.strictObject({ window: positiveInteger.default(3), minImprovement: z.number().min(0).default(0.1) })
const OscillationSchema = z.strictObject({ minReversals: positiveInteger.default(3), minDelta: z.number().min(0).default(0.1) })
const RegressionSchema = z.strictObject({ tolerance: z.number().min(0).default(0) })
const UsageBudgetSchema = z.strictObject({ maxTokensPerSuccess: positiveOrNull.default(null), maxCostPerSuccess: positiveOrNull.default(null) })

/**
 * The schema of {@link LoopAnomalyOptions}, with every default: parsing `{}`
 * gives {@link DEFAULT_ANOMALY_OPTIONS}. A section given as `false` is off;
 * one left out is on with its defaults.
 *
 * @example
 * LoopAnomalyOptionsSchema.parse({ plateau: { window: 5 } }).plateau // { window: 5, minImprovement: 0.1 }
 */
export const LoopAnomalyOptionsSchema = z.strictObject({
  plateau: section(PlateauSchema),
  oscillation: section(OscillationSchema),
  regression: section(RegressionSchema),
  nonFinite: z.boolean().default(true),
  usage: section(UsageBudgetSchema),
})

/**
 * The defaults: plateau over 3 iterations with 0.1 as meaningful
 * improvement; oscillation at 3 reversals of moves larger than 0.1;
 * regression at any score below the threshold after convergence; non-finite
 * scores; usage without success (no per-success ceilings).
 *
 * @example
 * DEFAULT_ANOMALY_OPTIONS.plateau // { window: 3, minImprovement: 0.1 }
 */
export const DEFAULT_ANOMALY_OPTIONS: Readonly<ResolvedAnomalyOptions> = Object.freeze(LoopAnomalyOptionsSchema.parse({}))
for (const part of Object.values(DEFAULT_ANOMALY_OPTIONS)) if (typeof part === 'object') Object.freeze(part)

/**
 * The schema of {@link LoopHealthOptions}, with their defaults: no threshold
 * of its own (the loop result's), no wasted iteration tolerated, every
 * anomaly detector.
 *
 * @example
 * LoopHealthOptionsSchema.parse({}).maxWastedIterations // 0
 */
export const LoopHealthOptionsSchema = z.strictObject({
  threshold: z.number().nullable().default(null),
  maxWastedIterations: nonNegative.default(0),
  anomalies: section(LoopAnomalyOptionsSchema),
})

/**
 * The schema of {@link LoopEvaluatorOptions} as checked, after PraisonAI's
 * snake_case spellings are read as the camelCase options (see
 * {@link readPraisonAiSpellings}).
 *
 * @example
 * LoopEvaluatorOptionsSchema.safeParse({ verbos: true }).success // false
 */
export const LoopEvaluatorOptionsSchema = LoopHealthOptionsSchema.extend({
  name: z.string().nullable().default(null),
  saveResultsPath: z.string().nullable().default(null),
  verbose: z.boolean().default(false),
  output: z
    .custom<SummaryStream>((value) => typeof (value as SummaryStream | null)?.write === 'function', 'expected a stream with a write() method')
    .optional(),
})

/**
 * The anomaly codes, for options that name some of them.
 *
 * @example
 * LoopAnomalyCodeSchema.options // ['plateau', 'oscillation', ...]
 */
export const LoopAnomalyCodeSchema = z.enum([
  'plateau',
  'oscillation',
  'regression_after_convergence',
  'non_finite_score',
  'tokens_per_success',
  'cost_per_success',
] as const satisfies readonly LoopAnomalyCode[])

// A code added to LoopAnomalyCode fails the build here until it is listed above.
const _codes: [Exclude<LoopAnomalyCode, z.infer<typeof LoopAnomalyCodeSchema>>] extends [never] ? true : false = true
const _plateau: SchemaCovers<PlateauOptions, typeof PlateauSchema> = true
const _oscillation: SchemaCovers<OscillationOptions, typeof OscillationSchema> = true
const _regression: SchemaCovers<RegressionOptions, typeof RegressionSchema> = true
const _usage: SchemaCovers<UsageBudgetOptions, typeof UsageBudgetSchema> = true
const _anomalies: SchemaCovers<LoopAnomalyOptions, typeof LoopAnomalyOptionsSchema> = true
const _health: SchemaCovers<LoopHealthOptions, typeof LoopHealthOptionsSchema> = true
const _evaluator: SchemaCovers<Omit<LoopEvaluatorOptions, keyof typeof PRAISONAI_SPELLINGS>, typeof LoopEvaluatorOptionsSchema> = true
void [_codes, _plateau, _oscillation, _regression, _usage, _anomalies, _health, _evaluator]

const PRAISONAI_SPELLINGS = { max_wasted_iterations: 'maxWastedIterations', save_results_path: 'saveResultsPath' } as const

/**
 * Reads PraisonAI's snake_case spellings (`max_wasted_iterations`,
 * `save_results_path`) as the camelCase options, so ported configs keep
 * working and the schema checks one name per option. Both spellings with
 * different values throw {@link LoopcheckOptionsError} rather than one
 * silently winning.
 *
 * @example
 * readPraisonAiSpellings({ max_wasted_iterations: 2 }, 'LoopEvaluator') // { maxWastedIterations: 2 }
 */
export function readPraisonAiSpellings(options: unknown, owner: string): unknown {
  if (!isPlainRecord(options)) return options
  const read: Record<string, unknown> = { ...options }
  for (const [snake, camel] of Object.entries(PRAISONAI_SPELLINGS)) {
    if (read[camel] !== undefined && read[snake] !== undefined && read[camel] !== read[snake]) {
      throw new LoopcheckOptionsError(owner, `option ${JSON.stringify(snake)} conflicts with ${JSON.stringify(camel)}; give only one.`)
    }
    if (!Object.hasOwn(read, snake)) continue
    read[camel] ??= read[snake]
    delete read[snake]
  }
  return read
}
