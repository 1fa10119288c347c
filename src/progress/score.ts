// From findings to scores and a verdict. Each signal scores 1 when clean,
// between 0.5 and 1 with warnings only, and below 0.5 (toward 0 as waste
// grows) with a confirmed loop; the combined score is the lowest enabled
// signal, so one confirmed pattern is enough to fail (deepeval's weighted
// mean lets no single signal fail a trace). Every score only falls as
// wasted steps grow: one more identical repeat never scores better.

import type { FindingLevel, LoopFinding } from '../report/types.js'

/** How much waste a signal found, by level. */
export interface SignalWaste {
  /** Wasted steps in confirmed loops. */
  readonly critical: number
  /** Wasted steps in warnings (not counted when a loop is confirmed). */
  readonly warning: number
}

/**
 * A signal's score from its waste, with `repetitionThreshold` R as the
 * scale: `0.5 / (1 + critical / R)` with a confirmed loop (0.25 at R wasted
 * steps, falling toward 0), `0.5 + 0.5 / (1 + warning)` with warnings only
 * (0.75 for one, 0.6667 for two), 1 when clean; four decimals.
 *
 * @example
 * signalScore({ critical: 3, warning: 0 }, 3) // 0.25
 * signalScore({ critical: 0, warning: 2 }, 3) // 0.6667
 */
export function signalScore(waste: SignalWaste, repetitionThreshold: number): number {
  if (waste.critical > 0) return fourDecimals(0.5 / (1 + waste.critical / repetitionThreshold))
  if (waste.warning > 0) return fourDecimals(0.5 + 0.5 / (1 + waste.warning))
  return 1
}

/**
 * Four decimals: the score is a reading of waste, not a measurement, and
 * float noise (`0.30000000000000004`) would land in messages, snapshots and
 * JSON. A confirmed loop stays below 0.5 (its largest value, at one wasted
 * step of a large R, rounds to 0.5 only past R = 10,000, and a confirmed
 * loop fails whatever its score).
 */
function fourDecimals(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/**
 * The waste of a list of findings: wasted steps summed per level.
 *
 * @example
 * wasteOf([{ level: 'critical', wastedSteps: 3 }, { level: 'warning', wastedSteps: 2 }]) // { critical: 3, warning: 2 }
 */
export function wasteOf(findings: ReadonlyArray<Pick<LoopFinding, 'level' | 'wastedSteps'>>): SignalWaste {
  let critical = 0
  let warning = 0
  for (const finding of findings) {
    const steps = Math.max(1, finding.wastedSteps ?? 1)
    if (finding.level === 'critical') critical += steps
    else warning += steps
  }
  return { critical, warning }
}

/** The most serious level among findings, or `null` when there are none. */
export function worstLevel(findings: ReadonlyArray<{ level: FindingLevel }>): FindingLevel | null {
  let worst: FindingLevel | null = null
  for (const finding of findings) {
    if (finding.level === 'critical') return 'critical'
    worst = 'warning'
  }
  return worst
}
