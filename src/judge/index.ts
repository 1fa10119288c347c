// loopcheck/judge: judged loop detection (semloop's design: one request per
// trace) and its judge backends. The only entry that talks to the network.

export { SemanticLoopDetection } from './detection.js'
export type { JudgePreview } from './detection.js'
export { judgeDetectLoops } from './report.js'
export type { JudgedLoopReport, JudgeSummary } from './report.js'
export type { SemanticLoopOptions, ResolvedSemanticLoopOptions } from './options.js'
export type {
  SemanticLoopResult,
  JudgedPair,
  JudgedToolRepetition,
  JudgedSignal,
  OverallStagnation,
} from './types.js'
export { JudgeError } from './errors.js'
export type { JudgeErrorKind } from './errors.js'

export type {
  JudgeBackend,
  JudgeQuestion,
  NoulQuestion,
  ChoiceQuestion,
  ScoreQuestion,
  JudgeAnswer,
  NoulAnswer,
  ChoiceAnswer,
  ScoreAnswer,
  JudgeResponse,
  AskOptions,
} from './backends/types.js'
export { JevBackend, JEV_DEFAULT_BASE_URL, JEV_DEFAULT_PATH, JEV_DEFAULT_MODEL, JEV_INPUT_USD_PER_MTOK } from './backends/jev.js'
export type { JevBackendOptions } from './backends/jev.js'
export { OpenAICompatibleBackend, OPENAI_DEFAULT_BASE_URL } from './backends/openai-compatible.js'
export type { OpenAICompatibleBackendOptions } from './backends/openai-compatible.js'
export { MockBackend } from './backends/mock.js'
export type { MockBackendOptions, MockAnswer, MockAnswerScript, MockRequest } from './backends/mock.js'
export { DEFAULT_HTTP_OPTIONS } from './backends/http.js'
export type { HttpOptions } from './backends/http.js'
export { AiSdkJudgeBackend } from './backends/ai-sdk.js'
export type { AiSdkJudgeBackendOptions, AiSdkModel } from './backends/ai-sdk.js'
