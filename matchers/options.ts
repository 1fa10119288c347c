import { z } from 'zod'
import { LoopAnomalyCodeSchema, LoopHealthOptionsSchema } from '../src/health/options.js'
import type { LoopAnomalyCode, LoopHealthOptions } from '../src/health/index.js'
import type { JudgeBackend } from '../src/judge/index.js'
import { SemanticLoopOptionsSchema, type SemanticLoopOptions } from '../src/judge/options.js'
import { DETECTORS } from '../src/report/detectors.js'
import { DetectOptionsSchema, type DetectOptions } from '../src/report/options.js'
import { LoopcheckOptionsError, parseOptions, type SchemaCovers } from '../src/util/options-schema.js'
import { isPlainRecord } from '../src/util/records.js'
import { sanitize } from '../src/util/sanitize.js'
import { quote } from '../src/util/stable-json.js'
import { LoopcheckMatcherError } from './errors.js'
import type { MatcherCall } from './render/hint.js'

/**
 * Options of `toHaveNoAgentLoops` scored by a detector (synchronous): the
 * options of `detectLoops`. Without `threshold` any loop pattern fails the
 * assertion; with it, the detector's own verdict at that threshold decides
 * (the rule of `passesVerdict`, which the CLI's `--threshold` uses too).
 *
 * @example
 * expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2, checkCallGraphCycles: false })
 * expect(trace).toHaveNoAgentLoops({ threshold: 0.7 }) // the detector's verdict at 0.7
 */
export interface NoAgentLoopsOptions extends DetectOptions, TokenBudget {
  /** No judge: the detector scores the trace and the matcher is synchronous. */
  judge?: undefined
}

/**
 * Options of `toHaveNoAgentLoops` scored by a judge (asynchronous: await
 * it): the judge backend plus the judged detector's options.
 *
 * @example
 * await expect(trace).toHaveNoAgentLoops({ judge: new MockBackend({ answers }), lookahead: 3 })
 */
export interface JudgedNoAgentLoopsOptions extends SemanticLoopOptions, TokenBudget {
  /** The judge that answers the questions (`JevBackend`, `OpenAICompatibleBackend`, `MockBackend`…). */
  judge: JudgeBackend
}

/**
 * A ceiling on what the loops may cost: the assertion also fails when the
 * findings' wasted steps spent more than `maxWastedTokens` tokens (read from
 * the usage the trace recorded). A trace that records no usage cannot be
 * held to it, and the matcher says so instead of passing.
 *
 * @example
 * expect(result).toHaveNoAgentLoops({ maxWastedTokens: 5_000 })
 */
export interface TokenBudget {
  maxWastedTokens?: number
}

/** The detector options that bear on reasoning stagnation. */
export type StagnationDetectOptions = Pick<DetectOptions, 'detector' | 'similarityThreshold' | 'sequenceCharLimit' | 'format' | 'goal' | 'traceId' | 'progress'>

/**
 * Options of `toNotStagnate` scored by a detector (synchronous).
 *
 * @example
 * expect(trace).toNotStagnate({ similarityThreshold: 0.9 })
 */
export interface NotStagnateOptions extends StagnationDetectOptions {
  /** No judge: the detector compares the steps and the matcher is synchronous. */
  judge?: undefined
}

/** The judged detector's options that bear on reasoning stagnation. */
export type StagnationJudgeOptions = Pick<
  SemanticLoopOptions,
  | 'lookahead'
  | 'maxQuestions'
  | 'maxCharsPerStep'
  | 'fallbackToLexicalWhenUncertain'
  | 'severeThreshold'
  | 'mildThreshold'
  | 'uncertainLow'
  | 'uncertainHigh'
  | 'similarityThreshold'
  | 'throwOnJudgeFailure'
  | 'goal'
  | 'format'
  | 'traceId'
>

/**
 * Options of `toNotStagnate` judged by a model (asynchronous: await it).
 *
 * @example
 * await expect(trace).toNotStagnate({ judge: new JevBackend() })
 */
export interface JudgedNotStagnateOptions extends StagnationJudgeOptions {
  /** The judge asked whether each step made progress. */
  judge: JudgeBackend
}

/**
 * Options of `toHaveHealthyLoop`: the loop-health evaluator's options, the
 * guard events the loop recorded, and whether anomalies fail the assertion.
 *
 * @example
 * expect(loopResult).toHaveHealthyLoop({ threshold: 8, guardEvents, failOnAnomalies: ['plateau'] })
 */
export interface HealthyLoopOptions extends LoopHealthOptions {
  /** The loop's guard events (PraisonAI's dicts or objects); a fired doom-loop guard fails the loop. */
  guardEvents?: readonly unknown[] | null
  /**
   * Anomalies never change the evaluator's verdict. `true` fails the
   * assertion on any anomaly; a list fails it on those codes only. Default
   * `false`: anomalies are shown in the message but do not fail.
   */
  failOnAnomalies?: boolean | readonly LoopAnomalyCode[]
}

// Each matcher's options are the engine's schema for what it runs, extended
// with the matcher's own options: one declaration per option, so the
// matcher accepts and explains exactly what the engine does.
// Infinity ("no ceiling") is a budget too, which z.number() refuses.
const maxWastedTokens = z.union([z.number(), z.literal(Infinity)], 'expected a number').optional()
const noJudge = z.undefined().optional()
// By shape, not class: users write their own backends.
const judge = z.custom<JudgeBackend>(
  (value) => typeof (value as Partial<JudgeBackend> | null)?.ask === 'function',
  'expected a judge backend (an object with an ask() method)',
)

const NoAgentLoopsSchema = DetectOptionsSchema.extend({ maxWastedTokens, judge: noJudge })
const JudgedNoAgentLoopsSchema = SemanticLoopOptionsSchema.extend({ maxWastedTokens, judge })
const NotStagnateSchema = DetectOptionsSchema.pick({
  detector: true,
  similarityThreshold: true,
  sequenceCharLimit: true,
  format: true,
  goal: true,
  traceId: true,
  progress: true,
} satisfies Record<keyof StagnationDetectOptions, true>).extend({ judge: noJudge })
const JudgedNotStagnateSchema = SemanticLoopOptionsSchema.pick({
  lookahead: true,
  maxQuestions: true,
  maxCharsPerStep: true,
  fallbackToLexicalWhenUncertain: true,
  severeThreshold: true,
  mildThreshold: true,
  uncertainLow: true,
  uncertainHigh: true,
  similarityThreshold: true,
  throwOnJudgeFailure: true,
  goal: true,
  format: true,
  traceId: true,
} satisfies Record<keyof StagnationJudgeOptions, true>).extend({ judge })
const HealthyLoopSchema = LoopHealthOptionsSchema.extend({
  guardEvents: z.array(z.unknown(), 'expected an array of guard events or null').nullable().optional(),
  failOnAnomalies: z
    .union([z.boolean(), z.array(LoopAnomalyCodeSchema)], `expected true, false or a list of anomaly codes (${LoopAnomalyCodeSchema.options.join(', ')})`)
    .optional(),
})

const _noAgentLoops: SchemaCovers<NoAgentLoopsOptions, typeof NoAgentLoopsSchema> = true
const _judgedNoAgentLoops: SchemaCovers<JudgedNoAgentLoopsOptions, typeof JudgedNoAgentLoopsSchema> = true
const _notStagnate: SchemaCovers<NotStagnateOptions, typeof NotStagnateSchema> = true
const _judgedNotStagnate: SchemaCovers<JudgedNotStagnateOptions, typeof JudgedNotStagnateSchema> = true
const _healthyLoop: SchemaCovers<HealthyLoopOptions, typeof HealthyLoopSchema> = true
void [_noAgentLoops, _judgedNoAgentLoops, _notStagnate, _judgedNotStagnate, _healthyLoop]

/** The option schemas of each matcher, without and with a judge (`null`: it takes none). */
export const MATCHER_OPTIONS = {
  toHaveNoAgentLoops: { detector: NoAgentLoopsSchema, judged: JudgedNoAgentLoopsSchema },
  toNotStagnate: { detector: NotStagnateSchema, judged: JudgedNotStagnateSchema },
  toHaveHealthyLoop: { detector: HealthyLoopSchema, judged: null },
} as const

/**
 * Checks a matcher's options before anything runs, against the matcher's
 * schema (with a judge when `judge` is given): a misspelt key names the
 * closest valid one, a value of the wrong type names the option, both in the
 * engine's words; a detector's option given with a judge (or the reverse)
 * says when it applies; the detector must be registered. Returns whether a
 * judge was given. Throws {@link LoopcheckMatcherError} otherwise.
 *
 * @example
 * checkOptions(call, MATCHER_OPTIONS.toNotStagnate, { similarityTreshold: 0.9 })
 * // throws: unknown option "similarityTreshold". Did you mean "similarityThreshold"? Valid options: ...
 */
export function checkOptions(call: MatcherCall, schemas: { detector: z.ZodObject; judged: z.ZodObject | null }, options: unknown): { judged: boolean } {
  if (options === undefined) return { judged: false }
  const judged = schemas.judged !== null && isPlainRecord(options) && options.judge !== undefined
  const [schema, other] = judged ? [schemas.judged!, schemas.detector] : [schemas.detector, schemas.judged]
  // Valid in the other mode: say when it applies rather than suggest a spelling.
  const misplaced = isPlainRecord(options)
    ? Object.keys(options).find((key) => !Object.hasOwn(schema.shape, key) && Object.hasOwn(other?.shape ?? {}, key))
    : undefined
  if (misplaced !== undefined) {
    const why = judged ? 'does not apply when a judge scores the trace' : 'only applies with a judge ({ judge: backend })'
    const accepted = Object.keys(schema.shape).filter((key) => key !== 'judge')
    throw new LoopcheckMatcherError(call, `options.${sanitize(misplaced)} ${why}.`, [
      `options accepted ${judged ? 'with' : 'without'} a judge: ${accepted.join(', ')}`,
    ])
  }
  try {
    parseOptions(schema, options, call.name)
  } catch (error) {
    if (error instanceof LoopcheckOptionsError) throw new LoopcheckMatcherError(call, sanitize(error.problem))
    throw error
  }
  const detector = (options as { detector?: unknown }).detector
  if (!judged && typeof detector === 'string' && !Object.hasOwn(DETECTORS, detector)) {
    // Read at call time: detectors registered later (the progress-aware one) count.
    throw new LoopcheckMatcherError(call, `options.detector ${quote(detector)} is not a loopcheck detector.`, [
      `available detectors: ${Object.keys(DETECTORS).join(', ')}`,
    ])
  }
  return { judged }
}
