import pc from 'picocolors'
import { pyFormatFixed } from '../python/number.js'
import type { LoopAnomaly } from './anomaly-types.js'
import { renderScoreSparkline } from './sparkline.js'
import type { UsagePerSuccess } from './usage-anomalies.js'
import { drawTwoColumnTable, PLAIN_TABLE_STYLE, type TableStyle } from '../util/text-table.js'

/** The part of a writable stream the summary needs. */
export interface SummaryStream {
  write(chunk: string): unknown
  isTTY?: boolean
}

/** Python's `f'{d:+.1f}'`: always signed, ties to even. */
function signedDelta(delta: number): string {
  const text = pyFormatFixed(delta, 1)
  return text.startsWith('-') ? text : `+${text}`
}

function describeUsage(usage: UsagePerSuccess): string {
  const spent: string[] = []
  const each: string[] = []
  if (usage.tokens !== null) {
    spent.push(`${usage.tokens} tokens`)
    each.push(`${formatRatio(usage.tokensPerSuccess)} tokens`)
  }
  if (usage.cost !== null) {
    spent.push(`cost ${usage.cost}`)
    each.push(`cost ${formatRatio(usage.costPerSuccess)}`)
  }
  return `${spent.join(', ')}; per success: ${each.join(', ')}`
}

function formatRatio(value: number | null): string {
  if (value === null) return 'n/a'
  if (!Number.isFinite(value)) return '∞ (no success)'
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)))
}

/** What the summary reads of a loop-health result (a `LoopHealthResult` is one). */
export interface LoopHealthView {
  readonly success: boolean
  readonly converged: boolean
  readonly iterationsToSuccess: number
  readonly firstWastedIteration: number | null
  readonly wastedIterations: number
  readonly doomLoopFired: boolean
  readonly guardInterventions: number
  readonly totalDurationS: number
  readonly scoreDeltaPerIteration: readonly number[]
  readonly scoreHistory: ReadonlyArray<number | null>
  readonly threshold: number
  readonly usage: UsagePerSuccess | null
  readonly anomalies: readonly LoopAnomaly[]
}

function styleFor(result: LoopHealthView, color: boolean): TableStyle {
  if (!color) return PLAIN_TABLE_STYLE
  const c = pc.createColors(true)
  return {
    title: c.bold,
    border: c.dim,
    header: c.bold,
    label: c.cyan,
    value: result.success ? c.green : c.red,
  }
}

/**
 * The loop-health summary as a table: the reference's rows (status,
 * convergence, iterations, waste, doom loop, guard interventions, duration,
 * score deltas) plus the score sparkline, usage when known, and one row
 * per anomaly. Pure:
 * colour codes only when `color` is true.
 *
 * @example
 * process.stdout.write(formatLoopHealthSummary(health, { color: false }))
 */
export function formatLoopHealthSummary(result: LoopHealthView, options: { color?: boolean } = {}): string {
  const rows: Array<[string, string]> = [
    ['Status', result.success ? '✓ HEALTHY' : '✗ UNHEALTHY'],
    ['Converged', result.converged ? 'yes' : 'no'],
    ['Iterations to Success', String(result.iterationsToSuccess)],
    [
      'Wasted Iterations',
      result.firstWastedIteration === null ? String(result.wastedIterations) : `${result.wastedIterations} (from iteration ${result.firstWastedIteration})`,
    ],
    ['Doom-Loop Fired', result.doomLoopFired ? 'YES' : 'no'],
    ['Guard Interventions', String(result.guardInterventions)],
    ['Duration', `${pyFormatFixed(result.totalDurationS, 2)}s`],
  ]
  if (result.scoreDeltaPerIteration.length > 0) {
    rows.push(['Score Deltas', result.scoreDeltaPerIteration.map(signedDelta).join(' → ')])
  }
  if (result.scoreHistory.length > 0) rows.push(['Scores', renderScoreSparkline(result.scoreHistory, result.threshold)])
  if (result.usage !== null) rows.push(['Usage', describeUsage(result.usage)])
  for (const anomaly of result.anomalies) rows.push(['Anomaly', `${anomaly.code}: ${anomaly.message}`])
  return drawTwoColumnTable('Loop Health Summary', ['Metric', 'Value'], rows, styleFor(result, options.color ?? false))
}
