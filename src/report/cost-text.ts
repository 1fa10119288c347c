// How a loop's token cost reads, written once for matcher messages, the
// CLI's outputs and the HTML report.

import type { LoopReport } from './types.js'
import { pluralWord } from '../util/text.js'

/**
 * A token count for people: `12,400 tokens`, `1 token`.
 *
 * @example
 * tokenCount(12400) // '12,400 tokens'
 */
export function tokenCount(tokens: number): string {
  return `${tokens.toLocaleString('en-US')} ${pluralWord(tokens, 'token')}`
}

/**
 * What the loops cost, in one phrase, or `null` when the trace recorded no
 * usage: `12,400 tokens wasted, 38% of the run's 32,600`. A report with
 * usage and no waste reads `no tokens wasted (the run spent 3,200)`.
 *
 * @example
 * tokenCostPhrase({ wastedTokens: 12400, totalTokens: 32600 }) // "12,400 tokens wasted, 38% of the run's 32,600"
 * tokenCostPhrase({ wastedTokens: null, totalTokens: null })   // null
 */
export function tokenCostPhrase(report: Pick<LoopReport, 'wastedTokens' | 'totalTokens'>): string | null {
  const { wastedTokens: wasted, totalTokens: total } = report
  if (wasted === null || wasted === undefined || total === null || total === undefined) return null
  if (wasted === 0) return `no tokens wasted (the run spent ${total.toLocaleString('en-US')})`
  return `${tokenCount(wasted)} wasted, ${sharePercent(wasted, total)} of the run's ${total.toLocaleString('en-US')}`
}

/**
 * A share as a whole percentage, never rounded to 0% or 100% when it is
 * neither.
 *
 * @example
 * sharePercent(12400, 32600) // '38%'
 * sharePercent(1, 1000)      // '<1%'
 */
export function sharePercent(part: number, whole: number): string {
  if (whole <= 0) return '0%'
  const share = (part / whole) * 100
  if (share > 0 && share < 1) return '<1%'
  if (share > 99 && share < 100) return '>99%'
  return `${Math.round(share)}%`
}

/**
 * A run's token line over many traces: `tokens wasted in loops: 12,400 of
 * 98,000 (13%), over 7 of 9 traces that recorded usage`.
 *
 * @example
 * runTokensLine({ traces: 7, total: 98000, wasted: 12400 }, 9)
 */
export function runTokensLine(tokens: { traces: number; total: number; wasted: number }, scored: number): string {
  const over =
    tokens.traces === scored
      ? `over ${tokens.traces === 1 ? 'the trace' : `all ${tokens.traces} traces`}`
      : `over the ${tokens.traces} of ${scored} traces that recorded usage`
  return `tokens wasted in loops: ${tokens.wasted.toLocaleString('en-US')} of ${tokens.total.toLocaleString('en-US')} (${sharePercent(tokens.wasted, tokens.total)}), ${over}`
}
