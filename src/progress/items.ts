// Values kept as n8n items: a node's data is `{ <connection>: [[{ json }, …]] }` (`main`, `ai_tool`,
// `ai_languageModel`), whatever the node did. Read as kept, every call would be one connection name
// and what it said would sit four levels down.

import { parseJsonArguments } from './canonical.js'

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
  if (values.length > 1) return values
  const only = values[0]
  if (isRecord(only) && Object.keys(only).length === 1 && typeof only.response === 'string') return parseJsonArguments(only.response)
  return only
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
