// Bookkeeping calls: tools that only record the agent's own state (a plan, a
// todo list) rather than act on the world or read it. Rewording a plan is not
// progress; moving a step from pending to done, adding or dropping a step
// is. So a bookkeeping call is identified by the structure of what it
// records (how many items, each item's status and id, which fields are
// filled in), never by its wording, and its acknowledgement ("Plan updated",
// `{ok: true, plan_version: 7}`) by its shape only: openclaw's `update_plan`
// normalisation (`{planLength, statuses, stepPresence}`, openclaw#68673),
// generalised to any checklist-shaped argument.
//
// Bounded and iterative: at most NODE_LIMIT nodes are shaped, nesting costs
// heap not call stack, cycles and throwing getters are tolerated.

import { isRecord, normalizeKeyName } from './canonical.js'

const NODE_LIMIT = 5_000
const ITEMS_CHECKED = 50

/** Keys whose value is an item's status: kept as written (case and spacing aside). */
const STATUS_KEYS = new Set(['status', 'state', 'done', 'completed', 'complete', 'checked', 'finished'])

/**
 * Whether a value carries a checklist: an array of records at least one of
 * which has a status field, at the top level or one level down
 * (`{plan: [{step, status}]}`, `{todos: [{content, status}]}`). Bounded.
 *
 * @example
 * hasChecklist({ plan: [{ step: 'Write tests', status: 'pending' }] }) // true
 * hasChecklist({ city: 'Rome', days: 3 })                              // false
 */
export function hasChecklist(value: unknown): boolean {
  try {
    const candidates: unknown[] = [value]
    if (isRecord(value)) {
      for (const child of Object.values(value).slice(0, ITEMS_CHECKED)) {
        candidates.push(child)
        if (isRecord(child)) candidates.push(...Object.values(child).slice(0, ITEMS_CHECKED))
      }
    }
    return candidates.some(
      (candidate) =>
        Array.isArray(candidate) &&
        candidate.slice(0, ITEMS_CHECKED).some((item) => isRecord(item) && Object.keys(item).some((k) => STATUS_KEYS.has(normalizeKeyName(k)))),
    )
  } catch {
    return false
  }
}

/**
 * The shape of a bookkeeping value: the same containers and keys, statuses
 * and ids as written, booleans kept, every other string reduced to whether
 * it is filled in (`s` or empty) and every other number to `n`. Two plans
 * that differ only in wording, or acknowledgements that differ only in a
 * version counter, have the same shape.
 *
 * @example
 * bookkeepingShape({ plan: [{ step: 'Audit middleware', status: 'in_progress' }] })
 * // { plan: [{ step: 's', status: 'in_progress' }] }
 * bookkeepingShape({ ok: true, plan_version: 4 }) // { ok: true, plan_version: 'n' }
 */
export function bookkeepingShape(value: unknown): unknown {
  try {
    return shape(value)
  } catch {
    return 'unreadable'
  }
}

type Slot = { source: unknown; role: 'status' | 'id' | 'other'; put: (v: unknown) => void }

function shape(value: unknown): unknown {
  const root: { value: unknown } = { value: undefined }
  const stack: Slot[] = [{ source: value, role: 'other', put: (v) => (root.value = v) }]
  const seen = new Set<object>()
  let nodes = 0
  while (stack.length > 0) {
    const { source, role, put } = stack.pop()!
    if (source === null || source === undefined || typeof source === 'boolean') {
      put(source ?? null)
      continue
    }
    if (typeof source === 'string') {
      put(role === 'status' ? source.trim().toLowerCase() : role === 'id' ? source : source.trim() === '' ? '' : 's')
      continue
    }
    if (typeof source === 'number' || typeof source === 'bigint') {
      put(role === 'other' ? 'n' : String(source))
      continue
    }
    if (typeof source !== 'object') {
      put(typeof source)
      continue
    }
    if (seen.has(source)) {
      put('[Circular]')
      continue
    }
    if (++nodes > NODE_LIMIT) {
      put('…')
      continue
    }
    seen.add(source)
    if (Array.isArray(source)) {
      const out: unknown[] = new Array(source.length)
      put(out)
      for (let i = source.length - 1; i >= 0; i--) stack.push({ source: source[i], role: 'other', put: (v) => (out[i] = v) })
      continue
    }
    const out: Record<string, unknown> = {}
    put(out)
    for (const key of Object.keys(source)) {
      const normalized = normalizeKeyName(key)
      const childRole = STATUS_KEYS.has(normalized) ? 'status' : isIdKey(key, normalized) ? 'id' : 'other'
      stack.push({
        source: (source as Record<string, unknown>)[key],
        role: childRole,
        put: (v) => Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true }),
      })
    }
  }
  return root.value
}

/** `id`, `key`, `index` and keys spelled as ids (`step_id`, `taskId`): an item's identity, kept as written. */
function isIdKey(key: string, normalized: string): boolean {
  return normalized === 'id' || normalized === 'key' || normalized === 'index' || /(?:^|[_-])id$|[a-z0-9]Id$/.test(key)
}
