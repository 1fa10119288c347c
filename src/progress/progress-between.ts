// Positions in ascending lists of span positions: whether any action made
// progress between two points of a trace (the question every reasoning rule
// asks before comparing two steps' wording), and how many lie in a range.
// Binary search, O(log n).

/**
 * The index of the first value above `bound` in an ascending list.
 *
 * @example
 * firstAbove([1, 3, 5], 3) // 2
 */
export function firstAbove(sorted: readonly number[], bound: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! <= bound) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The index of the first item whose span position is above `bound`, in a
 * list ascending by span position (actions, events, model steps).
 *
 * @example
 * firstSpanAbove([{ spanIndex: 1 }, { spanIndex: 4 }], 3) // 1
 */
export function firstSpanAbove(items: readonly { readonly spanIndex: number }[], bound: number): number {
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (items[mid]!.spanIndex <= bound) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Whether an action that made progress sits strictly between two span positions.
 *
 * @example
 * progressBetween([4, 9], 5, 12) // true
 */
export function progressBetween(progressSpans: readonly number[], from: number, to: number): boolean {
  const next = firstAbove(progressSpans, from)
  return next < progressSpans.length && progressSpans[next]! < to
}

/**
 * How many ascending values lie in `(from, to]`.
 *
 * @example
 * countBetween([1, 3, 5], 1, 5) // 2
 */
export function countBetween(sorted: readonly number[], from: number, to: number): number {
  return firstAbove(sorted, to) - firstAbove(sorted, from)
}
