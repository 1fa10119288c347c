// Loop health: PraisonAI's LoopEvaluator verdict, reproduced exactly, plus
// the anomalies it cannot see. Everything public in src/health is listed here.

export { LoopEvaluator, evaluateLoopHealth } from './evaluator.js'
export type { LoopEvaluatorOptions, LoopHealthOptions } from './options.js'

export { LoopHealthResult } from './result.js'
export type { LoopHealthDict, LoopHealthResultInit, PrintSummaryOptions } from './result.js'

export { readEvaluationLoopResult, isEvaluationLoopResult, EvaluationLoopResultSchema } from './loop-result.js'
export type { EvaluationLoopRecord, EvaluationLoopResultInput, ScoreHistorySource } from './loop-result.js'
export { LoopUsageSchema } from './usage.js'
export type { LoopUsage, LoopUsageRecord } from './usage.js'

export { isDoomLoopEvent, isGuardEventList, classifyGuardEvent, readGuardEvents, DOOM_LOOP_EVENT_TYPES } from './guard-events.js'
export type { GuardEventVerdict, GuardEventRule } from './guard-events.js'

export { scoreLoopHealth, DEFAULT_LOOP_THRESHOLD } from './scoring.js'
export type { LoopHealthScore, LoopHealthSettings } from './scoring.js'
export { buildHealthReasoning } from './reasoning.js'
export type { HealthReasoningInput } from './reasoning.js'

export { detectLoopAnomalies, resolveAnomalyOptions } from './anomalies.js'
export type { LoopAnomalyInput } from './anomalies.js'
export { DEFAULT_ANOMALY_OPTIONS } from './options.js'
export type {
  LoopAnomaly,
  LoopAnomalyCode,
  LoopAnomalyOf,
  LoopAnomalyOptions,
  ResolvedAnomalyOptions,
  PlateauOptions,
  OscillationOptions,
  RegressionOptions,
  UsageBudgetOptions,
  ScoreEvidence,
  PerSuccessEvidence,
  PlateauAnomaly,
  OscillationAnomaly,
  RegressionAnomaly,
  NonFiniteScoreAnomaly,
  TokensPerSuccessAnomaly,
  CostPerSuccessAnomaly,
} from './anomaly-types.js'
export { detectPlateau, detectOscillation, detectRegression, detectNonFiniteScores } from './score-anomalies.js'
export type { ScoreHistory } from './score-anomalies.js'
export { usagePerSuccess, detectTokensPerSuccess, detectCostPerSuccess } from './usage-anomalies.js'
export type { UsagePerSuccess } from './usage-anomalies.js'

export { explainLoopHealth } from './explain.js'
export type { LoopHealthReason, LoopHealthReasonCode, FiredGuardEvent } from './explain.js'

export { renderScoreSparkline } from './sparkline.js'
export type { SparklineOptions } from './sparkline.js'
export { formatLoopHealthSummary } from './summary.js'
export type { SummaryStream } from './summary.js'

export { saveLoopHealthResult, writeJsonFileAtomic, LoopHealthSaveError } from './save.js'
export type { AtomicWriteOptions, AtomicWriteFileSystem } from './save.js'
