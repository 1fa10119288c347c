// Bounds on the evidence a finding carries, so a report stays small however
// long the loop: a 20,000-step loop is reported with its first positions and
// its total count, not with 20,000 texts.

/** Positions (`spanIndices`, `positions`, `steps`) listed per finding. */
export const MAX_LISTED_POSITIONS = 1000

/** Reasoning texts quoted per finding. */
export const MAX_LISTED_TEXTS = 10

/** Similar pairs listed per repeated-reasoning finding. */
export const MAX_LISTED_PAIRS = 50

/**
 * The first `limit` items of a list (the list itself when it is short enough).
 *
 * @example
 * firstItems([1, 2, 3], 2) // [1, 2]
 */
export function firstItems<T>(items: readonly T[], limit: number = MAX_LISTED_POSITIONS): T[] {
  return items.length <= limit ? [...items] : items.slice(0, limit)
}

/**
 * `firstItems(items.map(map), limit)`, mapping only the items kept.
 *
 * @example
 * firstMapped([1, 2, 3], (n) => n * 10, 2) // [10, 20]
 */
export function firstMapped<T, U>(items: readonly T[], map: (item: T) => U, limit: number = MAX_LISTED_POSITIONS): U[] {
  const kept = Math.min(items.length, limit)
  const out: U[] = new Array(kept)
  for (let i = 0; i < kept; i++) out[i] = map(items[i]!)
  return out
}
