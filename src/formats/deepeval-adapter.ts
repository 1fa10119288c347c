import type { TraceFormatAdapter } from '../trace/format.js'
import { attachDeepevalSource } from '../trace/source.js'
import { describeValue } from '../trace/path.js'
import { isPlainRecord } from '../util/records.js'
import { deepevalDictToSpan, isDeepevalTraceDict, validateDeepevalTraceDict } from './deepeval.js'

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
    const dict = isPlainRecord(value) && !isDeepevalTraceDict(value) && '_trace_dict' in value ? value._trace_dict : value
    const path = dict === value ? ['root'] : ['_trace_dict']
    const raw = validateDeepevalTraceDict(dict, path)
    const trace = { format: 'deepeval', root: deepevalDictToSpan(raw), ...(options.goal !== undefined ? { goal: options.goal } : {}) }
    return attachDeepevalSource(trace, raw)
  },
}
