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
