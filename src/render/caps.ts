import { listRanges, pluralWord } from '../util/text.js'

// How much of a long trace a finding shows. A message is read in a terminal
// or a CI log: past a screenful, more detail hides the point. Every cap says
// what it left out, so nothing disappears silently.

/** The limits every output uses. */
export const CAPS = {
  /** Findings a matcher message renders in full; the rest are counted. */
  findings: 8,
  /** Span positions listed for one finding. */
  positions: 12,
  /** Characters of one printed argument object or text excerpt. */
  valueChars: 200,
  /** Lines of one argument diff. */
  diffLines: 16,
  /** Calls that differ only slightly from a repeated one (or argument variants), shown with a diff. */
  nearMisses: 3,
  /** Runs (shared, removed, added) of one word diff. */
  wordRuns: 14,
  /** Characters of one run of a word diff. */
  runChars: 160,
  /** Words of each text fed to the word diff. */
  diffWords: 600,
  /** Spans of an ancestry path drawn before the middle is elided. */
  pathSpans: 14,
  /** Health reasons listed in full. */
  reasons: 10,
  /** Scores listed next to the sparkline. */
  scores: 24,
} as const

/**
 * The first `max` items, and how many were left out.
 *
 * @example
 * capList([1, 2, 3, 4], 2) // { shown: [1, 2], omitted: 2 }
 */
export function capList<T>(items: readonly T[], max: number): { shown: T[]; omitted: number } {
  return items.length <= max ? { shown: [...items], omitted: 0 } : { shown: items.slice(0, max), omitted: items.length - max }
}

/**
 * `N more <noun>s`, for the line that closes a capped list.
 *
 * @example
 * more(3, 'finding') // '… and 3 more findings'
 */
export function more(count: number, noun: string): string {
  return `… and ${count} more ${pluralWord(count, noun)}`
}

/**
 * Lists span positions compactly ({@link listRanges}), capped.
 *
 * @example
 * listPositions([2, 3, 4, 8, 10]) // '2–4, 8, 10'
 */
export function listPositions(positions: readonly number[], max: number = CAPS.positions): string {
  const { shown, omitted } = capList(positions, max)
  return omitted > 0 ? `${listRanges(shown)} … (${omitted} more)` : listRanges(shown)
}
