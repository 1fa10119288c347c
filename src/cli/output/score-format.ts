/**
 * A score as the reports print it: at most three decimals, and one decimal
 * for whole numbers (`1.0`, `0.0`), so columns read alike.
 *
 * @example
 * formatScore(0.45)   // '0.45'
 * formatScore(1)      // '1.0'
 * formatScore(2 / 3)  // '0.667'
 */
export function formatScore(score: number): string {
  if (Number.isInteger(score)) return score.toFixed(1)
  return String(Math.round(score * 1000) / 1000)
}
