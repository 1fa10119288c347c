import { isPlainRecord } from '../../util/records.js'

/**
 * Any non-null, non-array object, including class instances. Live SDK
 * results (an AI SDK `DefaultGenerateTextResult`, a LangSmith `RunTree`, an
 * OTel `ReadableSpan`) are class instances, so adapters that accept them
 * cannot use `isPlainRecord`.
 *
 * @example
 * isObjectLike({ a: 1 })     // true
 * isObjectLike(new Map())    // true
 * isObjectLike([1])          // false
 */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Whether a value is a promise or thenable. `streamText` results expose
 * `steps` as a promise; reading it unresolved is a user error worth naming.
 */
export function isThenable(value: unknown): value is Record<string, unknown> & PromiseLike<unknown> {
  return isObjectLike(value) && typeof value.then === 'function'
}

/** The value when it is a string, otherwise `undefined`. */
export function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The value when it is a non-empty string, otherwise `undefined`. */
export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * A list of items and where it sits in the value the user passed: the value
 * itself when it is an array, or the array under one of `keys` when the value
 * is an envelope object such as `{ messages: [...] }` or `{ data: [...] }`.
 */
export interface ItemList {
  items: readonly unknown[]
  /** Path prefix for error messages (`[]` or `['messages']`). */
  path: Array<string | number>
  /** The envelope object, when there was one. */
  envelope?: Record<string, unknown>
}

/**
 * Finds the item array in a value that is either an array or an envelope
 * object holding one under the first of `keys` that is present.
 *
 * @example
 * itemList([{ role: 'user' }], ['messages'])?.path             // []
 * itemList({ messages: [{ role: 'user' }] }, ['messages'])?.path // ['messages']
 */
export function itemList(value: unknown, keys: readonly string[]): ItemList | null {
  if (Array.isArray(value)) return { items: value, path: [] }
  if (!isObjectLike(value)) return null
  for (const key of keys) {
    const items = value[key]
    if (Array.isArray(items)) return { items, path: [key], envelope: value }
  }
  return null
}

/** Whether a value is a plain JSON-like object (re-exported for adapters). */
export { isPlainRecord }
