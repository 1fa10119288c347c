import { exactNumber } from '../../src/util/stable-json.js'

/**
 * A score as the engine computed it: `0.45`, `0.6000000000000001`, `1`.
 * Rounding would make a failure at `0.49999` read as `0.5`, which passes.
 *
 * @example
 * score(0.45) // '0.45'
 */
export function score(value: number): string {
  return exactNumber(value)
}

/**
 * A similarity or probability for reading: four decimals at most, marked
 * `≈` when rounding changed it (the exact value is in the report).
 *
 * @example
 * approx(0.9504950495049505) // '≈0.9505'
 * approx(1)                  // '1'
 */
export function approx(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Math.round(value * 10_000) / 10_000
  return rounded === value ? exactNumber(value) : `≈${rounded}`
}
