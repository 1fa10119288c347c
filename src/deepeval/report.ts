import type { DeepevalScore } from './score.js'
import type { NormalizedTrace } from '../trace/span.js'
import type {
  CycleFinding,
  FindingLevel,
  LoopFinding,
  UnpricedLoopReport,
  RepeatedToolCallFinding,
  SignalName,
  SignalReport,
  StagnationFinding,
} from '../report/types.js'

const DETECTOR = 'deepeval'

/**
 * Turns the deepeval port's result into a {@link LoopReport}: the same score,
 * verdict and reason, the breakdown in camelCase, each sub-signal's status,
 * and the evidence as findings.
 */
export function reportFromDeepeval(result: DeepevalScore, threshold: number, trace: NormalizedTrace | null): UnpricedLoopReport {
  const { toolRepetition, reasoningStagnation, callGraphCycles } = result.signals
  const findings: LoopFinding[] = []

  if (toolRepetition !== null && toolRepetition.score < 1 && toolRepetition.evidence !== null) {
    const e = toolRepetition.evidence
    const finding: RepeatedToolCallFinding = {
      kind: 'repeated-tool-call',
      signal: 'toolRepetition',
      detector: DETECTOR,
      level: levelOf(toolRepetition.score),
      message: toolRepetition.reason,
      tool: e.tool,
      arguments: e.arguments,
      count: e.count,
      spanIndices: e.spanIndices,
      wastedSteps: e.count - 1,
    }
    findings.push(finding)
  }
  if (reasoningStagnation !== null && reasoningStagnation.score < 1 && reasoningStagnation.evidence !== null) {
    const e = reasoningStagnation.evidence
    const finding: StagnationFinding = {
      kind: 'reasoning-stagnation',
      signal: 'reasoningStagnation',
      detector: DETECTOR,
      level: levelOf(reasoningStagnation.score),
      message: reasoningStagnation.reason,
      steps: e.steps,
      spanIndices: e.spanIndices,
      texts: e.texts,
      similarity: e.similarity,
      measure: e.measure,
    }
    findings.push(finding)
  }
  if (callGraphCycles !== null && callGraphCycles.score < 1 && callGraphCycles.evidence !== null) {
    const e = callGraphCycles.evidence
    const finding: CycleFinding = {
      kind: 'call-graph-cycle',
      signal: 'callGraphCycles',
      detector: DETECTOR,
      level: 'critical',
      message: callGraphCycles.reason,
      path: e.path.map(({ type, name, spanIndex, label }) => ({ spanIndex, type, name, label })),
      repeatsIndex: e.repeatsIndex,
    }
    findings.push(finding)
  }

  const breakdown = {
    toolRepetition: result.scoreBreakdown?.tool_repetition ?? 1,
    reasoningStagnation: result.scoreBreakdown?.reasoning_stagnation ?? 1,
    callGraphCycles: result.scoreBreakdown?.call_graph_cycles ?? 1,
  }
  const gaps = trace?.gaps ?? {}
  const noTrace = result.scoreBreakdown === null
  const signal = (name: SignalName, sub: { score: number; reason: string; compared?: number } | null, skippedReason: string): SignalReport => {
    if (noTrace) return { status: 'insufficient-data', score: 1, reason: result.reason, note: 'there was no trace to score' }
    if (sub === null) return { status: 'skipped', score: 1, reason: skippedReason }
    if (sub.score < 1) return { status: 'loop', score: sub.score, reason: sub.reason }
    const gap = gaps[name]
    if (gap !== undefined) return { status: 'insufficient-data', score: sub.score, reason: sub.reason, note: gap }
    if (name === 'reasoningStagnation' && sub.compared === 0) {
      return {
        status: 'insufficient-data',
        score: sub.score,
        reason: sub.reason,
        note: 'no two consecutive model outputs were text of at least 20 meaningful words, so nothing was compared',
      }
    }
    return { status: 'clean', score: sub.score, reason: sub.reason }
  }

  return {
    version: 1,
    detector: DETECTOR,
    score: result.score,
    success: result.success === true,
    threshold,
    loopDetected: findings.length > 0,
    reason: result.reason,
    breakdown,
    signals: {
      toolRepetition: signal('toolRepetition', toolRepetition, 'Tool repetition check skipped.'),
      reasoningStagnation: signal('reasoningStagnation', reasoningStagnation, 'Reasoning stagnation check skipped.'),
      callGraphCycles: signal('callGraphCycles', callGraphCycles, 'Call graph cycles check skipped.'),
    },
    findings,
  }
}

function levelOf(score: number): FindingLevel {
  return score === 0 ? 'critical' : 'warning'
}
