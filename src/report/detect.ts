import { isNormalizedTrace, normalizeTrace, normalizeTraces } from '../trace/normalize.js'
import type { NormalizedTrace } from '../trace/span.js'
import { attachDeepevalSource } from '../deepeval/index.js'
import { isPlainRecord } from '../util/records.js'
import { DEFAULT_DETECTOR, DETECTORS } from './detectors.js'
import { checkDetectOptions, type DetectOptions } from './options.js'
import { withTokenCosts } from './tokens.js'
import type { LoopReport } from './types.js'

/**
 * Scores a trace for loops: repeated tool calls, stagnating reasoning steps
 * and recursive spans. Accepts any trace loopcheck can read (see
 * `normalizeTrace`) and returns a plain-JSON {@link LoopReport} whose
 * findings carry the evidence: the repeated calls and where they are, the two
 * stagnating steps and their texts, the recursive span path.
 *
 * Pure and synchronous. Malformed input throws `TraceValidationError` naming
 * the path of the problem, before any scoring.
 *
 * @example
 * import { detectLoops } from 'loopcheck'
 *
 * // An agent that searched the same thing four times and found nothing each time:
 * const report = detectLoops(trace)
 * report.loopDetected        // true
 * report.score               // 0.25
 * report.breakdown           // { toolRepetition: 0.25, reasoningStagnation: 1, callGraphCycles: 1 }
 * report.findings[0]         // { kind: 'no-progress-repeat', tool: 'search_web', count: 4, spanIndices: [...], ... }
 */
export function detectLoops(trace: unknown, options: DetectOptions = {}): LoopReport {
  checkDetectOptions(options)
  const name = options.detector ?? DEFAULT_DETECTOR
  const detector = DETECTORS[name]
  if (detector === undefined) {
    throw new TypeError(`Unknown detector "${name}". Available detectors: ${Object.keys(DETECTORS).join(', ')}.`)
  }
  const normalized = toNormalizedTrace(trace, options)
  return withTokenCosts(detector.detect(normalized, options), normalized)
}

/**
 * Reads a value as a trace for scoring. `null`/`undefined` is "no trace"
 * (scored as deepeval does: 0, not successful); an empty object is an empty
 * deepeval trace dict.
 *
 * @example
 * const trace = toNormalizedTrace(openAiMessages)
 * detectLoops(trace) // scores without reading the messages again
 */
export function toNormalizedTrace(trace: unknown, options: Pick<DetectOptions, 'format' | 'goal' | 'traceId'> = {}): NormalizedTrace {
  if (trace === null || trace === undefined) return attachDeepevalSource({ format: 'none', root: null }, null)
  if (isPlainRecord(trace) && Object.keys(trace).length === 0 && options.format === undefined) {
    return attachDeepevalSource({ format: 'deepeval', root: null }, trace)
  }
  if (options.format === undefined && options.traceId === undefined && isNormalizedTrace(trace)) return trace
  return normalizeTrace(trace, { format: options.format, goal: options.goal, traceId: options.traceId })
}

/**
 * {@link toNormalizedTrace} for every trace a value holds: one per trace id
 * for bodies that hold several runs (see `normalizeTraces`), otherwise one.
 *
 * @example
 * toNormalizedTraces(otlpBodyOfThreeRuns).length // 3
 */
export function toNormalizedTraces(trace: unknown, options: Pick<DetectOptions, 'format' | 'goal' | 'traceId'> = {}): NormalizedTrace[] {
  const single = trace === null || trace === undefined || options.traceId !== undefined || (isPlainRecord(trace) && Object.keys(trace).length === 0)
  if (single || (options.format === undefined && isNormalizedTrace(trace))) return [toNormalizedTrace(trace, options)]
  return normalizeTraces(trace, { format: options.format, goal: options.goal })
}
