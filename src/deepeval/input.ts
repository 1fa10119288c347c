import type { DeepevalSpanDict } from './format/trace-dict.js'
import { isDeepevalTraceDict, validateDeepevalTraceDict } from './format/trace-dict.js'
import { normalizeTrace, isNormalizedTrace } from '../trace/normalize.js'
import { deepevalSourceOf } from './format/source.js'
import type { NormalizedTrace } from '../trace/span.js'
import { isPlainRecord } from '../util/records.js'

/**
 * What the deepeval port scores for a value: the deepeval dict itself when
 * the value is one (validated, so bad input fails before scoring with the
 * path of the problem), `null` for "no trace", or, for any other format, the
 * span tree `normalizeTrace` reads from it (a span tree is a deepeval dict
 * with every field present).
 *
 * Accepts a deepeval `_trace_dict`, an `LLMTestCase`-like object carrying
 * `_trace_dict`, `null`/`undefined`, an empty object (an empty trace dict
 * scores 1.0 in deepeval), a normalized trace, or any format loopcheck reads.
 *
 * @example
 * deepevalInputOf(null)                              // null: "No trace data found."
 * deepevalInputOf({ _trace_dict: dict })             // dict, validated
 * deepevalInputOf(openAiMessages)                    // the normalized span tree
 */
export function deepevalInputOf(value: unknown): DeepevalSpanDict | null {
  if (value === null || value === undefined) return null
  if (isPlainRecord(value) && Object.hasOwn(value, '_trace_dict') && !isDeepevalTraceDict(value)) {
    const dict = value._trace_dict
    return dict === null || dict === undefined ? null : validateDeepevalTraceDict(dict, ['_trace_dict'])
  }
  if (isPlainRecord(value) && Object.keys(value).length === 0) return value as DeepevalSpanDict
  if (isDeepevalTraceDict(value)) return validateDeepevalTraceDict(value)
  const trace: NormalizedTrace = isNormalizedTrace(value) ? value : normalizeTrace(value)
  const source = deepevalSourceOf(trace)
  if (source !== undefined) return source
  return trace.root as DeepevalSpanDict | null
}
