import type { JudgedLoopReport } from '../../src/judge/index.js'
import { tokenCostPhrase } from '../../src/report/cost-text.js'
import { SIGNAL_NAMES, type LoopReport, type SignalName } from '../../src/report/types.js'
import type { Palette } from './palette.js'
import { score } from './numbers.js'
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
  const parts = signals.length === SIGNAL_NAMES.length ? [`score ${palette.bold(score(report.score))} (threshold ${score(report.threshold)})`] : []
  for (const name of signals) {
    const value = report.breakdown[name]
    const text = `${name} ${score(value)}`
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

/**
 * One short line per finding, for the `actual` side of a vitest diff.
 *
 * @example
 * findingSummary(finding) // 'repeated-tool-call: run_tests ×6 at spans 2, 4, 6, 8, 10, 12'
 */
export function findingSummary(finding: LoopReport['findings'][number]): string {
  switch (finding.kind) {
    case 'repeated-tool-call':
      return `repeated-tool-call: ${sanitize(finding.tool)} ×${finding.count}`
    case 'reasoning-stagnation':
      return `reasoning-stagnation: steps ${finding.steps[0]} and ${finding.steps[1]}`
    case 'call-graph-cycle': {
      const last = finding.path[finding.path.length - 1]
      return `call-graph-cycle: ${last === undefined ? '?' : sanitize(`${last.type}:${last.name}`)} at span ${last?.spanIndex ?? '?'}`
    }
    default: {
      // Other detectors' kinds: the kind, what it is about, how many times.
      const f = finding as { kind: unknown; tool?: unknown; tools?: unknown; agents?: unknown; resource?: unknown; count?: unknown }
      const subject = [f.tool, f.resource, ...(Array.isArray(f.tools) ? f.tools : []), ...(Array.isArray(f.agents) ? f.agents : [])].find(
        (s) => typeof s === 'string',
      )
      const count = typeof f.count === 'number' ? ` ×${f.count}` : ''
      return sanitize(`${String(f.kind)}${subject !== undefined ? `: ${String(subject)}` : ''}${count}`)
    }
  }
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
