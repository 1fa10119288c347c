import { PyFloat } from '../python/values.js'

/**
 * Copies a value into plain JSON that survives `JSON.stringify` and
 * `JSON.parse` unchanged, so reports and findings snapshot and serialize
 * cleanly whatever a trace held: `Map`s become objects, `Set`s arrays,
 * `bigint`s and non-finite numbers strings, `undefined` and functions
 * `null`-like markers, dates ISO strings, and a container that contains
 * itself `"[Circular]"`. Iterative: nesting depth does not matter.
 *
 * @example
 * toJsonSafe({ n: 10n, m: new Map([['a', NaN]]) }) // { n: '10', m: { a: 'NaN' } }
 */
export function toJsonSafe(value: unknown): unknown {
  const root: { value: unknown } = { value: undefined }
  const active = new Set<object>()
  // Each job converts one source value into `target[key]`; a container's job
  // is followed by a marker job that releases it from `active`.
  type Job = { source: unknown; target: Record<string | number, unknown>; key: string | number } | { release: object }
  const jobs: Job[] = [{ source: value, target: root as unknown as Record<string, unknown>, key: 'value' }]
  while (jobs.length > 0) {
    const job = jobs.pop()!
    if ('release' in job) {
      active.delete(job.release)
      continue
    }
    const { source, target, key } = job
    const leaf = leafValue(source)
    if (leaf !== NOT_A_LEAF) {
      target[key] = leaf
      continue
    }
    const object = source as object
    if (active.has(object)) {
      target[key] = '[Circular]'
      continue
    }
    active.add(object)
    jobs.push({ release: object })
    if (Array.isArray(object) || object instanceof Set) {
      const items = Array.isArray(object) ? object : [...object]
      const out: unknown[] = new Array(items.length)
      target[key] = out
      for (let i = items.length - 1; i >= 0; i--) jobs.push({ source: items[i], target: out as unknown as Record<number, unknown>, key: i })
      continue
    }
    const entries = object instanceof Map ? [...object.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(object)
    const out: Record<string, unknown> = {}
    target[key] = out
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i]!
      // Plain assignment of "__proto__" would set the prototype instead.
      if (k === '__proto__') Object.defineProperty(out, k, { value: undefined, enumerable: true, writable: true, configurable: true })
      jobs.push({ source: v, target: out, key: k })
    }
  }
  return root.value
}

const NOT_A_LEAF = Symbol('container')

function leafValue(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      return Number.isFinite(value) ? value : String(value)
    case 'bigint':
      return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()
    case 'undefined':
      return null
    case 'function':
      return `[Function ${value.name || 'anonymous'}]`
    case 'symbol':
      return value.toString()
    default:
      if (value === null) return null
      if (value instanceof PyFloat) return leafValue(value.value)
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
      if (value instanceof RegExp) return String(value)
      return NOT_A_LEAF
  }
}

/**
 * `JSON.stringify` that never throws: `undefined` for a value it cannot
 * write (a cycle, a throwing getter, a `bigint`). A hostile value read for
 * its text says nothing more.
 *
 * @example
 * safeStringify({ a: 1 }) // '{"a":1}'
 * safeStringify(10n)      // undefined
 */
export function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}
