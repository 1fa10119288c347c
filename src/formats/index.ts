// The trace formats loopcheck reads, each usable on its own (`fromX`) or
// through `normalizeTrace`, which detects the format. See
// shared/formats/README.md for the mapping rules every adapter follows.

export { deepevalFormat } from './deepeval-adapter.js'
export { benchmarkRowFormat } from './benchmark-row.js'
export { aiSdkFormat, fromAiSdkResult, type AiSdkResultOptions } from './ai-sdk.js'
export { aiSdkMessagesFormat, fromAiSdkMessages, type AiSdkMessagesOptions } from './ai-sdk-messages.js'
export { openAIChatFormat, genericChatFormat, fromOpenAIChat, type OpenAIChatOptions } from './openai-chat.js'
export { openAIResponsesFormat, fromOpenAIResponses, type OpenAIResponsesOptions } from './openai-responses.js'
export { anthropicFormat, fromAnthropicMessages, type AnthropicOptions } from './anthropic.js'
export { otlpFormat, fromOtlp } from './otlp.js'
export { otelReadableSpansFormat, fromOtelSpans } from './otel-readable-spans.js'
export { langSmithFormat, fromLangSmith, type LangSmithOptions } from './langsmith.js'
export { openAIAgentsFormat, fromOpenAIAgentsTrace, type OpenAIAgentsOptions } from './openai-agents.js'
export { praisonAiFormat, NotATraceError } from './praisonai.js'
