import type { FormatMismatch } from '../../trace/format.js'
import type { TracePath } from '../../trace/path.js'

/**
 * One rung of a format's recognition ladder: where the value must have
 * something, and what. {@link firstMismatch} reports the first rung a value
 * fails, with how many it passed, so the "closest format" in an
 * unrecognised-trace error is the one that got furthest.
 */
export interface MismatchCheck {
  /** Whether the value passes this rung. */
  ok: boolean
  /** Where to point when it does not. */
  path: TracePath
  /** What the format expects there. */
  expected: string
}

/**
 * Runs a format's rungs lazily, in order, and returns the first failure
 * (or `null` when every rung passes). Each rung is a thunk so later rungs
 * may assume earlier ones passed.
 *
 * @example
 * firstMismatch([
 *   () => ({ ok: Array.isArray(value), path: [], expected: 'an array of messages' }),
 *   () => ({ ok: value.length > 0, path: [], expected: 'at least one message' }),
 * ])
 */
export function firstMismatch(checks: ReadonlyArray<() => MismatchCheck>): FormatMismatch | null {
  let matched = 0
  for (const check of checks) {
    const result = check()
    if (!result.ok) return { matched, path: result.path, expected: result.expected }
    matched++
  }
  return null
}
