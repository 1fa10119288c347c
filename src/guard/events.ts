// Findings as guard events in PraisonAI's vocabulary, so LoopEvaluator and
// `toHaveHealthyLoop` count them: a confirmed loop is `is_loop: true` with a
// `loop_type`; a warning is `is_loop: false` (an intervention, not a doom loop).

import type { LoopFinding } from '../report/types.js'
import type { GuardEvent, GuardEventType } from './types.js'

const TYPE_OF_KIND: Record<string, GuardEventType> = {
  'no-progress-repeat': 'repeated_action',
  'periodic-cycle': 'circular_plan',
  'argument-churn': 'no_progress',
  'repeated-error': 'repeated_failure',
  'resource-flip': 'circular_plan',
  'no-progress-run': 'no_progress',
  'repeated-reasoning': 'repeated_output',
  chanting: 'repeated_output',
  'stalled-reasoning': 'no_progress',
  'agent-ping-pong': 'circular_plan',
  'recursive-call': 'circular_plan',
}

const RECOMMENDATION: Record<GuardEventType, string> = {
  repeated_action: 'Stop repeating this call: its result will not change. Use what it returned, try a different approach, or report that you are stuck.',
  no_progress: 'The last calls brought nothing new. Change the approach instead of the wording, or stop and report what blocks you.',
  repeated_failure: 'The same error keeps coming back. Fix its cause or report it; retrying with small changes will not help.',
  circular_plan: 'You are going in circles between the same steps. Step back, decide on one option, and move forward.',
  repeated_output: 'You keep saying the same thing. Act on it or give your final answer.',
}

/**
 * The guard event for a finding.
 *
 * @example
 * guardEventOf(finding, 'run-1', 7) // { type: 'repeated_action', is_loop: true, loop_type: 'repeated_action', ... }
 */
export function guardEventOf(finding: LoopFinding, runId: string, step: number): GuardEvent {
  const type = TYPE_OF_KIND[finding.kind] ?? 'no_progress'
  const critical = finding.level === 'critical'
  return {
    type,
    loop_type: critical ? type : null,
    is_loop: critical,
    level: finding.level,
    detector: 'progress',
    kind: finding.kind,
    run_id: runId,
    step,
    tool_name: toolOf(finding),
    loop_count: countOf(finding),
    reason: finding.message,
    recommendation: RECOMMENDATION[type],
  }
}

/**
 * The message the guard gives a model before stopping it.
 *
 * @example
 * recommendationOf(finding) // 'Stop repeating this call: its result will not change. …'
 */
export function recommendationOf(finding: LoopFinding): string {
  return RECOMMENDATION[TYPE_OF_KIND[finding.kind] ?? 'no_progress']
}

function toolOf(finding: LoopFinding): string | null {
  if ('tool' in finding && typeof finding.tool === 'string') return finding.tool
  if ('tools' in finding && Array.isArray(finding.tools)) return finding.tools[0] ?? null
  if (finding.kind === 'periodic-cycle') return finding.cycle[0]?.tool ?? null
  return null
}

function countOf(finding: LoopFinding): number {
  if ('count' in finding && typeof finding.count === 'number') return finding.count
  if (finding.kind === 'resource-flip') return finding.returns
  if (finding.kind === 'chanting') return finding.repeats
  return finding.wastedSteps ?? 1
}
