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
 * Options for {@link fromOpenAIChat}.
 *
 * @example
 * fromOpenAIChat(messages, { model: 'gpt-4o-mini', goal: 'Compare Paris and Berlin' })
 */
export interface OpenAIChatOptions extends NormalizeOptions {
  /** The model name for `llm` spans when the messages do not say (default: the envelope's `model`, else `llm`). */
  model?: string
}

const MESSAGE_KEYS = ['messages'] as const

const Message = z.object({ role: z.string() })
const FunctionToolCall = z.object({
  id: z.string(),
  function: z.object({ name: z.string() }),
})
const CustomToolCall = z.object({
  id: z.string(),
  custom: z.object({ name: z.string(), input: z.string() }),
})
// A tool message names its call by `tool_call_id`, by a list (`tool_call_ids`, as SWE-agent writes), or not at all.
const ToolMessage = z.object({ role: z.literal('tool'), tool_call_id: z.string().optional(), tool_call_ids: z.array(z.string()).optional() })
const Completion = z.object({
  choices: z.array(z.object({ message: z.object({ role: z.string() }) })).min(1),
})

function isCompletion(value: unknown): boolean {
  return isObjectLike(value) && value.object === 'chat.completion'
}

function hasToolMarkers(message: unknown): boolean {
  if (!isObjectLike(message)) return false
  if (message.role === 'tool' && (typeof message.tool_call_id === 'string' || Array.isArray(message.tool_call_ids))) return true
  if (message.role === 'function') return true
  if (isObjectLike(message.function_call) && message.role === 'assistant') return true
  if (!Array.isArray(message.tool_calls)) return false
  return message.tool_calls.some((call) => isObjectLike(call) && ((isObjectLike(call.function) && 'arguments' in call.function) || isObjectLike(call.custom)))
}

function isChatMessageList(value: unknown): boolean {
  const list = itemList(value, MESSAGE_KEYS)
  return list !== null && list.items.length > 0 && list.items.every((m) => isObjectLike(m) && typeof m.role === 'string') && list.items.some(hasToolMarkers)
}

/**
 * Reads OpenAI Chat Completions into the span tree: a message history
 * (`ChatCompletionMessageParam[]`, or a request body `{ model, messages }`),
 * one `chat.completion` response, or a list of them. Each assistant message
 * is an `llm` span followed by a `tool` span per `tool_calls` entry, whose
 * JSON-string arguments are parsed and whose output is the `role: 'tool'`
 * message with the same `tool_call_id`. Legacy `function_call` /
 * `role: 'function'` pairs link by position and name. Responses alone carry
 * no tool results, so their calls are pending.
 *
 * @example
 * import OpenAI from 'openai'
 * const messages: OpenAI.ChatCompletionMessageParam[] = [...history, completion.choices[0].message]
 * const trace = fromOpenAIChat(messages, { goal: 'Compare Paris and Berlin' })
 * trace.root?.children.filter((s) => s.type === 'tool').map((s) => s.input) // [{ city: 'Paris' }, ...]
 */
export function fromOpenAIChat(value: unknown, options: OpenAIChatOptions = {}): NormalizedTrace {
  const format = options.format ?? 'openai-chat'
  if (isObjectLike(value) && value.object === 'chat.completion.chunk') {
    throw new TraceValidationError(
      [],
      'this is a streaming chunk (chat.completion.chunk): reassemble the stream into a chat.completion, or pass the message history',
    )
  }
  if (isCompletion(value)) return fromCompletions([value], () => [], format, options)
  if (Array.isArray(value) && value.length > 0 && value.every(isCompletion)) return fromCompletions(value, (index) => [index], format, options)
  const list = itemList(value, MESSAGE_KEYS)
  if (list === null)
    throw new TraceValidationError([], `expected an array of chat messages, { messages: [...] } or a chat.completion, got ${describeValue(value)}`)
  const model = options.model ?? nonEmptyString(list.envelope?.model) ?? 'llm'
  const log = new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback })
  list.items.forEach((message, index) => readMessage(log, message, [...list.path, index], model))
  return log.build()
}

function readMessage(log: MessageLogBuilder, message: unknown, path: TracePath, model: string): void {
  const { role } = checkItem(Message, message, path)
  const m = message as Record<string, unknown>
  switch (role) {
    case 'system':
    case 'developer':
      log.systemMessage(contentText(m.content) ?? '')
      return
    case 'user': {
      const text = contentText(m.content, ['text'])
      log.userMessage(m.content ?? null, text)
      return
    }
    case 'assistant':
      readAssistant(log, m, path, model)
      return
    case 'tool': {
      checkItem(ToolMessage, m, path)
      const output = parseStructured(contentText(m.content) ?? m.content ?? null)
      const ids = typeof m.tool_call_id === 'string' ? [m.tool_call_id] : ((m.tool_call_ids as string[] | undefined) ?? [])
      // A result that names no call links by its tool name when it has one, else becomes a span of its own.
      if (ids.length === 0) log.toolResult({ name: typeof m.name === 'string' ? m.name : undefined, output })
      for (const id of ids) log.toolResult({ id, output })
      return
    }
    case 'function':
      // Legacy functions have no call id: the result links by name, in order.
      log.toolResult({ name: typeof m.name === 'string' ? m.name : undefined, output: parseStructured(m.content ?? null) })
      return
    default:
      throw new TraceValidationError([...path, 'role'], `expected "system", "developer", "user", "assistant", "tool" or "function", got "${role}"`)
  }
}

function readAssistant(log: MessageLogBuilder, m: Record<string, unknown>, path: TracePath, model: string, extra?: Record<string, unknown>): TurnHandle {
  const turn = log.beginTurn(model, extra)
  // Logs that keep a response's usage on its message (LiteLLM, OpenRouter exports).
  turn.addUsage(m.usage)
  const content = Array.isArray(m.content) ? m.content.map(refusalAsText) : m.content
  const text = contentText(content, ['text', 'refusal'])
  if (text !== undefined && text !== '') turn.addText(text)
  else if (typeof m.refusal === 'string') turn.addText(m.refusal)
  if (m.tool_calls !== undefined && m.tool_calls !== null) {
    if (!Array.isArray(m.tool_calls)) throw new TraceValidationError([...path, 'tool_calls'], `expected an array, got ${describeValue(m.tool_calls)}`)
    m.tool_calls.forEach((call, k) => log.toolCall(readToolCall(call, [...path, 'tool_calls', k])))
  }
  if (isObjectLike(m.function_call)) {
    const fc = m.function_call
    const name = typeof fc.name === 'string' ? fc.name : 'unknown'
    log.toolCall(toolSpan(name, argumentsAt(fc.arguments, [...path, 'function_call', 'arguments'])))
  }
  return turn
}

function refusalAsText(part: unknown): unknown {
  return isObjectLike(part) && part.type === 'refusal' && typeof part.refusal === 'string' ? { type: 'refusal', text: part.refusal } : part
}

function readToolCall(call: unknown, path: TracePath) {
  if (isObjectLike(call) && isObjectLike(call.custom)) {
    checkItem(CustomToolCall, call, path)
    // Custom tools take free-form text, not JSON: the input is the raw string.
    return makeSpan('tool', call.custom.name as string, call.custom.input, null, { id: call.id as string, metadata: { customTool: true } })
  }
  checkItem(FunctionToolCall, call, path)
  const fn = (call as { function: Record<string, unknown> }).function
  return toolSpan(fn.name as string, argumentsAt(fn.arguments, [...path, 'function', 'arguments']), { id: (call as { id: string }).id })
}

// Arguments are a JSON string on the wire; an already-parsed object (a
// hand-built history) is accepted as it is. Anything else is a broken log.
function argumentsAt(value: unknown, path: TracePath): unknown {
  if (typeof value === 'string' || isObjectLike(value)) return value
  throw new TraceValidationError(path, `expected the arguments as a JSON string, got ${describeValue(value)}`)
}

function fromCompletions(completions: readonly unknown[], pathOf: (index: number) => TracePath, format: string, options: OpenAIChatOptions): NormalizedTrace {
  const log = new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback })
  completions.forEach((completion, index) => {
    const path = pathOf(index)
    checkItem(Completion, completion, path)
    const c = completion as { model?: unknown; id?: unknown; usage?: unknown; choices: Array<{ message: Record<string, unknown>; finish_reason?: unknown }> }
    // With n > 1 the alternatives are not steps of the run: only the first is read.
    const choice = c.choices[0]!
    const metadata: Record<string, unknown> = {}
    if (typeof c.id === 'string') metadata.completionId = c.id
    if (typeof choice.finish_reason === 'string') metadata.finishReason = choice.finish_reason
    readAssistant(log, choice.message, [...path, 'choices', 0, 'message'], options.model ?? nonEmptyString(c.model) ?? 'llm', metadata).addUsage(c.usage)
  })
  return log.build()
}

/**
 * OpenAI Chat Completions: a message history with tool calls, a request body
 * `{ model, messages }`, or `chat.completion` responses.
 *
 * @example
 * normalizeTrace(messages, { format: 'openai-chat' })
 */
export const openAIChatFormat: TraceFormatAdapter = {
  format: 'openai-chat',
  description: "OpenAI Chat Completions messages (tool_calls[].function.arguments, role 'tool' + tool_call_id) or chat.completion responses",
  detect: (value) => isCompletion(value) || (Array.isArray(value) && value.length > 0 && value.every(isCompletion)) || isChatMessageList(value),
  mismatch(value) {
    if (isObjectLike(value) && 'choices' in value) {
      return firstMismatch([() => ({ ok: value.object === 'chat.completion', path: ['object'], expected: '"chat.completion"' })])
    }
    const list = itemList(value, MESSAGE_KEYS)
    // The tool-call markers come before the per-message checks, so a
    // history that plainly uses Chat tool calls is named as the closest
    // format even when one of its messages is broken.
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: 'an array of chat messages, { messages: [...] } or a chat.completion' }),
      () => ({ ok: list!.items.length > 0, path: list!.path, expected: 'at least one message' }),
      () => ({
        ok: list!.items.some((m) => isObjectLike(m) && (Array.isArray(m.tool_calls) || m.role === 'tool' || m.role === 'function')),
        path: list!.path,
        expected: "an assistant message with tool_calls or a role 'tool' message",
      }),
      () => {
        const bad = list!.items.findIndex((m) => !(isObjectLike(m) && typeof m.role === 'string'))
        return { ok: bad < 0, path: [...list!.path, bad, 'role'], expected: 'a message with a string role' }
      },
      () => ({
        ok: list!.items.some(hasToolMarkers),
        path: list!.path,
        expected: "tool_calls[].function.arguments, or a role 'tool' message with tool_call_id",
      }),
    ])
  },
  normalize: (value, options) => fromOpenAIChat(value, { ...options, format: 'openai-chat' }),
}

function isGenericChat(value: unknown): boolean {
  const list = itemList(value, MESSAGE_KEYS)
  return (
    list !== null &&
    list.items.length > 0 &&
    list.items.every((m) => isObjectLike(m) && typeof m.role === 'string' && (typeof m.content === 'string' || m.content === null))
  )
}

/**
 * A plain chat without tools: `[{ role, content: string }]`. Every
 * provider's mapping gives the same tree for it (the spec's format 11), so
 * it is read with the Chat Completions rules.
 *
 * @example
 * normalizeTrace([{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }]).format // 'chat'
 */
export const genericChatFormat: TraceFormatAdapter = {
  format: 'chat',
  description: 'plain chat messages ([{ role, content: string }], no tool calls)',
  detect: isGenericChat,
  mismatch(value) {
    const list = itemList(value, MESSAGE_KEYS)
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: 'an array of { role, content } messages' }),
      () => ({ ok: list!.items.length > 0, path: list!.path, expected: 'at least one message' }),
      () => {
        const bad = list!.items.findIndex((m) => !(isObjectLike(m) && typeof m.role === 'string'))
        return { ok: bad < 0, path: [...list!.path, bad, 'role'], expected: 'a string role' }
      },
      () => {
        const bad = list!.items.findIndex((m) => !(isObjectLike(m) && (typeof m.content === 'string' || m.content === null)))
        return { ok: bad < 0, path: [...list!.path, bad, 'content'], expected: 'string content' }
      },
    ])
  },
  normalize: (value, options) => fromOpenAIChat(value, { ...options, format: 'chat' }),
}
