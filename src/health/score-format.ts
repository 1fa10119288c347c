import { pyRound } from '../python/number.js'

/**
 * Prints a score for people: at most four decimals, integral values with a
 * `.0` (the reference's scores and thresholds are floats, `8.0`), and
 * `null`, `NaN` and infinities spelled out.
 *
 * @example
 * formatScore(8)       // '8.0'
 * formatScore(6.54321) // '6.5432'
 * formatScore(null)    // 'null'
 */
export function formatScore(score: number | null): string {
  if (score === null) return 'null'
  if (!Number.isFinite(score)) return String(score)
  const rounded = pyRound(score, 4)
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded)
}
