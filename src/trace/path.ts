/**
 * A location inside a value, as a list of keys and indices from its top.
 * Printed as `root.children[3].input`, the way users read their traces.
 */
export type TracePath = ReadonlyArray<string | number>

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * Prints a path the way a user would write it in JavaScript.
 *
 * @example
 * formatPath(['root', 'children', 3, 'children']) // 'root.children[3].children'
 * formatPath(['root', 'a-b'])                      // 'root["a-b"]'
 */
export function formatPath(path: TracePath): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else if (out === '') out = IDENTIFIER.test(key) ? key : `[${JSON.stringify(key)}]`
    else out += IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`
  }
  return out === '' ? '(top level)' : out
}

/**
 * Describes a value's kind for an error message: `null`, `an array`,
 * `a string`, `a Map`… Never prints the value itself, which may be huge or
 * hold secrets.
 *
 * @example
 * describeValue(null)      // 'null'
 * describeValue([1, 2])    // 'an array'
 * describeValue(new Map()) // 'a Map'
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) return 'an array'
  switch (typeof value) {
    case 'string':
      return 'a string'
    case 'number':
      return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'a number' : 'an infinite number'
    case 'boolean':
      return 'a boolean'
    case 'bigint':
      return 'a bigint'
    case 'symbol':
      return 'a symbol'
    case 'function':
      return 'a function'
    default: {
      const proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null
      const name = proto?.constructor?.name
      if (proto === null || name === 'Object') return 'an object'
      return typeof name === 'string' && name !== '' ? `a ${name}` : 'an object'
    }
  }
}
