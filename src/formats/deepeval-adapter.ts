import { TraceValidationError } from '../trace/errors.js'
import type { TraceFormatAdapter } from '../trace/format.js'
import { attachDeepevalSource } from '../trace/source.js'
import { describeValue } from '../trace/path.js'
import { isPlainRecord } from '../util/records.js'
import { deepevalDictToSpan, isDeepevalTraceDict, validateDeepevalTraceDict } from './deepeval.js'

const SPAN_FIELDS = ['type', 'name', 'input', 'output', 'children']

/**
 * deepeval's `_trace_dict`: the nested span dict `@observe` tracing builds
 * (`type`, `name`, `input`, `output`, `children`). A deepeval `LLMTestCase`
 * serialized with its `_trace_dict` is read through that field.
 *
 * @example
 * normalizeTrace(testCase._trace_dict, { format: 'deepeval' })
 */
export const deepevalFormat: TraceFormatAdapter = {
  format: 'deepeval',
  description: 'deepeval trace dict ({ type, name, input, output, children }, as @observe records it)',
  detect: (value) => isDeepevalTraceDict(value) || (isPlainRecord(value) && isDeepevalTraceDict(value._trace_dict)),
  mismatch(value) {
    if (!isPlainRecord(value)) return { matched: 0, path: [], expected: `a span object (got ${describeValue(value)})` }
    if (!('children' in value)) return { matched: 1, path: ['children'], expected: 'an array of child spans' }
    if (!Array.isArray(value.children)) return { matched: 2, path: ['children'], expected: `an array of child spans (got ${describeValue(value.children)})` }
    return null
  },
  normalize(value, options) {
    // deepeval reads a span dict with fields missing (parity), but an object with none of a span's fields is
    // not a trace at all: read as one it would score an empty tree as healthy.
    if (isPlainRecord(value) && Object.keys(value).length > 0 && !('_trace_dict' in value) && !SPAN_FIELDS.some((key) => key in value)) {
      const keys = Object.keys(value)
        .slice(0, 6)
        .map((key) => JSON.stringify(key))
        .join(', ')
      throw new TraceValidationError(
        [],
        `expected a deepeval span dict (type, name, input, output, children), got an object with ${keys}${Object.keys(value).length > 6 ? ', ...' : ''}`,
      )
    }
    const dict = isPlainRecord(value) && !isDeepevalTraceDict(value) && '_trace_dict' in value ? value._trace_dict : value
    const path = dict === value ? ['root'] : ['_trace_dict']
    const raw = validateDeepevalTraceDict(dict, path)
    const trace = { format: 'deepeval', root: deepevalDictToSpan(raw), ...(options.goal !== undefined ? { goal: options.goal } : {}) }
    return attachDeepevalSource(trace, raw)
  },
}
