// loopcheck's engine: pure, synchronous scoring of agent traces. The matcher
// entries (`loopcheck/vitest`, `loopcheck/jest`, `loopcheck/matchers`) and the
// CLI are built on top of what is exported here.

export type { Span, SpanType, NormalizedTrace, SpanNode } from './trace/span.js'
export { KNOWN_SPAN_TYPES, SpanNodeSchema } from './trace/span.js'
export { TraceValidationError } from './trace/errors.js'
export type { TracePath } from './trace/path.js'
export { formatPath } from './trace/path.js'
export type { TraceFormatAdapter, NormalizeOptions, FormatMismatch } from './trace/format.js'
export { normalizeTrace, isNormalizedTrace, UnrecognizedTraceError, TRACE_FORMATS } from './trace/normalize.js'
export type { DeepevalSpanDict } from './formats/deepeval.js'
export { isDeepevalTraceDict, validateDeepevalTraceDict, deepevalDictToSpan } from './formats/deepeval.js'
export { deepevalFormat } from './formats/deepeval-adapter.js'
export { benchmarkRowFormat } from './formats/benchmark-row.js'
