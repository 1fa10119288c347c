import { explainLoopHealth, renderScoreSparkline, type LoopHealthReason, type LoopHealthResult } from '../../src/health/index.js'
import { pluralWord } from '../../src/util/text.js'
import { CAPS, capList, more } from '../../src/render/caps.js'
import type { Palette } from './palette.js'
import { exactNumber } from '../../src/util/stable-json.js'
import { sanitize } from '../../src/util/sanitize.js'

/** A health reason and whether it fails the assertion. */
export interface JudgedReason {
  reason: LoopHealthReason
  fails: boolean
}

// The evaluator's messages name their reason ("Did not reach…", "Doom-loop
// guard fired…"); an anomaly's message needs its code in front.
function reasonText(reason: LoopHealthReason): string {
  const message = sanitize(reason.message)
  return reason.code === 'anomaly' ? `anomaly (${reason.anomaly.code}): ${message}` : message
}

/**
 * The reasons a loop is unhealthy, each marked as failing the assertion or
 * not: the evaluator's reasons always fail; an anomaly fails when
 * `failOnAnomalies` names it (or is `true`).
 *
 * @example
 * judgeReasons(health, ['plateau']).filter((r) => r.fails)
 */
export function judgeReasons(result: LoopHealthResult, failOnAnomalies: boolean | readonly string[]): JudgedReason[] {
  return explainLoopHealth(result).map((reason) => ({
    reason,
    fails:
      reason.affectsSuccess ||
      (reason.code === 'anomaly' && (failOnAnomalies === true || (Array.isArray(failOnAnomalies) && failOnAnomalies.includes(reason.anomaly.code)))),
  }))
}

/**
 * One line per reason, `✖` for those that fail the assertion and `⚠` for
 * anomalies shown for information; capped, with the rest counted.
 *
 * @example
 * reasonLines(judgeReasons(health, false), PLAIN)
 * // ['✖ Did not reach the threshold 8.0 in 4 iteration(s) (best 7.5, final 7.0).']
 */
export function reasonLines(reasons: readonly JudgedReason[], palette: Palette): string[] {
  const { shown, omitted } = capList(reasons, CAPS.reasons)
  const lines = shown.map(({ reason, fails }) => {
    const text = reasonText(reason)
    return fails ? `${palette.received('✖')} ${text}` : `${palette.dim('⚠')} ${text} ${palette.dim('(not failing: see failOnAnomalies)')}`
  })
  if (omitted > 0) lines.push(palette.dim(more(omitted, 'reason')))
  return lines
}

/**
 * The score history as a sparkline row with the threshold's height named,
 * then the scores themselves (the most recent ones when there are many).
 *
 * @example
 * scoreHistoryLines(health, PLAIN)
 * // ['scores ▄▅▆▆ (threshold 8.0 ─ at ▇)', '       6, 7, 7.5, 7.5']
 */
export function scoreHistoryLines(result: LoopHealthResult, palette: Palette): string[] {
  const history = result.scoreHistory
  const sparkline = renderScoreSparkline(history, result.threshold)
  if (history.length === 0) return [`scores ${sparkline}`]
  const tail = history.length > CAPS.scores ? history.slice(history.length - CAPS.scores) : history
  const values = tail.map((value) => (value === null ? 'null' : exactNumber(value))).join(', ')
  return [`scores ${palette.received(sparkline)}`, `       ${palette.dim(`${history.length > CAPS.scores ? '…, ' : ''}${values}`)}`]
}

/**
 * The verdict's facts on one line: convergence, waste against its
 * tolerance, guard events, mode.
 *
 * @example
 * healthSummary(health) // 'converged at iteration 2 of 3 · 1 wasted (at most 0) · guard events: 0 of 1 fired · mode optimize'
 */
export function healthSummary(result: LoopHealthResult): string {
  const converged = result.converged
    ? `converged${result.firstReachedIteration !== null ? ` at iteration ${result.firstReachedIteration}` : ''} of ${result.numIterations}`
    : `not converged in ${result.numIterations} ${pluralWord(result.numIterations, 'iteration')}`
  const fired = result.guardEvents.filter((event) => event.fired).length
  return [
    converged,
    `${result.wastedIterations} wasted (at most ${result.maxWastedIterations})`,
    `guard events: ${fired} of ${result.guardEvents.length} fired`,
    `mode ${sanitize(result.mode)}`,
  ].join(' · ')
}
