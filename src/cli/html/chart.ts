import { SIGNAL_NAMES, type LoopBreakdown } from '../../index.js'
import { SIGNAL_LABELS } from '../../render/kinds.js'
import { formatScore } from '../output/score-format.js'

const BAR = 160
const ROW = 22

/**
 * The bar colour for a sub-score: green when clean, amber for a warning, red at 0.
 *
 * @example
 * scoreColor(0.5) // '#ef8f00'
 */
export function scoreColor(score: number): string {
  if (score >= 1) return '#2e7d32'
  if (score > 0) return '#ef8f00'
  return '#c62828'
}

/**
 * The score breakdown as a small inline SVG bar chart: one bar per signal,
 * its length the sub-score. No script, no external reference; every text in
 * it is ours (signal names and numbers), none from the trace.
 *
 * @example
 * breakdownChart({ toolRepetition: 0.5, reasoningStagnation: 0, callGraphCycles: 1 }) // '<svg ...>...</svg>'
 */
export function breakdownChart(breakdown: LoopBreakdown): string {
  const height = SIGNAL_NAMES.length * ROW + 4
  const rows = SIGNAL_NAMES.map((name, i) => {
    const score = Math.min(1, Math.max(0, breakdown[name]))
    const y = i * ROW + 2
    return [
      `<text x="0" y="${y + 14}" class="chart-label">${SIGNAL_LABELS[name]}</text>`,
      `<rect x="140" y="${y + 3}" width="${BAR}" height="14" rx="3" fill="#eceff1"/>`,
      `<rect x="140" y="${y + 3}" width="${Math.round(score * BAR)}" height="14" rx="3" fill="${scoreColor(score)}" class="chart-bar" data-signal="${name}"/>`,
      `<text x="${140 + BAR + 8}" y="${y + 14}" class="chart-value">${formatScore(score)}</text>`,
    ].join('')
  })
  return `<svg class="chart" role="img" aria-label="score breakdown" width="${140 + BAR + 44}" height="${height}" viewBox="0 0 ${140 + BAR + 44} ${height}" xmlns="http://www.w3.org/2000/svg">${rows.join('')}</svg>`
}
