// From per-action novelty to loops, with hindsight. A stale action is
// *waiting* when the same target later produces something new (polling a job
// until it finishes, retrying until the network recovers): the repetition
// paid off. Otherwise it is *wasted*. A loop is a stretch of consecutive
// stale actions, no new outcome anywhere in between, holding enough wasted
// ones. Linear in the number of actions.

import type { ActionObservation } from './action.js'
import type { Novelty } from './ledger.js'

/** An action in the order it ran, with the ledger's verdict. */
export interface LedgerEvent {
  /** Position among the actions of its timeline (0-based). */
  readonly position: number
  /** Position of its span in the trace (depth-first from the root). */
  readonly spanIndex: number
  readonly action: ActionObservation
  readonly novelty: Novelty
}

/** What an action contributed: something new, a wait that paid off, or nothing. */
export type EventStatus = 'novel' | 'waiting' | 'wasted'

/** When a stretch of stale actions becomes a finding. */
export interface LoopThresholds {
  /** Wasted actions that make a confirmed loop (critical). */
  readonly critical: number
  /** Wasted actions that make a warning; `null` for none. */
  readonly warning: number | null
}

/** A stretch of consecutive stale actions. */
export interface StaleRun {
  /** Position of the first and last stale action (inclusive). */
  readonly start: number
  readonly end: number
  readonly wasted: number
  readonly level: 'warning' | 'critical' | null
}

/**
 * Thresholds from `repetitionThreshold` (R): R wasted repeats are a loop,
 * R - 1 a warning (when R is at least 3, so a single retry never warns).
 *
 * @example
 * loopThresholds(3) // { critical: 3, warning: 2 }
 */
export function loopThresholds(repetitionThreshold: number): LoopThresholds {
  return { critical: repetitionThreshold, warning: repetitionThreshold >= 3 ? repetitionThreshold - 1 : null }
}

/**
 * Marks each action novel, waiting or wasted. A stale action is waiting
 * when a later action resolves it: one on the same target that brings a new
 * outcome (the poll finally changes, the retry finally answers) or, for
 * actions stale because of their outcome alone (the same error, the same
 * content under other arguments), any later new outcome of the same tool
 * (the retry with a bumped attempt counter finally succeeds).
 *
 * @example
 * // status→running, status→running, status→done: the second is waiting, not wasted
 */
export function eventStatuses(events: readonly LedgerEvent[]): EventStatus[] {
  const lastNovelTarget = new Map<string, number>()
  const lastNovelTool = new Map<string, number>()
  for (const event of events) {
    if (!event.novelty.novel) continue
    lastNovelTarget.set(event.action.target, event.position)
    lastNovelTool.set(event.action.tool, event.position)
  }
  return events.map((event) => {
    if (event.novelty.novel) return 'novel'
    const byTarget = lastNovelTarget.get(event.action.target)
    if (byTarget !== undefined && byTarget > event.position) return 'waiting'
    const outcomeOnly = event.novelty.reason === 'same-error' || event.novelty.reason === 'same-content'
    const byTool = lastNovelTool.get(event.action.tool)
    return outcomeOnly && byTool !== undefined && byTool > event.position ? 'waiting' : 'wasted'
  })
}

/**
 * The stretches of consecutive stale actions and their level. Waiting
 * actions stay inside a stretch (they brought nothing new either) but are
 * not counted as waste.
 */
export function staleRuns(statuses: readonly EventStatus[], thresholds: LoopThresholds): StaleRun[] {
  const runs: StaleRun[] = []
  let start = -1
  let wasted = 0
  const close = (end: number): void => {
    if (start < 0) return
    runs.push({ start, end, wasted, level: levelOf(wasted, thresholds) })
    start = -1
    wasted = 0
  }
  for (let i = 0; i < statuses.length; i++) {
    const status = statuses[i]!
    if (status === 'novel') {
      close(i - 1)
      continue
    }
    if (start < 0) start = i
    if (status === 'wasted') wasted++
  }
  close(statuses.length - 1)
  return runs
}

/** The level a count of wasted repeats reaches, or `null`. */
export function levelOf(wasted: number, thresholds: LoopThresholds): 'warning' | 'critical' | null {
  if (wasted >= thresholds.critical) return 'critical'
  if (thresholds.warning !== null && wasted >= thresholds.warning) return 'warning'
  return null
}

/**
 * The smallest period (1 to 5) with which each action of `[start, end]`
 * repeats the action that many places before it, by key, or `null`.
 *
 * @example
 * // keys A B A B A B, run over positions 2..5: period 2
 */
export function periodOf(events: readonly LedgerEvent[], start: number, end: number, keyOf: (event: LedgerEvent) => string = (e) => e.action.key): number | null {
  for (let period = 1; period <= 5; period++) {
    if (start - period < 0) break
    let periodic = true
    for (let i = start; i <= end && periodic; i++) periodic = keyOf(events[i]!) === keyOf(events[i - period]!)
    if (periodic) return period
  }
  return null
}
