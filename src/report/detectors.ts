import { resolveDeepevalOptions, scoreDeepevalTrace, type DeepevalSpanDict, deepevalSourceOf, reportFromDeepeval } from '../deepeval/index.js'
import { progressDetector } from '../progress/detector.js'
import type { LoopDetector } from './detector.js'

export type { LoopDetector } from './detector.js'

/**
 * The exact port of deepeval's AgentLoopDetectionMetric, as a detector.
 *
 * @example
 * deepevalDetector.detect(normalizeTrace(dict), { repetitionThreshold: 2 }).score
 */
export const deepevalDetector: LoopDetector = {
  name: 'deepeval',
  description: "exact port of deepeval's AgentLoopDetectionMetric (lexical, combined-score verdict)",
  detect(trace, options) {
    const resolved = resolveDeepevalOptions({
      threshold: options.threshold,
      repetitionThreshold: options.repetitionThreshold,
      similarityThreshold: options.similarityThreshold,
      checkToolRepetition: options.checkToolRepetition,
      checkReasoningStagnation: options.checkReasoningStagnation,
      checkCallGraphCycles: options.checkCallGraphCycles,
      strictMode: options.strictMode,
      sequenceCharLimit: options.sequenceCharLimit,
    })
    const source = deepevalSourceOf(trace)
    const root: DeepevalSpanDict | null = source !== undefined ? source : (trace.root as DeepevalSpanDict | null)
    const result = scoreDeepevalTrace(root, resolved)
    return reportFromDeepeval(result, resolved.threshold ?? 0.5, trace)
  },
}

/**
 * Every built-in detector by name.
 *
 * @example
 * Object.keys(DETECTORS) // ['deepeval', 'progress', ...]
 */
export const DETECTORS: Readonly<Record<string, LoopDetector>> = {
  deepeval: deepevalDetector,
  progress: progressDetector,
}

/**
 * The detector `detectLoops` uses when none is named: `progress`
 * (deterministic and progress-aware: 60/60 on the seed benchmark where the
 * lexical metric gets 36/60). `detector: 'deepeval'` keeps the exact port.
 *
 * @example
 * detectLoops(trace).detector === DEFAULT_DETECTOR // true
 */
export const DEFAULT_DETECTOR = 'progress'
