import { SIGNAL_NAMES, type LoopReport } from '../../src/report/types.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Whether a value is a {@link LoopReport} (from `detectLoops`,
 * `judgeDetectLoops` or a report read back from JSON). Checked by shape,
 * not by class: reports are plain JSON, and the matcher entries may load a
 * different copy of the engine than the test file does.
 *
 * @example
 * isLoopReport(detectLoops(trace)) // true
 * isLoopReport({ score: 1 })       // false
 */
export function isLoopReport(value: unknown): value is LoopReport {
  if (!isRecord(value)) return false
  if (value.version !== 1 || typeof value.detector !== 'string' || typeof value.score !== 'number') return false
  if (typeof value.threshold !== 'number' || typeof value.loopDetected !== 'boolean' || typeof value.success !== 'boolean') return false
  const { breakdown, signals, findings } = value
  if (!isRecord(breakdown) || !isRecord(signals) || !Array.isArray(findings)) return false
  return SIGNAL_NAMES.every((name) => typeof breakdown[name] === 'number' && isRecord(signals[name]))
}

/**
 * What is wrong with a value that looks like a report but is not one, for
 * the error message; `null` when nothing resembles a report.
 */
export function reportProblem(value: unknown): string | null {
  if (!isRecord(value) || !('breakdown' in value) || !('findings' in value) || !('score' in value)) return null
  if (typeof value.version === 'number' && value.version !== 1) return `a LoopReport of version ${value.version} (this loopcheck reads version 1)`
  return 'an object shaped like a LoopReport with missing or mistyped fields (version, detector, score, threshold, success, loopDetected, breakdown, signals, findings)'
}
