// A tool call as a record names it: the tool's name under one key and its
// arguments under another (`{ tool_name, tool_input }`, `{ tool, kwargs }`,
// a Gemini `functionCall` part), read the same wherever the record sits: a
// tool span's input (tool-call.ts), or a generic span recorded by another name
// (timeline.ts).

import { isRecord, parseJsonArguments } from './canonical.js'

// A call recorded as `{ tool_name, tool_input }` or `{ tool_name, tool_args }` (CrewAI's tool usage), `{ name, arguments }` (a function call as
// the model wrote it), `{ tool, input, id }`, `{ id, function, arguments }` (Inspect AI's `ToolCall`,
// with its `parse_error` and `view`): the name says which tool, the arguments are the one other
// value (often a JSON string). Read as recorded, the name would be an argument and the arguments one
// opaque string, so an id inside them (`request_id`) could never be left out.
const CALL_NAME_KEYS = new Set(['tool_name', 'toolName', 'tool', 'name', 'function_name', 'functionName', 'function'])
const CALL_ARGS_KEYS = new Set([
  'tool_input',
  'toolInput',
  'tool_args',
  'toolArgs',
  'tool_arguments',
  'toolArguments',
  'input',
  'arguments',
  'args',
  'parameters',
  'params',
  'kwargs',
])
// Inspect AI's tool event adds `event: 'tool'` to the call it records.
const CALL_OTHER_KEYS = new Set(['id', 'call_id', 'callId', 'tool_call_id', 'toolCallId', 'toolUseId', 'tool_use_id', 'type', 'parse_error', 'view', 'event'])

const FUNCTION_CALL_KEYS: ReadonlySet<string> = new Set(['functionCall', 'function_call', 'toolUse', 'tool_use'])

/** The call a record holds as its only field `functionCall` (or `function_call`), or `null`. */
export function functionCallPart(record: Record<string, unknown>): Record<string, unknown> | null {
  return soleRecordField(record, FUNCTION_CALL_KEYS)
}

/** The record a record holds as its only field, under one of `names`, or `null`. */
export function soleRecordField(record: Record<string, unknown>, names: ReadonlySet<string>): Record<string, unknown> | null {
  let found: Record<string, unknown> | null = null
  for (const key in record) {
    const value = record[key]
    if (found !== null || !names.has(key) || !isRecord(value)) return null
    found = value
  }
  return found
}

/**
 * Whether a span's input is a named call (`{ tool: 'entries_page', kwargs: { page: 4 } }`,
 * `{ tool_name, tool_input }`, a Gemini `functionCall` part): the tool and its
 * arguments, whatever the span that recorded it is called.
 *
 * @example
 * holdsNamedCall({ tool: 'entries_page', kwargs: { page: 4 } }) // true
 * holdsNamedCall({ input: 'Summarize the thread.' })             // false
 */
export function holdsNamedCall(input: unknown): boolean {
  if (!isRecord(input)) return false
  const named = namedCall(functionCallPart(input) ?? input)
  return named !== null && named.tool !== null
}

export function namedCall(record: Record<string, unknown>): { tool: string | null; args: unknown } | null {
  let tool: string | null = null
  let args: unknown
  let argsKeys = 0
  for (const key in record) {
    const value = record[key]
    if (CALL_NAME_KEYS.has(key) && typeof value === 'string' && value !== '' && tool === null) tool = value
    else if (CALL_ARGS_KEYS.has(key)) {
      args = value
      argsKeys++
    } else if (!CALL_OTHER_KEYS.has(key)) return null
  }
  if (argsKeys !== 1) return null
  const parsed = parseJsonArguments(args)
  // Only arguments that are a structure: `{ name, input: 'free text' }` is a span's own input, not a call.
  return parsed !== null && typeof parsed === 'object' ? { tool, args: parsed } : null
}
