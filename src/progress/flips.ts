// Resource flips, judged on the writes: a write that returns a resource to a
// state it already had, after another state in between, undoes work (write
// X, write Y, write X). It counts only when nothing brought a new outcome
// from the write before it (the visit to the other state) until the write
// after it: a revert that makes the tests fail differently taught something,
// and a maintenance flag switched on and off around real deploys is not a
// flip. The writes' own answers are
// not consulted (an acknowledgement often carries a fresh version number,
// which would hide the flip from result-based checks). A return with nothing
// learned since the visit to the other state is undoing work for nothing.
// Linear in the number of actions.

import type { ResourceFlipFinding } from '../report/types.js'
import { resourceName } from './action-findings.js'
import { firstItems } from './limits.js'
import { previewValue } from './preview.js'
import { type Readings, SERIAL } from './shape.js'
import { levelOf, type EventStatus, type LedgerEvent, type LoopThresholds } from './runs.js'

const STATE_LIMIT = 10

interface ResourceHistory {
  readonly writes: LedgerEvent[]
  /** Positions of the writes that returned to an earlier state, before the progress check. */
  readonly candidates: number[]
  readonly stateIndex: Map<string, number>
  readonly states: unknown[]
  readonly sequence: number[]
  readonly returnPositions: number[]
  previous: string | null
  tools: Set<string>
}

/**
 * Thresholds for flips from `repetitionThreshold` R: R - 2 returns without
 * progress confirm a loop (1 by default: write X, write Y, write X with
 * nothing learned in between), one fewer warns. A return only counts when
 * nothing new came between the writes around it, so a revert that taught
 * something never counts at all.
 *
 * @example
 * flipThresholds(3) // { critical: 1, warning: null }
 * flipThresholds(4) // { critical: 2, warning: 1 }
 */
export function flipThresholds(repetitionThreshold: number): LoopThresholds {
  const critical = Math.max(1, repetitionThreshold - 2)
  return { critical, warning: critical > 1 ? critical - 1 : null }
}

/** A flip finding and the positions of the writes that returned to an earlier state. */
export interface ResourceFlip {
  readonly finding: ResourceFlipFinding
  readonly returnPositions: number[]
}

/** Result shapes remembered for flips (bounds memory on long traces). */
const SHAPE_LIMIT = 4096
/** How far a reading must move (relative to its size) from the first read in the same words to be a new measurement. */
const MEASURED_ANEW = 0.1
/** Distinct measurements remembered per result shape (a flip visits a few states). */
const READINGS_PER_SHAPE = 16

/**
 * Whether a reading in the same words as an earlier one measured something
 * new: some number moved by more than a tenth (traffic 820 rps, then 1,140
 * rps). A score of 71, then 68, is the same measurement again.
 */
function measuredAnew(earlier: Readings, now: Readings): boolean {
  if (earlier.numbers.length !== now.numbers.length) return true
  for (let i = 0; i < now.numbers.length; i++) {
    const x = earlier.numbers[i]!
    const y = now.numbers[i]!
    // Whole numbers of five digits or more that differ are serials (a scan number, a request
    // number): which read it was, not what it measured.
    if (Number.isInteger(x) && Number.isInteger(y) && Math.min(Math.abs(x), Math.abs(y)) >= SERIAL) continue
    if (Math.abs(x - y) > MEASURED_ANEW * Math.max(Math.abs(x), Math.abs(y))) return true
  }
  return false
}

/** Actions after a write searched for the check that reads it. */
const CHECK_LOOKAHEAD = 8
/** Earlier writes of a resource searched for the last visit to a state. */
const VISITS_LOOKED_AT = 64

/** The check after the write at `position`: the first action after it that writes nothing (within CHECK_LOOKAHEAD), or `null`. */
function checkAfter(events: readonly LedgerEvent[], position: number): LedgerEvent | null {
  for (let p = position + 1; p < events.length && p <= position + CHECK_LOOKAHEAD; p++) if (!events[p]!.action.mutating) return events[p]!
  return null
}

/**
 * Whether the write `writes[w]` goes back to a state whose check passed,
 * away from a later state (its undo) whose check failed: a fix re-applied
 * after reverting it on purpose to watch the check fail (edit, pass, revert,
 * fail, edit again), which settles on what works. Back and forth between states that both fail,
 * or that both answer, is still a flip.
 */
function restoresPassing(events: readonly LedgerEvent[], writes: readonly LedgerEvent[], w: number, order: ReadonlyMap<string, number>): boolean {
  const state = writes[w]!.action.write!.state
  // The state re-applied came first and the one left was its undo: going back to the original that
  // passed (a ration restored, the old config back) is not the change re-applied.
  if (order.get(state)! > order.get(writes[w - 1]!.action.write!.state)!) return false
  let earlier = w - 1
  while (earlier >= 0 && w - earlier <= VISITS_LOOKED_AT && writes[earlier]!.action.write!.state !== state) earlier--
  if (earlier < 0 || w - earlier > VISITS_LOOKED_AT) return false
  const before = checkAfter(events, writes[earlier]!.position)
  const away = checkAfter(events, writes[w - 1]!.position)
  const passed = before !== null && !before.action.failing && !before.action.empty && before.action.resultClass !== 'unknown'
  return passed && away?.action.failing === true
}

/**
 * The flips of a timeline: per resource written by a mutating tool, the
 * returns to earlier states with no new outcome since, when they reach a
 * level. `covered` maps positions already explained by another finding to
 * its level, so one loop is not reported twice.
 *
 * @example
 * // write(a, X), test→fail, write(a, Y), test→fail, write(a, X), test→fail, write(a, Y): 2 returns, critical by default
 */
export function resourceFlips(
  events: readonly LedgerEvent[],
  statuses: readonly EventStatus[],
  thresholds: LoopThresholds,
  covered: { get(position: number): 'warning' | 'critical' | undefined },
): ResourceFlip[] {
  // New, for a flip: a novel outcome its tool never gave before under any
  // arguments. A check that reads back what it read in the same state
  // before (score 71, then 68, then 71 again) taught nothing, even though
  // its arguments (a new revision number) made it a new call.
  // Nor did a reading that differs from one the same call gave before only
  // in its numbers (an error rate of 4.29, then 4.18): measurement noise.
  // Its volatile fields (a solver's `_ms`, a request count) are left out of
  // the reading, as the fingerprint leaves them out.
  // Computed only when some resource went back to an earlier state.
  let novelBefore: number[] | null = null
  const newsBefore = (): number[] => {
    if (novelBefore !== null) return novelBefore
    const given = new Set<string>()
    const shapes = new Map<string, Readings[]>()
    novelBefore = new Array(events.length + 1)
    novelBefore[0] = 0
    for (let p = 0; p < events.length; p++) {
      const action = events[p]!.action
      const outcome = `${action.tool}\u0000${action.result}`
      // The same call, read again: another call (the next release deployed) is about something else.
      const readings = statuses[p] === 'novel' && action.resultClass !== 'unknown' ? action.readings() : null
      const shape = readings !== null ? `${action.key}\u0000#${readings.shape}` : null
      const known = shape !== null ? shapes.get(shape) : undefined
      // New when no earlier reading in the same words measured the same (each state of a flip has its own).
      const fresh =
        statuses[p] === 'novel' &&
        (action.resultClass === 'unknown' || (!given.has(outcome) && (known === undefined || known.every((k) => measuredAnew(k, readings!)))))
      given.add(outcome)
      if (shape !== null) {
        if (known === undefined) {
          if (shapes.size < SHAPE_LIMIT) shapes.set(shape, [readings!])
        } else if (fresh && known.length < READINGS_PER_SHAPE) known.push(readings!)
      }
      novelBefore[p + 1] = novelBefore[p]! + (fresh ? 1 : 0)
    }
    return novelBefore
  }
  const freshAt = (p: number): number => newsBefore()[p + 1]! - newsBefore()[p]!
  const histories = new Map<string, ResourceHistory>()
  for (const event of events) {
    const write = event.action.write
    // A write that failed left the resource where it was.
    if (write === null || event.action.exempt || event.action.failing) continue
    let history = histories.get(write.resource)
    if (history === undefined) {
      history = { writes: [], candidates: [], stateIndex: new Map(), states: [], sequence: [], returnPositions: [], previous: null, tools: new Set() }
      histories.set(write.resource, history)
    }
    history.writes.push(event)
    history.tools.add(event.action.tool)
    let index = history.stateIndex.get(write.state)
    if (index === undefined) {
      index = history.stateIndex.size
      history.stateIndex.set(write.state, index)
      if (history.states.length < STATE_LIMIT) history.states.push(previewValue(event.action.args))
    } else if (write.state !== history.previous) {
      history.candidates.push(event.position)
    }
    history.sequence.push(index < STATE_LIMIT ? index : -1)
    history.previous = write.state
  }
  const flips: ResourceFlip[] = []
  for (const [resource, history] of histories) {
    // A return counts when nothing was new from the write before it (the
    // visit to the other state) to the write after it, its own answer aside.
    let w = 0
    for (const position of history.candidates) {
      while (w < history.writes.length && history.writes[w]!.position < position) w++
      const previous = history.writes[w - 1]!.position
      const next = w + 1 < history.writes.length ? history.writes[w + 1]!.position : events.length
      const novel = newsBefore()[next]! - newsBefore()[previous + 1]! - freshAt(position)
      if (novel === 0 && !restoresPassing(events, history.writes, w, history.stateIndex)) history.returnPositions.push(position)
    }
    const returns = history.returnPositions.length
    const level = levelOf(returns, thresholds)
    if (level === null) continue
    const explained = history.returnPositions.every((p) => {
      const coveredLevel = covered.get(p)
      return coveredLevel === 'critical' || coveredLevel === level
    })
    if (explained) continue
    const name = resourceName(resource)
    flips.push({
      returnPositions: history.returnPositions,
      finding: {
        kind: 'resource-flip',
        signal: 'toolRepetition',
        detector: 'progress',
        level,
        tools: [...history.tools],
        resource: name,
        states: history.states,
        sequence: firstItems(history.sequence),
        returns,
        spanIndices: firstItems(history.writes.map((e) => e.spanIndex)),
        positions: firstItems(history.writes.map((e) => e.position)),
        wastedSteps: returns,
        message: `${name} was written back and forth between ${history.stateIndex.size} states, returning to an earlier state ${returns === 1 ? 'once' : `${returns} times`} with no new result in between.`,
      },
    })
  }
  return flips
}
