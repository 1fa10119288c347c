import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import { firstMismatch } from './shared/adapter.js'
import { parseStructured } from './shared/json.js'
import { MessageLogBuilder, type TurnHandle } from './shared/message-log.js'
import { isObjectLike, itemList, nonEmptyString } from './shared/objects.js'
import { makeSpan, toolSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { checkItem } from './shared/validate.js'

/**
 * Options for {@link fromOpenAIResponses}.
 *
 * @example
 * fromOpenAIResponses(input, { model: 'o4-mini', reasoningFallback: false })
 */
export interface OpenAIResponsesOptions extends NormalizeOptions {
  /** The model name for `llm` spans when the items do not say (default: the `Response.model`, else `llm`). */
  model?: string
}

const ITEM_KEYS = ['input', 'data', 'items'] as const

// Calls whose result comes back as a separate `*_output` item with the same
// call id; every other built-in call carries its result (if any) inline.
const SEPARATE_RESULT_CALLS = new Set(['function_call', 'custom_tool_call', 'computer_call', 'local_shell_call', 'shell_call', 'apply_patch_call'])
const RESULT_ITEMS = new Set([
  'function_call_output',
  'function_call_result',
  'custom_tool_call_output',
  'computer_call_output',
  'computer_call_result',
  'local_shell_call_output',
  'shell_call_output',
  'apply_patch_call_output',
])
const IGNORED_ITEMS = new Set(['item_reference', 'mcp_list_tools', 'mcp_approval_request', 'mcp_approval_response', 'compaction'])

const FunctionCall = z.object({ name: z.string() })
const CallId = z.union([z.object({ call_id: z.string() }), z.object({ callId: z.string() })], {
  error: () => 'expected a string call_id',
})
const Response = z.object({ output: z.array(z.unknown()) })

function callIdOf(item: Record<string, unknown>): string | undefined {
  return nonEmptyString(item.call_id) ?? nonEmptyString(item.callId)
}

function isResponse(value: unknown): boolean {
  return isObjectLike(value) && value.object === 'response'
}

function looksLikeResponsesItem(item: unknown): boolean {
  if (!isObjectLike(item)) return false
  if (typeof item.call_id === 'string' || typeof item.callId === 'string') return true
  if (item.type === 'function_call' || item.type === 'function_call_output' || item.type === 'function_call_result' || item.type === 'reasoning') return true
  return Array.isArray(item.content) && item.content.some((part) => isObjectLike(part) && (part.type === 'output_text' || part.type === 'input_text'))
}

function isItemList(value: unknown): boolean {
  const list = itemList(value, ITEM_KEYS)
  return list !== null && list.items.length > 0 && list.items.every(isObjectLike) && list.items.some(looksLikeResponsesItem)
}

/**
 * Reads the OpenAI Responses API into the span tree: an input-item list (the
 * history of a manual tool loop, a request body `{ model, input }`, or
 * `inputItems.list()`'s `{ data }`), one `Response`, or a list of them. The
 * OpenAI Agents SDK's `result.history` uses the same items in camelCase
 * (`callId`, `function_call_result`) and is read the same way.
 *
 * A turn is a maximal run of model-produced items (reasoning, assistant
 * messages, calls); it becomes one `llm` span whose output is its
 * `output_text`, followed by a `tool` span per call. A `Response` is always
 * one turn, even when its output holds results the server produced on the
 * way (a hosted shell's `shell_call_output`). Results link on `call_id`,
 * never on the item `id`. With `previous_response_id` chaining a
 * list of Responses holds no `function_call_output`, so its calls are pending.
 *
 * @example
 * const response = await client.responses.create({ model: 'o4-mini', input, tools })
 * input.push(...response.output, { type: 'function_call_output', call_id, output })
 * fromOpenAIResponses(input).root?.children.map((s) => s.type) // ['llm', 'tool', 'llm', ...]
 */
export function fromOpenAIResponses(value: unknown, options: OpenAIResponsesOptions = {}): NormalizedTrace {
  const format = options.format ?? 'openai-responses'
  const log = new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback })
  const responses = isResponse(value) ? [value] : Array.isArray(value) && value.length > 0 && value.every(isResponse) ? value : null
  if (responses !== null) {
    responses.forEach((response, index) => {
      const path: TracePath = responses === value ? [index] : []
      checkItem(Response, response, path)
      const r = response as Record<string, unknown> & { output: unknown[] }
      if (typeof r.instructions === 'string') log.systemMessage(r.instructions)
      const metadata: Record<string, unknown> = {}
      if (typeof r.id === 'string') metadata.responseId = r.id
      if (typeof r.status === 'string') metadata.status = r.status
      const turn = log.beginTurn(options.model ?? nonEmptyString(r.model) ?? 'llm', metadata)
      turn.addUsage(r.usage)
      const reader = new ItemReader(log, options.model ?? nonEmptyString(r.model) ?? 'llm', turn)
      r.output.forEach((item, k) => reader.read(item, [...path, 'output', k]))
    })
    return log.build()
  }
  const list = itemList(value, ITEM_KEYS)
  if (list === null) throw new TraceValidationError([], `expected a Responses item array, { input: [...] } or a Response, got ${describeValue(value)}`)
  const reader = new ItemReader(log, options.model ?? nonEmptyString(list.envelope?.model) ?? 'llm')
  if (typeof list.envelope?.instructions === 'string') log.systemMessage(list.envelope.instructions)
  list.items.forEach((item, index) => reader.read(item, [...list.path, index]))
  return log.build()
}

class ItemReader {
  // A Response's output is exactly one turn, opened before its items are
  // read: results inside it (a hosted shell's `shell_call_output`, a server
  // tool's output) came back within the same model turn and do not end it.
  private readonly fixedTurn: boolean

  constructor(
    private readonly log: MessageLogBuilder,
    private readonly model: string,
    private turn?: TurnHandle,
  ) {
    this.fixedTurn = turn !== undefined
  }

  read(item: unknown, path: TracePath): void {
    if (!isObjectLike(item)) throw new TraceValidationError(path, `expected a Responses item object, got ${describeValue(item)}`)
    const type = typeof item.type === 'string' ? item.type : undefined
    if (type === undefined || type === 'message') return this.message(item, path)
    if (type === 'reasoning') return this.reasoning(item)
    if (RESULT_ITEMS.has(type)) return this.result(item, path)
    if (type === 'function_call') {
      checkItem(FunctionCall, item, path)
      checkItem(CallId, item, path)
      this.modelTurn()
      this.log.toolCall(toolSpan(item.name as string, item.arguments, { id: callIdOf(item), metadata: itemMetadata(item) }))
      return
    }
    if (type === 'custom_tool_call') {
      checkItem(CallId, item, path)
      this.modelTurn()
      // Custom tools take free-form text: the input is the raw string.
      const name = nonEmptyString(item.name) ?? type
      this.log.toolCall(makeSpan('tool', name, item.input ?? null, null, { id: callIdOf(item), metadata: itemMetadata(item) }))
      return
    }
    if (type.endsWith('_call')) return this.builtInCall(type, item)
    // Other item kinds (approvals, references, compaction, future additions) carry no loop signal.
    if (IGNORED_ITEMS.has(type)) return
  }

  private message(item: Record<string, unknown>, path: TracePath): void {
    const role = item.role
    if (role === 'assistant') {
      const turn = this.modelTurn()
      const content = Array.isArray(item.content) ? item.content.map(refusalAsText) : item.content
      const text = contentText(content, ['output_text', 'text', 'refusal'])
      if (text !== undefined) turn.addText(text)
      return
    }
    if (role === 'system' || role === 'developer') {
      this.turn = undefined
      this.log.systemMessage(contentText(item.content) ?? '')
      return
    }
    if (role === 'user') {
      this.turn = undefined
      this.log.userMessage(item.content ?? null, contentText(item.content, ['input_text', 'text']))
      return
    }
    throw new TraceValidationError(
      [...path, 'role'],
      `expected "user", "assistant", "system" or "developer", got ${typeof role === 'string' ? `"${role}"` : describeValue(role)}`,
    )
  }

  private reasoning(item: Record<string, unknown>): void {
    const turn = this.modelTurn()
    const text = contentText(item.summary, ['summary_text']) ?? contentText(item.content, ['reasoning_text', 'input_text', 'text'])
    if (text !== undefined) turn.addReasoning(text)
  }

  private result(item: Record<string, unknown>, path: TracePath): void {
    checkItem(CallId, item, path)
    // In an item list a result is input for the next model turn.
    if (!this.fixedTurn) this.turn = undefined
    const error = item.status === 'incomplete' ? 'incomplete' : undefined
    this.log.toolResult({ id: callIdOf(item), name: nonEmptyString(item.name), output: resultOutput(item.output), error })
  }

  private builtInCall(type: string, item: Record<string, unknown>): void {
    this.modelTurn()
    // Named tools (MCP, Agents SDK hosted tools) keep their own name; the
    // other built-ins are named after the item type (web_search_call...).
    const name = (type === 'mcp_call' || type === 'hosted_tool_call' ? nonEmptyString(item.name) : undefined) ?? type
    const input = item.arguments ?? item.action ?? item.queries ?? item.query ?? item.code ?? item.input ?? null
    const metadata = itemMetadata(item)
    if (SEPARATE_RESULT_CALLS.has(type) && callIdOf(item) !== undefined) {
      this.log.toolCall(toolSpan(name, input, { id: callIdOf(item), metadata }))
      return
    }
    const span =
      typeof item.arguments === 'string'
        ? toolSpan(name, item.arguments, { id: nonEmptyString(item.id), metadata })
        : makeSpan('tool', name, input, null, { id: nonEmptyString(item.id), metadata })
    span.output = resultOutput(item.output ?? item.results ?? item.outputs ?? item.result ?? null)
    if (item.error !== undefined && item.error !== null) span.error = item.error
    this.log.addSpan(span)
  }

  private modelTurn(): TurnHandle {
    this.turn ??= this.log.beginTurn(this.model)
    return this.turn
  }
}

function itemMetadata(item: Record<string, unknown>): Record<string, unknown> | undefined {
  return typeof item.id === 'string' && item.id !== '' ? { itemId: item.id } : undefined
}

function refusalAsText(part: unknown): unknown {
  return isObjectLike(part) && part.type === 'refusal' && typeof part.refusal === 'string' ? { type: 'refusal', text: part.refusal } : part
}

// Outputs are a string, a list of input_text/input_image parts, or (Agents
// SDK) a single `{ type: 'text', text }` part.
function resultOutput(output: unknown): unknown {
  if (isObjectLike(output) && output.type === 'text' && typeof output.text === 'string') return parseStructured(output.text)
  if (Array.isArray(output)) {
    const text = contentText(output, ['input_text', 'output_text', 'text'])
    return text !== undefined && output.every((part) => isObjectLike(part) && typeof part.text === 'string') ? parseStructured(text) : output
  }
  return parseStructured(output ?? null)
}

/**
 * OpenAI Responses API items and responses (and the Agents SDK's camelCase
 * `result.history`).
 *
 * @example
 * normalizeTrace(response, { format: 'openai-responses' })
 */
export const openAIResponsesFormat: TraceFormatAdapter = {
  format: 'openai-responses',
  description:
    "OpenAI Responses API items (function_call / function_call_output with call_id, reasoning, output_text) or Response objects (object: 'response')",
  detect: (value) => isResponse(value) || (Array.isArray(value) && value.length > 0 && value.every(isResponse)) || isItemList(value),
  mismatch(value) {
    if (isObjectLike(value) && 'output' in value && !Array.isArray(value.input)) {
      return firstMismatch([() => ({ ok: value.object === 'response', path: ['object'], expected: '"response"' })])
    }
    const list = itemList(value, ITEM_KEYS)
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: "a Responses item array, { input: [...] } or a Response (object: 'response')" }),
      () => ({ ok: list!.items.length > 0, path: list!.path, expected: 'at least one item' }),
      () => ({
        ok: list!.items.some(looksLikeResponsesItem),
        path: list!.path,
        expected: 'a function_call / function_call_output item with call_id, a reasoning item or output_text content',
      }),
      () => {
        const bad = list!.items.findIndex((item) => !isObjectLike(item))
        return { ok: bad < 0, path: [...list!.path, bad], expected: 'an item object' }
      },
    ])
  },
  normalize: (value, options) => fromOpenAIResponses(value, { ...options, format: 'openai-responses' }),
}
