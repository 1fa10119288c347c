import { pad } from '../util/text-table.js'
import { plural } from '../util/text.js'
import type { BenchSummary } from './run.js'

const FAMILY_WIDTH = 26
const COLUMN_WIDTH = 9

/**
 * What the text report says besides the numbers.
 *
 * @example
 * formatBenchReport(summary, { notice: 'Note: scripted answers.' })
 */
export interface BenchTextOptions {
  /** Printed under the title: the oracle's "mechanism, not a judge" notice, for one. */
  notice?: string
}

/**
 * The benchmark's text report, in the seed's layout: the stagnation table
 * (correct calls per family), the verdict table, and the totals with the
 * undecided count, errors, cost, input tokens and mean latency.
 *
 * @example
 * formatBenchReport(summary)
 * // 'Stagnation signal, correct calls per family ...\nfamily    lexical\n...\nalternating_loop    0/6\n...'
 */
export function formatBenchReport(summary: BenchSummary, options: BenchTextOptions = {}): string {
  const lines: string[] = [`loopcheck bench: ${summary.detector} on ${summary.dataset} (${summary.n} traces)`]
  if (options.notice !== undefined) lines.push('', options.notice)
  lines.push(
    '',
    'Stagnation signal, correct calls per family (reasoning sub-score below 1.0 where the row expects stagnation, 1.0 where not)',
    ...familyTable(summary, 'stagnationCorrect'),
    '',
    'Metric verdict, correct calls per family (success false where the row expects a loop, true where not)',
    ...familyTable(summary, 'verdictCorrect'),
    '',
    ...totalsLines(summary),
  )
  return `${lines.join('\n')}\n`
}

function familyTable(summary: BenchSummary, key: 'stagnationCorrect' | 'verdictCorrect'): string[] {
  const width = Math.max(COLUMN_WIDTH, summary.detector.length + 2)
  const familyWidth = Math.max(FAMILY_WIDTH, ...Object.keys(summary.families).map((name) => name.length + 2))
  const rows = [`${pad('family', familyWidth)}${pad(summary.detector, width, 'right')}`, '-'.repeat(familyWidth + width)]
  for (const [name, family] of Object.entries(summary.families)) rows.push(`${pad(name, familyWidth)}${pad(`${family[key]}/${family.n}`, width, 'right')}`)
  return rows
}

function totalsLines(summary: BenchSummary): string[] {
  const t = summary.totals
  return [
    `Totals: stagnation ${t.stagnationCorrect}/${summary.n} (${percent(t.stagnationCorrect, summary.n)}) · verdict ${t.verdictCorrect}/${summary.n} (${percent(t.verdictCorrect, summary.n)})`,
    `        ${t.undecided} undecided · ${plural(t.errors, 'error')} · ${formatUsd(t.costUsd)} (${t.inputTokens.toLocaleString('en-US')} input tokens) · ${Math.round(t.meanLatencyMs)} ms mean latency`,
  ]
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((100 * part) / whole)}%`
}

/**
 * Dollars for the totals line: four decimals, or two significant digits for
 * amounts under a hundredth of a cent (a single judged trace costs less).
 *
 * @example
 * formatUsd(0.0042)    // '$0.0042'
 * formatUsd(0.0000071) // '$0.0000071'
 */
export function formatUsd(usd: number): string {
  if (usd === 0) return '$0'
  if (usd < 0.0001) return `$${usd.toPrecision(2)}`
  return `$${usd.toFixed(4)}`
}
