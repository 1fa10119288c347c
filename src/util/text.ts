// Words for counts, shared by every place that writes for people (matcher
// messages, the CLI's outputs).

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
