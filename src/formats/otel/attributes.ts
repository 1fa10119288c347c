import { TraceValidationError } from '../../trace/errors.js'
import { describeValue, type TracePath } from '../../trace/path.js'
import { isObjectLike } from '../shared/objects.js'

/** Span attributes as a flat map from key to plain JS value. */
export type AttributeMap = Record<string, unknown>

const VALUE_KEYS = ['stringValue', 'boolValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'bytesValue'] as const

/**
 * Decodes an OTLP/JSON `AnyValue` (`{ stringValue }`, `{ intValue: "112" }`,
 * `{ arrayValue: { values } }`, `{ kvlistValue: { values } }`...) into a plain
 * value. int64 values arrive as decimal strings (the OTLP JSON rule) or as
 * numbers; they become numbers when they fit exactly and stay strings when
 * they do not. An empty `AnyValue` is `null`. Nested arrays and lists are
 * decoded with an explicit stack, so a hostile nesting depth cannot exhaust
 * the call stack.
 *
 * @example
 * decodeAnyValue({ intValue: '112' }, [])                                     // 112
 * decodeAnyValue({ arrayValue: { values: [{ stringValue: 'stop' }] } }, [])   // ['stop']
 */
export function decodeAnyValue(value: unknown, path: TracePath): unknown {
  const holder: { result: unknown } = { result: null }
  // Each task decodes one AnyValue and stores it through `assign`.
  const stack: Array<{ value: unknown; path: TracePath; assign: (decoded: unknown) => void }> = [
    { value, path, assign: (decoded) => (holder.result = decoded) },
  ]
  while (stack.length > 0) {
    const task = stack.pop()!
    const v = task.value
    if (!isObjectLike(v)) throw new TraceValidationError(task.path, `expected an AnyValue object ({ stringValue } , { intValue }...), got ${describeValue(v)}`)
    const key = VALUE_KEYS.find((candidate) => candidate in v && v[candidate] !== undefined)
    switch (key) {
      case undefined:
        task.assign(null)
        break
      case 'stringValue':
      case 'boolValue':
      case 'bytesValue':
        task.assign(v[key])
        break
      case 'intValue':
        task.assign(decodeInt(v.intValue))
        break
      case 'doubleValue':
        task.assign(typeof v.doubleValue === 'string' ? Number(v.doubleValue) : v.doubleValue)
        break
      case 'arrayValue': {
        const values = listOf(v.arrayValue, [...task.path, 'arrayValue'])
        const out: unknown[] = new Array(values.length)
        task.assign(out)
        values.forEach((item, i) => stack.push({ value: item, path: [...task.path, 'arrayValue', 'values', i], assign: (d) => (out[i] = d) }))
        break
      }
      case 'kvlistValue': {
        const values = listOf(v.kvlistValue, [...task.path, 'kvlistValue'])
        const out: Record<string, unknown> = {}
        task.assign(out)
        values.forEach((kv, i) => {
          const at = [...task.path, 'kvlistValue', 'values', i]
          if (!isObjectLike(kv) || typeof kv.key !== 'string') throw new TraceValidationError(at, `expected a { key, value } pair, got ${describeValue(kv)}`)
          const k = kv.key
          stack.push({ value: kv.value ?? {}, path: [...at, 'value'], assign: (d) => (out[k] = d) })
        })
        break
      }
    }
  }
  return holder.result
}

function listOf(container: unknown, path: TracePath): unknown[] {
  if (!isObjectLike(container)) throw new TraceValidationError(path, `expected { values: [...] }, got ${describeValue(container)}`)
  if (container.values === undefined) return []
  if (!Array.isArray(container.values)) throw new TraceValidationError([...path, 'values'], `expected an array, got ${describeValue(container.values)}`)
  return container.values
}

function decodeInt(value: unknown): unknown {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return value
  const n = Number(value)
  return Number.isSafeInteger(n) ? n : value
}

/**
 * Turns an OTLP `attributes: [{ key, value }]` list into a flat map.
 *
 * @example
 * attributesFromKeyValues([{ key: 'gen_ai.tool.name', value: { stringValue: 'get_weather' } }], ['attributes'])
 * // { 'gen_ai.tool.name': 'get_weather' }
 */
export function attributesFromKeyValues(list: unknown, path: TracePath): AttributeMap {
  const out: AttributeMap = {}
  if (list === undefined || list === null) return out
  if (!Array.isArray(list)) throw new TraceValidationError(path, `expected an array of { key, value } attributes, got ${describeValue(list)}`)
  list.forEach((kv, i) => {
    if (!isObjectLike(kv) || typeof kv.key !== 'string')
      throw new TraceValidationError([...path, i], `expected a { key, value } attribute, got ${describeValue(kv)}`)
    out[kv.key] = decodeAnyValue(kv.value ?? {}, [...path, i, 'value'])
  })
  return out
}

/**
 * Rebuilds the structure that instrumentations flatten into dotted keys with
 * numeric indices (`llm.output_messages.0.message.tool_calls.1.tool_call.id`).
 * Only numeric segments become array indices, so dotted names such as
 * `function.name` stay nested objects. Returns `undefined` when no key has
 * the prefix, and the plain value when the prefix itself is a key.
 *
 * @example
 * unflatten({ 'llm.input_messages.0.message.role': 'user' }, 'llm.input_messages')
 * // [{ message: { role: 'user' } }]
 */
export function unflatten(attributes: AttributeMap, prefix: string): unknown {
  if (prefix in attributes) return attributes[prefix]
  const start = `${prefix}.`
  let root: unknown
  for (const [key, value] of Object.entries(attributes)) {
    if (!key.startsWith(start)) continue
    const segments = key.slice(start.length).split('.')
    root ??= isIndex(segments[0]!) ? [] : {}
    let container = root as Record<string, unknown>
    for (let i = 0; i < segments.length - 1; i++) {
      const segment = segments[i]!
      const next = isIndex(segments[i + 1]!) ? [] : {}
      const existing = container[segment]
      if (existing === null || typeof existing !== 'object') container[segment] = next
      container = container[segment] as Record<string, unknown>
    }
    container[segments.at(-1)!] = value
  }
  // Sparse indices (a dropped attribute) leave holes; close them up.
  return compactArrays(root)
}

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment)
}

function compactArrays(root: unknown): unknown {
  if (root === undefined) return undefined
  const stack: unknown[] = [root]
  const fixed: Array<[Record<string, unknown> | unknown[], string | number]> = []
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === null || typeof node !== 'object') continue
    for (const [key, child] of Object.entries(node)) {
      if (Array.isArray(child) && child.length !== Object.keys(child).length) fixed.push([node as Record<string, unknown>, key])
      stack.push(child)
    }
  }
  for (const [parent, key] of fixed) (parent as Record<string, unknown>)[key] = ((parent as Record<string, unknown>)[key] as unknown[]).filter(() => true)
  return Array.isArray(root) && root.length !== Object.keys(root).length ? root.filter(() => true) : root
}

/** A string attribute, or `undefined`. */
export function stringAttr(attributes: AttributeMap, key: string): string | undefined {
  const value = attributes[key]
  return typeof value === 'string' ? value : undefined
}
