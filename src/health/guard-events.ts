import { TraceValidationError } from '../trace/errors.js'
import { describeValue, type TracePath } from '../trace/path.js'
import { pyStr } from '../python/serialize.js'
import { pyLower } from '../python/text.js'
import { isPyTruthy } from './python-truthiness.js'

/**
 * The `type` / `event` strings (compared lower-cased) that mark a guard event
 * as a doom loop: PraisonAI's generic markers plus every `DoomLoopType` value.
 *
 * @example
 * DOOM_LOOP_EVENT_TYPES.has('no_progress') // true
 */
export const DOOM_LOOP_EVENT_TYPES: ReadonlySet<string> = new Set([
  'doom_loop',
  'doom-loop',
  'doomloop',
  'repetition',
  'loop_detected',
  'repeated_action',
  'repeated_failure',
  'no_progress',
  'circular_plan',
  'resource_exhaustion',
  'repeated_output',
])

// The reference reads the first of these keys that is present, even when its
// value is null; camelCase spellings come after the reference's own keys so a
// snake_case key always decides when both are there.
const IS_LOOP_KEYS = ['is_loop', 'isLoop'] as const
const LOOP_TYPE_KEYS = ['loop_type', 'loopType'] as const
const DOOM_FLAG_KEYS = ['doom_loop', 'doom_loop_fired', 'doomLoop', 'doomLoopFired'] as const
const MARKER_KEYS = ['type', 'event'] as const
const MARKER_PRINT_LIMIT = 200

/**
 * Which of the reference's rules decided a guard event, in the order they are
 * tried: an `is_loop` flag, a `loop_type`, an explicit doom-loop flag, or
 * the `type` / `event` marker string.
 */
export type GuardEventRule = 'is_loop' | 'loop_type' | 'doom_loop_flag' | 'type_marker'

/**
 * How one guard event was read, and why it did or did not count as a doom loop.
 *
 * @example
 * const verdict: GuardEventVerdict = classifyGuardEvent({ loop_type: 'no_progress' })
 * verdict.rule // 'loop_type'
 */
export interface GuardEventVerdict {
  /** Whether the event says a doom loop fired. */
  fired: boolean
  /** The rule that decided. */
  rule: GuardEventRule
  /** The key that was read for that rule (`is_loop`, `doomLoopFired`, `type`…), or `null` when the event had none. */
  field: string | null
  /** The value found under `field` (`undefined` when `field` is `null`). */
  value: unknown
  /** For the `type_marker` rule, the lower-cased marker that was compared. */
  marker?: string
}

interface FoundField {
  key: string
  value: unknown
}

/**
 * Python's `getattr`/`in` lookup over dicts and objects alike: the first key
 * that is present. A key holding `undefined` counts as absent, the way an
 * unset optional property does in JavaScript.
 */
function firstPresentField(event: unknown, keys: readonly string[]): FoundField | undefined {
  if (event instanceof Map) {
    for (const key of keys) {
      if (event.has(key) && event.get(key) !== undefined) return { key, value: event.get(key) }
    }
    return undefined
  }
  if (event === null || (typeof event !== 'object' && typeof event !== 'function')) return undefined
  const record = event as Record<string, unknown>
  for (const key of keys) {
    if (key in record && record[key] !== undefined) return { key, value: record[key] }
  }
  return undefined
}

/** An enum member (`DoomLoopType.NO_PROGRESS`) compares by its `.value`. */
function readThroughEnum(raw: unknown): unknown {
  if (raw !== null && (typeof raw === 'object' || typeof raw === 'function') && !(raw instanceof Map) && 'value' in raw) {
    return (raw as { value: unknown }).value
  }
  return raw
}

/**
 * Reads one guard event the way PraisonAI's `LoopEvaluator` does, and says
 * which rule decided. Dicts, class instances and `Map`s are all accepted;
 * anything else reads as an event with no fields (never a doom loop).
 *
 * @example
 * classifyGuardEvent({ is_loop: false, type: 'doom_loop' })
 * // { fired: false, rule: 'is_loop', field: 'is_loop', value: false }
 * classifyGuardEvent({ type: 'Doom-Loop' })
 * // { fired: true, rule: 'type_marker', field: 'type', value: 'Doom-Loop', marker: 'doom-loop' }
 */
export function classifyGuardEvent(event: unknown): GuardEventVerdict {
  const isLoop = firstPresentField(event, IS_LOOP_KEYS)
  if (isLoop !== undefined && isLoop.value !== null) {
    return { fired: isPyTruthy(isLoop.value), rule: 'is_loop', field: isLoop.key, value: isLoop.value }
  }
  const loopType = firstPresentField(event, LOOP_TYPE_KEYS)
  if (loopType !== undefined && loopType.value !== null) {
    return { fired: true, rule: 'loop_type', field: loopType.key, value: loopType.value }
  }
  const flag = firstPresentField(event, DOOM_FLAG_KEYS)
  if (flag !== undefined && isPyTruthy(flag.value)) {
    return { fired: true, rule: 'doom_loop_flag', field: flag.key, value: flag.value }
  }
  const found = firstPresentField(event, MARKER_KEYS)
  // Python's `str(x).lower()`: a null marker becomes "none", `True` "true".
  // A marker can only match when short, so a huge object is printed no further than needed.
  const raw = found === undefined ? '' : readThroughEnum(found.value)
  const marker = pyLower(typeof raw === 'string' ? raw : pyStr(raw, MARKER_PRINT_LIMIT))
  return {
    fired: DOOM_LOOP_EVENT_TYPES.has(marker),
    rule: 'type_marker',
    field: found?.key ?? null,
    value: found?.value,
    marker,
  }
}

/**
 * Whether a guard event says a doom loop fired, exactly as PraisonAI's
 * `LoopEvaluator` decides it:
 * 1. a non-null `is_loop` decides alone, by Python truthiness (`0`/`1` too);
 * 2. else a non-null `loop_type` means a loop fired;
 * 3. else the first present of `doom_loop` / `doom_loop_fired` fires when truthy;
 * 4. else `type` if present (even null), otherwise `event`, lower-cased,
 *    must be one of {@link DOOM_LOOP_EVENT_TYPES}; an enum-like `{ value }`
 *    is read through.
 *
 * camelCase spellings (`isLoop`, `loopType`, `doomLoop`, `doomLoopFired`)
 * are read after the snake_case key of the same rule.
 *
 * @example
 * isDoomLoopEvent({ type: 'DOOM_LOOP' })                          // true
 * isDoomLoopEvent({ doom_loop: false, doom_loop_fired: true })   // false: the first present key decides
 * isDoomLoopEvent({ loopType: { value: 'no_progress' } })         // true
 */
export function isDoomLoopEvent(event: unknown): boolean {
  return classifyGuardEvent(event).fired
}

// Keys specific enough to PraisonAI's guards to recognise a list of them;
// `type` and `event` are left out because half the trace formats use them.
const GUARD_SHAPE_KEYS = [...IS_LOOP_KEYS, ...LOOP_TYPE_KEYS, ...DOOM_FLAG_KEYS, 'stuck'] as const

/**
 * Whether a value looks like a list of PraisonAI guard events: a non-empty
 * array whose every item is an object carrying one of `is_loop`,
 * `loop_type`, `doom_loop`, `doom_loop_fired`, `stuck` (or their camelCase
 * spellings). Generic `type` / `event` markers are accepted by
 * {@link isDoomLoopEvent} but are too common to recognise a list by.
 *
 * @example
 * isGuardEventList([{ loop_type: 'no_progress' }, { is_loop: false }]) // true
 * isGuardEventList([{ role: 'user', content: 'hi' }])                 // false
 */
export function isGuardEventList(value: unknown): value is unknown[] {
  if (!Array.isArray(value) || value.length === 0) return false
  return value.every((item) => firstPresentField(item, GUARD_SHAPE_KEYS) !== undefined)
}

/**
 * Reads the `guardEvents` argument: `null` or `undefined` mean none (the
 * reference's `guard_events or []`), an array is copied, anything else is an
 * error naming the argument.
 *
 * @example
 * readGuardEvents(null)          // []
 * readGuardEvents({ type: 'x' }) // throws: guardEvents: expected an array of guard events or null, got an object
 */
export function readGuardEvents(value: unknown, path: TracePath = ['guardEvents']): unknown[] {
  if (value === null || value === undefined) return []
  if (!Array.isArray(value)) {
    throw new TraceValidationError(path, `expected an array of guard events or null, got ${describeValue(value)}`)
  }
  return [...value]
}
