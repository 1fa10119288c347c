import { resolveDeepevalOptions, scoreDeepevalTrace, type DeepevalScore, type DeepevalSpanDict, deepevalSourceOf } from '../deepeval/index.js'
import { toNormalizedTrace } from '../report/detect.js'
import { checkTypedAnswers } from './backends/answers.js'
import type { JudgeBackend, JudgeQuestion, JudgeResponse } from './backends/types.js'
import { resolveSemanticLoopOptions, type ResolvedSemanticLoopOptions, type SemanticLoopOptions } from './options.js'
import { buildQuestions, type QuestionPlan } from './questions.js'
import { scoreJudgedAnswers } from './scoring.js'
import { renderState } from './state.js'
import { traceParts, type TraceParts } from './steps.js'
import type { SemanticLoopResult } from './types.js'

/**
 * What would be sent to the judge for one trace.
 *
 * @example
 * const { state, questions }: JudgePreview = new SemanticLoopDetection(judge).preview(trace)
 */
export interface JudgePreview {
  /** The rendered state (goal, steps, repeated tools). */
  state: string
  questions: JudgeQuestion[]
  plan: QuestionPlan
}

interface Prepared {
  root: DeepevalSpanDict | null
  parts: TraceParts
  plan: QuestionPlan
  state: string
}

/**
 * Judged loop detection, semloop's design: instead of asking whether two
 * steps share words, ask a judge whether each step got anywhere. All the
 * questions about a trace go to the judge in one request; the answers are
 * scored as deepeval scores its sub-signals, and combined with its weights.
 * Call-graph cycles stay deterministic.
 *
 * When the judge fails (timeout, HTTP error, malformed or missing answers)
 * the result says so (`judgeFailed`, `judgeError`) and carries the
 * deterministic metric's score instead; a failure never reads as "no loop".
 * With `throwOnJudgeFailure` the promise rejects instead.
 *
 * @example
 * import { SemanticLoopDetection, JevBackend } from 'loopcheck'
 *
 * const metric = new SemanticLoopDetection(new JevBackend(), { threshold: 0.5 })
 * const result = await metric.measure(trace)
 * result.score            // 0.45
 * result.breakdown        // { toolRepetition: 0.5, reasoningStagnation: 0, callGraphCycles: 1 }
 * result.stagnantPairs[0] // { questionId: 'progress_2_3', steps: [2, 3], probability: 0.96, ... }
 */
export class SemanticLoopDetection {
  readonly options: ResolvedSemanticLoopOptions

  constructor(
    readonly backend: JudgeBackend,
    options: SemanticLoopOptions = {},
  ) {
    this.options = resolveSemanticLoopOptions(options)
  }

  /**
   * What `measure` would send for a trace, without sending it.
   *
   * @example
   * new SemanticLoopDetection(judge).preview(trace).questions.map((q) => q.id)
   */
  preview(trace: unknown): JudgePreview {
    const { state, plan } = this.prepare(trace)
    return { state, questions: plan.questions, plan }
  }

  /**
   * Scores a trace: at most one request to the judge (none when there is
   * nothing to ask). Accepts every trace format loopcheck reads. Throws
   * `TraceValidationError` on malformed input before any request.
   */
  async measure(trace: unknown, options: { signal?: AbortSignal } = {}): Promise<SemanticLoopResult> {
    const prepared = this.prepare(trace)
    const { root, plan } = prepared
    const base = {
      backend: this.backend.name,
      model: this.backend.model,
      questionsAsked: 0,
      questionsDropped: plan.dropped.toolRepeat + plan.dropped.progress + plan.dropped.revisit,
    }
    if (root === null) return this.deterministic(null, base, null)

    let response: JudgeResponse = { answers: {}, inputTokens: 0, outputTokens: 0, costUsd: 0, latencyMs: 0, model: this.backend.model }
    if (plan.questions.length > 0) {
      const started = performance.now()
      let answered: JudgeResponse | undefined
      try {
        answered = await this.backend.ask(prepared.state, plan.questions, { signal: options.signal })
        // Custom backends are checked like the built-in ones: a gap is an error.
        response = { ...answered, answers: checkTypedAnswers(plan.questions, answered.answers, `${this.backend.name} judge`) }
      } catch (error) {
        if (this.options.throwOnJudgeFailure || options.signal?.aborted === true) throw error
        const message = error instanceof Error ? error.message : String(error)
        const failed = this.deterministic(root, { ...base, questionsAsked: plan.questions.length, latencyMs: performance.now() - started }, message)
        // A reply that arrived but could not be used was still paid for.
        return answered === undefined
          ? failed
          : { ...failed, costUsd: answered.costUsd, inputTokens: answered.inputTokens, outputTokens: answered.outputTokens, latencyMs: answered.latencyMs }
      }
    }
    const scored = scoreJudgedAnswers({ root, parts: prepared.parts, plan, answers: response.answers, options: this.options })
    return {
      ...scored,
      judgeFailed: false,
      judgeError: null,
      costUsd: response.costUsd,
      inputTokens: response.inputTokens,
      outputTokens: response.outputTokens,
      latencyMs: response.latencyMs,
      backend: base.backend,
      model: base.model,
      respondingModel: plan.questions.length > 0 ? response.model : null,
      questionsAsked: plan.questions.length,
      questionsDropped: base.questionsDropped,
    }
  }

  private prepare(trace: unknown): Prepared {
    const normalized = toNormalizedTrace(trace, { format: this.options.format, goal: this.options.goal, traceId: this.options.traceId })
    const source = deepevalSourceOf(normalized)
    const root: DeepevalSpanDict | null = source !== undefined ? source : (normalized.root as DeepevalSpanDict | null)
    const parts = traceParts(root)
    const plan = buildQuestions(parts, this.options)
    const rootInput = root?.input
    const goal = this.options.goal ?? normalized.goal ?? (typeof rootInput === 'string' ? rootInput : undefined)
    const state = renderState({ goal, parts, plan, maxCharsPerStep: this.options.maxCharsPerStep, maxSteps: this.options.maxQuestions + 1 })
    return { root, parts, plan, state }
  }

  /** The deterministic metric's result in this detector's shape, for no trace or a failed judge. */
  private deterministic(
    root: DeepevalSpanDict | null,
    base: { backend: string; model: string; questionsAsked: number; questionsDropped: number; latencyMs?: number },
    judgeError: string | null,
  ): SemanticLoopResult {
    const o = this.options
    const result: DeepevalScore = scoreDeepevalTrace(
      root,
      resolveDeepevalOptions({
        threshold: o.threshold,
        repetitionThreshold: o.repetitionThreshold,
        similarityThreshold: o.similarityThreshold,
        checkToolRepetition: o.checkToolRepetition,
        checkReasoningStagnation: o.checkReasoningStagnation,
        checkCallGraphCycles: o.checkCallGraphCycles,
      }),
    )
    const { toolRepetition, reasoningStagnation, callGraphCycles } = result.signals
    const signal = (sub: { score: number; reason: string } | null) =>
      sub === null ? null : { score: sub.score, reason: sub.reason, source: 'deterministic' as const }
    const reason = judgeError === null ? result.reason : `The judge failed (${judgeError}); fell back to the deterministic score. ${result.reason}`
    return {
      score: result.score,
      success: result.success === true,
      threshold: o.threshold,
      reason,
      breakdown: {
        toolRepetition: result.scoreBreakdown?.tool_repetition ?? 1.0,
        reasoningStagnation: result.scoreBreakdown?.reasoning_stagnation ?? 1.0,
        callGraphCycles: result.scoreBreakdown?.call_graph_cycles ?? 1.0,
      },
      uncertain: false,
      judgeFailed: judgeError !== null,
      judgeError,
      costUsd: 0,
      inputTokens: 0,
      outputTokens: 0,
      latencyMs: base.latencyMs ?? 0,
      backend: base.backend,
      model: base.model,
      respondingModel: null,
      questionsAsked: base.questionsAsked,
      questionsDropped: base.questionsDropped,
      pairs: [],
      stagnantPairs: [],
      worstPair: null,
      repeatedTools: [],
      overall: null,
      lexicalFallback: null,
      signals: { toolRepetition: signal(toolRepetition), reasoningStagnation: signal(reasoningStagnation), callGraphCycles: signal(callGraphCycles) },
      evidence: { exactToolRepetition: toolRepetition, lexicalStagnation: reasoningStagnation, callGraphCycles },
    }
  }
}
