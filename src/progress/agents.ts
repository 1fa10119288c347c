// Agents handing work back and forth. Each delegated agent run is judged
// like a call: its name and input are what was asked, its output what came
// back. A run is progress when its output is new or when any call inside it
// brought a new result; a stretch of agent runs that brought nothing new,
// cycling between two agents (ping-pong) or more (A-B-C-A-B-C), is a loop.
// Siblings count, not only ancestry: two agents bouncing a task between them
// never appear on each other's ancestry path.

import type { AgentPingPongFinding } from '../report/types.js'
import { type ActionObservation, observeAction } from './action.js'
import { ProgressLedger } from './ledger.js'
import { firstItems } from './limits.js'
import { countBetween, firstSpanAbove } from './progress-between.js'
import { eventStatuses, periodOf, staleRuns, type EventStatus, type LedgerEvent, type LoopThresholds, type StaleRun } from './runs.js'
import type { AgentSpan, TextStep } from './timeline.js'
import type { ToolIdentities } from './tools.js'

/** The agent runs as a timeline, with what each contributed and the stretches without progress. */
export interface AgentAnalysis {
  readonly events: LedgerEvent[]
  readonly statuses: EventStatus[]
  readonly runs: StaleRun[]
  readonly findings: AgentPingPongFinding[]
  /** For each run that reached a level, its finding. */
  readonly findingOfRun: ReadonlyMap<StaleRun, AgentPingPongFinding>
}

const TEXT_SAMPLE = 8

/**
 * Judges each delegated agent run and finds the stretches without progress.
 * `novelActionSpans` are the span positions of calls that brought a new
 * result (ascending), so an agent whose tools progressed is progress.
 *
 * @example
 * analyzeAgents(timeline.agents, timeline.texts, novelSpans, identities, loopThresholds(3)).findings[0]?.agents // ['researcher', 'writer']
 */
export function analyzeAgents(
  agents: readonly AgentSpan[],
  texts: readonly TextStep[],
  novelActionSpans: readonly number[],
  identities: ToolIdentities,
  thresholds: LoopThresholds,
  /** Span positions of writes that took effect, ascending. */
  writeSpans: readonly number[] = [],
): AgentAnalysis {
  const ledger = new ProgressLedger()
  let previous: { action: ActionObservation; input: string; novelInside: boolean } | null = null
  const events: LedgerEvent[] = agents.map((agent, position) => {
    const action = observeAction({ tool: agent.span.name, args: agent.span.input, output: effectiveOutput(agent, texts) }, identities)
    let recorded = ledger.observe(action, position)
    const novelInside = countBetween(novelActionSpans, agent.spanIndex, agent.end) > 0
    // Another agent handed the very task the one before it was given, answering in the same words and doing
    // nothing new inside (a transfer, then the same transfer): the parcel passed on, not work done.
    // What it was asked, as its key says it (the key opens with the agent's name: left out).
    const input = action.key.slice(action.tool.length)
    if (
      recorded.novel &&
      !novelInside &&
      previous !== null &&
      !previous.novelInside &&
      previous.input === input &&
      previous.action.result === action.result &&
      action.resultClass !== 'unknown'
    )
      recorded = { novel: false, reason: 'same-result', repeats: position - 1 }
    // An agent run inside the one before it, answering in its very words a terse answer ("Delegated to the
    // next agent"), nothing written inside it: the task handed down a level, not work done, whatever it read.
    const parent = position > 0 ? agents[position - 1]! : null
    const handedDown =
      parent !== null &&
      parent.end >= agent.end &&
      previous !== null &&
      previous.action.result === action.result &&
      action.resultClass === 'short' &&
      countBetween(writeSpans, agent.spanIndex, agent.end) === 0
    if (recorded.novel && handedDown) recorded = { novel: false, reason: 'same-result', repeats: position - 1 }
    previous = { action, input, novelInside }
    const novelty = recorded.novel || !novelInside || handedDown ? recorded : { novel: true, reason: null, repeats: null }
    return { position, spanIndex: agent.spanIndex, action, novelty }
  })
  const statuses = eventStatuses(events)
  const runs = staleRuns(statuses, thresholds)
  const findings: AgentPingPongFinding[] = []
  const findingOfRun = new Map<StaleRun, AgentPingPongFinding>()
  for (const run of runs) {
    if (run.level === null) continue
    const finding = pingPongFinding(events, run)
    findings.push(finding)
    findingOfRun.set(run, finding)
  }
  return { events, statuses, runs, findings, findingOfRun }
}

function pingPongFinding(events: readonly LedgerEvent[], run: StaleRun): AgentPingPongFinding {
  const period = periodOf(events, run.start, run.end, (e) => e.action.tool) ?? 0
  // The cycle as first run through (a stretch may start within the first round, when the parcel was passed on at once).
  const from = period > 0 ? Math.max(0, run.start - period) : run.start
  const cited = events.slice(from, run.end + 1)
  const involved = new Set(cited.map((e) => e.action.tool))
  // Without a clean period, the agents in the order they first ran (looking back one round at most: bounded).
  const agents =
    period > 0
      ? events.slice(from, from + period).map((e) => e.action.tool)
      : [...new Set(events.slice(Math.max(0, run.start - involved.size), run.end + 1).map((e) => e.action.tool))].filter((tool) => involved.has(tool))
  const shape = agents.length === 2 ? 'handed work back and forth' : agents.length === 1 ? 'was handed the same work again' : 'passed work around a cycle'
  return {
    kind: 'agent-ping-pong',
    signal: 'callGraphCycles',
    detector: 'progress',
    level: run.level ?? 'warning',
    agents,
    period,
    count: cited.length,
    spanIndices: firstItems(cited.map((e) => e.spanIndex)),
    positions: firstItems(cited.map((e) => e.position)),
    wastedSteps: run.wasted,
    message: `${agents.join(' → ')} ${shape} over ${cited.length} agent runs; ${run.wasted} of them brought no new output and no new tool result.`,
  }
}

/**
 * What an agent run returned: its output, or when it recorded none, the
 * last few texts its model steps wrote (a text-only agent's work is its text).
 */
function effectiveOutput(agent: AgentSpan, texts: readonly TextStep[]): unknown {
  const output = agent.span.output
  if (output !== null && output !== undefined && output !== '') return output
  // The last few texts of the subtree: two binary searches, so nested agents cost O(log n) each.
  const firstAfter = (bound: number): number => firstSpanAbove(texts, bound)
  const start = firstAfter(agent.spanIndex)
  const stop = firstAfter(agent.end)
  const inside = texts.slice(Math.max(start, stop - TEXT_SAMPLE), stop).map((step) => step.text)
  return inside.length === 0 ? output : { texts: inside }
}
