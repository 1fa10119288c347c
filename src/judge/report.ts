import { NO_TRACE_REASON } from '../deepeval/index.js'
import { toNormalizedTrace } from '../report/detect.js'
import { withTokenCosts } from '../report/tokens.js'
import type { LoopFinding, LoopReport, RepeatedToolCallFinding, SignalName, SignalReport, StagnationFinding } from '../report/types.js'
import type { NormalizedTrace } from '../trace/span.js'
import type { JudgeBackend } from './backends/types.js'
import { SemanticLoopDetection } from './detection.js'
import type { SemanticLoopOptions } from './options.js'
import type { JudgedSignal, SemanticLoopResult } from './types.js'

/**
 * What a judged report adds to a {@link LoopReport}: who judged, whether it worked, what it cost. No timings, so reports stay comparable across runs.
 *
 * @example
 * const { failed, error }: JudgeSummary = (await judgeDetectLoops(trace, judge)).judge
 */
export interface JudgeSummary {
  backend: string
  /** The model asked for. */
  model: string
  /** The model the server said answered, `null` when no reply was used. */
  respondingModel: string | null
  /** The judge call failed; the report carries the deterministic score. */
  failed: boolean
  /** Why it failed (never contains the API key). */
  error: string | null
  /** The judge was undecided on the worst pair (see `SemanticLoopResult.uncertain`). */
  uncertain: boolean
  questionsAsked: number
  questionsDropped: number
  costUsd: number
  inputTokens: number
}

/**
 * A {@link LoopReport} from the judged detector, with the judge's summary.
 *
 * @example
 * const report: JudgedLoopReport = await judgeDetectLoops(trace, judge)
 * report.judge.costUsd
 */
export interface JudgedLoopReport extends LoopReport {
  judge: JudgeSummary
}

/**
 * Scores a trace with the judged detector and returns the same
 * {@link LoopReport} shape every detector produces (so matchers and the CLI
 * read it unchanged), plus a `judge` summary. The detector is named
 * `judge:<model>`. A failed judge is reported as failed (in `judge.failed`,
 * the reason and the signal notes) over the deterministic score, never as
 * "no loop".
 *
 * @example
 * import { judgeDetectLoops, JevBackend } from 'loopcheck'
 *
 * const report = await judgeDetectLoops(trace, new JevBackend())
 * report.detector        // 'judge:jev-latest'
 * report.judge.failed    // false
 * report.findings[0]     // { kind: 'reasoning-stagnation', measure: 'judge-progress', similarity: 0.97, ... }
 */
export async function judgeDetectLoops(
  trace: unknown,
  backend: JudgeBackend,
  options: SemanticLoopOptions & { signal?: AbortSignal } = {},
): Promise<JudgedLoopReport> {
  const { signal, ...rest } = options
  const normalized = toNormalizedTrace(trace, { format: rest.format, goal: rest.goal })
  // The trace is already read: measure it as it is.
  const detection = new SemanticLoopDetection(backend, { ...rest, format: undefined })
  const result = await detection.measure(normalized, { signal })
  return withTokenCosts(reportFromSemantic(result, normalized, detection.options), normalized)
}

/**
 * Turns a judged result into a {@link JudgedLoopReport}: the same score,
 * verdict and reason; each signal's status; the judged pairs, the tools read
 * as one action, the exact repetition and the cycle as findings.
 *
 * @example
 * reportFromSemantic(await metric.measure(trace), null, metric.options).findings
 */
export function reportFromSemantic(
  result: SemanticLoopResult,
  trace: NormalizedTrace | null,
  options: Pick<SemanticLoopOptions, 'severeThreshold' | 'checkSemanticToolRepetition'> = {},
): Omit<JudgedLoopReport, 'totalTokens' | 'wastedTokens'> {
  const detector = `judge:${result.model}`
  const severe = options.severeThreshold ?? 0.85
  const findings: LoopFinding[] = []
  const { exactToolRepetition, lexicalStagnation, callGraphCycles } = result.evidence

  if (result.signals.toolRepetition !== null) {
    const exact = exactToolRepetition
    if (exact !== null && exact.score < 1 && exact.evidence !== null) {
      const e = exact.evidence
      findings.push({
        kind: 'repeated-tool-call',
        signal: 'toolRepetition',
        detector,
        level: exact.score === 0 ? 'critical' : 'warning',
        message: exact.reason,
        tool: e.tool,
        arguments: e.arguments,
        count: e.count,
        spanIndices: e.spanIndices,
        wastedSteps: e.count - 1,
      })
    }
    for (const tool of result.repeatedTools) {
      // All calls identical: the exact finding above already says it.
      if (exact?.evidence?.tool === tool.tool && exact.evidence.count === tool.calls && exact.score <= tool.score) continue
      const finding: RepeatedToolCallFinding = {
        kind: 'repeated-tool-call',
        signal: 'toolRepetition',
        detector,
        level: tool.score === 0 ? 'critical' : 'warning',
        message: `Tool '${tool.tool}' called ${tool.calls} times with ${tool.distinctArguments.length} distinct argument sets; the judge reads them as one action (probability ${tool.probability.toFixed(2)}).`,
        tool: tool.tool,
        arguments: tool.distinctArguments,
        count: tool.calls,
        spanIndices: tool.spanIndices,
        wastedSteps: tool.calls - 1,
      }
      findings.push(finding)
    }
  }

  if (result.signals.reasoningStagnation !== null) {
    for (const pair of result.stagnantPairs) {
      const [i, j] = pair.steps
      const finding: StagnationFinding = {
        kind: 'reasoning-stagnation',
        signal: 'reasoningStagnation',
        detector,
        level: pair.probability >= severe ? 'critical' : 'warning',
        message:
          pair.kind === 'progress'
            ? `The judge finds step ${j} made no progress beyond step ${i} (stagnation probability ${pair.probability.toFixed(2)}).`
            : `The judge finds step ${j} repeats step ${i} (probability ${pair.probability.toFixed(2)}).`,
        steps: pair.steps,
        spanIndices: pair.spanIndices,
        texts: pair.texts,
        similarity: pair.probability,
        measure: pair.kind === 'progress' ? 'judge-progress' : 'judge-revisit',
      }
      findings.push(finding)
    }
    // The lexical check's pair, when it decided (an undecided judge, or a failed one).
    const lexical = lexicalStagnation
    if (lexical !== null && lexical.score < 1 && lexical.evidence !== null && result.signals.reasoningStagnation.source !== 'judge') {
      const e = lexical.evidence
      findings.push({
        kind: 'reasoning-stagnation',
        signal: 'reasoningStagnation',
        detector,
        level: lexical.score === 0 ? 'critical' : 'warning',
        message: lexical.reason,
        steps: e.steps,
        spanIndices: e.spanIndices,
        texts: e.texts,
        similarity: e.similarity,
        measure: e.measure,
      })
    }
  }

  if (callGraphCycles !== null && callGraphCycles.score < 1 && callGraphCycles.evidence !== null) {
    const e = callGraphCycles.evidence
    findings.push({
      kind: 'call-graph-cycle',
      signal: 'callGraphCycles',
      detector,
      level: 'critical',
      message: callGraphCycles.reason,
      path: e.path.map(({ type, name, spanIndex, label }) => ({ spanIndex, type, name, label })),
      repeatsIndex: e.repeatsIndex,
    })
  }

  const semanticTools = options.checkSemanticToolRepetition ?? true
  const signal = (name: SignalName, sub: JudgedSignal | null, skipped: string): SignalReport => {
    if (result.reason === NO_TRACE_REASON) return { status: 'insufficient-data', score: 1, reason: result.reason, note: 'there was no trace to score' }
    if (sub === null) return { status: 'skipped', score: 1, reason: skipped }
    if (sub.score < 1) return { status: 'loop', score: sub.score, reason: sub.reason }
    const judged = name === 'reasoningStagnation' || (name === 'toolRepetition' && semanticTools)
    if (result.judgeFailed && judged) {
      return {
        status: 'insufficient-data',
        score: sub.score,
        reason: sub.reason,
        note: `the judge failed (${result.judgeError}); this is the deterministic check's score`,
      }
    }
    if (name === 'reasoningStagnation' && result.uncertain) {
      return {
        status: 'insufficient-data',
        score: sub.score,
        reason: sub.reason,
        note: 'the judge was undecided on the worst pair of steps and the lexical check found nothing',
      }
    }
    if (name === 'reasoningStagnation' && !result.judgeFailed && result.worstPair === null) {
      return { status: 'insufficient-data', score: sub.score, reason: sub.reason, note: 'fewer than two reasoning steps, so no pair was judged' }
    }
    const gap = trace?.gaps?.[name]
    if (gap !== undefined) return { status: 'insufficient-data', score: sub.score, reason: sub.reason, note: gap }
    return { status: 'clean', score: sub.score, reason: sub.reason }
  }

  return {
    version: 1,
    detector,
    score: result.score,
    success: result.success,
    threshold: result.threshold,
    loopDetected: findings.length > 0,
    reason: result.reason,
    breakdown: { ...result.breakdown },
    signals: {
      toolRepetition: signal('toolRepetition', result.signals.toolRepetition, 'Tool repetition check skipped.'),
      reasoningStagnation: signal('reasoningStagnation', result.signals.reasoningStagnation, 'Reasoning stagnation check skipped.'),
      callGraphCycles: signal('callGraphCycles', result.signals.callGraphCycles, 'Call graph cycles check skipped.'),
    },
    findings,
    judge: {
      backend: result.backend,
      model: result.model,
      respondingModel: result.respondingModel,
      failed: result.judgeFailed,
      error: result.judgeError,
      uncertain: result.uncertain,
      questionsAsked: result.questionsAsked,
      questionsDropped: result.questionsDropped,
      costUsd: result.costUsd,
      inputTokens: result.inputTokens,
    },
  }
}
