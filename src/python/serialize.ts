import { pyFloatRepr, pyIntStr, pyNumberStr } from './number.js'
import { PyFloat } from './values.js'

// One iterative walker prints values both as Python's `str()`/`repr()` and as
// `json.dumps(..., sort_keys=True)`: the two differ only in how leaves and
// keys are spelled. Iterative because traces are hostile input: a tool
// argument nested 100,000 deep must not overflow the stack.

/** How one Python printer spells the parts of a value. */
interface Dialect {
  /** Spells a string; only the first `budget` output characters will be kept. */
  string(s: string, budget: number): string
  number(x: number): string
  float(x: number): string
  bigint(x: bigint): string
  boolean(b: boolean): string
  none: string
  keySeparator: string
  sortKeys: boolean
  /** What to print when a container contains itself; `null` means give up. */
  recursion: { list: string; dict: string } | null
  key(k: unknown): string
  other(value: unknown): string
}

/** Thrown by the JSON dialect where `json.dumps` raises (a circular reference). */
export class PyJsonDumpsError extends Error {}

type Entry = [key: unknown, value: unknown]

interface Frame {
  close: string
  items: ReadonlyArray<unknown> | null
  entries: ReadonlyArray<Entry> | null
  index: number
  container: object
}

/**
 * Prints `value` in a Python dialect, stopping once `limit` code points have
 * been written (the reference only ever reads a prefix of some of them).
 */
function serialize(value: unknown, dialect: Dialect, limit: number): string {
  const out: string[] = []
  let written = 0
  const emit = (s: string): void => {
    out.push(s)
    written += s.length
  }
  const active = new Set<object>()
  const stack: Frame[] = []
  // `written` counts UTF-16 units; twice the limit in units is always at least
  // `limit` code points, which is all the caller will keep.
  const unitBudget = limit * 2

  const open = (container: object, openText: string, close: string, items: ReadonlyArray<unknown> | null, entries: ReadonlyArray<Entry> | null): void => {
    if (active.has(container)) {
      if (dialect.recursion === null) throw new PyJsonDumpsError('Circular reference detected')
      emit(items !== null ? dialect.recursion.list : dialect.recursion.dict)
      return
    }
    const size = items !== null ? items.length : entries!.length
    if (size === 0) {
      emit(openText + close)
      return
    }
    active.add(container)
    emit(openText)
    stack.push({ close, items, entries, index: 0, container })
  }

  const visit = (v: unknown): void => {
    switch (typeof v) {
      case 'string':
        emit(dialect.string(v, unitBudget - written))
        return
      case 'number':
        emit(dialect.number(v))
        return
      case 'bigint':
        emit(dialect.bigint(v))
        return
      case 'boolean':
        emit(dialect.boolean(v))
        return
      case 'undefined':
        emit(dialect.none)
        return
      case 'object': {
        if (v === null) {
          emit(dialect.none)
          return
        }
        if (v instanceof PyFloat) {
          emit(dialect.float(v.value))
          return
        }
        if (Array.isArray(v)) {
          open(v, '[', ']', v, null)
          return
        }
        if (v instanceof Map) {
          open(v, '{', '}', null, sortEntries([...v.entries()], dialect))
          return
        }
        if (v instanceof Set) {
          open(v, '[', ']', [...v], null)
          return
        }
        if (isDictLike(v)) {
          open(v, '{', '}', null, sortEntries(Object.entries(v), dialect))
          return
        }
        emit(dialect.other(v))
        return
      }
      default:
        emit(dialect.other(v))
    }
  }

  visit(value)
  while (stack.length > 0 && written < unitBudget) {
    const frame = stack[stack.length - 1]!
    const size = frame.items !== null ? frame.items.length : frame.entries!.length
    if (frame.index >= size) {
      emit(frame.close)
      active.delete(frame.container)
      stack.pop()
      continue
    }
    if (frame.index > 0) emit(', ')
    const i = frame.index++
    if (frame.items !== null) {
      visit(frame.items[i])
    } else {
      const [k, v] = frame.entries![i]!
      emit(dialect.key(k))
      emit(dialect.keySeparator)
      visit(v)
    }
  }
  const text = out.join('')
  return written >= limit ? takeCodePoints(text, limit) : text
}

function isDictLike(v: object): boolean {
  if (v instanceof Date || v instanceof RegExp || ArrayBuffer.isView(v) || v instanceof ArrayBuffer) return false
  return true
}

function sortEntries(entries: Entry[], dialect: Dialect): Entry[] {
  if (!dialect.sortKeys) return entries
  return entries.sort((a, b) => compareCodePoints(String(a[0]), String(b[0])))
}

/**
 * Compares strings by Unicode code point, the way Python orders `str`
 * (JavaScript's `<` compares UTF-16 units, which puts emoji before U+FF00).
 *
 * @example
 * compareCodePoints('\uff5e', '😀') // negative: U+FF5E sorts before U+1F600
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    // Only a surrogate against a non-surrogate unit in 0xE000-0xFFFF orders
    // differently by code point than by code unit.
    const xs = x >= 0xd800 && x <= 0xdfff
    const ys = y >= 0xd800 && y <= 0xdfff
    if (xs !== ys && (xs ? y >= 0xe000 : x >= 0xe000)) return xs ? 1 : -1
    return x - y
  }
  return a.length - b.length
}

/**
 * The first `count` code points of a string (Python's `s[:count]`), without
 * splitting a surrogate pair.
 *
 * @example
 * takeCodePoints('😀abc', 2) // '😀a'
 */
export function takeCodePoints(text: string, count: number): string {
  if (text.length <= count) return text
  let units = 0
  for (let seen = 0; seen < count && units < text.length; seen++) {
    const code = text.charCodeAt(units)
    const next = text.charCodeAt(units + 1)
    units += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1
  }
  return text.slice(0, units)
}

// Characters Python's str.isprintable() rejects: other (Cc, Cf, Cs, Co, Cn)
// and separators (Zl, Zp, Zs) except the ASCII space.
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u
// The same set plus quotes and backslash, with Zs spelled out minus U+0020.
const NEEDS_ESCAPE = /['"\\\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0')
}

/**
 * Python's `repr(str)`: single quotes unless the text has a single quote and
 * no double quote, backslash escapes for quotes, `\t` `\n` `\r`, and `\x`,
 * `\u` or `\U` escapes for characters that are not printable.
 *
 * @example
 * pyStringRepr("it's")  // `"it's"`
 * pyStringRepr('a\nb')  // `'a\\nb'`
 */
export function pyStringRepr(text: string, budget = Number.POSITIVE_INFINITY): string {
  // The quote depends on the whole text; the escaping only on the part kept.
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'"
  // A few units past the budget: the kept prefix never reaches a pair split here.
  const part = budget + 2 < text.length ? text.slice(0, budget + 2) : text
  if (!NEEDS_ESCAPE.test(part)) return quote + part + quote
  let out = quote
  for (const ch of part) {
    const code = ch.codePointAt(0)!
    if (ch === quote || ch === '\\') out += `\\${ch}`
    else if (ch === '\t') out += '\\t'
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`
    else if (code < 0x7f || !NOT_PRINTABLE.test(ch)) out += ch
    else if (code <= 0xff) out += `\\x${hex(code, 2)}`
    else if (code <= 0xffff) out += `\\u${hex(code, 4)}`
    else out += `\\U${hex(code, 8)}`
  }
  return out + quote
}

function otherRepr(value: unknown): string {
  if (typeof value === 'function') return `<function ${value.name || '<anonymous>'}>`
  if (typeof value === 'symbol') return value.toString()
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  return `<${Object.prototype.toString.call(value).slice(8, -1)}>`
}

const REPR: Dialect = {
  string: pyStringRepr,
  number: pyNumberStr,
  float: pyFloatRepr,
  bigint: (x) => x.toString(),
  boolean: (b) => (b ? 'True' : 'False'),
  none: 'None',
  keySeparator: ': ',
  sortKeys: false,
  recursion: { list: '[...]', dict: '{...}' },
  key: (k) => (typeof k === 'string' ? pyStringRepr(k) : pyRepr(k)),
  other: otherRepr,
}

/**
 * Python's `repr()` of a JSON-like value: `{'a': [1, 'x'], 'b': None}`.
 * Strings are quoted; see {@link pyStr} for the unquoted top level.
 *
 * @example
 * pyRepr({ a: [1, 'x'], b: null }) // "{'a': [1, 'x'], 'b': None}"
 */
export function pyRepr(value: unknown, limit = Number.POSITIVE_INFINITY): string {
  return serialize(value, REPR, limit)
}

/**
 * Python's `str()` of a JSON-like value: a string prints as itself, anything
 * else as its `repr()`. Numbers print as Python ints when integral and
 * Python floats otherwise (see {@link pyNumberStr}); `undefined` prints as
 * `None`. `limit` stops after that many code points (Python's `str(x)[:limit]`).
 *
 * @example
 * pyStr(true)        // 'True'
 * pyStr([1, 'a'])    // "[1, 'a']"
 * pyStr('plain')     // 'plain'
 */
export function pyStr(value: unknown, limit = Number.POSITIVE_INFINITY): string {
  if (typeof value === 'string') return limit === Number.POSITIVE_INFINITY ? value : takeCodePoints(value, limit)
  // Scalars skip the container walk: they are most tool arguments.
  if (typeof value === 'number' && limit === Number.POSITIVE_INFINITY) return pyNumberStr(value)
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (value === null || value === undefined) return 'None'
  return serialize(value, REPR, limit)
}

function jsonString(whole: string, budget = Number.POSITIVE_INFINITY): string {
  const text = budget + 2 < whole.length ? whole.slice(0, budget + 2) : whole
  let out = '"'
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x20 && code <= 0x7e && code !== 0x22 && code !== 0x5c) continue
    out += text.slice(start, i)
    start = i + 1
    switch (code) {
      case 0x22:
        out += '\\"'
        break
      case 0x5c:
        out += '\\\\'
        break
      case 0x0a:
        out += '\\n'
        break
      case 0x0d:
        out += '\\r'
        break
      case 0x09:
        out += '\\t'
        break
      case 0x08:
        out += '\\b'
        break
      case 0x0c:
        out += '\\f'
        break
      default:
        out += `\\u${hex(code, 4)}`
    }
  }
  return `${out}${text.slice(start)}"`
}

function jsonFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN'
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity'
  return pyFloatRepr(x)
}

const JSON_DUMPS: Dialect = {
  string: jsonString,
  number: (x) => (Number.isInteger(x) ? pyIntStr(x) : jsonFloat(x)),
  float: jsonFloat,
  bigint: (x) => x.toString(),
  boolean: (b) => (b ? 'true' : 'false'),
  none: 'null',
  keySeparator: ': ',
  sortKeys: true,
  recursion: null,
  key: (k) => jsonString(typeof k === 'string' ? k : pyStr(k)),
  other: (v) => {
    throw new PyJsonDumpsError(`Object of type ${typeof v} is not JSON serializable`)
  },
}

/**
 * Python's `json.dumps(value, sort_keys=True)`: `", "` and `": "`
 * separators, keys sorted by code point at every level, non-ASCII escaped as
 * `\uXXXX`. Throws {@link PyJsonDumpsError} where Python raises (a circular
 * reference, a value JSON cannot hold). `limit` stops after that many
 * characters.
 *
 * @example
 * pyJsonDumpsSorted({ b: 1, a: 'é' }) // '{"a": "\\u00e9", "b": 1}'
 */
export function pyJsonDumpsSorted(value: unknown, limit = Number.POSITIVE_INFINITY): string {
  const flat = flatJsonDumps(value)
  if (flat !== null) return limit === Number.POSITIVE_INFINITY ? flat : takeCodePoints(flat, limit)
  return serialize(value, JSON_DUMPS, limit)
}

// Most tool arguments are one flat object of scalars; print those without
// the general walker's bookkeeping. `null` means "not flat, use the walker".
function flatJsonDumps(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const proto = Object.getPrototypeOf(value) as unknown
  if (proto !== Object.prototype && proto !== null) return null
  const keys = Object.keys(value)
  if (keys.length > 16) return null
  keys.sort(compareCodePoints)
  let out = '{'
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const v = (value as Record<string, unknown>)[key]
    let text: string
    if (typeof v === 'string') text = jsonString(v)
    else if (typeof v === 'number') text = JSON_DUMPS.number(v)
    else if (typeof v === 'boolean') text = v ? 'true' : 'false'
    else if (v === null) text = 'null'
    else return null
    out += `${i > 0 ? ', ' : ''}${jsonString(key)}: ${text}`
  }
  return `${out}}`
}
