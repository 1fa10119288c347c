import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import { isToolPart, toolCallArguments, toolResultOutcome } from './ai-sdk-parts.js'
import { firstMismatch } from './shared/adapter.js'
import { MessageLogBuilder } from './shared/message-log.js'
import { isObjectLike, itemList, nonEmptyString } from './shared/objects.js'
import { setMetadata, toolSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { checkItem } from './shared/validate.js'

/**
 * Options for {@link fromAiSdkMessages}.
 *
 * @example
 * fromAiSdkMessages(messages, { model: 'gpt-4o-mini' })
 */
export interface AiSdkMessagesOptions extends NormalizeOptions {
  /** The model name for `llm` spans (messages do not record it; default `llm`). */
  model?: string
}

const MESSAGE_KEYS = ['messages'] as const
const Message = z.object({ role: z.enum(['system', 'user', 'assistant', 'tool']) })
const ToolCallPart = z.object({ toolCallId: z.string(), toolName: z.string() })
const ToolResultPart = z.object({ toolCallId: z.string() })

function hasToolParts(message: unknown): boolean {
  return isObjectLike(message) && Array.isArray(message.content) && message.content.some(isToolPart)
}

function isAiSdkMessageList(value: unknown): boolean {
  const list = itemList(value, MESSAGE_KEYS)
  return list !== null && list.items.length > 0 && list.items.every((m) => isObjectLike(m) && typeof m.role === 'string') && list.items.some(hasToolParts)
}

/**
 * Reads Vercel AI SDK model messages into the span tree: the `messages` you
 * pass to `generateText` / `streamText`, or `result.response.messages`
 * (`ModelMessage[]` in v5 and later, `CoreMessage[]` in v4). Assistant
 * `tool-call` parts (`input`, or v4 `args`) become `tool` spans after their
 * turn's `llm` span; `tool-result` parts in `role: 'tool'` messages fill them
 * by `toolCallId`, unwrapping the v5 `{ type: 'json' | 'text', value }`
 * output wrapper.
 *
 * `response.messages` of a step is cumulative: pass the last step's list (or
 * the result's), never several concatenated.
 *
 * @example
 * import { generateText, type ModelMessage } from 'ai'
 * const messages: ModelMessage[] = [{ role: 'user', content: 'Weather in Paris?' }]
 * const result = await generateText({ model, messages, tools })
 * fromAiSdkMessages([...messages, ...result.response.messages])
 */
export function fromAiSdkMessages(value: unknown, options: AiSdkMessagesOptions = {}): NormalizedTrace {
  const format = options.format ?? 'ai-sdk-messages'
  const list = itemList(value, MESSAGE_KEYS)
  if (list === null) throw new TraceValidationError([], `expected an array of AI SDK messages or { messages: [...] }, got ${describeValue(value)}`)
  const log = new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback })
  const model = options.model ?? 'llm'
  list.items.forEach((message, index) => readMessage(log, message, [...list.path, index], model))
  return log.build()
}

function readMessage(log: MessageLogBuilder, message: unknown, path: TracePath, model: string): void {
  const { role } = checkItem(Message, message, path)
  const content = (message as { content?: unknown }).content
  if (role === 'system') return log.systemMessage(contentText(content) ?? '')
  if (role === 'user') return log.userMessage(content ?? null, contentText(content, ['text']))
  if (typeof content !== 'string' && !Array.isArray(content)) {
    throw new TraceValidationError([...path, 'content'], `expected a string or an array of parts, got ${describeValue(content)}`)
  }
  if (role === 'assistant') {
    const turn = log.beginTurn(model)
    if (typeof content === 'string') return turn.addText(content)
    content.forEach((part, k) => {
      if (!isObjectLike(part)) throw new TraceValidationError([...path, 'content', k], `expected a part object, got ${describeValue(part)}`)
      if (part.type === 'text' && typeof part.text === 'string') turn.addText(part.text)
      else if (part.type === 'reasoning' && typeof part.text === 'string') turn.addReasoning(part.text)
      else if (part.type === 'tool-call') {
        checkItem(ToolCallPart, part, [...path, 'content', k])
        const span = toolSpan(part.toolName as string, toolCallArguments(part), { id: part.toolCallId as string })
        if (part.providerExecuted === true) setMetadata(span, 'providerExecuted', true)
        log.toolCall(span)
      } else if (part.type === 'tool-result') {
        // Provider-executed tools answer inside the assistant message.
        readResult(log, part, [...path, 'content', k])
      }
    })
    return
  }
  if (typeof content === 'string') throw new TraceValidationError([...path, 'content'], 'expected an array of tool-result parts, got a string')
  content.forEach((part, k) => {
    if (isObjectLike(part) && part.type === 'tool-result') readResult(log, part, [...path, 'content', k])
  })
}

function readResult(log: MessageLogBuilder, part: Record<string, unknown>, path: TracePath): void {
  checkItem(ToolResultPart, part, path)
  const outcome = toolResultOutcome(part, true)
  log.toolResult({ id: part.toolCallId as string, name: nonEmptyString(part.toolName), output: outcome.output, error: outcome.error })
}

/**
 * Vercel AI SDK model messages (`ModelMessage[]`, v4 `CoreMessage[]`).
 *
 * @example
 * normalizeTrace(result.response.messages, { format: 'ai-sdk-messages' })
 */
export const aiSdkMessagesFormat: TraceFormatAdapter = {
  format: 'ai-sdk-messages',
  description: "Vercel AI SDK messages (parts { type: 'tool-call' | 'tool-result', toolCallId })",
  detect: isAiSdkMessageList,
  mismatch(value) {
    const list = itemList(value, MESSAGE_KEYS)
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: 'an array of AI SDK messages or { messages: [...] }' }),
      () => ({ ok: list!.items.length > 0, path: list!.path, expected: 'at least one message' }),
      () => ({ ok: list!.items.some(hasToolParts), path: list!.path, expected: "a message with { type: 'tool-call' | 'tool-result', toolCallId } parts" }),
      () => {
        const bad = list!.items.findIndex((m) => !(isObjectLike(m) && typeof m.role === 'string'))
        return { ok: bad < 0, path: [...list!.path, bad, 'role'], expected: 'a message with a string role' }
      },
    ])
  },
  normalize: (value, options) => fromAiSdkMessages(value, { ...options, format: 'ai-sdk-messages' }),
}
