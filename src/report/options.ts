import type { ProgressOptions } from '../progress/options.js'
import type { NormalizeOptions } from '../trace/format.js'

/**
 * Options of {@link detectLoops}: which detector to run and its thresholds.
 * The names mirror deepeval's options in camelCase.
 *
 * @example
 * detectLoops(trace, { detector: 'deepeval', repetitionThreshold: 2, checkCallGraphCycles: false })
 */
export interface DetectOptions {
  /** Which detector scores the trace; see `DETECTORS`. Default: the recommended one. */
  detector?: DetectorName
  /** Minimum combined score for `success` (0.5). */
  threshold?: number
  /** Identical tool calls that make a repetition (3). */
  repetitionThreshold?: number
  /** Similarity of two reasoning steps that counts as stagnation (0.85). */
  similarityThreshold?: number
  /** Score repeated tool calls (true). */
  checkToolRepetition?: boolean
  /** Score stagnating reasoning steps (true). */
  checkReasoningStagnation?: boolean
  /** Score recursion on the span tree (true). */
  checkCallGraphCycles?: boolean
  /** deepeval's binary mode: score 0 below the threshold, which becomes 1 (false). */
  strictMode?: boolean
  /** Opt-in cap on the characters deepeval's sequence ratio reads per step (none). */
  sequenceCharLimit?: number
  /** Read the trace as this format instead of detecting it. */
  format?: NormalizeOptions['format']
  /** The agent's task, for formats that do not record it. */
  goal?: string
  /** Options of the `progress` detector: per-tool identities, volatile fields, windows. */
  progress?: ProgressOptions
}

/** The names of the built-in detectors. */
export type DetectorName = 'deepeval' | (string & {})
