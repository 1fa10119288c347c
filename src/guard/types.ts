// The guard's public shapes: its options, its verdicts, and the events it
// logs in the shape PraisonAI's LoopEvaluator recognises.

import type { IdentityOptions } from '../progress/tools.js'
import type { LoopFinding } from '../report/types.js'

/**
 * Options of {@link createLoopGuard}. Identity options (per-tool specs,
 * volatile keys…) are the progress detector's; see `IdentityOptions`.
 *
 * @example
 * const options: LoopGuardOptions = { repetitionThreshold: 3, window: 40, tools: { job_status: { poll: true } } }
 */
export interface LoopGuardOptions extends IdentityOptions {
  /** Repeats without progress that confirm a loop (3); one fewer warns. Same meaning as the detector's. */
  repetitionThreshold?: number
  /** Similarity of two reasoning steps that makes the later a repeat (0.85). */
  similarityThreshold?: number
  /** Actions remembered per run (50): memory per run is bounded by it. */
  window?: number
  /** Reasoning steps remembered and compared per run (8). */
  textWindow?: number
  /** Characters of one streamed reasoning step kept (the last 20,000). */
  maxTextChars?: number
  /**
   * Judge monologues (true): model steps with no tool call between them that
   * restate an earlier step's content however reworded; R - 1 restating steps
   * in a row stop the run (three steps saying the same thing). Same rule as
   * the detector's `progress.checkMonologues`.
   */
  checkMonologues?: boolean
  /**
   * How many times more repeats a poll tool (declared `poll: true`, or named
   * like `job_status`) may make before it warns or stops (3): a poll is
   * expected to answer the same until the job changes.
   */
  pollFactor?: number
  /** Runs tracked at once (100); the least recently used run is forgotten beyond it. */
  maxRuns?: number
  /** Events kept per run (200; the count of all events is kept). */
  maxEvents?: number
  /** Called with every event the guard records. */
  onEvent?: (event: GuardEvent) => void
}

/**
 * What the guard thinks of the run: carry on, look out, or stop.
 *
 * @example
 * if (guard.status(runId).status !== 'ok') console.warn(guard.status(runId).finding?.message)
 */
export type GuardStatus = 'ok' | 'warning' | 'critical'

/**
 * The guard's answer to each call.
 *
 * @example
 * const verdict = guard.record({ toolName: 'search', args: { q: 'x' }, result: 'no results' })
 * if (verdict.status === 'critical') abort(verdict.finding?.message)
 */
export interface GuardVerdict {
  readonly runId: string
  /** The run's current status. */
  readonly status: GuardStatus
  /** The most serious status the run has reached so far. */
  readonly peak: GuardStatus
  /** The pattern behind a warning or critical status (`null` when ok). */
  readonly finding: LoopFinding | null
  /** The event this call recorded, when it escalated a pattern (`null` otherwise). */
  readonly event: GuardEvent | null
  /** How many steps (actions and reasoning steps) the run has seen. */
  readonly step: number
}

/**
 * PraisonAI's doom-loop markers the guard uses as `type` (and, when a loop
 * is confirmed, as `loop_type`).
 *
 * @example
 * guard.events().map((e) => e.type) // ['repeated_action', 'repeated_action']
 */
export type GuardEventType = 'repeated_action' | 'no_progress' | 'repeated_failure' | 'circular_plan' | 'repeated_output'

/**
 * One guard event, shaped as PraisonAI's `LoopEvaluator` reads guard events:
 * `is_loop` decides alone (true for a confirmed loop, false for a warning);
 * a confirmed loop also carries `loop_type`. A run's guard log can be given
 * to `LoopEvaluator.run(loopResult, events)` or `toHaveHealthyLoop`.
 *
 * @example
 * { type: 'no_progress', loop_type: 'no_progress', is_loop: true, level: 'critical', kind: 'no-progress-repeat', tool: 'search', count: 4, ... }
 */
export interface GuardEvent {
  type: GuardEventType
  /** The loop type when a loop is confirmed; `null` for a warning. */
  loop_type: GuardEventType | null
  is_loop: boolean
  level: 'warning' | 'critical'
  detector: 'progress'
  /** The finding kind (`no-progress-repeat`, `periodic-cycle`…). */
  kind: string
  run_id: string
  /** The run step at which the event was recorded. */
  step: number
  /** The tool involved, when one is. */
  tool_name: string | null
  /** How many repeats or steps the pattern holds. */
  loop_count: number
  reason: string
  recommendation: string
}
