// Counting words without listing them: the result readers ask how many
// words a text has far more often than which, and `match` builds an array of
// every word to answer.

// Runs of letters and digits, as the readers count words.
const WORD_RUN = /[\p{L}\p{N}]+/gu

/**
 * How many runs of letters and digits the first `end` characters of a text
 * hold: `text.slice(0, end).match(/[\p{L}\p{N}]+/gu)?.length ?? 0`, without
 * building the list (a plain scan for ASCII text, the pattern's `test` for
 * the rest).
 *
 * @example
 * countWordRuns('No results found.') // 3
 * countWordRuns('données: 12', 7)    // 1
 */
export function countWordRuns(text: string, end: number = text.length): number {
  const stop = Math.min(end, text.length)
  let count = 0
  let inRun = false
  for (let i = 0; i < stop; i++) {
    const c = text.charCodeAt(i)
    if (c >= 128) return countByPattern(stop === text.length ? text : text.slice(0, stop))
    const lower = c | 32
    const word = (c >= 48 && c <= 57) || (lower >= 97 && lower <= 122)
    if (word && !inRun) count++
    inRun = word
  }
  return count
}

function countByPattern(text: string): number {
  WORD_RUN.lastIndex = 0
  let count = 0
  while (WORD_RUN.test(text)) count++
  return count
}
