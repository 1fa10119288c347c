// The readers, for the trace-format layer only: the format registry
// (trace/normalize.ts) and the benchmark-row reader, whose rows hold a
// deepeval dict. That layer cannot import the room's entry: the metric the
// entry exports reads every format through normalizeTrace, so the registry
// would import itself. Everything else imports ../index.ts.
export { deepevalFormat } from './adapter.js'
export { deepevalDictToSpan, validateDeepevalTraceDict, type DeepevalSpanDict } from './trace-dict.js'
export { attachDeepevalSource } from './source.js'
