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

/**
 * Lists 1-based iteration numbers compactly: runs of three or more collapse
 * to a range.
 *
 * @example
 * formatIterations([2, 3, 4, 7]) // '2–4, 7'
 */
export function formatIterations(iterations: readonly number[]): string {
  const parts: string[] = []
  let i = 0
  while (i < iterations.length) {
    let j = i
    while (j + 1 < iterations.length && iterations[j + 1] === iterations[j]! + 1) j++
    if (j - i >= 2) parts.push(`${iterations[i]}–${iterations[j]}`)
    else for (let k = i; k <= j; k++) parts.push(String(iterations[k]))
    i = j + 1
  }
  return parts.join(', ')
}
