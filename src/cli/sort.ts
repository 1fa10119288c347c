/**
 * Compares two strings by UTF-16 code units: the same order on every
 * machine and locale, which baselines and reports depend on.
 *
 * @example
 * ['b', 'B', 'a'].sort(compareStrings) // ['B', 'a', 'b']
 */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
