// The calls a model step asked for, read from its output wherever its format
// keeps them: the tools a generic span may be running (timeline), and the
// arguments a call recorded without them was asked with (tool-call). One
// bounded breadth-first reading per model step (AskedStep) serves both.

import { isRecord } from './canonical.js'

/**
 * A Bedrock action-group invocation's arguments: its path, verb, function
 * and body, and its parameters by name.
 *
 * @example
 * bedrockArguments({ apiPath: '/date', parameters: [{ name: 'id', value: 'TR-4' }] }) // { apiPath: '/date', id: 'TR-4' }
 */
export function bedrockArguments(action: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {}
  for (const key of ['apiPath', 'verb', 'function', 'requestBody']) if (action[key] !== undefined) args[key] = action[key]
  if (Array.isArray(action.parameters))
    for (const parameter of action.parameters.slice(0, 64))
      if (isRecord(parameter) && typeof parameter.name === 'string') args[parameter.name] = parameter.value
  return args
}

/** Values of a model step's output read for the calls it asked for, at most. */
const ASKED_NODES = 400
// Keys beside a tool's name that hold its arguments: `{ name, input }`, `{ name, arguments }`, `{ toolName, args }`.
const ASKED_ARGUMENT_KEYS = ['input', 'arguments', 'args', 'parameters']

/**
 * A call a model step asked for: the tool's name (`null` for a Bedrock
 * action group, whose request names none) and its arguments as written.
 *
 * @example
 * const call: AskedCall = { name: 'search', args: '{"q":"x"}' }
 */
export interface AskedCall {
  readonly name: string | null
  readonly args: unknown
}

/**
 * The calls a model step's output asks for, wherever its format keeps them
 * (`tool_calls: [{ name, input }]`, `{ function: { name, arguments } }`,
 * `{ type: 'tool_use', name, input }`, `functionCall`, a JSON string
 * attribute such as `ai.response.toolCalls`, a Bedrock `invocationInput`),
 * read breadth-first over at most ASKED_NODES values.
 *
 * @example
 * askedCalls({ tool_calls: [{ function: { name: 'search', arguments: '{"q":"x"}' } }] }) // [{ name: 'search', args: '{"q":"x"}' }]
 */
export function askedCalls(output: unknown): AskedCall[] {
  const calls: AskedCall[] = []
  const queue: unknown[] = [output]
  for (let i = 0; i < queue.length && i < ASKED_NODES; i++) {
    const value = queue[i]
    if (typeof value === 'string') {
      // A JSON string attribute (`ai.response.toolCalls`) is read inside.
      if (value.length < 20_000 && /^\s*[[{]/.test(value) && value.includes('name')) {
        try {
          queue.push(JSON.parse(value))
        } catch {
          // Not JSON after all: a text, which names no call.
        }
      }
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (Array.isArray(value)) {
      for (const item of value) queue.push(item)
      continue
    }
    const record = value as Record<string, unknown>
    if (isRecord(record.actionGroupInvocationInput)) calls.push({ name: null, args: bedrockArguments(record.actionGroupInvocationInput) })
    else {
      const name = record.name ?? record.toolName ?? record.tool_name
      const key = typeof name === 'string' && name !== '' ? ASKED_ARGUMENT_KEYS.find((k) => k in record) : undefined
      if (key !== undefined) calls.push({ name: name as string, args: record[key] })
    }
    for (const key in record) queue.push(record[key])
  }
  return calls
}

/**
 * A model step's output and the calls it asked for, read once however many
 * spans after it (the calls it asked for, a generic span) ask.
 *
 * @example
 * const step = new AskedStep({ tool_calls: [{ function: { name: 'search', arguments: '{}' } }] })
 * step.calls[0]?.name // 'search'
 */
export class AskedStep {
  private read: readonly AskedCall[] | null = null

  constructor(readonly output: unknown) {}

  /** The calls the step asked for (see {@link askedCalls}). */
  get calls(): readonly AskedCall[] {
    this.read ??= askedCalls(this.output)
    return this.read
  }
}
