import { TraceValidationError } from '../trace/errors.js'
import type { TraceFormatAdapter } from '../trace/format.js'
import { describeValue } from '../trace/path.js'
import { attachDeepevalSource, deepevalDictToSpan, validateDeepevalTraceDict } from '../deepeval/format/index.js'
import { isPlainRecord } from '../util/records.js'

/**
 * A benchmark row, as in semloop's dataset: `{ trace_id, family, loop,
 * stagnation, goal, root }`, where `root` is a deepeval-style span dict.
 *
 * @example
 * for (const line of jsonl.split('\n')) normalizeTrace(JSON.parse(line)) // format 'benchmark-row'
 */
export const benchmarkRowFormat: TraceFormatAdapter = {
  format: 'benchmark-row',
  description: 'benchmark row ({ goal, root, trace_id?, family?, loop?, stagnation? })',
  detect: (value) =>
    isPlainRecord(value) &&
    'root' in value &&
    (value.root === null || isPlainRecord(value.root)) &&
    (typeof value.goal === 'string' || 'trace_id' in value) &&
    !('format' in value),
  mismatch(value) {
    if (!isPlainRecord(value)) return { matched: 0, path: [], expected: `an object (got ${describeValue(value)})` }
    if (!('root' in value)) return { matched: 1, path: ['root'], expected: 'the root span dict' }
    if (!(value.root === null || isPlainRecord(value.root))) return { matched: 2, path: ['root'], expected: `a span object (got ${describeValue(value.root)})` }
    if (typeof value.goal !== 'string' && !('trace_id' in value)) return { matched: 3, path: ['goal'], expected: 'the goal text' }
    return null
  },
  normalize(value, options) {
    if (!isPlainRecord(value)) throw new TraceValidationError([], `expected a benchmark row object, got ${describeValue(value)}`)
    if (value.goal !== undefined && value.goal !== null && typeof value.goal !== 'string') {
      throw new TraceValidationError(['goal'], `expected a string, got ${describeValue(value.goal)}`)
    }
    const goal = typeof value.goal === 'string' ? value.goal : options.goal
    const raw = value.root === null ? null : validateDeepevalTraceDict(value.root, ['root'])
    const trace = { format: 'benchmark-row', root: raw === null ? null : deepevalDictToSpan(raw), ...(goal !== undefined ? { goal } : {}) }
    return attachDeepevalSource(trace, raw)
  },
}
