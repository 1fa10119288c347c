import { z } from 'zod'
import { parseOptions } from '../util/options-schema.js'

/**
 * Options of the deepeval-compatible metric, camelCase, with deepeval's
 * defaults.
 *
 * @example
 * const options: DeepevalOptions = { repetitionThreshold: 2, checkCallGraphCycles: false }
 */
export interface DeepevalOptions {
  /** Minimum passing score (0.5). `null` leaves `success` undecided, as deepeval does. */
  threshold?: number | null
  /** Identical tool calls that make a repetition: 0.5 at this count, 0.0 at twice it (3). */
  repetitionThreshold?: number
  /** Similarity of consecutive model outputs that counts as stagnation (0.85). */
  similarityThreshold?: number
  /** Score repeated identical tool calls (true). */
  checkToolRepetition?: boolean
  /** Score stagnating consecutive model outputs (true). */
  checkReasoningStagnation?: boolean
  /** Score recursion on the span tree's ancestry paths (true). */
  checkCallGraphCycles?: boolean
  /** Binary score: 0 below the threshold, which is forced to 1 (false). */
  strictMode?: boolean
  /** Print the intermediate steps to the console after each measure (false). */
  verboseMode?: boolean
  /**
   * Opt-in cap on the characters the sequence ratio reads per output; see
   * `StagnationOptions.sequenceCharLimit`. Not in deepeval; off by default.
   */
  sequenceCharLimit?: number
}

/** The options with every default filled in. */
export type ResolvedDeepevalOptions = Required<Omit<DeepevalOptions, 'sequenceCharLimit'>> & {
  sequenceCharLimit: number | undefined
}

/**
 * Validates deepeval options; unknown keys are rejected so a typo such as
 * `repetitonThreshold` fails loudly instead of silently using the default.
 */
export const DeepevalOptionsSchema = z
  .object({
    threshold: z.number().nullable().optional(),
    repetitionThreshold: z.number().optional(),
    similarityThreshold: z.number().optional(),
    checkToolRepetition: z.boolean().optional(),
    checkReasoningStagnation: z.boolean().optional(),
    checkCallGraphCycles: z.boolean().optional(),
    strictMode: z.boolean().optional(),
    verboseMode: z.boolean().optional(),
    sequenceCharLimit: z.number().int().positive().optional(),
  })
  .strict()

/**
 * Fills in deepeval's defaults. Strict mode forces the threshold to 1.
 *
 * @example
 * resolveDeepevalOptions({ strictMode: true }).threshold // 1
 */
export function resolveDeepevalOptions(options: DeepevalOptions = {}): ResolvedDeepevalOptions {
  parseOptions(DeepevalOptionsSchema, options, 'Invalid deepeval options')
  const strictMode = options.strictMode ?? false
  return {
    threshold: strictMode ? 1 : options.threshold === undefined ? 0.5 : options.threshold,
    repetitionThreshold: options.repetitionThreshold ?? 3,
    similarityThreshold: options.similarityThreshold ?? 0.85,
    checkToolRepetition: options.checkToolRepetition ?? true,
    checkReasoningStagnation: options.checkReasoningStagnation ?? true,
    checkCallGraphCycles: options.checkCallGraphCycles ?? true,
    strictMode,
    verboseMode: options.verboseMode ?? false,
    sequenceCharLimit: options.sequenceCharLimit,
  }
}
