import { sanitize } from './sanitize.js'

// One printer for every value a matcher or the snapshot serializer shows:
// keys in one fixed order, by UTF-16 code unit (so two runs, two machines and two runners print
// the same text), numbers exactly as computed (shortest round-trip form, -0,
// NaN and the infinities spelled out rather than turned into null), strings
// quoted as JSON and sanitised for the terminal.

/** How {@link stableJson} lays a value out. */
export interface StableJsonOptions {
  /** Spaces per level; 0 (the default) prints on one line. */
  indent?: number
  /** Text put before every line after the first (for nesting in a larger layout). */
  prefix?: string
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

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Prints plain data as JSON with sorted keys, on one line (`{"a": 1, "b": [2]}`)
 * or indented. Beyond JSON: `undefined` object members are left out (as
 * `JSON.stringify` does), `undefined` in arrays prints as `undefined`,
 * non-finite numbers and `-0` print as themselves, bigints as `12n`, a
 * repeated reference to an enclosing object as `[Circular]`, and objects with
 * a `toJSON` method as what it returns.
 *
 * @example
 * stableJson({ b: 1, a: [true, null] })            // '{"a": [true, null], "b": 1}'
 * stableJson({ b: 1, a: 2 }, { indent: 2 })         // '{\n  "a": 2,\n  "b": 1\n}'
 */
export function stableJson(value: unknown, options: StableJsonOptions = {}): string {
  const indent = options.indent ?? 0
  const prefix = options.prefix ?? ''
  const ancestors: object[] = []

  const print = (current: unknown, depth: number): string => {
    if (current === null) return 'null'
    switch (typeof current) {
      case 'undefined':
        return 'undefined'
      case 'string':
        return quote(current)
      case 'number':
        return exactNumber(current)
      case 'boolean':
        return String(current)
      case 'bigint':
        return `${current}n`
      case 'symbol':
      case 'function':
        return sanitize(String(current))
    }
    const object = current as object
    if (ancestors.includes(object)) return '[Circular]'
    const toJSON = (object as { toJSON?: unknown }).toJSON
    if (typeof toJSON === 'function') {
      ancestors.push(object)
      const printed = print(toJSON.call(object), depth)
      ancestors.pop()
      return printed
    }
    ancestors.push(object)
    let entries: string[]
    let open: string
    let close: string
    if (Array.isArray(object)) {
      entries = object.map((item) => print(item, depth + 1))
      open = '['
      close = ']'
    } else {
      const record = object as Record<string, unknown>
      entries = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort(compareKeys)
        .map((key) => `${quote(key)}: ${print(record[key], depth + 1)}`)
      open = '{'
      close = '}'
    }
    ancestors.pop()
    if (entries.length === 0) return `${open}${close}`
    if (indent === 0) return `${open}${entries.join(', ')}${close}`
    const inner = `\n${prefix}${' '.repeat(indent * (depth + 1))}`
    const outer = `\n${prefix}${' '.repeat(indent * depth)}`
    return `${open}${inner}${entries.join(`,${inner}`)}${outer}${close}`
  }

  return print(value, 0)
}
