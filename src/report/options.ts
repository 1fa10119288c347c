import type { DeepevalOptions } from '../deepeval/options.js'
import type { ProgressOptions } from '../progress/options.js'
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
  /** Options of the `progress` detector: per-tool identities, volatile fields, windows. */
  progress?: ProgressOptions
}

/** The names of the built-in detectors. */
export type DetectorName = 'deepeval' | 'progress' | (string & {})
