import { z } from 'zod'
import { parseOptions } from '../util/options-schema.js'
import type { NormalizeOptions } from '../trace/format.js'

/**
 * Options of {@link SemanticLoopDetection}, with semloop's defaults.
 *
 * @example
 * new SemanticLoopDetection(judge, { threshold: 0.7, lookahead: 3, maxQuestions: 32 })
 */
export interface SemanticLoopOptions {
  /** Minimum combined score for `success` (0.5). */
  threshold?: number
  /** Calls of one tool that make a repetition: 0.5 at this count, 0.0 at twice it (3). Also the call count that earns a tool its `tool_repeat_` question. */
  repetitionThreshold?: number
  /** How far apart two steps can be for a `revisit_` question; 2 asks about steps two apart (2). */
  lookahead?: number
  /** Most questions in the one request per trace; the overall question is always kept (64). */
  maxQuestions?: number
  /** Characters of each step sent to the judge; longer steps are cut with a visible marker (800). */
  maxCharsPerStep?: number
  /** Score repeated tool calls: the exact check, and with `checkSemanticToolRepetition` the judged one (true). */
  checkToolRepetition?: boolean
  /** Ask whether a tool's calls are one action under different arguments (true). */
  checkSemanticToolRepetition?: boolean
  /** Ask whether consecutive and nearby steps made progress (true). */
  checkReasoningStagnation?: boolean
  /** Score recursion on the span tree, deterministically (true). */
  checkCallGraphCycles?: boolean
  /** When the judge is undecided, run the lexical stagnation check too; the lower score wins (true). */
  fallbackToLexicalWhenUncertain?: boolean
  /** Stagnation probability that scores 0.0 (0.85). */
  severeThreshold?: number
  /** Stagnation probability that scores 0.5 (0.60). */
  mildThreshold?: number
  /** Lower edge of the undecided band (0.40); the upper edge is `uncertainHigh`. */
  uncertainLow?: number
  /** Upper edge of the undecided band, exclusive (0.60). */
  uncertainHigh?: number
  /** Probability of "same action" at which a tool's calls count as a repetition (0.5). */
  sameActionThreshold?: number
  /** Similarity threshold of the lexical check used as the fallback (0.85). */
  similarityThreshold?: number
  /**
   * Reject when the judge fails instead of falling back to the deterministic
   * score (false). Either way a failure is never read as "no loop".
   */
  throwOnJudgeFailure?: boolean
  /** The agent's task, when the trace does not record it. */
  goal?: string
  /** Read the trace as this format instead of detecting it. */
  format?: NormalizeOptions['format']
  /** Which trace to judge, for a body that holds several; see `normalizeTraces`. */
  traceId?: string
}

/**
 * The options with every default filled in (`goal` and `format` stay optional).
 *
 * @example
 * const resolved: ResolvedSemanticLoopOptions = resolveSemanticLoopOptions({ lookahead: 3 })
 */
export type ResolvedSemanticLoopOptions = Required<Omit<SemanticLoopOptions, 'goal' | 'format' | 'traceId'>> &
  Pick<SemanticLoopOptions, 'goal' | 'format' | 'traceId'>

const Probability = z.number().min(0).max(1)

/**
 * Validates semantic options; unknown keys are rejected so a typo fails loudly.
 *
 * @example
 * SemanticLoopOptionsSchema.safeParse({ lookahed: 3 }).success // false: unknown key
 */
export const SemanticLoopOptionsSchema = z
  .object({
    threshold: z.number().finite().optional(),
    repetitionThreshold: z.number().int().min(1).optional(),
    lookahead: z.number().int().min(1).optional(),
    maxQuestions: z.number().int().min(1).optional(),
    maxCharsPerStep: z.number().int().min(1).optional(),
    checkToolRepetition: z.boolean().optional(),
    checkSemanticToolRepetition: z.boolean().optional(),
    checkReasoningStagnation: z.boolean().optional(),
    checkCallGraphCycles: z.boolean().optional(),
    fallbackToLexicalWhenUncertain: z.boolean().optional(),
    severeThreshold: Probability.optional(),
    mildThreshold: Probability.optional(),
    uncertainLow: Probability.optional(),
    uncertainHigh: Probability.optional(),
    sameActionThreshold: Probability.optional(),
    similarityThreshold: z.number().finite().optional(),
    throwOnJudgeFailure: z.boolean().optional(),
    goal: z.string().optional(),
    format: z.string().optional(),
    traceId: z.string().optional(),
  })
  .strict()

/**
 * Fills in semloop's defaults and checks the options.
 *
 * @example
 * resolveSemanticLoopOptions({ lookahead: 3 }).maxQuestions // 64
 */
export function resolveSemanticLoopOptions(options: SemanticLoopOptions = {}): ResolvedSemanticLoopOptions {
  parseOptions(SemanticLoopOptionsSchema, options, 'Invalid semantic loop options')
  const resolved: ResolvedSemanticLoopOptions = {
    threshold: options.threshold ?? 0.5,
    repetitionThreshold: options.repetitionThreshold ?? 3,
    lookahead: options.lookahead ?? 2,
    maxQuestions: options.maxQuestions ?? 64,
    maxCharsPerStep: options.maxCharsPerStep ?? 800,
    checkToolRepetition: options.checkToolRepetition ?? true,
    checkSemanticToolRepetition: options.checkSemanticToolRepetition ?? true,
    checkReasoningStagnation: options.checkReasoningStagnation ?? true,
    checkCallGraphCycles: options.checkCallGraphCycles ?? true,
    fallbackToLexicalWhenUncertain: options.fallbackToLexicalWhenUncertain ?? true,
    severeThreshold: options.severeThreshold ?? 0.85,
    mildThreshold: options.mildThreshold ?? 0.6,
    uncertainLow: options.uncertainLow ?? 0.4,
    uncertainHigh: options.uncertainHigh ?? 0.6,
    sameActionThreshold: options.sameActionThreshold ?? 0.5,
    similarityThreshold: options.similarityThreshold ?? 0.85,
    throwOnJudgeFailure: options.throwOnJudgeFailure ?? false,
    goal: options.goal,
    format: options.format,
    traceId: options.traceId,
  }
  if (resolved.mildThreshold > resolved.severeThreshold) {
    throw new TypeError(`Invalid semantic loop options: mildThreshold (${resolved.mildThreshold}) is above severeThreshold (${resolved.severeThreshold})`)
  }
  if (resolved.uncertainLow > resolved.uncertainHigh) {
    throw new TypeError(`Invalid semantic loop options: uncertainLow (${resolved.uncertainLow}) is above uncertainHigh (${resolved.uncertainHigh})`)
  }
  return resolved
}
