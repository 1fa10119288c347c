// The ledger's memory in numbers. An outcome is a tuple of strings (the
// call's key and its result, a tool and an error…); each string is interned
// once to a small integer, and the tuples live in an open-addressing table of
// typed arrays. A trace of 300,000 calls then holds a few thousand strings
// instead of a million composite keys, and remembering an outcome allocates
// nothing the garbage collector has to trace.

/**
 * Strings to small integers (1, 2, …), with reference counts so that a
 * windowed ledger can forget strings no remembered outcome uses any more
 * (their ids are reused).
 *
 * @example
 * const interner = new Interner()
 * interner.id('a') === interner.id('a') // true
 */
export class Interner {
  private readonly ids = new Map<string, number>()
  private readonly strings: Array<string | undefined> = [undefined]
  private readonly refs: number[] = [0]
  private readonly free: number[] = []

  /** The id of a string, assigning the next free one for a new string. */
  id(text: string): number {
    const known = this.ids.get(text)
    if (known !== undefined) return known
    const id = this.free.length > 0 ? this.free.pop()! : this.strings.length
    this.strings[id] = text
    this.refs[id] = 0
    this.ids.set(text, id)
    return id
  }

  /** Counts one more use of an id. */
  retain(id: number): void {
    this.refs[id]!++
  }

  /** Counts one use less; a string with no use left is forgotten. */
  release(id: number): void {
    if (--this.refs[id]! > 0) return
    this.ids.delete(this.strings[id]!)
    this.strings[id] = undefined
    this.free.push(id)
  }

  /** How many strings are held. */
  get size(): number {
    return this.ids.size
  }
}

/**
 * Outcomes as triples of ids (0 where a part is absent), each with how often
 * it was remembered and the position it was last seen at. Linear probing;
 * removal shifts the following entries back, so no tombstones accumulate.
 *
 * @example
 * const table = new OutcomeTable()
 * table.remember(1, 2, 0, 7)
 * table.lastOf(1, 2, 0) // 7
 */
export class OutcomeTable {
  private a = new Int32Array(16)
  private b = new Int32Array(16)
  private c = new Int32Array(16)
  private last = new Float64Array(16)
  private count = new Float64Array(16)
  private mask = 15
  /** How many outcomes the table holds. */
  size = 0

  /** The position the outcome was last seen at, or `undefined` when the table does not hold it. */
  lastOf(a: number, b: number, c: number): number | undefined {
    const slot = this.find(a, b, c)
    return slot < 0 ? undefined : this.last[slot]!
  }

  /** Remembers an outcome seen at `position`. */
  remember(a: number, b: number, c: number, position: number): void {
    let slot = this.find(a, b, c)
    if (slot < 0) {
      if (2 * (this.size + 1) > this.mask + 1) this.grow()
      slot = home(a, b, c, this.mask)
      while (this.count[slot] !== 0) slot = (slot + 1) & this.mask
      this.a[slot] = a
      this.b[slot] = b
      this.c[slot] = c
      this.size++
    }
    this.count[slot]!++
    this.last[slot] = position
  }

  /** Forgets one remembering of an outcome; the outcome goes when none is left. */
  forget(a: number, b: number, c: number): void {
    let hole = this.find(a, b, c)
    if (hole < 0 || --this.count[hole]! > 0) return
    this.size--
    // Backward shift: move later entries of the probe run into the hole when their home allows it.
    const mask = this.mask
    let j = hole
    for (;;) {
      j = (j + 1) & mask
      if (this.count[j] === 0) break
      const k = home(this.a[j]!, this.b[j]!, this.c[j]!, mask)
      const movable = hole <= j ? k <= hole || k > j : k <= hole && k > j
      if (!movable) continue
      this.a[hole] = this.a[j]!
      this.b[hole] = this.b[j]!
      this.c[hole] = this.c[j]!
      this.last[hole] = this.last[j]!
      this.count[hole] = this.count[j]!
      hole = j
    }
    this.count[hole] = 0
  }

  private find(a: number, b: number, c: number): number {
    const mask = this.mask
    let slot = home(a, b, c, mask)
    while (this.count[slot] !== 0) {
      if (this.a[slot] === a && this.b[slot] === b && this.c[slot] === c) return slot
      slot = (slot + 1) & mask
    }
    return -1
  }

  private grow(): void {
    const { a, b, c, last, count } = this
    const capacity = (this.mask + 1) * 2
    this.a = new Int32Array(capacity)
    this.b = new Int32Array(capacity)
    this.c = new Int32Array(capacity)
    this.last = new Float64Array(capacity)
    this.count = new Float64Array(capacity)
    this.mask = capacity - 1
    for (let i = 0; i < count.length; i++) {
      if (count[i] === 0) continue
      let slot = home(a[i]!, b[i]!, c[i]!, this.mask)
      while (this.count[slot] !== 0) slot = (slot + 1) & this.mask
      this.a[slot] = a[i]!
      this.b[slot] = b[i]!
      this.c[slot] = c[i]!
      this.last[slot] = last[i]!
      this.count[slot] = count[i]!
    }
  }
}

function home(a: number, b: number, c: number, mask: number): number {
  let h = Math.imul(a, 0x9e3779b1)
  h = Math.imul(h ^ (h >>> 15) ^ b, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13) ^ c, 0xc2b2ae35)
  return (h ^ (h >>> 16)) & mask
}
