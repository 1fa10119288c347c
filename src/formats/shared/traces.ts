import { MultipleTracesError, TraceValidationError } from '../../trace/errors.js'
import type { NormalizeOptions } from '../../trace/format.js'
import type { NormalizedTrace } from '../../trace/span.js'

/**
 * The one trace `normalizeTrace` returns from a body that can hold several:
 * the one `options.traceId` names, or the only one. Several without a
 * `traceId` is an error rather than a merge: three runs of one workflow read
 * as one tree would look like one run repeating its calls.
 *
 * @example
 * pickTrace(otelRecordsToTraces(records, 'otlp', undefined), {}, 'otlp') // throws MultipleTracesError for 3 traces
 */
export function pickTrace(traces: readonly NormalizedTrace[], options: NormalizeOptions, format: string): NormalizedTrace {
  if (options.traceId !== undefined) {
    const found = traces.find((trace) => trace.traceId === options.traceId)
    if (found !== undefined) return found
    const ids = traces.flatMap((trace) => (trace.traceId === undefined ? [] : [trace.traceId]))
    throw new TraceValidationError(
      [],
      `no trace with id '${options.traceId}' in this ${format} body (it holds ${ids.length === 0 ? 'no trace ids' : ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''})`,
    )
  }
  if (traces.length > 1)
    throw new MultipleTracesError(
      format,
      traces.map((trace, i) => trace.traceId ?? `#${i + 1}`),
    )
  return traces[0]!
}

/**
 * Groups items by their trace id, in the order each id first appears.
 *
 * @example
 * groupByTrace(records, (r) => r.traceId) // Map { 'a1' => [...], 'b2' => [...] }
 */
export function groupByTrace<T>(items: readonly T[], traceIdOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const id = traceIdOf(item)
    const list = groups.get(id)
    if (list === undefined) groups.set(id, [item])
    else list.push(item)
  }
  return groups
}
