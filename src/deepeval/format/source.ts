import type { DeepevalSpanDict } from './trace-dict.js'
import type { NormalizedTrace } from '../../trace/span.js'

// The exact deepeval port must see a deepeval dict as recorded: a missing
// `name` is '' for tool repetition but 'unnamed' in cycle labels, a missing
// `input` is {} for one and '' for the other. The span tree cannot hold both,
// so adapters that read deepeval-shaped dicts keep the validated original
// here, out of sight of JSON output, snapshots and equality checks.
const SOURCE = Symbol.for('loopcheck.deepevalSource')

/**
 * Attaches the validated deepeval dict a trace was read from, as a hidden
 * (non-enumerable) property, and returns the trace.
 */
export function attachDeepevalSource<T extends NormalizedTrace>(trace: T, raw: DeepevalSpanDict | null): T {
  Object.defineProperty(trace, SOURCE, { value: raw, enumerable: false, configurable: true, writable: false })
  return trace
}

/**
 * The deepeval dict a trace was read from, when it was read from one
 * (`undefined` otherwise; `null` for an explicitly empty trace).
 */
export function deepevalSourceOf(trace: NormalizedTrace): DeepevalSpanDict | null | undefined {
  return (trace as unknown as Record<symbol, DeepevalSpanDict | null | undefined>)[SOURCE]
}
