import type { CyclePath, StagnantPair, SubSignal, RepeatedCall } from '../deepeval/index.js'
import type { LoopBreakdown } from '../report/types.js'

/**
 * Two steps the judge was asked about, with what it answered.
 *
 * @example
 * const worst: JudgedPair | null = result.worstPair // { questionId: 'progress_1_2', steps: [1, 2], probability: 0.96, ... }
 */
export interface JudgedPair {
  /** The question id: `progress_{i}_{j}` or `revisit_{i}_{j}`. */
  questionId: string
  kind: 'progress' | 'revisit'
  /** The two steps' positions among the reasoning steps. */
  steps: [number, number]
  /** Where the two spans sit in the trace (depth-first span indices). */
  spanIndices: [number, number]
  /** The judge's probability of "yes". */
  answer: number
  /** Probability the pair is stagnant: 1 − yes for `progress`, yes for `revisit`. */
  probability: number
  /** The two steps' outputs, as text. */
  texts: [string, string]
}

/**
 * A tool whose calls the judge read as one action under different arguments.
 *
 * @example
 * result.repeatedTools[0] // { tool: 'grep', calls: 6, probability: 0.97, score: 0, distinctArguments: [...] }
 */
export interface JudgedToolRepetition {
  questionId: string
  tool: string
  /** Calls of the tool, whatever their arguments. */
  calls: number
  spanIndices: number[]
  /** The distinct argument sets, in order of first use. */
  distinctArguments: unknown[]
  /** The judge's probability that the calls are the same action. */
  probability: number
  /** The tool-repetition score these calls earn: 0.5 at `repetitionThreshold` calls, 0.0 at twice it. */
  score: number
}

/**
 * The overall question's answer.
 *
 * @example
 * result.overall // { level: 3, label: 'stuck in a loop: no progress at all' }
 */
export interface OverallStagnation {
  /** 0 (steady progress) to 3 (stuck in a loop); fractional when the judge gave an expected value. */
  level: number
  /** The label of the nearest level. */
  label: string
}

/**
 * One sub-signal of the judged detector: its score and why.
 *
 * @example
 * result.signals.reasoningStagnation // { score: 0, reason: 'Judge: step 2 made no progress beyond step 1 ...', source: 'judge' }
 */
export interface JudgedSignal {
  score: number
  reason: string
  /** `judge`, `exact`, `lexical` or `deterministic`: what decided the score. */
  source: 'judge' | 'exact' | 'lexical' | 'deterministic'
}

/**
 * The result of {@link SemanticLoopDetection.measure}.
 *
 * @example
 * const result = await new SemanticLoopDetection(judge).measure(trace)
 * result.breakdown     // { toolRepetition: 0.5, reasoningStagnation: 0, callGraphCycles: 1 }
 * result.stagnantPairs // [{ questionId: 'progress_0_1', steps: [0, 1], probability: 0.97, ... }]
 * result.judgeFailed   // false
 */
export interface SemanticLoopResult {
  /** The combined score, 0 (severe looping) to 1 (clean), weighted as in deepeval. */
  score: number
  /** `score >= threshold`. */
  success: boolean
  threshold: number
  reason: string
  breakdown: LoopBreakdown
  /** The judge's worst pair sat in the undecided band while the judged score was 1.0. */
  uncertain: boolean
  /** The judge call failed; the scores are the deterministic metric's. */
  judgeFailed: boolean
  /** Why the judge failed (never contains the API key); `null` when it did not. */
  judgeError: string | null
  /** What the judge call cost, in US dollars. */
  costUsd: number
  inputTokens: number
  outputTokens: number
  /** Wall time of the judge call (0 when no call was needed). */
  latencyMs: number
  /** The backend's name (`jev`, `llm`, `mock`...). */
  backend: string
  /** The model asked for (the backend's `model`); stable across runs. */
  model: string
  /** The model the server said answered (`jev-1.13.0` for `jev-latest`), `null` when no reply was used. */
  respondingModel: string | null
  /** Questions sent in the one request (0: no request was needed). */
  questionsAsked: number
  /** Questions left out by `maxQuestions`. */
  questionsDropped: number
  /** Every judged pair, in question order. */
  pairs: JudgedPair[]
  /** Pairs at or above the mild threshold, most probable first. */
  stagnantPairs: JudgedPair[]
  /** The pair with the highest stagnation probability (the first of equals). */
  worstPair: JudgedPair | null
  /** Tools judged to repeat one action under different arguments. */
  repeatedTools: JudgedToolRepetition[]
  /** The overall question's answer, when it was asked and answered. */
  overall: OverallStagnation | null
  /** The lexical check, when it ran as the fallback for an undecided judge. */
  lexicalFallback: { score: number; reason: string } | null
  /** Each sub-signal with its reason (`null` when the check is off). */
  signals: {
    toolRepetition: JudgedSignal | null
    reasoningStagnation: JudgedSignal | null
    callGraphCycles: JudgedSignal | null
  }
  /** The deterministic sub-signals' evidence, for findings. */
  evidence: {
    exactToolRepetition: SubSignal<RepeatedCall> | null
    lexicalStagnation: SubSignal<StagnantPair> | null
    callGraphCycles: SubSignal<CyclePath> | null
  }
}
