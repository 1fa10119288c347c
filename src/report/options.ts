import { z } from 'zod'
import { DeepevalOptionsSchema, type DeepevalOptions } from '../deepeval/index.js'
import { ProgressOptionsSchema, type ProgressOptions } from '../progress/options.js'
import { parseOptions, type SchemaCovers } from '../util/options-schema.js'
import type { NormalizeOptions } from '../trace/format.js'

/**
 * Options of {@link detectLoops}: which detector to run and its thresholds.
 * The threshold and check names are deepeval's, in camelCase; each detector
 * documents what they mean for it.
 *
 * @example
 * detectLoops(trace, { detector: 'deepeval', repetitionThreshold: 2, checkCallGraphCycles: false })
 */
export interface DetectOptions
  extends Pick<
    DeepevalOptions,
    | 'repetitionThreshold'
    | 'similarityThreshold'
    | 'checkToolRepetition'
    | 'checkReasoningStagnation'
    | 'checkCallGraphCycles'
    | 'strictMode'
    | 'sequenceCharLimit'
  > {
  /** Which detector scores the trace; see `DETECTORS`. Default: the recommended one. */
  detector?: DetectorName
  /** Minimum combined score for `success` (0.5). */
  threshold?: number
  /** Read the trace as this format instead of detecting it. */
  format?: NormalizeOptions['format']
  /** The agent's task, for formats that do not record it. */
  goal?: string
  /** Which trace to score, for a body that holds several (an OTLP export of several runs); see `normalizeTraces`. */
  traceId?: string
  /** Options of the `progress` detector: per-tool identities, volatile fields, windows. */
  progress?: ProgressOptions
}

/** The names of the built-in detectors. */
export type DetectorName = 'deepeval' | 'progress' | (string & {})

/**
 * The schema of {@link DetectOptions}: every option and its type, unknown keys
 * rejected (with the closest valid name suggested), nested `progress` options
 * included. Each detector checks the ranges that hold for it.
 *
 * @example
 * DetectOptionsSchema.safeParse({ repetitonThreshold: 2 }).success // false
 */
export const DetectOptionsSchema = z.strictObject({
  detector: z.string().optional(),
  // The threshold and check names are deepeval's: one declaration for both.
  ...DeepevalOptionsSchema.pick({
    threshold: true,
    repetitionThreshold: true,
    similarityThreshold: true,
    checkToolRepetition: true,
    checkReasoningStagnation: true,
    checkCallGraphCycles: true,
    strictMode: true,
    sequenceCharLimit: true,
  }).shape,
  format: z.string().optional(),
  goal: z.string().optional(),
  traceId: z.string().optional(),
  progress: ProgressOptionsSchema.optional(),
})

const _detectKeys: SchemaCovers<DetectOptions, typeof DetectOptionsSchema> = true
void _detectKeys

/**
 * Checks `detectLoops` options against {@link DetectOptionsSchema}; throws
 * `LoopcheckOptionsError` naming the option (and the closest valid name for
 * a misspelling) instead of running with a default.
 *
 * @example
 * checkDetectOptions({ repetitonThreshold: 2 })
 * // throws: detectLoops: unknown option "repetitonThreshold". Did you mean "repetitionThreshold"? ...
 */
export function checkDetectOptions(options: unknown, owner = 'detectLoops'): void {
  parseOptions(DetectOptionsSchema, options, owner)
}
