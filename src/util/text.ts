// Text helpers shared by every place that writes for people (matcher
// messages, the CLI's outputs, the judge's view of a trace): words for
// counts, cutting text, listing numbers, ordering strings.

/**
 * A noun for a count: `call` for one, `calls` otherwise.
 *
 * @example
 * pluralWord(2, 'trace') // 'traces'
 */
export function pluralWord(count: number, noun: string): string {
  return count === 1 ? noun : `${noun}s`
}

/**
 * A count with its noun: `1 call`, `2 calls`.
 *
 * @example
 * plural(2, 'loop pattern') // '2 loop patterns'
 */
export function plural(count: number, noun: string): string {
  return `${count} ${pluralWord(count, noun)}`
}

/**
 * Cuts text to at most `max` characters (code points, never half a
 * surrogate pair), marking the cut with `…`: the one way loopcheck shortens
 * text, in matcher messages, the CLI's outputs and the judge's view of a
 * trace.
 *
 * @example
 * truncate('abcdefgh', 5) // 'abcd…'
 * truncate('🚀🚀🚀', 2)    // '🚀…'
 */
export function truncate(text: string, max: number): string {
  // UTF-16 length bounds the code-point count: most text needs no walk.
  if (text.length <= max) return text
  let count = 0
  let end = 0
  for (const char of text) {
    if (count === max) return `${text.slice(0, end)}…`
    if (count < max - 1) end += char.length
    count++
  }
  return text
}

/**
 * Cuts text to at most `max` characters by its start, for paths, whose end
 * says the most.
 *
 * @example
 * truncateStart('traces/very/long/name.json', 12) // '…g/name.json'
 */
export function truncateStart(text: string, max: number): string {
  if (text.length <= max) return text
  const chars = Array.from(text)
  return chars.length <= max ? text : `…${chars.slice(chars.length - Math.max(0, max - 1)).join('')}`
}

/**
 * Lists integers compactly, collapsing runs of three or more consecutive
 * values into a range.
 *
 * @example
 * listRanges([2, 3, 4, 8, 10]) // '2–4, 8, 10'
 */
export function listRanges(values: readonly number[]): string {
  const parts: string[] = []
  let i = 0
  while (i < values.length) {
    let j = i
    while (j + 1 < values.length && values[j + 1] === values[j]! + 1) j++
    if (j - i >= 2) parts.push(`${values[i]}–${values[j]}`)
    else for (let k = i; k <= j; k++) parts.push(String(values[k]))
    i = j + 1
  }
  return parts.join(', ')
}

/**
 * Text on one line (whitespace runs collapsed, ends trimmed), cut to `max`
 * characters.
 *
 * @example
 * oneLine('  many\n words  ', 8) // 'many wo…'
 */
export function oneLine(text: string, max: number): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), max)
}

/**
 * Compares two strings by UTF-16 code units: the same order on every
 * machine and locale, which baselines, reports and printed keys depend on.
 *
 * @example
 * ['b', 'B', 'a'].sort(compareStrings) // ['B', 'a', 'b']
 */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
