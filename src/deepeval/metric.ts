import { deepevalInputOf } from './input.js'
import { resolveDeepevalOptions, type DeepevalOptions, type ResolvedDeepevalOptions } from './options.js'
import { scoreDeepevalTrace, type DeepevalScore, type DeepevalScoreBreakdown } from './score.js'

/**
 * deepeval's `AgentLoopDetectionMetric`, ported field for field: the same
 * options (camelCase), the same score, success, reason, score breakdown and
 * verbose logs, on the same trace dicts. Deterministic, no model, no network.
 *
 * Beyond deepeval it reads every trace format loopcheck knows (OpenAI
 * messages, AI SDK results, OTLP...), walks traces of any depth without
 * recursion, and rejects malformed traces with the path of the problem
 * instead of crashing mid-score.
 *
 * @example
 * import { AgentLoopDetectionMetric } from 'loopcheck'
 *
 * const metric = new AgentLoopDetectionMetric({ threshold: 0.5 })
 * metric.measure(testCase._trace_dict)
 * metric.score          // 0.6
 * metric.reason         // "Tool 'search_web' called 6 times with identical arguments."
 * metric.scoreBreakdown // { tool_repetition: 0, reasoning_stagnation: 1, call_graph_cycles: 1 }
 */
export class AgentLoopDetectionMetric {
  /** deepeval's display name for the metric. */
  readonly name = 'Agent Loop Detection'
  /** The passing threshold (1 in strict mode). */
  readonly threshold: number | null
  readonly repetitionThreshold: number
  readonly similarityThreshold: number
  readonly checkToolRepetition: boolean
  readonly checkReasoningStagnation: boolean
  readonly checkCallGraphCycles: boolean
  readonly strictMode: boolean
  readonly verboseMode: boolean
  /** Always 0: the metric makes no model calls. */
  readonly evaluationCost = 0

  /** The last score (0 to 1), once `measure` has run. */
  score: number | undefined = undefined
  /** Whether the last score met the threshold (`null` with a `null` threshold). */
  success: boolean | null | undefined = undefined
  /** Why: the sub-signals' reasons, or "No loop patterns detected." */
  reason: string | undefined = undefined
  /** The three sub-scores, with deepeval's key names; `null` when there was no trace. */
  scoreBreakdown: DeepevalScoreBreakdown | null | undefined = undefined
  /** The intermediate steps, as deepeval's `verbose_logs`. */
  verboseLogs: string | undefined = undefined
  /** Everything the last measurement computed, evidence included. */
  lastResult: DeepevalScore | undefined = undefined

  private readonly options: ResolvedDeepevalOptions

  constructor(options: DeepevalOptions = {}) {
    this.options = resolveDeepevalOptions(options)
    this.threshold = this.options.threshold
    this.repetitionThreshold = this.options.repetitionThreshold
    this.similarityThreshold = this.options.similarityThreshold
    this.checkToolRepetition = this.options.checkToolRepetition
    this.checkReasoningStagnation = this.options.checkReasoningStagnation
    this.checkCallGraphCycles = this.options.checkCallGraphCycles
    this.strictMode = this.options.strictMode
    this.verboseMode = this.options.verboseMode
  }

  /**
   * Scores a trace and returns the score. Accepts a deepeval `_trace_dict`,
   * an object carrying one (an `LLMTestCase`), `null` for "no trace", or any
   * trace format loopcheck reads. Throws `TraceValidationError` on malformed
   * input, before scoring.
   */
  measure(trace: unknown): number {
    const result = scoreDeepevalTrace(deepevalInputOf(trace), this.options)
    this.lastResult = result
    this.score = result.score
    this.success = result.success
    this.reason = result.reason
    this.scoreBreakdown = result.scoreBreakdown
    this.verboseLogs = result.verboseLogs
    if (this.verboseMode) this.printVerboseLogs(result)
    return result.score
  }

  /** `measure` as a promise, for code written against deepeval's `a_measure`. */
  async aMeasure(trace: unknown): Promise<number> {
    return this.measure(trace)
  }

  /** Whether the last measurement passed (deepeval's `is_successful`). */
  isSuccessful(): boolean | null {
    if (this.threshold === null) return null
    return this.score !== undefined && this.score >= this.threshold
  }

  private printVerboseLogs(result: DeepevalScore): void {
    if (result.scoreBreakdown === null) return
    const lines = [
      '*'.repeat(50),
      `${this.name} Verbose Logs`,
      '*'.repeat(50),
      '',
      `${result.verboseLogs}\n \nFinal Reason: ${result.reason}`,
      '',
      '='.repeat(70),
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}
