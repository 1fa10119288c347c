import { formatScore } from './score-format.js'

const LEVELS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'] as const
const TOP = LEVELS.length - 1

/** Glyphs for scores that have no height. */
const MISSING = '×'
const POSITIVE_INFINITY = '↑'
const NEGATIVE_INFINITY = '↓'

/** How {@link renderScoreSparkline} scales and shortens the row. */
export interface SparklineOptions {
  /** Bottom of the scale. Default: see {@link renderScoreSparkline}. */
  min?: number
  /** Top of the scale. Default: see {@link renderScoreSparkline}. */
  max?: number
  /** Longest row in glyphs; a longer history keeps its most recent scores after `…`. Default 40. */
  maxWidth?: number
}

/**
 * The scale a history is drawn on: a judge's 0–10 when every value fits it
 * (PraisonAI scores 1–10), a metric's 0–1 when every value fits that, else
 * from the lowest (or 0) to the highest value. A fixed scale keeps two loops'
 * rows comparable, and keeps a flat 6.5 from looking like a full bar.
 */
function defaultScale(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 10]
  const lowest = Math.min(...values)
  const highest = Math.max(...values)
  if (lowest >= 0 && highest <= 1) return [0, 1]
  if (lowest >= 0 && highest <= 10) return [0, 10]
  return [Math.min(0, lowest), highest]
}

/**
 * Draws a score history as one row of block glyphs with the threshold's
 * height named after it, for failure messages and summaries:
 * `▄▅▅▅▅ (threshold 8.0 ─ at ▆)`. A score below the threshold is always
 * drawn lower than the threshold glyph, and one at or above it never lower,
 * so the row answers "did it get there" even at eight levels. The scale is
 * 0–10 for judge scores, 0–1 for metrics, otherwise the values' own range. `null` and
 * `NaN` draw as `×`, infinities as `↑` / `↓`. Plain text: no colour codes.
 *
 * @example
 * renderScoreSparkline([2, 4, 6, 9, 8.5], 8) // '▂▄▅▇▇ (threshold 8.0 ─ at ▇)'
 * renderScoreSparkline([], 8)                // '(no scores) (threshold 8.0 ─ at ▇)'
 */
export function renderScoreSparkline(scores: ReadonlyArray<number | null>, threshold: number, options: SparklineOptions = {}): string {
  const finite = scores.filter((s): s is number => typeof s === 'number' && Number.isFinite(s))
  const scaleHeight = Number.isFinite(threshold) ? [threshold] : []
  const [defaultLow, defaultHigh] = defaultScale([...finite, ...scaleHeight])
  const low = options.min ?? defaultLow
  const high = options.max ?? defaultHigh
  const levelOf = (value: number): number => {
    if (high <= low) return TOP
    const level = Math.round(((value - low) / (high - low)) * TOP)
    return Math.min(TOP, Math.max(0, level))
  }
  const thresholdLevel = Number.isFinite(threshold) ? levelOf(threshold) : TOP
  const glyph = (score: number | null): string => {
    if (score === null || Number.isNaN(score)) return MISSING
    if (score === Number.POSITIVE_INFINITY) return POSITIVE_INFINITY
    if (score === Number.NEGATIVE_INFINITY) return NEGATIVE_INFINITY
    let level = levelOf(score)
    if (score < threshold && level >= thresholdLevel) level = Math.max(0, thresholdLevel - 1)
    if (score >= threshold && level < thresholdLevel) level = thresholdLevel
    return LEVELS[level]!
  }

  const maxWidth = Math.max(2, options.maxWidth ?? 40)
  const shown = scores.length > maxWidth ? scores.slice(scores.length - (maxWidth - 1)) : scores
  const row = scores.length === 0 ? '(no scores)' : `${scores.length > maxWidth ? '…' : ''}${shown.map(glyph).join('')}`
  return `${row} (threshold ${formatScore(threshold)} ─ at ${LEVELS[thresholdLevel]})`
}
