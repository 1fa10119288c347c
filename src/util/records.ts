/**
 * Whether a value is a plain JSON-like object: not null, not an array, and
 * created by an object literal, `JSON.parse` or `Object.create(null)`.
 * Class instances (`Date`, `Map`, user classes) are not plain records.
 *
 * @example
 * isPlainRecord({ a: 1 })        // true
 * isPlainRecord(new Date())      // false
 * isPlainRecord([1, 2])          // false
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}
