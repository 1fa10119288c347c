import type { LoopHealthResult } from '../src/health/index.js'
import type { LoopReport } from '../src/report/types.js'
import { isLoopHealthResult } from './input/health-input.js'
import { isLoopReport } from './input/loop-report.js'
import { stableJson } from '../src/util/stable-json.js'

// A snapshot of a report should change when the verdict or the evidence
// changes, and only then: keys sorted, numbers as computed (a score that
// drifts from 0.45 to 0.45000000000000007 is a change worth seeing), no
// colour codes, no timings and no generated names.

/** The part of pretty-format's config this serializer reads. */
export interface SnapshotPrintConfig {
  /** One level of indentation (two spaces by default). */
  indent: string
  /** `\n` normally; a space when the runner prints on one line. */
  spacingOuter?: string
}

/**
 * A {@link LoopHealthResult} as a snapshot shows it: the verdict, the
 * evidence and the anomalies. Left out: `totalDurationS` (a timing) and
 * `name` (generated per evaluator unless given).
 *
 * @example
 * healthSnapshotView(new LoopEvaluator().run({ score_history: [9], threshold: 8 })).converged // true
 */
export function healthSnapshotView(result: LoopHealthResult): Record<string, unknown> {
  return {
    anomalies: result.anomalies,
    converged: result.converged,
    doomLoopFired: result.doomLoopFired,
    firstReachedIteration: result.firstReachedIteration,
    firstWastedIteration: result.firstWastedIteration,
    guardEvents: result.guardEvents,
    guardInterventions: result.guardInterventions,
    iterationsToSuccess: result.iterationsToSuccess,
    maxWastedIterations: result.maxWastedIterations,
    mode: result.mode,
    numIterations: result.numIterations,
    reasoning: result.reasoning,
    scoreDeltaPerIteration: result.scoreDeltaPerIteration,
    scoreHistory: result.scoreHistory,
    success: result.success,
    threshold: result.threshold,
    usage: result.usage,
  }
}

/**
 * Whether this serializer prints a value: a `LoopReport` or a
 * `LoopHealthResult` (recognised by shape, wherever it is nested).
 *
 * @example
 * test(detectLoops(trace)) // true
 */
export function test(value: unknown): boolean {
  return isLoopReport(value) || isLoopHealthResult(value)
}

/**
 * Prints a report or a loop-health result as tagged, key-sorted JSON
 * (`LoopReport { … }`, `LoopHealthResult { … }`), indented to sit inside
 * the surrounding snapshot. Strings are JSON-quoted and sanitised, so a
 * trace's control characters or colour codes cannot reach the snapshot raw.
 *
 * @example
 * serialize(detectLoops(trace), { indent: '  ' }, '')
 * // 'LoopReport {\n  "breakdown": {\n    "callGraphCycles": 1, …'
 */
export function serialize(value: unknown, config: SnapshotPrintConfig, indentation: string): string {
  const oneLine = config.spacingOuter !== undefined && !config.spacingOuter.includes('\n')
  const options = { indent: oneLine ? 0 : config.indent.length, prefix: indentation }
  if (isLoopHealthResult(value)) return `LoopHealthResult ${stableJson(healthSnapshotView(value), options)}`
  return `LoopReport ${stableJson(value as LoopReport, options)}`
}

/**
 * The snapshot serializer for `LoopReport` and `LoopHealthResult`, in the
 * shape Vitest and Jest both accept. `loopcheck/vitest` and `loopcheck/jest`
 * register it; to register it yourself, add `'loopcheck/serializer'` to
 * `snapshotSerializers` in the runner's config, or call
 * `expect.addSnapshotSerializer(loopcheckSerializer)`.
 *
 * @example
 * import loopcheckSerializer from 'loopcheck/serializer'
 * expect.addSnapshotSerializer(loopcheckSerializer)
 * expect(detectLoops(trace)).toMatchSnapshot()
 */
const loopcheckSerializer = { test, serialize }

export default loopcheckSerializer
