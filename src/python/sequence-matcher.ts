// An exact port of the part of Python's difflib.SequenceMatcher that
// `ratio()` needs: `__chain_b` with the automatic "popular element" junk rule,
// `find_longest_match` with its tie-breaking and its extension over equal
// neighbours, and `get_matching_blocks`' divide and conquer. It works on
// sequences of small integer symbols (code points mapped through a
// {@link SymbolTable}), with typed arrays reused between calls: this is the
// hot path of the deepeval port's stagnation check.

/**
 * Maps code points to dense integer symbols so per-symbol tables can be flat
 * arrays. ASCII keeps its own code; other code points get the next free id.
 *
 * @example
 * const table = new SymbolTable()
 * table.encode('héllo') // Int32Array [104, 128, 108, 108, 111]
 */
export class SymbolTable {
  private readonly extra = new Map<number, number>()
  private next = 128

  /** How many distinct symbols exist so far (an upper bound for any id + 1). */
  get size(): number {
    return this.next
  }

  /** The symbol for one code point. */
  symbol(codePoint: number): number {
    if (codePoint < 128) return codePoint
    let id = this.extra.get(codePoint)
    if (id === undefined) {
      id = this.next++
      this.extra.set(codePoint, id)
    }
    return id
  }

  /** The symbols of a string's code points, in order. */
  encode(text: string): Int32Array {
    const out = new Int32Array(text.length)
    let n = 0
    for (let i = 0; i < text.length; i++) {
      let code = text.charCodeAt(i)
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1)
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000
          i++
        }
      }
      out[n++] = code < 128 ? code : this.symbol(code)
    }
    return n === out.length ? out : out.slice(0, n)
  }
}

/**
 * Scratch space for {@link sequenceMatcherRatio}, grown on demand and reused,
 * so comparing thousands of step pairs allocates almost nothing.
 */
export class SequenceMatcherScratch {
  /** Per symbol: occurrences in `b` (zero between calls). */
  count = new Int32Array(256)
  /** Per symbol: how many positions `b2j` keeps (zero when absent or popular). */
  kept = new Int32Array(256)
  /** Per symbol: one past its last slot in `positions`. */
  end = new Int32Array(256)
  /** `b2j` flattened: each kept symbol's positions in `b`, ascending. */
  positions = new Int32Array(1024)
  /** The `j2len` dictionaries of two consecutive rows, told apart by stamps. */
  rowLen: [Int32Array, Int32Array] = [new Int32Array(1024), new Int32Array(1024)]
  rowStamp: [Int32Array, Int32Array] = [new Int32Array(1024), new Int32Array(1024)]
  stamp = 0
  queue = new Int32Array(256)
  /** The positions of `a` whose symbol `b2j` keeps, ascending. */
  rows = new Int32Array(1024)

  ensure(symbols: number, lengthA: number, lengthB: number): void {
    if (this.rows.length < lengthA) this.rows = new Int32Array(Math.max(lengthA, this.rows.length * 2))
    if (this.count.length < symbols) {
      const size = Math.max(symbols, this.count.length * 2)
      this.count = new Int32Array(size)
      this.kept = new Int32Array(size)
      this.end = new Int32Array(size)
    }
    if (this.positions.length < lengthB + 1) {
      const size = Math.max(lengthB + 1, this.positions.length * 2)
      this.positions = new Int32Array(size)
      this.rowLen = [new Int32Array(size), new Int32Array(size)]
      this.rowStamp = [new Int32Array(size), new Int32Array(size)]
      this.stamp = 0
    }
    if (this.stamp > 0x3fffffff) {
      this.rowStamp[0].fill(0)
      this.rowStamp[1].fill(0)
      this.stamp = 0
    }
  }
}

const sharedScratch = new SequenceMatcherScratch()

/**
 * `difflib.SequenceMatcher(None, a, b).ratio()`, exactly: `2 * M / T` where
 * `M` counts the elements in the matching blocks and `T` is the total length.
 * `symbols` must exceed every symbol in `a` and `b`.
 *
 * @example
 * const table = new SymbolTable()
 * sequenceMatcherRatio(table.encode('abcd'), table.encode('bcde'), table.size) // 0.75
 */
export function sequenceMatcherRatio(a: Int32Array, b: Int32Array, symbols: number, scratch: SequenceMatcherScratch = sharedScratch): number {
  const total = a.length + b.length
  if (total === 0) return 1
  return (2 * matchingElements(a, b, symbols, scratch)) / total
}

/**
 * The number of elements `get_matching_blocks()` pairs up: the sum of its
 * block sizes (merging adjacent blocks, as difflib does, leaves it unchanged).
 *
 * @example
 * const table = new SymbolTable()
 * matchingElements(table.encode('abxcd'), table.encode('abcd'), table.size) // 4
 */
export function matchingElements(a: Int32Array, b: Int32Array, symbols: number, s: SequenceMatcherScratch = sharedScratch): number {
  const la = a.length
  const lb = b.length
  s.ensure(symbols, la, lb)
  const { count, kept, end, positions, rows } = s

  // __chain_b: b2j maps each symbol to its positions in b; with 200 or more
  // elements, symbols occurring more than len(b) // 100 + 1 times are
  // "popular" and dropped from b2j (but still match when extending a block).
  for (let j = 0; j < lb; j++) count[b[j]!]!++
  const popularAbove = lb >= 200 ? Math.floor(lb / 100) + 1 : Number.POSITIVE_INFINITY
  let cursor = 0
  for (let j = 0; j < lb; j++) {
    const sym = b[j]!
    const c = count[sym]!
    if (c === 0) continue // already laid out
    if (c <= popularAbove) {
      kept[sym] = c
      end[sym] = cursor // advanced to the true end while filling below
      cursor += c
    }
    count[sym] = 0
  }
  for (let j = 0; j < lb; j++) {
    const sym = b[j]!
    if (kept[sym]! > 0) positions[end[sym]!++] = j
  }

  // Only the rows of `a` whose symbol b2j keeps can start or extend a match
  // in find_longest_match: every other row's j2len is empty. Listing them
  // once lets each call visit just those rows, which matters when most
  // symbols are popular (any long text over a small alphabet), where
  // scanning every row of every sub-range made the divide and conquer
  // quadratic.
  let rowCount = 0
  for (let i = 0; i < la; i++) if (kept[a[i]!]! > 0) rows[rowCount++] = i

  const [rowLen0, rowLen1] = s.rowLen
  const [rowStamp0, rowStamp1] = s.rowStamp
  let stamp = s.stamp
  let matched = 0
  let queue = s.queue
  let top = 0
  const push = (alo: number, ahi: number, blo: number, bhi: number): void => {
    if (top + 4 > queue.length) {
      const bigger = new Int32Array(queue.length * 2)
      bigger.set(queue)
      queue = s.queue = bigger
    }
    queue[top++] = alo
    queue[top++] = ahi
    queue[top++] = blo
    queue[top++] = bhi
  }
  push(0, la, 0, lb)
  while (top > 0) {
    const bhi = queue[--top]!
    const blo = queue[--top]!
    const ahi = queue[--top]!
    const alo = queue[--top]!

    // find_longest_match(alo, ahi, blo, bhi). j2len for the previous row
    // lives in (prevLen, prevStamp): an entry is valid only when its stamp is
    // the previous row's, so rows never need clearing. Rows are visited in
    // ascending order as in difflib, so ties break the same way.
    let besti = alo
    let bestj = blo
    let bestsize = 0
    let curLen = rowLen0
    let curStampRow = rowStamp0
    let prevLen = rowLen1
    let prevStampRow = rowStamp1
    let prevStamp = -1
    let prevRow = -2
    // The first listed row at or after alo.
    let r = 0
    let rhi = rowCount
    while (r < rhi) {
      const mid = (r + rhi) >>> 1
      if (rows[mid]! < alo) r = mid + 1
      else rhi = mid
    }
    for (; r < rowCount; r++) {
      const i = rows[r]!
      if (i >= ahi) break
      // A skipped row in between had an empty j2len.
      if (i !== prevRow + 1) prevStamp = -1
      const curStamp = ++stamp
      const sym = a[i]!
      const n = kept[sym]!
      const last = end[sym]!
      // Skip positions before blo (difflib scans and `continue`s past them).
      let lo = last - n
      if (blo > 0) {
        let hi = last
        while (lo < hi) {
          const mid = (lo + hi) >>> 1
          if (positions[mid]! < blo) lo = mid + 1
          else hi = mid
        }
      }
      for (let idx = lo; idx < last; idx++) {
        const j = positions[idx]!
        if (j >= bhi) break
        const k = j > 0 && prevStampRow[j - 1] === prevStamp ? prevLen[j - 1]! + 1 : 1
        curLen[j] = k
        curStampRow[j] = curStamp
        if (k > bestsize) {
          besti = i - k + 1
          bestj = j - k + 1
          bestsize = k
        }
      }
      const swapLen = prevLen
      prevLen = curLen
      curLen = swapLen
      const swapStamp = prevStampRow
      prevStampRow = curStampRow
      curStampRow = swapStamp
      prevStamp = curStamp
      prevRow = i
    }
    // Extend the best match over equal neighbours (popular symbols included).
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--
      bestj--
      bestsize++
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) bestsize++

    if (bestsize > 0) {
      matched += bestsize
      if (alo < besti && blo < bestj) push(alo, besti, blo, bestj)
      if (besti + bestsize < ahi && bestj + bestsize < bhi) push(besti + bestsize, ahi, bestj + bestsize, bhi)
    }
  }

  s.stamp = stamp
  for (let j = 0; j < lb; j++) kept[b[j]!] = 0
  return matched
}
