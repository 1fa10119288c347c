// Values kept as n8n items: a node's data is `{ <connection>: [[{ json }, …]] }` (`main`, `ai_tool`,
// `ai_languageModel`), whatever the node did. Read as kept, every call would be one connection name
// and what it said would sit four levels down.

import { isRecord, parseJsonArguments } from './canonical.js'

// An n8n item as its execution data keeps it: the value under `json`, beside where it came from.
const ITEM_KEYS = new Set(['json', 'pairedItem', 'binary', 'index'])
/** Items read from one connection, at most. */
const MAX_ITEMS = 64

/**
 * What an n8n node's data holds (`{ main: [[{ json: {…} }]] }`, `{ ai_tool: [[{ json: { response } }]] }`):
 * the one item's `json` (its one `response` read, parsed when it is JSON), or the list of them;
 * `undefined` for anything else. Read as kept, every call would be one
 * connection name and nothing found would sit four levels down.
 */
export function itemsOf(value: unknown): unknown {
  if (!isRecord(value)) return undefined
  // One item on its own (`{ json: { query } }`, beside where it came from) is its `json`.
  if ('json' in value && isRecord(value.json) && Object.keys(value).every((key) => ITEM_KEYS.has(key))) return itemValue(value.json)
  const keys = Object.keys(value)
  if (keys.length !== 1) return undefined
  const runs = value[keys[0]!]
  if (!Array.isArray(runs) || runs.length !== 1 || !Array.isArray(runs[0])) return undefined
  const items = runs[0] as unknown[]
  if (items.length === 0 || items.length > MAX_ITEMS) return undefined
  const values: unknown[] = []
  for (const item of items) {
    if (!isRecord(item) || !('json' in item)) return undefined
    for (const key in item) if (!ITEM_KEYS.has(key)) return undefined
    values.push(item.json)
  }
  return values.length > 1 ? values : itemValue(values[0])
}

/** An item's value, its one `response` read (parsed when it is JSON): what an n8n tool node answered. */
function itemValue(value: unknown): unknown {
  if (!isRecord(value) || Object.keys(value).length !== 1 || !('response' in value)) return value
  return typeof value.response === 'string' ? parseJsonArguments(value.response) : value.response
}
