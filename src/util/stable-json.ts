import { sanitize } from './sanitize.js'
import { compareStrings, truncate } from './text.js'

// One printer for every value loopcheck shows or compares by text (matcher
// messages, the snapshot serializer, the CLI's evidence and timelines, the
// judge's view of a trace): keys in one fixed order, by UTF-16 code unit (so
// two runs, two machines and two runners print the same text), numbers
// exactly as computed (shortest round-trip form, -0, NaN and the infinities
// spelled out rather than turned into null), strings quoted as JSON and
// sanitised for the terminal. Walks with an explicit stack: trace values
// can nest 100,000 deep.

/** How {@link stableJson} lays a value out. */
export interface StableJsonOptions {
  /** Spaces per level; 0 (the default) prints on one line. */
  indent?: number
  /** Text put before every line after the first (for nesting in a larger layout). */
  prefix?: string
  /** Characters at most: the walk stops once past them and the text is cut with {@link truncate}. */
  max?: number
}

/**
 * A string as a JSON string literal, with the characters JSON leaves alone
 * but a terminal would act on (DEL, C1 controls, bidi controls, line
 * separators) escaped too.
 *
 * @example
 * quote('say "hi"')   // '"say \\"hi\\""'
 * quote('\u001b[31m') // '"\\u001b[31m"'
 */
export function quote(text: string): string {
  return sanitize(JSON.stringify(text))
}

/**
 * Prints a number exactly as JavaScript holds it: `0.30000000000000004`
 * stays that, `-0` is `-0`, `NaN` and `Infinity` are spelled out.
 *
 * @example
 * exactNumber(0.1 + 0.2) // '0.30000000000000004'
 * exactNumber(-0)        // '-0'
 */
export function exactNumber(value: number): string {
  return Object.is(value, -0) ? '-0' : String(value)
}

function scalar(value: unknown, max: number): string | undefined {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'undefined':
      return 'undefined'
    case 'string':
      // A huge string is cut before it is escaped: the end is cut anyway.
      return quote(value.length > max ? value.slice(0, max + 1) : value)
    case 'number':
      return exactNumber(value)
    case 'boolean':
      return String(value)
    case 'bigint':
      return `${value}n`
    case 'symbol':
    case 'function':
      return sanitize(String(value))
    default:
      return undefined
  }
}

type Item = string | { value: unknown; depth: number } | { leave: object }

/**
 * Prints plain data as JSON with sorted keys, on one line (`{"a": 1, "b": [2]}`)
 * or indented. Beyond JSON: `undefined` object members are left out (as
 * `JSON.stringify` does), `undefined` in arrays prints as `undefined`,
 * non-finite numbers and `-0` print as themselves, bigints as `12n`, a
 * repeated reference to an enclosing object as `[Circular]`, and objects with
 * a `toJSON` method as what it returns. With `max`, a long value is cut (and
 * not walked further).
 *
 * @example
 * stableJson({ b: 1, a: [true, null] })            // '{"a": [true, null], "b": 1}'
 * stableJson({ b: 1, a: 2 }, { indent: 2 })         // '{\n  "a": 2,\n  "b": 1\n}'
 * stableJson({ q: 'x'.repeat(500) }, { max: 12 })   // '{"q": "xxxx…'
 */
export function stableJson(value: unknown, options: StableJsonOptions = {}): string {
  const indent = options.indent ?? 0
  const prefix = options.prefix ?? ''
  const max = options.max ?? Number.POSITIVE_INFINITY
  const ancestors = new Set<object>()
  const out: string[] = []
  let length = 0
  const stack: Item[] = [{ value, depth: 0 }]
  while (stack.length > 0 && length <= max) {
    const item = stack.pop()!
    if (typeof item === 'string') {
      out.push(item)
      length += item.length
      continue
    }
    if ('leave' in item) {
      ancestors.delete(item.leave)
      continue
    }
    const text = scalar(item.value, max)
    if (text !== undefined) {
      out.push(text)
      length += text.length
      continue
    }
    const object = item.value as object
    if (ancestors.has(object)) {
      stack.push('[Circular]')
      continue
    }
    ancestors.add(object)
    const toJSON = (object as { toJSON?: unknown }).toJSON
    if (typeof toJSON === 'function') {
      stack.push({ leave: object }, { value: toJSON.call(object) as unknown, depth: item.depth })
      continue
    }
    const record = object as Record<string, unknown>
    const entries: Array<[string | null, unknown]> = Array.isArray(object)
      ? object.map((element: unknown) => [null, element])
      : Object.keys(record)
          .filter((key) => record[key] !== undefined)
          .sort(compareStrings)
          .map((key) => [key, record[key]])
    const [open, close] = Array.isArray(object) ? ['[', ']'] : ['{', '}']
    if (entries.length === 0) {
      stack.push({ leave: object }, `${open}${close}`)
      continue
    }
    const inner = indent === 0 ? '' : `\n${prefix}${' '.repeat(indent * (item.depth + 1))}`
    const outer = indent === 0 ? '' : `\n${prefix}${' '.repeat(indent * item.depth)}`
    const separator = indent === 0 ? ', ' : `,${inner}`
    const parts: Item[] = [`${open}${inner}`]
    entries.forEach(([key, element], i) => {
      const lead = `${i > 0 ? separator : ''}${key === null ? '' : `${quote(key)}: `}`
      if (lead !== '') parts.push(lead)
      parts.push({ value: element, depth: item.depth + 1 })
    })
    parts.push(`${outer}${close}`, { leave: object })
    for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!)
  }
  const text = out.join('')
  return Number.isFinite(max) ? truncate(text, max) : text
}
