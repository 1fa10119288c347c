import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace, Span } from '../trace/span.js'
import { firstMismatch } from './shared/adapter.js'
import { exitCodeError } from './shared/coding-agent.js'
import { parseStructured } from './shared/json.js'
import { MessageLogBuilder, type TurnHandle } from './shared/message-log.js'
import { isObjectLike, itemList, nonEmptyString } from './shared/objects.js'
import { makeSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { checkItem } from './shared/validate.js'

/**
 * Options for {@link fromAnthropicMessages}.
 *
 * @example
 * fromAnthropicMessages(messages, { model: 'claude-sonnet-4-20250514' })
 */
export interface AnthropicOptions extends NormalizeOptions {
  /** The model name for `llm` spans when the messages do not say (default: the message's or request's `model`, else `llm`). */
  model?: string
}

const MESSAGE_KEYS = ['messages'] as const
const ANTHROPIC_BLOCKS = new Set(['tool_use', 'tool_result', 'thinking', 'redacted_thinking', 'server_tool_use', 'mcp_tool_use', 'mcp_tool_result'])

const Message = z.object({ role: z.enum(['user', 'assistant']), content: z.union([z.string(), z.array(z.unknown())]) })
const Block = z.object({ type: z.string() })
const ToolUse = z.object({ id: z.string(), name: z.string() })
const ToolResult = z.object({ tool_use_id: z.string() })
// `caller` says who made a call: the model (`direct`) or code running in a
// server tool call (`code_execution_20250825`, ...), named by `tool_id`.
const Caller = z.object({ type: z.string(), tool_id: z.string().optional() }).refine((caller) => caller.type === 'direct' || caller.tool_id !== undefined, {
  message: 'expected a tool_id naming the server tool call that made this call',
  path: ['tool_id'],
})
const ResponseMessage = z.object({ content: z.array(z.unknown()) })

function isResponseMessage(value: unknown): boolean {
  return isObjectLike(value) && value.type === 'message' && value.role === 'assistant' && 'stop_reason' in value
}

function hasAnthropicBlocks(message: unknown): boolean {
  return (
    isObjectLike(message) &&
    Array.isArray(message.content) &&
    message.content.some((block) => isObjectLike(block) && ANTHROPIC_BLOCKS.has(block.type as string))
  )
}

function isMessageList(value: unknown): boolean {
  const list = itemList(value, MESSAGE_KEYS)
  return list !== null && list.items.length > 0 && list.items.every((m) => isObjectLike(m) && typeof m.role === 'string') && list.items.some(hasAnthropicBlocks)
}

/**
 * Reads Anthropic Messages into the span tree: a `MessageParam[]` history
 * (or a request body `{ model, system, messages }`), one `Message` response,
 * or a list of them. Each assistant message is an `llm` span (its `text`
 * blocks joined; `thinking` only when there is no text) followed by a `tool`
 * span per `tool_use` / `server_tool_use` block. `tool_result` blocks, which
 * arrive in the next `user` message, fill their calls by `tool_use_id`;
 * `is_error: true` sets the span's `error`. A `pause_turn` response and the
 * message that continues it are one turn.
 *
 * Programmatic tool calling: a `tool_use` whose `caller` names a server tool
 * call (`{ type: 'code_execution_20250825', tool_id: 'srvtoolu_…' }`) was made
 * by code running in that call, so its span is a child of the
 * `server_tool_use` span with that id, not a sibling; responses that only
 * carry such calls continue the turn that started the code, and the
 * `code_execution_tool_result` that ends the code (in a later message) fills
 * the code's span, with a non-zero `return_code` as its error.
 *
 * @example
 * import type Anthropic from '@anthropic-ai/sdk'
 * const messages: Anthropic.MessageParam[] = [...history, { role: 'assistant', content: response.content }]
 * fromAnthropicMessages(messages).root?.children.map((s) => s.type) // ['llm', 'tool', 'llm']
 */
export function fromAnthropicMessages(value: unknown, options: AnthropicOptions = {}): NormalizedTrace {
  const format = options.format ?? 'anthropic'
  const log = new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback })
  let messages: readonly unknown[]
  let prefix: TracePath
  let model = options.model
  if (isResponseMessage(value)) {
    messages = [value]
    prefix = []
  } else {
    const list = itemList(value, MESSAGE_KEYS)
    if (list === null)
      throw new TraceValidationError([], `expected an array of Anthropic messages, { messages: [...] } or a Message, got ${describeValue(value)}`)
    messages = list.items
    prefix = list.path
    model ??= nonEmptyString(list.envelope?.model)
    const system = list.envelope?.system
    if (system !== undefined) log.systemMessage(contentText(system) ?? '')
  }
  const single = messages.length === 1 && messages[0] === value
  // Every call so far by id, so a call made by code running in a server tool
  // call can be placed under that call, whichever message it came in.
  const calls = new Map<string, Span>()
  let paused: TurnHandle | undefined
  messages.forEach((message, index) => {
    const path: TracePath = single ? [] : [...prefix, index]
    if (isResponseMessage(message)) checkItem(ResponseMessage, message, path)
    else checkItem(Message, message, path)
    const m = message as Record<string, unknown>
    if (m.role === 'assistant') {
      const metadata: Record<string, unknown> = {}
      if (typeof m.id === 'string') metadata.messageId = m.id
      if (typeof m.stop_reason === 'string') metadata.stopReason = m.stop_reason
      const turn =
        paused ?? (continuesScript(m.content, calls) ? log.lastTurn() : undefined) ?? log.beginTurn(model ?? nonEmptyString(m.model) ?? 'llm', metadata)
      paused = m.stop_reason === 'pause_turn' ? turn : undefined
      turn.addUsage(m.usage)
      readAssistant(log, turn, m.content, [...path, 'content'], calls)
    } else {
      paused = undefined
      readUser(log, m.content, [...path, 'content'])
    }
  })
  return log.build()
}

function readAssistant(log: MessageLogBuilder, turn: TurnHandle, content: unknown, path: TracePath, calls: Map<string, Span>): void {
  if (typeof content === 'string') return turn.addText(content)
  const blocks = content as unknown[]
  // Server tools (web search, code execution) answer in the same message or,
  // when their code waits on client tools, in a later one: their result
  // blocks fill the call by id, after all blocks are read.
  const serverResults: Array<Record<string, unknown>> = []
  blocks.forEach((block, k) => {
    const at = [...path, k]
    const b = checkItem(Block, block, at) as Record<string, unknown> & { type: string }
    switch (b.type) {
      case 'text':
        if (typeof b.text === 'string') turn.addText(b.text)
        return
      case 'thinking':
        if (typeof b.thinking === 'string') turn.addReasoning(b.thinking)
        return
      case 'tool_use':
      case 'server_tool_use':
      case 'mcp_tool_use': {
        checkItem(ToolUse, b, at)
        const name = b.type === 'mcp_tool_use' && typeof b.server_name === 'string' ? `${b.server_name}.${b.name as string}` : (b.name as string)
        const caller = scriptCaller(b, at)
        const metadata: Record<string, unknown> = {}
        if (b.type !== 'tool_use') metadata.serverTool = true
        const parent = caller === undefined ? undefined : calls.get(caller.tool_id)
        // A caller whose call is not in this log (a trimmed history) is kept on the span, so the call still says who made it.
        if (caller !== undefined && parent === undefined) metadata.caller = caller
        const span = makeSpan('tool', name, b.input ?? null, null, { id: b.id as string, metadata })
        if (parent !== undefined) log.nestedToolCall(parent, span)
        else log.toolCall(span)
        calls.set(b.id as string, span)
        return
      }
      default:
        if (typeof b.tool_use_id === 'string') serverResults.push(b)
    }
  })
  for (const b of serverResults) {
    const output = resultContent(b.content)
    log.toolResult({ id: b.tool_use_id as string, output, error: serverResultError(b, output) })
  }
}

// The code-execution call that made this call, when code made it (not the model).
function scriptCaller(block: Record<string, unknown>, path: TracePath): { type: string; tool_id: string } | undefined {
  if (block.caller === undefined || block.caller === null) return undefined
  const caller = checkItem(Caller, block.caller, [...path, 'caller'])
  return caller.type === 'direct' ? undefined : (caller as { type: string; tool_id: string })
}

// A response holding nothing but calls that running code made (and server
// results) is the container resuming the script after a client tool
// answered, not the model answering again: it continues the turn that
// started the script instead of adding an empty model turn per call.
function continuesScript(content: unknown, calls: ReadonlyMap<string, Span>): boolean {
  if (!Array.isArray(content) || content.length === 0) return false
  let scriptCalls = 0
  for (const block of content) {
    if (!isObjectLike(block)) return false
    const caller = isObjectLike(block.caller) && block.caller.type !== 'direct' ? block.caller.tool_id : undefined
    if (block.type === 'tool_use' && typeof caller === 'string' && calls.has(caller)) scriptCalls++
    else if (typeof block.tool_use_id !== 'string' || block.type === 'tool_result') return false
  }
  return scriptCalls > 0
}

function readUser(log: MessageLogBuilder, content: unknown, path: TracePath): void {
  if (typeof content === 'string') return log.userMessage(content, content)
  const blocks = content as unknown[]
  const rest: unknown[] = []
  blocks.forEach((block, k) => {
    const at = [...path, k]
    const b = checkItem(Block, block, at) as Record<string, unknown>
    if (b.type === 'tool_result' || b.type === 'mcp_tool_result') {
      checkItem(ToolResult, b, at)
      const output = resultContent(b.content)
      log.toolResult({ id: b.tool_use_id as string, output, error: b.is_error === true ? (output ?? 'error') : undefined })
    } else {
      rest.push(block)
    }
  })
  // Text next to tool results is user input for the next turn.
  if (rest.length > 0) log.userMessage(rest.length === 1 && isObjectLike(rest[0]) && rest[0].type === 'text' ? rest[0].text : rest, contentText(rest, ['text']))
}

// A server tool failed when its result is an `*_error` block, or when the
// code it ran exited non-zero (the error is what the code printed to stderr).
function serverResultError(block: Record<string, unknown>, output: unknown): unknown {
  if (block.is_error === true) return output ?? 'error'
  const content = block.content
  if (!isObjectLike(content) || typeof content.type !== 'string') return undefined
  if (content.type.endsWith('_error')) return output
  if (content.type.endsWith('code_execution_result') && typeof content.return_code === 'number') return exitCodeError(content.stderr ?? '', content.return_code)
  return undefined
}

// A string result is parsed when it holds JSON; a block array has its text
// blocks joined first. Non-text blocks (images, search results) stay as they
// are, and so does an empty block array: it has no text to join, and reading
// it as '' would make a tool that returned nothing look like one that
// returned an empty string.
function resultContent(content: unknown): unknown {
  if (content === undefined) return null
  if (typeof content === 'string') return parseStructured(content)
  if (Array.isArray(content) && content.length > 0 && content.every((block) => isObjectLike(block) && block.type === 'text')) {
    return parseStructured(contentText(content, ['text']) ?? '')
  }
  return content
}

/**
 * Anthropic Messages: a history with `tool_use` / `tool_result` blocks, or
 * `Message` responses.
 *
 * @example
 * normalizeTrace(messages, { format: 'anthropic' })
 */
export const anthropicFormat: TraceFormatAdapter = {
  format: 'anthropic',
  description: "Anthropic Messages (content blocks tool_use / tool_result / thinking) or a Message response (type: 'message', stop_reason)",
  detect: (value) => isResponseMessage(value) || (Array.isArray(value) && value.length > 0 && value.every(isResponseMessage)) || isMessageList(value),
  mismatch(value) {
    if (isObjectLike(value) && value.type === 'message') {
      return firstMismatch([
        () => ({ ok: value.role === 'assistant', path: ['role'], expected: '"assistant"' }),
        () => ({ ok: 'stop_reason' in value, path: ['stop_reason'], expected: 'a stop_reason' }),
      ])
    }
    const list = itemList(value, MESSAGE_KEYS)
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: 'an array of Anthropic messages, { messages: [...] } or a Message' }),
      () => ({ ok: list!.items.length > 0, path: list!.path, expected: 'at least one message' }),
      () => ({ ok: list!.items.some(hasAnthropicBlocks), path: list!.path, expected: 'a message whose content has tool_use, tool_result or thinking blocks' }),
      () => {
        const bad = list!.items.findIndex((m) => !(isObjectLike(m) && typeof m.role === 'string'))
        return { ok: bad < 0, path: [...list!.path, bad, 'role'], expected: 'a message with a string role' }
      },
    ])
  },
  normalize: (value, options) => fromAnthropicMessages(value, { ...options, format: 'anthropic' }),
}
