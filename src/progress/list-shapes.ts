// Answers that leave their list out when it is empty. Google's APIs (and any
// service that writes protobuf messages as JSON) omit an empty repeated
// field: a Sheets range read past the data comes back as
// `{ range, majorDimension }` with no `values`, a Gmail search with no hits
// as `{ resultSizeEstimate: 0 }` with no `messages`. Such an answer reads as
// a small record of metadata, not as "nothing found", unless it is set
// beside the answers the same tool gave with the list in them.

import { isPlainRecord } from '../util/records.js'
import { parseJsonArguments } from './canonical.js'

/** Tools whose answers' shapes are kept (bounds memory on traces with many tool names). */
const TOOLS_KEPT = 1024
/** Keys kept per tool, and keys an answer may have to be read at all. */
const KEYS_KEPT = 50
/** Characters of an answer kept as text that is read as JSON for its shape. */
const TEXT_CHARS = 20_000

/** What the answers of one tool that carried a list looked like. */
interface ListShape {
  /** Keys that held a non-empty list. */
  readonly lists: Set<string>
  /** Every key of those answers. */
  readonly keys: Set<string>
}

/**
 * The shapes of the answers each tool gave with a list in them, to tell an
 * answer that left its list out (see the module comment). An answer is
 * judged before it is noted.
 *
 * @example
 * const shapes = new ListShapes()
 * shapes.note('sheets_values_get', { range: 'Log!A1:F500', values: [['Date']] })
 * shapes.omitsList('sheets_values_get', { range: 'Log!A1501:F2000' }) // true
 */
export class ListShapes {
  private readonly shapes = new Map<string, ListShape>()

  /**
   * Whether `output` is a record with no list at all whose keys are all
   * keys that the tool's answers with a list had, and that lacks a list
   * those answers held: the same answer, its list left out.
   */
  omitsList(tool: string, output: unknown): boolean {
    const shape = this.shapes.get(tool)
    if (shape === undefined) return false
    const record = recordOf(output)
    if (record === null) return false
    const keys = Object.keys(record)
    if (keys.length > KEYS_KEPT) return false
    for (const key of keys) if (Array.isArray(record[key]) || !shape.keys.has(key)) return false
    for (const list of shape.lists) if (!Object.hasOwn(record, list)) return true
    return false
  }

  /** Notes the shape of an answer that holds a non-empty list at its top level. */
  note(tool: string, output: unknown): void {
    // A text with no `[` holds no list: it is not parsed to find out.
    if (typeof output === 'string' && !output.includes('[')) return
    const record = recordOf(output)
    if (record === null || !holdsList(record)) return
    const keys = Object.keys(record)
    if (keys.length > KEYS_KEPT) return
    const lists = keys.filter((key) => Array.isArray(record[key]) && (record[key] as unknown[]).length > 0)
    let shape = this.shapes.get(tool)
    if (shape === undefined) {
      if (this.shapes.size >= TOOLS_KEPT) return
      shape = { lists: new Set(), keys: new Set() }
      this.shapes.set(tool, shape)
    }
    for (const key of lists) if (shape.lists.size < KEYS_KEPT) shape.lists.add(key)
    for (const key of keys) if (shape.keys.size < KEYS_KEPT) shape.keys.add(key)
  }
}

/** Whether a record holds a non-empty list among its first KEYS_KEPT keys (no allocation: most answers hold none). */
function holdsList(record: Record<string, unknown>): boolean {
  let seen = 0
  for (const key in record) {
    if (++seen > KEYS_KEPT) return false
    const value = record[key]
    if (Array.isArray(value) && value.length > 0 && Object.hasOwn(record, key)) return true
  }
  return false
}

/** The answer as a record: itself, or a JSON record kept as text (bounded); `null` otherwise. */
function recordOf(output: unknown): Record<string, unknown> | null {
  if (isPlainRecord(output)) return output
  if (typeof output !== 'string' || output.length > TEXT_CHARS || output.charCodeAt(0) !== 123) return null
  const parsed = parseJsonArguments(output)
  return isPlainRecord(parsed) ? parsed : null
}
