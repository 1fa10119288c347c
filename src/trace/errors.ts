import { formatPath, type TracePath } from './path.js'

/**
 * Thrown when a value cannot be read as a trace. The message names where in
 * the value the problem is, for example
 * `root.children[3].children: expected an array, got null`, and the error is
 * raised before any scoring starts.
 *
 * @example
 * try {
 *   normalizeTrace({ type: 'agent', name: 'a', children: null })
 * } catch (error) {
 *   if (error instanceof TraceValidationError) console.error(error.path, error.message)
 * }
 */
export class TraceValidationError extends Error {
  override readonly name: string = 'TraceValidationError'
  /** Where the problem is, as printed in the message (`root.children[3]`). */
  readonly path: string
  /** The same location as keys and indices. */
  readonly pathSegments: ReadonlyArray<string | number>
  /** What was expected at that location, without the location. */
  readonly problem: string

  constructor(path: TracePath, problem: string) {
    const where = formatPath(path)
    super(`${where}: ${problem}`)
    this.path = where
    this.pathSegments = [...path]
    this.problem = problem
  }
}

/**
 * Thrown when a body holds several traces (an OTLP export of three runs, a
 * span batch) and one was asked for: loopcheck scores one run at a time, and
 * merging runs would read three runs of one workflow as one run that repeats
 * itself. The message names the count and the ids; read each trace with
 * `normalizeTraces`, or pick one with `{ traceId }`. The CLI scores each
 * trace of a file on its own line.
 *
 * @example
 * try { detectLoops(otlpBody) } catch (e) {
 *   if (e instanceof MultipleTracesError) for (const id of e.traceIds) detectLoops(otlpBody, { traceId: id })
 * }
 */
export class MultipleTracesError extends TraceValidationError {
  override readonly name = 'MultipleTracesError'
  /** The ids of the traces the body holds, in the order they first appear. */
  readonly traceIds: readonly string[]

  constructor(format: string, traceIds: readonly string[]) {
    const shown = traceIds.slice(0, 5).join(', ') + (traceIds.length > 5 ? `, … (${traceIds.length - 5} more)` : '')
    super(
      [],
      `this ${format} body holds ${traceIds.length} traces (${shown}); loopcheck scores one run at a time: read each with normalizeTraces(value), or pick one with { traceId: '${traceIds[0]}' }`,
    )
    this.traceIds = [...traceIds]
  }
}
