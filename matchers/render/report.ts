import type { JudgedLoopReport } from '../../src/judge/index.js'
import { tokenCostPhrase } from '../../src/report/cost-text.js'
import { SIGNAL_NAMES, type LoopReport, type SignalName } from '../../src/report/types.js'
import type { Palette } from './palette.js'
import { exactNumber } from '../../src/util/stable-json.js'
import { sanitize } from '../../src/util/sanitize.js'

/**
 * The score, the breakdown and the threshold on one line, every number as
 * the engine computed it. A signal below 1 is coloured as received. When the
 * trace recorded token usage, a second line says what the loops cost.
 *
 * @example
 * scoreLine(report, PLAIN)
 * // 'score 0.45 (threshold 0.5) · toolRepetition 0.5 · reasoningStagnation 0 · callGraphCycles 1 · detector deepeval'
 */
export function scoreLine(report: LoopReport, palette: Palette, signals: readonly SignalName[] = SIGNAL_NAMES): string {
  // With some signals left out the combined score mixes in nothing useful.
  const parts = signals.length === SIGNAL_NAMES.length ? [`score ${palette.bold(exactNumber(report.score))} (threshold ${exactNumber(report.threshold)})`] : []
  for (const name of signals) {
    const value = report.breakdown[name]
    const text = `${name} ${exactNumber(value)}`
    parts.push(value < 1 ? palette.received(text) : text)
  }
  parts.push(palette.dim(`detector ${sanitize(report.detector)}`))
  const line = parts.join(' · ')
  const cost = tokenCostPhrase(report)
  return cost === null ? line : `${line}\n${report.wastedTokens ? palette.received(cost) : cost}`
}

/**
 * The signals that could not vouch for the trace: turned off, or without the
 * data they need. Shown when a trace passes where a loop was expected, so a
 * `1` that only means "not checked" is not read as "clean".
 *
 * @example
 * uncheckedSignals(report, PLAIN)
 * // ['reasoningStagnation: insufficient data (no two consecutive model outputs were text of at least 20 meaningful words…)']
 */
export function uncheckedSignals(report: LoopReport, palette: Palette, signals: readonly SignalName[] = SIGNAL_NAMES): string[] {
  const lines: string[] = []
  for (const name of signals) {
    const signal = report.signals[name]
    if (signal === undefined) continue
    if (signal.status === 'skipped') lines.push(`${name}: ${palette.dim('not checked (turned off)')}`)
    if (signal.status === 'insufficient-data') {
      lines.push(`${name}: insufficient data${signal.note !== undefined ? ` ${palette.dim(`(${sanitize(signal.note)})`)}` : ''}`)
    }
  }
  return lines
}

/**
 * The breakdown with every signal at 1, the clean verdict a vitest diff
 * compares against.
 */
export function cleanBreakdown(signals: readonly SignalName[] = SIGNAL_NAMES): Partial<Record<SignalName, number>> {
  return Object.fromEntries(signals.map((name) => [name, 1]))
}

function isJudged(report: LoopReport): report is JudgedLoopReport {
  const judge = (report as Partial<JudgedLoopReport>).judge
  return typeof judge === 'object' && judge !== null && typeof judge.failed === 'boolean'
}

/**
 * For a judged report whose judge call failed: the line saying so, since
 * its scores are then the deterministic detector's. Empty otherwise.
 *
 * @example
 * judgeFailureNote(await judgeDetectLoops(trace, offlineJudge)) // 'The judge failed (…); the scores are the deterministic detector's.'
 */
export function judgeFailureNote(report: LoopReport): string {
  if (!isJudged(report) || !report.judge.failed) return ''
  return `The judge failed (${sanitize(String(report.judge.error))}); the scores are the deterministic detector's.`
}
