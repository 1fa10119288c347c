// Judged loop detection (semloop's design) and its judge backends. The lead
// re-exports this from the package entry: `export * from './judge/index.js'`.

export { SemanticLoopDetection } from './detection.js'
export type { JudgePreview } from './detection.js'
export { judgeDetectLoops, reportFromSemantic } from './report.js'
export type { JudgedLoopReport, JudgeSummary } from './report.js'
export { resolveSemanticLoopOptions } from './options.js'
export type { SemanticLoopOptions, ResolvedSemanticLoopOptions } from './options.js'
export type {
  SemanticLoopResult,
  JudgedPair,
  JudgedToolRepetition,
  JudgedSignal,
  OverallStagnation,
} from './types.js'
export { buildQuestions, STAGNATION_QUESTION_ID, STAGNATION_LEVELS } from './questions.js'
export type { QuestionPlan, PairQuestion, ToolQuestion } from './questions.js'
export { scoreJudgedAnswers } from './scoring.js'
export { combineScores, DEEPEVAL_WEIGHTS } from '../deepeval/combine.js'
export type { EnabledChecks } from '../deepeval/combine.js'
export { renderState, truncate } from './state.js'
export { traceParts } from './steps.js'
export type { TraceParts, ReasoningStep, ToolCalls, ArgumentSet } from './steps.js'
export { JudgeError, redactSecrets } from './errors.js'
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
