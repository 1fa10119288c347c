// Subjects compared as sorted lists of values: is one contained in the other?

/**
 * Whether one sorted list of values contains the other. Linear.
 *
 * @example
 * nestedValues(['a', 'c'], ['a', 'b', 'c']) // true
 */
export function nestedValues(a: readonly string[], b: readonly string[]): boolean {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a]
  let j = 0
  for (const value of small) {
    while (j < large.length && large[j]! < value) j++
    if (j >= large.length || large[j] !== value) return false
    j++
  }
  return true
}
