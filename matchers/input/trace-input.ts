import type { LoopReport } from '../../src/report/types.js'
import { toNormalizedTrace } from '../../src/report/detect.js'
import { MultipleTracesError, TraceValidationError } from '../../src/trace/errors.js'
import { TRACE_FORMATS, UnrecognizedTraceError } from '../../src/trace/normalize.js'
import { describeValue, formatPath } from '../../src/trace/path.js'
import type { NormalizedTrace } from '../../src/trace/span.js'
import { LoopcheckMatcherError } from '../errors.js'
import type { MatcherCall } from '../render/hint.js'
import { sanitize } from '../../src/util/sanitize.js'
import { isLoopReport, reportProblem } from './loop-report.js'

/** What a loop matcher received: a trace to score, or a report already scored. */
export type LoopInput = { kind: 'report'; report: LoopReport } | { kind: 'trace'; trace: NormalizedTrace }

function isThenable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
}

// Numbers and booleans are safe to echo; strings and objects may be huge or
// hold secrets, so only their kind (and a string's length) is said.
function describeReceived(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return `${describeValue(value)} (${String(value)})`
  if (typeof value === 'string') return `a string of ${value.length} characters`
  // A class name is the user's, and could hold anything.
  return sanitize(describeValue(value))
}

function acceptedLines(): string[] {
  return [
    'accepted: a LoopReport from detectLoops() or judgeDetectLoops(), or an agent trace in one of these formats:',
    ...TRACE_FORMATS.map((format) => `  - ${format.format}: ${format.description}`),
  ]
}

/**
 * Reads what a loop matcher received. A {@link LoopReport} is used as it
 * is; anything else is read as a trace (every format `normalizeTrace`
 * knows). Throws {@link LoopcheckMatcherError} saying what was received and
 * what is accepted when it is neither, or when the trace is empty (there is
 * nothing to check, and passing would say the agent is fine).
 *
 * @example
 * readLoopInput(call, generateTextResult, {}) // { kind: 'trace', trace: { format: 'ai-sdk', root: ... } }
 */
export function readLoopInput(call: MatcherCall, received: unknown, options: { format?: string; goal?: string; traceId?: string }): LoopInput {
  // A report saved before token costs were priced reads as "usage unknown".
  if (isLoopReport(received)) {
    const { totalTokens = null, wastedTokens = null } = received as Partial<LoopReport>
    return { kind: 'report', report: { ...received, totalTokens, wastedTokens } }
  }
  if (received === null || received === undefined) {
    throw new LoopcheckMatcherError(call, 'received value must be an agent trace or a LoopReport.', [
      `received: ${describeReceived(received)}`,
      ...acceptedLines(),
    ])
  }
  if (isThenable(received)) {
    throw new LoopcheckMatcherError(call, 'received value must be an agent trace or a LoopReport.', [
      'received: a Promise. Await the agent run (or the report) before asserting on it.',
    ])
  }
  const almostReport = reportProblem(received)
  if (almostReport !== null) {
    throw new LoopcheckMatcherError(call, 'received value must be an agent trace or a LoopReport.', [`received: ${almostReport}`, ...acceptedLines()])
  }
  let trace: NormalizedTrace
  try {
    trace = toNormalizedTrace(received, options)
  } catch (error) {
    if (error instanceof UnrecognizedTraceError) {
      const closest =
        error.closest === null
          ? []
          : [
              `closest: ${error.closest.format}, which expects ${error.closest.mismatch.expected} at ${error.closest.mismatch.path.length === 0 ? 'the top level' : formatPath(error.closest.mismatch.path)}`,
            ]
      throw new LoopcheckMatcherError(call, 'received value must be an agent trace or a LoopReport.', [
        `received: ${describeReceived(received)}, which no trace format recognises`,
        ...acceptedLines(),
        ...closest,
      ])
    }
    if (error instanceof MultipleTracesError) {
      const shown = error.traceIds.slice(0, 5).map((id) => `'${sanitize(id)}'`)
      throw new LoopcheckMatcherError(call, `received value holds ${error.traceIds.length} traces; a matcher checks one run at a time.`, [
        `trace ids: ${shown.join(', ')}${error.traceIds.length > 5 ? `, … (${error.traceIds.length - 5} more)` : ''}`,
        `check one: expect(body).${call.name}({ traceId: ${shown[0]} })`,
        `check each: for (const trace of normalizeTraces(body)) expect(trace).${call.name}()`,
      ])
    }
    if (error instanceof TraceValidationError) {
      const format = options.format ?? TRACE_FORMATS.find((adapter) => adapter.detect(received))?.format
      throw new LoopcheckMatcherError(call, 'received value is not a trace loopcheck can read.', [
        `received: ${describeReceived(received)}${format !== undefined ? `, read as ${format}` : ''}`,
        `problem: ${sanitize(error.pathSegments.length === 0 ? error.problem : error.message)}`,
      ])
    }
    if (error instanceof TypeError && options.format !== undefined) {
      throw new LoopcheckMatcherError(call, `options.format: ${sanitize(error.message)}`)
    }
    throw error
  }
  if (trace.root === null) {
    throw new LoopcheckMatcherError(call, 'received trace is empty: it has no spans, so there is nothing to check.', [
      `received: ${describeReceived(received)}, read as an empty ${trace.format} trace`,
    ])
  }
  return { kind: 'trace', trace }
}
