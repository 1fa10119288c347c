// loopcheck's engine: pure, synchronous scoring of agent traces. The matcher
// entries (`loopcheck/vitest`, `loopcheck/jest`, `loopcheck/matchers`) and the
// CLI are built on top of what is exported here.

export type { Span, SpanType, NormalizedTrace, SpanNode } from './trace/span.js'
export { KNOWN_SPAN_TYPES, SpanNodeSchema } from './trace/span.js'
export { TraceValidationError } from './trace/errors.js'
export { LoopcheckOptionsError } from './util/options-schema.js'
export type { TracePath } from './trace/path.js'
export { formatPath } from './trace/path.js'
export type { TraceFormatAdapter, NormalizeOptions, FormatMismatch } from './trace/format.js'
export { normalizeTrace, isNormalizedTrace, UnrecognizedTraceError, TRACE_FORMATS } from './trace/normalize.js'
export type { DeepevalSpanDict } from './formats/deepeval.js'
export { isDeepevalTraceDict, validateDeepevalTraceDict, deepevalDictToSpan } from './formats/deepeval.js'
export { deepevalFormat } from './formats/deepeval-adapter.js'
export { benchmarkRowFormat } from './formats/benchmark-row.js'

export { AgentLoopDetectionMetric } from './deepeval/metric.js'
export type { DeepevalOptions } from './deepeval/options.js'
export type { DeepevalScoreBreakdown, DeepevalScore } from './deepeval/score.js'

export { detectLoops, toNormalizedTrace } from './report/detect.js'
export type { DetectOptions, DetectorName } from './report/options.js'
export { DETECTORS, DEFAULT_DETECTOR, deepevalDetector } from './report/detectors.js'
export type { LoopDetector } from './report/detectors.js'
export { SIGNAL_NAMES } from './report/types.js'
export type {
  LoopReport,
  LoopBreakdown,
  LoopFinding,
  RepeatedToolCallFinding,
  StagnationFinding,
  CycleFinding,
  ProgressFinding,
  ActionEvidence,
  NoProgressRepeatFinding,
  PeriodicCycleFinding,
  ArgumentChurnFinding,
  RepeatedErrorFinding,
  ResourceFlipFinding,
  NoProgressRunFinding,
  StalledReasoningFinding,
  RepeatedReasoningFinding,
  ChantingFinding,
  RecursiveCallFinding,
  AgentPingPongFinding,
  SignalName,
  SignalReport,
  SignalStatus,
  FindingLevel,
  SpanRef,
} from './report/types.js'

// Loop health of evaluation loops (PraisonAI's LoopEvaluator and beyond).
export * from './health/index.js'

// Readers for the trace formats TypeScript users have.
export { aiSdkFormat, fromAiSdkResult, type AiSdkResultOptions } from './formats/ai-sdk.js'
export { aiSdkMessagesFormat, fromAiSdkMessages, type AiSdkMessagesOptions } from './formats/ai-sdk-messages.js'
export { openAIChatFormat, genericChatFormat, fromOpenAIChat, type OpenAIChatOptions } from './formats/openai-chat.js'
export { openAIResponsesFormat, fromOpenAIResponses, type OpenAIResponsesOptions } from './formats/openai-responses.js'
export { anthropicFormat, fromAnthropicMessages, type AnthropicOptions } from './formats/anthropic.js'
export { otlpFormat, fromOtlp } from './formats/otlp.js'
export { otelReadableSpansFormat, fromOtelSpans } from './formats/otel-readable-spans.js'
export { langSmithFormat, fromLangSmith, type LangSmithOptions } from './formats/langsmith.js'
export { openAIAgentsFormat, fromOpenAIAgentsTrace, type OpenAIAgentsOptions } from './formats/openai-agents.js'
export { praisonAiFormat, NotATraceError } from './formats/praisonai.js'

// Judged loop detection (semloop's design) and its backends.
export * from './judge/index.js'
// The benchmark runner behind `loopcheck bench` (reads files: Node only).
export * from './bench/index.js'

// The progress-aware detector (the default), the run-time loop guard and
// its Vercel AI SDK integration.
export * from './progress/index.js'
export * from './guard/index.js'
export { aiSdkLoopGuard } from './integrations/ai-sdk.js'
export type { AiSdkLoopGuard, AiSdkLoopGuardOptions, AiSdkStepLike, GuardWarningMessage } from './integrations/ai-sdk.js'
