// Whether any action made progress between two points of a trace: the
// question every reasoning rule asks before comparing two steps' wording.

/**
 * Whether an action that made progress sits strictly between two span positions.
 * `progressSpans` is ascending; binary search, O(log n).
 */
export function progressBetween(progressSpans: readonly number[], from: number, to: number): boolean {
  let lo = 0
  let hi = progressSpans.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (progressSpans[mid]! <= from) lo = mid + 1
    else hi = mid
  }
  return lo < progressSpans.length && progressSpans[lo]! < to
}
