// Reading the same value twice costs the same twice. Agents repeat
// themselves (that is what loopcheck looks for): the same arguments, the same
// short answers, call after call. A value made of leaves is read once into a
// reader (its entries and a hash of them, nothing allocated) and looked up
// among the values already worked on by exact comparison, entry by entry: a
// hash only narrows the search, so a lookup can never change an answer.
// Work is done on a copy of what was read, so it sees exactly what the
// comparison will see, even when reading the value twice would not give the
// same thing twice (a getter).

/** Characters (keys and strings) a value may hold to be remembered: longer values are read every time. */
export const LEAF_SIZE_LIMIT = 512

const STRING = 1
const LEAF = 2
const ARRAY = 3
const RECORD = 4
const NULL_RECORD = 5

/**
 * A value made of leaves, as remembered: its kind and the copy work was done
 * on (and, for a record, its keys in order).
 */
export interface LeafCopy {
  readonly kind: number
  /** Record keys, in order (`null` for other kinds). */
  readonly keys: readonly string[] | null
  /** The copy: the leaf or string itself, a plain array, or a record with the same kind of prototype. */
  readonly value: unknown
  /** The characters it holds, roughly (keys and strings; 1 for another leaf), for the memory bound. */
  readonly size: number
}

/**
 * Reads values made of leaves: a leaf (a string, number, boolean, `null`
 * or `undefined`), a plain array of leaves, or a plain record (an object
 * literal, JSON.parse output or a null-prototype object) whose own
 * enumerable values are leaves, in its key order. Anything else (nested
 * composites, other objects, a `__proto__` key, an array with holes, more
 * than {@link LEAF_SIZE_LIMIT} characters) is not read.
 *
 * @example
 * const reader = new LeafReader()
 * reader.read({ q: 'paris', page: 2 }) // true
 * reader.read({ q: { nested: true } }) // false
 */
export class LeafReader {
  kind = 0
  /** A hash of what was read (30 bits). */
  hash = 0
  /** The characters read (keys and strings; 1 for another leaf). */
  size = 0
  private count = 0
  private readonly keys: string[] = []
  private readonly values: unknown[] = []
  private leaf: unknown = undefined

  /** Reads a value; false when it is not made of leaves (nothing is kept then). */
  read(value: unknown): boolean {
    this.clear()
    if (typeof value === 'string') {
      if (value.length > LEAF_SIZE_LIMIT) return false
      this.kind = STRING
      this.leaf = value
      this.hash = mix(STRING, hashText(value))
      this.size = value.length
      return true
    }
    if (value === null || typeof value !== 'object') {
      if (!isLeaf(value)) return false
      this.kind = LEAF
      this.leaf = value
      this.hash = mix(LEAF, hashLeaf(value))
      this.size = 1
      return true
    }
    const proto = Object.getPrototypeOf(value) as unknown
    let size = 0
    let h = 0
    if (Array.isArray(value)) {
      if (proto !== Array.prototype || value.length > LEAF_SIZE_LIMIT) return false
      for (let i = 0; i < value.length; i++) {
        if (!(i in value)) return this.fail()
        const item: unknown = value[i]
        if (!isLeaf(item)) return this.fail()
        size += sizeOf(item)
        if (size > LEAF_SIZE_LIMIT) return this.fail()
        this.values[this.count++] = item
        h = mix(h, hashLeaf(item))
      }
      this.kind = ARRAY
      this.hash = mix(ARRAY, h)
      this.size = size
      return true
    }
    if (proto !== Object.prototype && proto !== null) return false
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue
      if (key === '__proto__') return this.fail()
      const item = (value as Record<string, unknown>)[key]
      if (!isLeaf(item)) return this.fail()
      size += key.length + sizeOf(item)
      if (size > LEAF_SIZE_LIMIT) return this.fail()
      this.keys[this.count] = key
      this.values[this.count++] = item
      h = mix(mix(h, hashText(key)), hashLeaf(item))
    }
    this.kind = proto === null ? NULL_RECORD : RECORD
    this.hash = mix(this.kind, h)
    this.size = size
    return true
  }

  /** Whether the value read equals a remembered one (the same kind, keys and leaves, in order). */
  matches(copy: LeafCopy): boolean {
    if (copy.kind !== this.kind) return false
    if (this.kind === STRING || this.kind === LEAF) return Object.is(copy.value, this.leaf)
    const keys = copy.keys
    if (keys === null) {
      const items = copy.value as readonly unknown[]
      if (items.length !== this.count) return false
      for (let i = 0; i < this.count; i++) if (!Object.is(items[i], this.values[i])) return false
      return true
    }
    if (keys.length !== this.count) return false
    const record = copy.value as Record<string, unknown>
    for (let i = 0; i < this.count; i++) if (keys[i] !== this.keys[i] || !Object.is(record[keys[i]!], this.values[i])) return false
    return true
  }

  /** A copy of the value read, to work on and to remember. */
  copy(): LeafCopy {
    if (this.kind === STRING || this.kind === LEAF) return { kind: this.kind, keys: null, value: this.leaf, size: this.size }
    if (this.kind === ARRAY) return { kind: ARRAY, keys: null, value: this.values.slice(0, this.count), size: this.size }
    const keys = this.keys.slice(0, this.count)
    const record: Record<string, unknown> = this.kind === NULL_RECORD ? Object.create(null) : {}
    for (let i = 0; i < keys.length; i++) record[keys[i]!] = this.values[i]
    return { kind: this.kind, keys, value: record, size: this.size }
  }

  /** Lets go of what was read. */
  clear(): void {
    for (let i = 0; i < this.count; i++) this.values[i] = undefined
    this.count = 0
    this.leaf = undefined
    this.kind = 0
  }

  private fail(): false {
    this.clear()
    return false
  }
}

function isLeaf(item: unknown): boolean {
  const type = typeof item
  return type === 'string' || type === 'number' || type === 'boolean' || item === undefined || item === null
}

function sizeOf(item: unknown): number {
  return typeof item === 'string' ? item.length : 1
}

function mix(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x5bd1e995)
  return (h ^ (h >>> 15)) & 0x3fffffff
}

function hashText(text: string): number {
  let h = 0x811c9dc5 ^ text.length
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h
}

function hashLeaf(item: unknown): number {
  switch (typeof item) {
    case 'string':
      return mix(STRING, hashText(item))
    case 'number':
      // Whole numbers hash by value; others (and -0, NaN, infinities) by their spelling.
      return (item | 0) === item && !Object.is(item, -0) ? mix(7, item) : mix(11, hashText(String(item)))
    case 'boolean':
      return item ? 13 : 17
    default:
      return item === null ? 19 : 23
  }
}

/**
 * Results remembered by content: entries of one to three values made of
 * leaves (and a text, such as a tool name), found by hash and compared in
 * full. At most `limit` entries, and values of at most `sizeLimit`
 * characters in all: past that it is emptied and starts again.
 *
 * @example
 * const memo = new LeafMemo<string>(4096)
 * const reader = new LeafReader()
 * if (reader.read(args)) memo.find('search', reader) ?? memo.add('search', [reader.copy()], reader.hash, compute())
 */
export class LeafMemo<T> {
  /** The latest entry of each hash; earlier ones are chained behind it. */
  private readonly buckets = new Map<number, LeafEntry<T>>()
  private entries = 0
  private size = 0

  constructor(
    private readonly limit: number,
    private readonly sizeLimit: number = limit * LEAF_SIZE_LIMIT,
  ) {}

  /** The hash of a text and the values read, for {@link LeafMemo.find} and {@link LeafMemo.add}. */
  static hashOf(text: string, a: LeafReader, b?: LeafReader): number {
    const h = mix(hashText(text), a.hash)
    return b === undefined ? h : mix(h, b.hash)
  }

  /** The result remembered for this text and these values, or `undefined`. */
  find(hash: number, text: string, a: LeafReader, b?: LeafReader): T | undefined {
    for (let entry = this.buckets.get(hash); entry !== undefined; entry = entry.next) {
      if (entry.text === text && a.matches(entry.a) && (b === undefined ? entry.b === null : entry.b !== null && b.matches(entry.b))) return entry.result
    }
    return undefined
  }

  /** Remembers a result for a text and copies of the values read. */
  add(hash: number, text: string, a: LeafCopy, b: LeafCopy | null, result: T): T {
    const size = text.length + a.size + (b === null ? 0 : b.size)
    if (this.entries >= this.limit || this.size + size > this.sizeLimit) {
      this.buckets.clear()
      this.entries = 0
      this.size = 0
    }
    this.buckets.set(hash, { text, a, b, result, next: this.buckets.get(hash) })
    this.entries++
    this.size += size
    return result
  }
}

interface LeafEntry<T> {
  readonly text: string
  readonly a: LeafCopy
  readonly b: LeafCopy | null
  readonly result: T
  /** An earlier entry with the same hash. */
  readonly next: LeafEntry<T> | undefined
}

/**
 * Where {@link memoizeByContent} keeps one context's results: the memo
 * (made on first use) and how many calls the context has had.
 *
 * @example
 * const slot: MemoSlot<string> = { memo: null, calls: 0 }
 */
export interface MemoSlot<R> {
  memo: LeafMemo<R> | null
  calls: number
}

/**
 * `fn`, looked up by the content of its first argument when that is a value
 * made of leaves (see {@link LeafReader}) and `fn` depends on nothing else
 * but its context object. Results are kept in the slot `slotOf` gives for
 * the context (held by the context, so they go with it; `null`: always
 * compute, for contexts with the user's own callbacks). A context's first
 * {@link MEMO_AFTER} calls are computed without a memo: a short trace
 * repeats little, and reading and copying its values would cost more than
 * the lookups save.
 *
 * @example
 * const digestOf = memoizeByContent((args, rules: Rules) => expensive(args, rules), (rules) => rules.memoSlot)
 */
export function memoizeByContent<C extends object, R>(
  fn: (value: unknown, context: C) => R,
  slotOf: (context: C) => MemoSlot<R> | null,
): (value: unknown, context: C) => R {
  const reader = new LeafReader()
  let busy = false
  return (value, context) => {
    const slot = busy ? null : slotOf(context)
    if (slot === null || ++slot.calls <= MEMO_AFTER || !reader.read(value)) return fn(value, context)
    const memo = (slot.memo ??= new LeafMemo<R>(MEMO_LIMIT, MEMO_SIZE))
    const hash = reader.hash
    const known = memo.find(hash, '', reader)
    if (known !== undefined) {
      reader.clear()
      return known
    }
    const copy = reader.copy()
    reader.clear()
    busy = true
    try {
      return memo.add(hash, '', copy, null, fn(copy.value, context))
    } finally {
      busy = false
    }
  }
}

/** Calls of one context computed before its memo is used. */
const MEMO_AFTER = 16

/** Results a memo of {@link memoizeByContent} keeps before it starts again, and the characters of their values in all. */
const MEMO_LIMIT = 1 << 16
const MEMO_SIZE = 1 << 22
