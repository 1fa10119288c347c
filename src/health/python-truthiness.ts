import { isPlainRecord } from '../util/records.js'

/**
 * Python's `bool(value)` for the values a guard event or a loop result can
 * hold. It differs from JavaScript's truthiness where the reference's
 * verdicts depend on it: `NaN` is true in Python, and an empty list or dict
 * is false.
 *
 * @example
 * isPyTruthy(NaN) // true  (JavaScript: false)
 * isPyTruthy([])  // false (JavaScript: true)
 * isPyTruthy(1)   // true
 */
export function isPyTruthy(value: unknown): boolean {
  if (value === null || value === undefined) return false
  switch (typeof value) {
    case 'boolean':
      return value
    case 'number':
      return value !== 0
    case 'bigint':
      return value !== 0n
    case 'string':
      return value.length > 0
    case 'object':
      if (Array.isArray(value)) return value.length > 0
      if (value instanceof Map || value instanceof Set) return value.size > 0
      // A plain object stands for a Python dict; a class instance for an
      // object without `__len__`, which Python always treats as true.
      if (isPlainRecord(value)) return Object.keys(value).length > 0
      return true
    default:
      return true
  }
}
