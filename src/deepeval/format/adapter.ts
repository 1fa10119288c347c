import { TraceValidationError } from '../../trace/errors.js'
import type { TraceFormatAdapter } from '../../trace/format.js'
import { attachDeepevalSource } from './source.js'
import { describeValue } from '../../trace/path.js'
import { isPlainRecord } from '../../util/records.js'
import { deepevalDictToSpan, isDeepevalTraceDict, validateDeepevalTraceDict } from './trace-dict.js'
import { fromDeepevalTraceApi, hasTraceApiList, isDeepevalTraceApi, TRACE_API_LISTS, traceApiMismatch } from './trace-api.js'

const SPAN_FIELDS = ['type', 'name', 'input', 'output', 'children']

/**
 * deepeval's traces in both shapes it writes: the `_trace_dict`, the nested
 * span dict `@observe` tracing builds (`type`, `name`, `input`, `output`,
 * `children`; a deepeval `LLMTestCase` serialized with its `_trace_dict` is
 * read through that field), and the `TraceApi` body its tracing POSTs to
 * Confident (flat camelCase span lists `baseSpans`, `agentSpans`, `llmSpans`,
 * `retrieverSpans`, `toolSpans` linked by `uuid` / `parentUuid`).
 *
 * @example
 * normalizeTrace(testCase._trace_dict, { format: 'deepeval' })
 * normalizeTrace(traceApiBody) // format 'deepeval', read from the span lists
 */
export const deepevalFormat: TraceFormatAdapter = {
  format: 'deepeval',
  description:
    'deepeval trace dict ({ type, name, input, output, children }, as @observe records it) or TraceApi body ({ baseSpans, agentSpans, llmSpans, retrieverSpans, toolSpans } linked by uuid / parentUuid)',
  detect: (value) => isDeepevalTraceDict(value) || (isPlainRecord(value) && isDeepevalTraceDict(value._trace_dict)) || isDeepevalTraceApi(value),
  mismatch(value) {
    if (!isPlainRecord(value)) return { matched: 0, path: [], expected: `a span object (got ${describeValue(value)})` }
    if (!('children' in value) && hasTraceApiList(value)) return traceApiMismatch(value)
    if (!('children' in value)) return { matched: 1, path: ['children'], expected: 'an array of child spans' }
    if (!Array.isArray(value.children)) return { matched: 2, path: ['children'], expected: `an array of child spans (got ${describeValue(value.children)})` }
    return null
  },
  normalize(value, options) {
    // A TraceApi body: its span lists, checked one by one (a list that is not an array names its key).
    if (isPlainRecord(value) && !('children' in value) && hasTraceApiList(value)) return fromDeepevalTraceApi(value, options.goal)
    // deepeval reads a span dict with fields missing (parity), but an object with none of a span's fields is
    // not a trace at all: read as one it would score an empty tree as healthy.
    if (isPlainRecord(value) && Object.keys(value).length > 0 && !('_trace_dict' in value) && !SPAN_FIELDS.some((key) => key in value)) {
      const keys = Object.keys(value)
        .slice(0, 6)
        .map((key) => JSON.stringify(key))
        .join(', ')
      throw new TraceValidationError(
        [],
        `expected a deepeval span dict (type, name, input, output, children) or a TraceApi body (${TRACE_API_LISTS.map(([key]) => key).join(', ')}), got an object with ${keys}${Object.keys(value).length > 6 ? ', ...' : ''}`,
      )
    }
    const dict = isPlainRecord(value) && !isDeepevalTraceDict(value) && '_trace_dict' in value ? value._trace_dict : value
    const path = dict === value ? ['root'] : ['_trace_dict']
    const raw = validateDeepevalTraceDict(dict, path)
    const trace = { format: 'deepeval', root: deepevalDictToSpan(raw), ...(options.goal !== undefined ? { goal: options.goal } : {}) }
    return attachDeepevalSource(trace, raw)
  },
}
