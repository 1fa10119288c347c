import type { DeepevalSpanDict } from './format/trace-dict.js'
import { pyFloatRepr } from '../python/number.js'
import { combineScores } from './combine.js'
import { scoreCallGraphCycles, type CyclePath } from './cycles.js'
import type { ResolvedDeepevalOptions } from './options.js'
import { get, extractAllSpans, type IndexedSpan } from './spans.js'
import { scoreReasoningStagnation, type StagnantPair } from './stagnation.js'
import type { SubSignal } from './sub-signal.js'
import { scoreToolRepetition, type RepeatedCall } from './tool-repetition.js'

/** deepeval's `score_breakdown`, with deepeval's own key names. */
export interface DeepevalScoreBreakdown {
  tool_repetition: number
  reasoning_stagnation: number
  call_graph_cycles: number
}

/** Everything one measurement produces: the reference's fields plus the evidence. */
export interface DeepevalScore {
  score: number
  /** `null` when the threshold is `null`, as in deepeval. */
  success: boolean | null
  reason: string
  /** `null` when there was no trace. */
  scoreBreakdown: DeepevalScoreBreakdown | null
  verboseLogs: string
  /** Each sub-signal as computed (`null` for a check that is off or when there was no trace). */
  signals: {
    toolRepetition: SubSignal<RepeatedCall> | null
    reasoningStagnation: SubSignal<StagnantPair> | null
    callGraphCycles: SubSignal<CyclePath> | null
  }
}

export const NO_TRACE_REASON = 'No trace data found. This metric requires trace data from @observe.'

/**
 * Scores a validated deepeval trace dict exactly as deepeval's
 * `AgentLoopDetectionMetric._calculate_metric` does. `null` means no trace.
 *
 * @example
 * scoreDeepevalTrace(validateDeepevalTraceDict(dict), resolveDeepevalOptions()).score
 */
export function scoreDeepevalTrace(root: DeepevalSpanDict | null, options: ResolvedDeepevalOptions): DeepevalScore {
  if (root === null) {
    return {
      score: 0.0,
      success: false,
      reason: NO_TRACE_REASON,
      scoreBreakdown: null,
      verboseLogs: '',
      signals: { toolRepetition: null, reasoningStagnation: null, callGraphCycles: null },
    }
  }
  const tools: IndexedSpan[] = []
  const llms: IndexedSpan[] = []
  for (const indexed of extractAllSpans(root)) {
    const type = get(indexed.span, 'type', undefined)
    if (type === 'tool') tools.push(indexed)
    else if (type === 'llm') llms.push(indexed)
  }

  const repetition = options.checkToolRepetition ? scoreToolRepetition(tools, options.repetitionThreshold) : null
  const stagnation = options.checkReasoningStagnation
    ? scoreReasoningStagnation(llms, options.similarityThreshold, { sequenceCharLimit: options.sequenceCharLimit })
    : null
  const cycles = options.checkCallGraphCycles ? scoreCallGraphCycles(root) : null

  const rep = repetition ?? { score: 1.0, reason: 'Tool repetition check skipped.' }
  const stag = stagnation ?? { score: 1.0, reason: 'Reasoning stagnation check skipped.' }
  const cyc = cycles ?? { score: 1.0, reason: 'Call graph cycles check skipped.' }

  let score = combineScores(options, { toolRepetition: rep.score, reasoningStagnation: stag.score, callGraphCycles: cyc.score })
  if (options.strictMode && options.threshold !== null && score < options.threshold) score = 0.0
  const success = options.threshold === null ? null : score >= options.threshold

  const reasons: string[] = []
  if (repetition !== null && rep.score < 1.0) reasons.push(rep.reason)
  if (stagnation !== null && stag.score < 1.0) reasons.push(stag.reason)
  if (cycles !== null && cyc.score < 1.0) reasons.push(cyc.reason)
  let reason: string
  if (score === 1.0) {
    reason = 'No loop patterns detected.'
  } else {
    reason = reasons.filter((r) => r !== '').join(' ')
    if (reason.trim() === '') reason = 'Loops detected but no explicit reason provided.'
  }

  // construct_verbose_logs joins every step but the last with " \n \n".
  const verboseLogs = [
    `Tool Repetition Score: ${pyFloatRepr(rep.score)} (${rep.reason})`,
    `Reasoning Stagnation Score: ${pyFloatRepr(stag.score)} (${stag.reason})`,
    `Call Graph Cycles Score: ${pyFloatRepr(cyc.score)} (${cyc.reason})`,
    `Combined Loop Score: ${pyFloatRepr(score)}`,
  ].join(' \n \n')

  return {
    score,
    success,
    reason,
    scoreBreakdown: { tool_repetition: rep.score, reasoning_stagnation: stag.score, call_graph_cycles: cyc.score },
    verboseLogs,
    signals: { toolRepetition: repetition, reasoningStagnation: stagnation, callGraphCycles: cycles },
  }
}
