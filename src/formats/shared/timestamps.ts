/**
 * Start times from every format, as nanoseconds since the epoch in a bigint,
 * so that OTLP's 19-digit nanosecond strings, OTel HrTime pairs, ISO strings
 * with microseconds (LangSmith) and epoch milliseconds all compare exactly.
 */

const ISO = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/

/**
 * Reads a timestamp as epoch nanoseconds, or `null` when it is missing or
 * unreadable (the span then keeps its document position).
 *
 * - a decimal string of digits, or a bigint: epoch nanoseconds (OTLP `*UnixNano`)
 * - `[seconds, nanoseconds]`: an OTel `HrTime`
 * - a number: epoch milliseconds (LangSmith `end_time`, `Date.now()`); with `unit: 'ns'`, nanoseconds
 * - an ISO string, with up to 9 fractional digits; no zone means UTC
 *
 * @example
 * toEpochNanos('2025-06-01T12:00:00.000001Z') // 1748779200000001000n
 * toEpochNanos([1748779200, 5])               // 1748779200000000005n
 * toEpochNanos(1748779200000)                 // 1748779200000000000n
 */
export function toEpochNanos(value: unknown, unit: 'ms' | 'ns' = 'ms'): bigint | null {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    return unit === 'ns' ? BigInt(Math.trunc(value)) : BigInt(Math.round(value * 1_000_000))
  }
  if (Array.isArray(value)) {
    const [seconds, nanos] = value as unknown[]
    if (typeof seconds !== 'number' || typeof nanos !== 'number') return null
    return BigInt(Math.trunc(seconds)) * 1_000_000_000n + BigInt(Math.trunc(nanos))
  }
  if (value instanceof Date) return toEpochNanos(value.getTime())
  if (typeof value !== 'string' || value === '') return null
  if (/^\d+$/.test(value)) return BigInt(value)
  const match = ISO.exec(value)
  if (match === null) {
    const ms = Date.parse(value)
    return Number.isNaN(ms) ? null : BigInt(ms) * 1_000_000n
  }
  const [, whole, fraction = '', zone = 'Z'] = match
  const ms = Date.parse(`${whole}${zone}`)
  if (Number.isNaN(ms)) return null
  return BigInt(ms) * 1_000_000n + BigInt(fraction.padEnd(9, '0'))
}

/**
 * Compares two optional times; unknown times sort after known ones so that
 * a span without a start time does not jump ahead of its siblings.
 */
export function compareNanos(a: bigint | null, b: bigint | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return a < b ? -1 : a > b ? 1 : 0
}
