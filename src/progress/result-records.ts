// What a result lists, one by one: the records it holds (each a fingerprint,
// when each names itself) and, for a record answer, its fields. Compared
// whole, two answers differ when one lists a record fewer; compared by
// record, a read that brings only records already read (another tool's
// identical answer, one SKU out of six counted) is seen to bring nothing.

import { canonicalDigest, dropsAtAnyDepth } from './canonical.js'
import { maskVolatileText } from './mask.js'
import type { ResolvedToolIdentity } from './tools.js'
import { isPlainRecord } from '../util/records.js'

// An argument that identifies a record: `id`, `zone_id`, `articleId`, `flag_key`, `flagKey`.
export const IDENTIFIER_KEY = /^id$|_id$|[a-z0-9]Id$|_key$|[a-z0-9]Key$/

/** Records a result may list for their fingerprints to be taken one by one. */
const RECORDS_LIMIT = 64

/**
 * The fingerprints of the records a result (as parsed) lists: the result itself when it
 * is a list of records, or the one list of records among its fields (beside
 * a timestamp, a count, a cursor); each masked like the whole result. `null`
 * unless every record names itself.
 */
export function recordDigests(value: unknown, rules: ResolvedToolIdentity): readonly string[] | null {
  let list: unknown[] | null | undefined = Array.isArray(value) ? value : isPlainRecord(value) ? recordList(value) : null
  // A response record keeps them in its body (`{ status, headers, body: { data: [...] } }`).
  if (list === null && isPlainRecord(value)) {
    for (const field of Object.values(value)) {
      const inner = isPlainRecord(field) ? recordList(field) : null
      if (inner === undefined || (inner !== null && list !== null)) return null
      if (inner !== null) list = inner
    }
  }
  if (list === null || list === undefined || list.length === 0 || list.length > RECORDS_LIMIT || !list.every(namesItself)) return null
  // A record's own name (`id`) is what it is: kept, though a result's stray `id` elsewhere is volatile.
  const options = { dropAnyDepthPattern: rules.volatileResultPattern, mapString: rules.maskVolatileText ? maskVolatileText : undefined, parseNestedJson: true }
  return list.map((record) => `R${canonicalDigest(record, options)}${ownName(record as Record<string, unknown>)}`)
}

/**
 * A record's own name as written (`bk_9doau63k`, `SKU-118`): masking reads a
 * minted id as noise, and every booking of a page would be one record.
 */
function ownName(record: Record<string, unknown>): string {
  let name = ''
  for (const [key, value] of Object.entries(record)) if (isOwnName(key, value)) name += `|${key}=${value}`
  return name
}

/** Whether a record's field is its own name: an `id`, a `sku`, an `order_number`, written as text or a number. */
function isOwnName(key: string, value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && (IDENTIFIER_KEY.test(key) || RECORD_NAME_KEY.test(key))
}

/**
 * The fingerprint of each top-level field of a record result, as parsed (by `digest`,
 * volatile keys left out), by key; `null` for any other result.
 */
export function fieldDigests(value: unknown, rules: ResolvedToolIdentity, digest: (value: unknown) => string): ReadonlyMap<string, string> | null {
  if (!isPlainRecord(value)) return null
  const keys = Object.keys(value)
  if (keys.length === 0 || keys.length > RECORDS_LIMIT) return null
  const fields = new Map<string, string>()
  for (const key of keys) {
    if (dropsAtAnyDepth(key, { dropAnyDepth: rules.volatileResults, dropAnyDepthPattern: rules.volatileResultPattern })) continue
    fields.set(key, digest(value[key]))
  }
  return fields
}

/** The one list of records among a record's fields, `null` when none, `undefined` when more than one. */
function recordList(record: Record<string, unknown>): unknown[] | null | undefined {
  let list: unknown[] | null = null
  for (const field of Object.values(record)) {
    if (!Array.isArray(field) || field.length === 0 || !isPlainRecord(field[0])) continue
    if (list !== null) return undefined
    list = field
  }
  return list
}

// Keys beside `id`-like ones (IDENTIFIER_KEY) under which a record keeps its own name: a stock unit, a code, a reference number.
const RECORD_NAME_KEY = /^(?:sku|uuid|slug|code|ref|reference|number)$|[a-z](?:_no|_number|_code|_ref|Number|Code|Ref)$/i

/**
 * Whether a record names itself (an `id`, a `sku`, an `order_number`): read
 * again, it is that record again. A record without one (`{ at, action: 'login' }`,
 * an audit line) is only what it says: two such lines with masked times
 * alike are two events, not one read twice.
 */
function namesItself(record: unknown): boolean {
  if (!isPlainRecord(record)) return false
  for (const [key, value] of Object.entries(record)) if (isOwnName(key, value)) return true
  return false
}
