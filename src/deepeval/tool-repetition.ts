import { JSON_LOADS_FAILED, pyJsonLoads } from '../python/json-loads.js'
import { compareCodePoints, pyRepr, pyStr } from '../python/serialize.js'
import { PyFloat } from '../python/values.js'
import { toJsonSafe } from '../util/json-safe.js'
import { isPlainRecord } from '../util/records.js'
import { get, type IndexedSpan } from './spans.js'
import type { SubSignal } from './sub-signal.js'

/** The most repeated identical tool call, as the reference counts it. */
export interface RepeatedCall {
  /** The tool's name as the reference prints it (`str(name)`). */
  tool: string
  /** The call's arguments: JSON-string inputs parsed, as plain JSON. */
  arguments: unknown
  /** How many calls share this name and these arguments. */
  count: number
  /** Where each of those calls sits in the trace (span indices, depth-first). */
  spanIndices: number[]
}

/**
 * The reference's tool-repetition sub-signal. Every `tool` span is keyed by
 * its name and its arguments compared as Python's `str()` prints them (so
 * `1` and `"1"` are the same call); JSON-string inputs are parsed first; the
 * most repeated key anywhere in the trace decides: 0.5 at
 * `repetitionThreshold` calls, 0.0 at twice that.
 *
 * @example
 * scoreToolRepetition(toolSpans, 3)
 * // { score: 0, reason: "Tool 'search_web' called 6 times with identical arguments.", evidence: {...} }
 */
export function scoreToolRepetition(toolSpans: readonly IndexedSpan[], repetitionThreshold: number): SubSignal<RepeatedCall> {
  if (toolSpans.length === 0) return { score: 1.0, reason: 'No tool spans found.', evidence: null }

  const groups = new Map<string, { name: unknown; input: unknown; spanIndices: number[] }>()
  for (const { span, index } of toolSpans) {
    const name = get(span, 'name', '')
    let input: unknown = get(span, 'input', EMPTY_DICT)
    if (typeof input === 'string') {
      const parsed = pyJsonLoads(input)
      if (parsed !== JSON_LOADS_FAILED) input = parsed
    }
    const key = `${nameKey(name)}\u0000${argumentsKey(input)}`
    const group = groups.get(key)
    if (group === undefined) groups.set(key, { name, input, spanIndices: [index] })
    else group.spanIndices.push(index)
  }

  // Python's max() keeps the first of equal counts, in first-seen order.
  let best: { name: unknown; input: unknown; spanIndices: number[] } | undefined
  for (const group of groups.values()) {
    if (best === undefined || group.spanIndices.length > best.spanIndices.length) best = group
  }
  const count = best!.spanIndices.length
  const tool = pyStr(best!.name)
  const evidence: RepeatedCall = { tool, arguments: toJsonSafe(best!.input), count, spanIndices: best!.spanIndices }
  const reason = `Tool '${tool}' called ${count} times with identical arguments.`
  if (count >= repetitionThreshold * 2) return { score: 0.0, reason, evidence }
  if (count >= repetitionThreshold) return { score: 0.5, reason, evidence }
  return { score: 1.0, reason: 'Tool calls are within acceptable repetition limits.', evidence }
}

// `span.get("input", {})`: a missing input is an empty dict.
const EMPTY_DICT: Readonly<Record<string, never>> = Object.freeze({})

/**
 * Python dict-key equality for a tool name: `1`, `1.0` and `True` are one
 * key; strings compare as text; `None` is itself.
 */
function nameKey(name: unknown): string {
  if (typeof name === 'string') return `s${name}`
  if (typeof name === 'number') return `n${name}`
  if (typeof name === 'boolean') return `n${name ? 1 : 0}`
  if (typeof name === 'bigint') return `n${name}`
  if (name instanceof PyFloat) return `n${name.value}`
  if (name === null || name === undefined) return 'None'
  return `o${pyRepr(name)}`
}

/**
 * `tuple(sorted((str(k), str(v)) for k, v in input.items()))` for a dict,
 * `(str(input),)` for anything else, as one string: equal exactly when the
 * reference's keys are equal. Each string is prefixed with its length, so
 * the concatenation reads back one way only, and a dict's key starts with
 * `d`, anything else's with `s`, so the two can never collide. (Built by
 * concatenation: this runs once per tool span.)
 */
function argumentsKey(input: unknown): string {
  if (input instanceof Map) {
    const pairs = [...input.entries()].map(([k, v]) => [pyStr(k), pyStr(v)] as const)
    if (pairs.length > 1) pairs.sort((a, b) => compareCodePoints(a[0], b[0]) || compareCodePoints(a[1], b[1]))
    let key = 'd'
    for (const [k, v] of pairs) key += `${k.length}:${k}${v.length}:${v}`
    return key
  }
  if (!isPlainRecord(input)) {
    const text = pyStr(input)
    return `s${text}`
  }
  // A record's keys are distinct strings (their own `str()`), so sorting
  // the keys sorts the pairs.
  const keys = sortByCodePoints(Object.keys(input))
  let key = 'd'
  for (const k of keys) {
    const v = pyStr(input[k])
    key += `${k.length}:${k}${v.length}:${v}`
  }
  return key
}

/** Sorts strings by code point, in place. Most inputs have a handful of keys: those get an insertion sort, which skips Array#sort's set-up. */
function sortByCodePoints(keys: string[]): string[] {
  if (keys.length > 8) return keys.sort(compareCodePoints)
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!
    let j = i - 1
    while (j >= 0 && compareCodePoints(keys[j]!, k) > 0) {
      keys[j + 1] = keys[j]!
      j--
    }
    keys[j + 1] = k
  }
  return keys
}
