// The deepeval room: the exact port of deepeval's AgentLoopDetectionMetric,
// the readers of the traces deepeval writes, and the port's result as a
// LoopReport. Code outside src/deepeval/ reaches the room only through this
// entry, so what the rest of loopcheck depends on is listed here and nothing
// else in the room is load-bearing for it. The one exception is the
// trace-format layer (see ./format/index.ts), which sits below the metric.

// The metric and its options.
export { AgentLoopDetectionMetric } from './metric.js'
export { DeepevalOptionsSchema, resolveDeepevalOptions, type DeepevalOptions } from './options.js'

// Scoring a deepeval dict: the whole metric, and the sub-signals the judge reuses on its own spans.
export { scoreDeepevalTrace, NO_TRACE_REASON, type DeepevalScore, type DeepevalScoreBreakdown } from './score.js'
export { deepevalInputOf } from './input.js'
export { extractAllSpans, get, type IndexedSpan } from './spans.js'
export { combineScores } from './combine.js'
export { scoreToolRepetition, type RepeatedCall } from './tool-repetition.js'
export { scoreReasoningStagnation, type StagnantPair } from './stagnation.js'
export { scoreCallGraphCycles, type CyclePath } from './cycles.js'
export type { SubSignal } from './sub-signal.js'

// The port's result as a LoopReport.
export { reportFromDeepeval } from './report.js'

// deepeval's trace dicts, and the dict a trace was read from.
export { deepevalDictToSpan, type DeepevalSpanDict } from './format/trace-dict.js'
export { attachDeepevalSource, deepevalSourceOf } from './format/source.js'
