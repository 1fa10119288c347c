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

/**
 * Whether two sorted subject lists ask about the same things in two time
 * windows that do not overlap: the same values apart from their dates
 * (`date:…`), each a window (two dates or more), and every date of one
 * before every date of the other (the next week, the month after). Nothing found in one window and again in the
 * next is a cursor walking on past the end. Linear.
 *
 * @example
 * movedAlong(['date:2025-04-15', 'date:2025-04-28', 'tx-9'], ['date:2025-04-29', 'date:2025-05-12', 'tx-9']) // true
 * movedAlong(['date:2025-04-15', 'date:2025-04-28', 'tx-9'], ['date:2025-04-29', 'date:2025-05-12', 'tx-8']) // false: another subject
 */
export function movedAlong(a: readonly string[], b: readonly string[]): boolean {
  // Windows (a start and an end) walk like a cursor; one day asked after another is batch work over days.
  // Counted first: most subjects hold no dates, and this runs for every empty answer.
  if (dateCount(a) < 2 || dateCount(b) < 2) return false
  const rest = (values: readonly string[]) => values.filter((v) => !v.startsWith('date:'))
  const dates = (values: readonly string[]) => values.filter((v) => v.startsWith('date:'))
  const [da, db] = [dates(a), dates(b)]
  const [ra, rb] = [rest(a), rest(b)]
  if (ra.length !== rb.length || ra.some((v, i) => v !== rb[i])) return false
  // Dates are `date:YYYY-MM-DD`: they sort as they fall.
  return da[da.length - 1]! < db[0]! || db[db.length - 1]! < da[0]!
}

function dateCount(values: readonly string[]): number {
  let n = 0
  for (const value of values) if (value.startsWith('date:')) n++
  return n
}
