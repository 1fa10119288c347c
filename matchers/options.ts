import type { LoopAnomalyCode, LoopHealthOptions } from '../src/health/index.js'
import type { JudgeBackend, SemanticLoopOptions } from '../src/judge/index.js'
import { DETECTORS } from '../src/report/detectors.js'
import type { DetectOptions } from '../src/report/options.js'
import { LoopcheckMatcherError } from './errors.js'
import { closestName } from '../src/util/suggest.js'
import type { MatcherCall } from './render/hint.js'
import { sanitize } from '../src/util/sanitize.js'
import { quote, stableJson } from '../src/util/stable-json.js'
import { describeValue } from '../src/trace/path.js'

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

// What each option must be, checked before anything runs, so a typo fails
// the test with a suggestion instead of being ignored. The lists must name
// every key of the engine's option types (`satisfies` fails the build when
// an option is added there and not here; a detector's nested options, such
// as the progress detector's, are an 'object').
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'number-or-null' | 'anomalies' | 'list-or-null' | 'anomaly-codes' | 'judge'

const DETECT_OPTION_KINDS = {
  detector: 'string',
  threshold: 'number',
  repetitionThreshold: 'number',
  similarityThreshold: 'number',
  checkToolRepetition: 'boolean',
  checkReasoningStagnation: 'boolean',
  checkCallGraphCycles: 'boolean',
  strictMode: 'boolean',
  sequenceCharLimit: 'number',
  format: 'string',
  goal: 'string',
  traceId: 'string',
  progress: 'object',
} as const satisfies Record<keyof DetectOptions, Kind>

const BUDGET_OPTION_KINDS = { maxWastedTokens: 'number' } as const satisfies Record<keyof TokenBudget, Kind>

const JUDGE_OPTION_KINDS = {
  threshold: 'number',
  repetitionThreshold: 'number',
  lookahead: 'number',
  maxQuestions: 'number',
  maxCharsPerStep: 'number',
  checkToolRepetition: 'boolean',
  checkSemanticToolRepetition: 'boolean',
  checkReasoningStagnation: 'boolean',
  checkCallGraphCycles: 'boolean',
  fallbackToLexicalWhenUncertain: 'boolean',
  severeThreshold: 'number',
  mildThreshold: 'number',
  uncertainLow: 'number',
  uncertainHigh: 'number',
  sameActionThreshold: 'number',
  similarityThreshold: 'number',
  throwOnJudgeFailure: 'boolean',
  goal: 'string',
  format: 'string',
  traceId: 'string',
} as const satisfies Record<keyof SemanticLoopOptions, Kind>

const STAGNATION_DETECT_KEYS = [
  'detector',
  'similarityThreshold',
  'sequenceCharLimit',
  'format',
  'goal',
  'traceId',
  'progress',
] as const satisfies ReadonlyArray<keyof StagnationDetectOptions>
const STAGNATION_JUDGE_KEYS = [
  'lookahead',
  'maxQuestions',
  'maxCharsPerStep',
  'fallbackToLexicalWhenUncertain',
  'severeThreshold',
  'mildThreshold',
  'uncertainLow',
  'uncertainHigh',
  'similarityThreshold',
  'throwOnJudgeFailure',
  'goal',
  'format',
  'traceId',
] as const satisfies ReadonlyArray<keyof StagnationJudgeOptions>

const HEALTH_OPTION_KINDS = {
  threshold: 'number-or-null',
  maxWastedIterations: 'number',
  anomalies: 'anomalies',
  guardEvents: 'list-or-null',
  failOnAnomalies: 'anomaly-codes',
} as const satisfies Record<keyof HealthyLoopOptions, Kind>

const ANOMALY_CODES: readonly LoopAnomalyCode[] = [
  'plateau',
  'oscillation',
  'regression_after_convergence',
  'non_finite_score',
  'tokens_per_success',
  'cost_per_success',
]

function pick<K extends string>(kinds: Readonly<Record<string, Kind>>, keys: readonly K[]): Record<K, Kind> {
  return Object.fromEntries(keys.map((key) => [key, kinds[key]!])) as Record<K, Kind>
}

/** The option schemas of each matcher, with and without a judge. */
export const OPTION_KINDS = {
  toHaveNoAgentLoops: { detector: { ...DETECT_OPTION_KINDS, ...BUDGET_OPTION_KINDS }, judged: { ...JUDGE_OPTION_KINDS, ...BUDGET_OPTION_KINDS } },
  toNotStagnate: {
    detector: pick(DETECT_OPTION_KINDS, STAGNATION_DETECT_KEYS),
    judged: pick(JUDGE_OPTION_KINDS, STAGNATION_JUDGE_KEYS),
  },
  toHaveHealthyLoop: { detector: HEALTH_OPTION_KINDS, judged: null },
} as const

function fits(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'number-or-null':
      return value === null || (typeof value === 'number' && Number.isFinite(value))
    case 'anomalies':
      return value === false || (typeof value === 'object' && value !== null && !Array.isArray(value))
    case 'list-or-null':
      return value === null || Array.isArray(value)
    case 'anomaly-codes':
      return typeof value === 'boolean' || (Array.isArray(value) && value.every((code) => ANOMALY_CODES.includes(code as LoopAnomalyCode)))
    case 'judge':
      return typeof value === 'object' && value !== null && typeof (value as { ask?: unknown }).ask === 'function'
  }
}

const KIND_TEXT: Readonly<Record<Kind, string>> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an options object',
  'number-or-null': 'a finite number or null',
  anomalies: 'an anomaly options object or false',
  'list-or-null': 'an array of guard events or null',
  'anomaly-codes': `true, false or a list of anomaly codes (${ANOMALY_CODES.join(', ')})`,
  judge: 'a judge backend (an object with an ask() method)',
}

function shown(value: unknown): string {
  if (typeof value === 'object' && value !== null) return describeValue(value)
  return `${describeValue(value)} (${stableJson(value)})`
}

/**
 * Checks a matcher's options before anything runs: an options object, every
 * key known for this matcher (with a suggestion for a typo), every value of
 * the right kind, a known detector. Returns whether a judge was given.
 * Throws {@link LoopcheckMatcherError} otherwise.
 *
 * @example
 * checkOptions(call, OPTION_KINDS.toNotStagnate, { similarityTreshold: 0.9 })
 * // throws: options.similarityTreshold is not an option of toNotStagnate. Did you mean similarityThreshold?
 */
export function checkOptions(
  call: MatcherCall,
  kinds: { detector: Readonly<Record<string, Kind>>; judged: Readonly<Record<string, Kind>> | null },
  options: unknown,
): { judged: boolean } {
  if (options === undefined) return { judged: false }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new LoopcheckMatcherError(call, `options must be an object, got ${shown(options)}.`)
  }
  const record = options as Record<string, unknown>
  const judged = kinds.judged !== null && record.judge !== undefined
  if (judged && !fits('judge', record.judge)) {
    throw new LoopcheckMatcherError(call, `options.judge must be ${KIND_TEXT.judge}, got ${shown(record.judge)}.`)
  }
  const allowed = judged ? kinds.judged! : kinds.detector
  const other = judged ? kinds.detector : kinds.judged
  for (const [rawKey, value] of Object.entries(record)) {
    if (rawKey === 'judge') continue
    const kind = Object.hasOwn(allowed, rawKey) ? allowed[rawKey] : undefined
    const key = sanitize(rawKey)
    if (kind === undefined) {
      const known = Object.keys(allowed)
      if (other !== null && Object.hasOwn(other, rawKey)) {
        const why = judged ? 'does not apply when a judge scores the trace' : 'only applies with a judge ({ judge: backend })'
        throw new LoopcheckMatcherError(call, `options.${key} ${why}.`, [`options accepted ${judged ? 'with' : 'without'} a judge: ${known.join(', ')}`])
      }
      const suggestion = closestName(rawKey, [...known, ...(kinds.judged !== null ? ['judge'] : [])])
      throw new LoopcheckMatcherError(call, `options.${key} is not an option of ${call.name}.${suggestion !== null ? ` Did you mean ${suggestion}?` : ''}`, [
        `accepted options: ${[...known, ...(kinds.judged !== null && !judged ? ['judge'] : [])].join(', ')}`,
      ])
    }
    if (value !== undefined && !fits(kind, value)) {
      throw new LoopcheckMatcherError(call, `options.${key} must be ${KIND_TEXT[kind]}, got ${shown(value)}.`)
    }
  }
  if (!judged && typeof record.detector === 'string' && !Object.hasOwn(DETECTORS, record.detector)) {
    // Read at call time: detectors registered later (the progress-aware one) count.
    throw new LoopcheckMatcherError(call, `options.detector ${quote(record.detector)} is not a loopcheck detector.`, [
      `available detectors: ${Object.keys(DETECTORS).join(', ')}`,
    ])
  }
  return { judged }
}
