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
 * Outcomes as triples of ids (the first at least 1; 0 where a later part is
 * absent), each with how often it was remembered and the position it was
 * last seen at. Linear probing over two typed arrays (the ids, three a slot;
 * last position and count, two a slot); removal shifts the following entries
 * back, so no tombstones accumulate.
 *
 * @example
 * const table = new OutcomeTable()
 * table.remember(1, 2, 0, 7)
 * table.lastOf(1, 2, 0) // 7
 */
export class OutcomeTable {
  /** a, b and c of each slot; a slot whose a is 0 is empty. (No slots until the first outcome: most tables of a small trace stay empty.) */
  private ids = NO_IDS
  /** Last position and count of each slot. */
  private seen = NO_SEEN
  private mask = -1
  /** How many outcomes the table holds. */
  size = 0

  /** The position the outcome was last seen at, or `undefined` when the table does not hold it. */
  lastOf(a: number, b: number, c: number): number | undefined {
    const slot = this.find(a, b, c)
    return slot < 0 ? undefined : this.seen[2 * slot]!
  }

  /** Where the table holds an outcome, or -1 (valid until the table next changes). */
  slotOf(a: number, b: number, c: number): number {
    return this.find(a, b, c)
  }

  /** The position last seen at of the outcome in `slot` (from {@link OutcomeTable.slotOf}, not -1). */
  lastAt(slot: number): number {
    return this.seen[2 * slot]!
  }

  /** Remembers an outcome seen at `position`. */
  remember(a: number, b: number, c: number, position: number): void {
    this.rememberAt(this.find(a, b, c), a, b, c, position)
  }

  /** {@link OutcomeTable.remember}, with the outcome's slot (or -1) already found by {@link OutcomeTable.slotOf}. */
  rememberAt(found: number, a: number, b: number, c: number, position: number): void {
    let slot = found
    if (slot < 0) {
      if (2 * (this.size + 1) > this.mask + 1) this.grow()
      slot = home(a, b, c, this.mask)
      while (this.ids[3 * slot] !== 0) slot = (slot + 1) & this.mask
      this.ids[3 * slot] = a
      this.ids[3 * slot + 1] = b
      this.ids[3 * slot + 2] = c
      this.size++
    }
    this.seen[2 * slot + 1]!++
    this.seen[2 * slot] = position
  }

  /** Forgets one remembering of an outcome; the outcome goes when none is left. */
  forget(a: number, b: number, c: number): void {
    let hole = this.find(a, b, c)
    if (hole < 0 || --this.seen[2 * hole + 1]! > 0) return
    this.size--
    // Backward shift: move later entries of the probe run into the hole when their home allows it.
    const { ids, seen, mask } = this
    let j = hole
    for (;;) {
      j = (j + 1) & mask
      if (ids[3 * j] === 0) break
      const k = home(ids[3 * j]!, ids[3 * j + 1]!, ids[3 * j + 2]!, mask)
      const movable = hole <= j ? k <= hole || k > j : k <= hole && k > j
      if (!movable) continue
      ids[3 * hole] = ids[3 * j]!
      ids[3 * hole + 1] = ids[3 * j + 1]!
      ids[3 * hole + 2] = ids[3 * j + 2]!
      seen[2 * hole] = seen[2 * j]!
      seen[2 * hole + 1] = seen[2 * j + 1]!
      hole = j
    }
    ids[3 * hole] = 0
    seen[2 * hole + 1] = 0
  }

  private find(a: number, b: number, c: number): number {
    const { ids, mask } = this
    if (mask < 0) return -1
    let slot = home(a, b, c, mask)
    for (let first = ids[3 * slot]!; first !== 0; first = ids[3 * slot]!) {
      if (first === a && ids[3 * slot + 1] === b && ids[3 * slot + 2] === c) return slot
      slot = (slot + 1) & mask
    }
    return -1
  }

  private grow(): void {
    const { ids, seen } = this
    // Large tables grow fourfold: fewer passes of moving every entry (each a random write into a large array).
    const capacity = this.mask < 0 ? 16 : (this.mask + 1) * (this.mask >= 4095 ? 4 : 2)
    this.ids = new Int32Array(3 * capacity)
    this.seen = new Float64Array(2 * capacity)
    this.mask = capacity - 1
    for (let i = 0; 3 * i < ids.length; i++) {
      if (ids[3 * i] === 0) continue
      let slot = home(ids[3 * i]!, ids[3 * i + 1]!, ids[3 * i + 2]!, this.mask)
      while (this.ids[3 * slot] !== 0) slot = (slot + 1) & this.mask
      this.ids[3 * slot] = ids[3 * i]!
      this.ids[3 * slot + 1] = ids[3 * i + 1]!
      this.ids[3 * slot + 2] = ids[3 * i + 2]!
      this.seen[2 * slot] = seen[2 * i]!
      this.seen[2 * slot + 1] = seen[2 * i + 1]!
    }
  }
}

const NO_IDS = new Int32Array(0)
const NO_SEEN = new Float64Array(0)

function home(a: number, b: number, c: number, mask: number): number {
  let h = Math.imul(a, 0x9e3779b1)
  h = Math.imul(h ^ (h >>> 15) ^ b, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13) ^ c, 0xc2b2ae35)
  return (h ^ (h >>> 16)) & mask
}
