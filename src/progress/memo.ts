// Reading the same value twice costs the same twice. Agents repeat
// themselves (that is what loopcheck looks for): the same arguments, the same
// short answers, call after call. Values made of leaves are given a key
// that spells their content exactly, so work already done on an equal value
// is looked up instead of done again. The key is only a spelling, never a
// hash: two values share it only when they are equal, so a lookup can never
// change an answer.

/** Characters a key may have: longer values are read every time (and memory stays bounded). */
export const CONTENT_KEY_LIMIT = 512

/**
 * A value made of leaves, read once: its exact key and a copy of it, or
 * `null` when it is not one (or too long to key). A copy is what the work is
 * done on, so the work sees exactly what the key spells even when reading
 * the value twice would not give the same thing twice (a getter).
 */
export interface LeafValue {
  readonly key: string
  /** The value itself for a string; for a record, a plain copy of its own enumerable entries, in order. */
  readonly copy: unknown
}

/**
 * The key of a value made of leaves: a leaf (a string, number, boolean,
 * `null` or `undefined`), a plain array of leaves, or a plain record (an
 * object literal, JSON.parse output or a null-prototype object) whose own
 * enumerable values are leaves, taken in its key order. `null` for anything
 * else (nested composites, other objects, a `__proto__` key, an array with
 * holes) and for a key longer than {@link CONTENT_KEY_LIMIT}.
 *
 * @example
 * leafValue({ q: 'paris', page: 2 })?.key // 'o1:qs5:paris4:pagen2;'
 * leafValue({ q: { nested: true } })      // null
 */
export function leafValue(value: unknown): LeafValue | null {
  if (typeof value === 'string') return value.length < CONTENT_KEY_LIMIT ? { key: `s${value}`, copy: value } : null
  if (value === null || typeof value !== 'object') {
    const spelled = leafSpelling(value)
    return spelled === null ? null : { key: `l${spelled}`, copy: value }
  }
  const proto = Object.getPrototypeOf(value) as unknown
  if (Array.isArray(value)) {
    if (proto !== Array.prototype || value.length > CONTENT_KEY_LIMIT) return null
    const copy: unknown[] = []
    let key = 'a'
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return null
      const item: unknown = value[i]
      const spelled = leafSpelling(item)
      if (spelled === null) return null
      key += spelled
      if (key.length > CONTENT_KEY_LIMIT) return null
      copy.push(item)
    }
    return { key, copy }
  }
  if (proto !== Object.prototype && proto !== null) return null
  const copy: Record<string, unknown> = proto === null ? Object.create(null) : {}
  let key = proto === null ? 'O' : 'o'
  for (const name of Object.keys(value)) {
    if (name === '__proto__') return null
    const item = (value as Record<string, unknown>)[name]
    const spelled = leafSpelling(item)
    if (spelled === null) return null
    key += `${name.length}:${name}${spelled}`
    if (key.length > CONTENT_KEY_LIMIT) return null
    copy[name] = item
  }
  return { key, copy }
}

/** A leaf spelled so that no two leaves share a spelling and the spelling says where it ends; `null` for a composite. */
function leafSpelling(item: unknown): string | null {
  switch (typeof item) {
    case 'string':
      return `s${item.length}:${item}`
    case 'number':
      return Object.is(item, -0) ? 'n-0;' : `n${item};`
    case 'boolean':
      return item ? 't' : 'f'
    case 'undefined':
      return 'u'
    default:
      return item === null ? 'z' : null
  }
}

/**
 * A bounded cache of results by content key: past `limit` entries it is
 * emptied and starts again.
 *
 * @example
 * const memo = new ContentMemo<string>(1024)
 * memo.get('k') ?? memo.set('k', 'result')
 */
export class ContentMemo<T> {
  private readonly entries = new Map<string, T>()
  private chars = 0

  /** At most `limit` entries, and keys of at most `charLimit` characters in all. */
  constructor(
    private readonly limit: number,
    private readonly charLimit: number = limit * CONTENT_KEY_LIMIT,
  ) {}

  get(key: string): T | undefined {
    return this.entries.get(key)
  }

  /** Stores a result and returns it. */
  set(key: string, result: T): T {
    if (this.entries.size >= this.limit || this.chars + key.length > this.charLimit) {
      this.entries.clear()
      this.chars = 0
    }
    this.entries.set(key, result)
    this.chars += key.length
    return result
  }
}

/**
 * `fn`, looked up by the content of its first argument when that is a value
 * made of leaves (see {@link leafValue}) and `fn` is known to depend on
 * nothing else but its context object (one cache per context, dropped with
 * it). `skip` names contexts to always compute for (user callbacks).
 *
 * @example
 * const digestOf = memoizeByContent((args, rules: Rules) => expensive(args, rules))
 */
export function memoizeByContent<C extends object, R>(
  fn: (value: unknown, context: C) => R,
  skip?: (context: C) => boolean,
): (value: unknown, context: C) => R {
  const memos = new WeakMap<C, ContentMemo<R>>()
  return (value, context) => {
    if (skip?.(context) === true) return fn(value, context)
    const leaf = leafValue(value)
    if (leaf === null) return fn(value, context)
    let memo = memos.get(context)
    if (memo === undefined) memos.set(context, (memo = new ContentMemo<R>(MEMO_LIMIT)))
    const known = memo.get(leaf.key)
    return known !== undefined ? known : memo.set(leaf.key, fn(leaf.copy, context))
  }
}

/** Results a memo of {@link memoizeByContent} keeps before it starts again. */
const MEMO_LIMIT = 4096
