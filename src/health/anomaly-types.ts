/**
 * The loop-health anomalies loopcheck reports beyond PraisonAI's verdict.
 * They never change the reference's fields (`success`, `converged`…).
 */
export type LoopAnomalyCode = 'plateau' | 'oscillation' | 'regression_after_convergence' | 'non_finite_score' | 'tokens_per_success' | 'cost_per_success'

/** Which iterations an anomaly is about (1-based, as PraisonAI numbers them) and their scores. */
export interface ScoreEvidence {
  /** 1-based iteration numbers. */
  iterations: number[]
  /** The score of each of those iterations, as recorded (`null` for a missing score). */
  scores: Array<number | null>
}

/** One anomaly: a stable code, a sentence for people, and the data behind it. */
export interface LoopAnomalyOf<Code extends LoopAnomalyCode, Evidence extends ScoreEvidence> {
  code: Code
  message: string
  evidence: Evidence
}

/** The last `window` iterations improved on the score before them by no more than `minImprovement`, all below the threshold. */
export type PlateauAnomaly = LoopAnomalyOf<
  'plateau',
  ScoreEvidence & {
    window: number
    minImprovement: number
    /** The iteration just before the window, which the window failed to improve on. */
    baselineIteration: number
    baselineScore: number
    bestScoreInWindow: number
    threshold: number
  }
>

/** Consecutive significant score moves kept changing direction, and the loop did not end at the threshold. */
export type OscillationAnomaly = LoopAnomalyOf<
  'oscillation',
  ScoreEvidence & {
    /** How many times the direction flipped inside the run. */
    reversals: number
    minReversals: number
    minDelta: number
    threshold: number
  }
>

/** A score reached the threshold, then a later one fell below it. */
export type RegressionAnomaly = LoopAnomalyOf<
  'regression_after_convergence',
  ScoreEvidence & {
    /** The 1-based iteration that first reached the threshold. */
    convergedAt: number
    convergedScore: number
    threshold: number
    tolerance: number
    /** Whether the final score was back at or above the threshold. */
    recovered: boolean
  }
>

/** Scores that are `null`, `NaN` or infinite. */
export type NonFiniteScoreAnomaly = LoopAnomalyOf<'non_finite_score', ScoreEvidence>

/** What a success cost: total spent, successes (1 if the loop converged, else 0), and the ratio. */
export interface PerSuccessEvidence extends ScoreEvidence {
  total: number
  successes: number
  /** `total / successes`; `Infinity` when nothing succeeded. */
  perSuccess: number
  /** The configured ceiling, or `null` when none was set. */
  budget: number | null
}

/** Tokens were spent without a success, or more per success than the budget allows. */
export type TokensPerSuccessAnomaly = LoopAnomalyOf<'tokens_per_success', PerSuccessEvidence>
/** Money was spent without a success, or more per success than the budget allows. */
export type CostPerSuccessAnomaly = LoopAnomalyOf<'cost_per_success', PerSuccessEvidence>

/**
 * Any loop-health anomaly; switch on `code` to read its evidence.
 *
 * @example
 * for (const anomaly of health.anomalies) {
 *   if (anomaly.code === 'plateau') console.log(anomaly.evidence.baselineIteration, anomaly.evidence.iterations)
 * }
 */
export type LoopAnomaly = PlateauAnomaly | OscillationAnomaly | RegressionAnomaly | NonFiniteScoreAnomaly | TokensPerSuccessAnomaly | CostPerSuccessAnomaly

/** Plateau detection: no meaningful improvement over the last `window` iterations. */
export interface PlateauOptions {
  /** How many trailing iterations must fail to improve. Default 3. */
  window?: number
  /** The smallest rise over the score before the window that counts as improvement. Default 0.1. */
  minImprovement?: number
}

/** Oscillation detection: scores alternating up and down. */
export interface OscillationOptions {
  /** Direction changes needed in one alternating run. Default 3 (up, down, up, down). */
  minReversals?: number
  /** Moves no larger than this are noise: ignored, neither a reversal nor a break. Default 0.1. */
  minDelta?: number
}

/** Regression detection: a score below the threshold after one reached it. */
export interface RegressionOptions {
  /** How far below the threshold a later score must fall to count. Default 0. */
  tolerance?: number
}

/** Cost and token ceilings per success, for loop results that carry usage. */
export interface UsageBudgetOptions {
  /** Report when tokens per success exceed this. Default: no ceiling (only spending without any success is reported). */
  maxTokensPerSuccess?: number | null
  /** Report when cost per success exceeds this. Default: no ceiling. */
  maxCostPerSuccess?: number | null
}

/**
 * Which anomalies to look for and how. Every detector is on by default;
 * `false` turns one off.
 *
 * @example
 * new LoopEvaluator({ anomalies: { plateau: { window: 4 }, oscillation: false, usage: { maxTokensPerSuccess: 20_000 } } })
 */
export interface LoopAnomalyOptions {
  plateau?: PlateauOptions | false
  oscillation?: OscillationOptions | false
  regression?: RegressionOptions | false
  /** Report `null`, `NaN` and infinite scores. Default true. */
  nonFinite?: boolean
  usage?: UsageBudgetOptions | false
}

/** {@link LoopAnomalyOptions} with every default filled in. */
export interface ResolvedAnomalyOptions {
  plateau: Required<PlateauOptions> | false
  oscillation: Required<OscillationOptions> | false
  regression: Required<RegressionOptions> | false
  nonFinite: boolean
  usage: { maxTokensPerSuccess: number | null; maxCostPerSuccess: number | null } | false
}
