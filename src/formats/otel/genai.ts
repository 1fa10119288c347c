import { parseLenient, parseStructured } from '../shared/json.js'
import { isObjectLike, nonEmptyString } from '../shared/objects.js'
import { makeSpan, toolSpan } from '../shared/spans.js'
import { stringAttr, unflatten, type AttributeMap } from './attributes.js'
import type { DialectSpan, OtelSpanRecord, RecordedToolCall, RecordedToolResult } from './record.js'
import { statusError } from './status.js'

/**
 * The OpenTelemetry GenAI semantic conventions (`gen_ai.operation.name`):
 * `invoke_agent` → agent, `chat` / `text_completion` / `generate_content` →
 * llm, `execute_tool` → tool, `retrieval` → retriever, anything else → base.
 * Message content is opt-in; when `gen_ai.output.messages` is absent the
 * older span events (`gen_ai.choice`) and flattened `gen_ai.completion.N.*`
 * keys are tried before the output is declared unrecorded (`null`).
 *
 * @example
 * genAiSpan(record).span // { type: 'tool', name: 'get_weather', input: { city: 'Paris' }, ... }
 */
export function genAiSpan(record: OtelSpanRecord): DialectSpan {
  const a = record.attributes
  // LangSmith's exporter says what a span is in `langsmith.span.kind`, and
  // may label every span `gen_ai.operation.name: chat` beside it.
  const operation =
    LANGSMITH_KINDS[stringAttr(a, 'langsmith.span.kind') ?? ''] ??
    stringAttr(a, 'gen_ai.operation.name') ??
    (stringAttr(a, 'gen_ai.request.model') !== undefined ? 'chat' : '')
  const error = statusError(record)
  switch (operation) {
    case 'invoke_agent':
    case 'create_agent': {
      const output = outputMessages(record)
      const name = stringAttr(a, 'gen_ai.agent.name') ?? record.name
      return { span: makeSpan('agent', name, inputMessages(record) ?? null, output?.text ?? null, { id: record.spanId, error }) }
    }
    case 'chat':
    case 'text_completion':
    case 'generate_content': {
      const input = inputMessages(record)
      const output = outputMessages(record)
      const name = stringAttr(a, 'gen_ai.request.model') ?? stringAttr(a, 'gen_ai.response.model') ?? record.name
      return {
        span: makeSpan('llm', name, input ?? null, output?.text ?? null, { id: record.spanId, error }),
        toolCalls: output?.toolCalls ?? [],
        toolResults: toolResultsOf(input),
      }
    }
    case 'execute_tool': {
      const name = stringAttr(a, 'gen_ai.tool.name') ?? record.name.replace(/^execute_tool\s+/, '')
      const callId = stringAttr(a, 'gen_ai.tool.call.id')
      const hasArgs = a['gen_ai.tool.call.arguments'] !== undefined
      const span = hasArgs
        ? toolSpan(name, a['gen_ai.tool.call.arguments'], { id: callId ?? record.spanId, error: stringAttr(a, 'error.type') ?? error })
        : makeSpan('tool', name, null, null, { id: callId ?? record.spanId, error: stringAttr(a, 'error.type') ?? error })
      const recorded = a['gen_ai.tool.call.result'] !== undefined
      if (recorded) span.output = parseStructured(a['gen_ai.tool.call.result'])
      if (callId !== undefined) span.metadata = { ...span.metadata, spanId: record.spanId }
      return { span, outputRecorded: recorded }
    }
    case 'retrieval':
      return {
        span: makeSpan('retriever', record.name, a['gen_ai.retrieval.query.text'] ?? null, parseLenient(a['gen_ai.retrieval.documents'] ?? null), {
          id: record.spanId,
          error,
        }),
      }
    default:
      return { span: makeSpan('base', record.name, null, null, { id: record.spanId, error }) }
  }
}

const LANGSMITH_KINDS: Readonly<Record<string, string>> = { llm: 'chat', tool: 'execute_tool', retriever: 'retrieval', chain: 'langsmith_chain' }

/**
 * A message list in a JSON string attribute, as semantic conventions 1.26–1.27
 * (`gen_ai.prompt` / `gen_ai.completion`, also on the `gen_ai.content.*`
 * events OpenLIT and older OpenLLMetry write) and LangSmith's exporter record it.
 */
function messageListAt(value: unknown): unknown[] | undefined {
  const parsed = parseLenient(value)
  if (Array.isArray(parsed)) return parsed
  if (typeof parsed === 'string' && parsed.trim() !== '') return [{ role: 'user', content: parsed }]
  if (isObjectLike(parsed) && ('content' in parsed || 'parts' in parsed)) return [parsed]
  return undefined
}

/** The first event of a name, if any. */
function eventNamed(record: OtelSpanRecord, name: string): OtelSpanRecord['events'][number] | undefined {
  return record.events.find((event) => event.name === name)
}

/** The recorded input messages: the attribute, then the deprecated flattened prompt keys, then events. */
function inputMessages(record: OtelSpanRecord): unknown[] | undefined {
  const a = record.attributes
  const parsed = parseLenient(a['gen_ai.input.messages'])
  if (Array.isArray(parsed)) return parsed
  const flattened = unflatten(a, 'gen_ai.prompt')
  if (Array.isArray(flattened)) return flattened
  const prompt = messageListAt(a['gen_ai.prompt']) ?? messageListAt(eventNamed(record, 'gen_ai.content.prompt')?.attributes['gen_ai.prompt'])
  if (prompt !== undefined) return prompt
  const details = parseLenient(eventNamed(record, 'gen_ai.client.inference.operation.details')?.attributes['gen_ai.input.messages'])
  if (Array.isArray(details)) return details
  const fromEvents = record.events
    .filter((event) => /^gen_ai\.(system|user|assistant|tool)\.message$/.test(event.name))
    .map((event) => ({ role: event.name.split('.')[1], ...eventBody(event.attributes) }))
  return fromEvents.length > 0 ? fromEvents : undefined
}

interface OutputReading {
  text: string
  toolCalls: RecordedToolCall[]
}

function outputMessages(record: OtelSpanRecord): OutputReading | undefined {
  const a = record.attributes
  const parsed = parseLenient(a['gen_ai.output.messages'])
  if (Array.isArray(parsed)) return readPartsMessages(parsed)
  const flattened = unflatten(a, 'gen_ai.completion')
  if (Array.isArray(flattened)) return readFlatCompletions(flattened)
  const completion = messageListAt(a['gen_ai.completion']) ?? messageListAt(eventNamed(record, 'gen_ai.content.completion')?.attributes['gen_ai.completion'])
  if (completion !== undefined)
    return completion.some((m) => isObjectLike(m) && Array.isArray(m.parts)) ? readPartsMessages(completion) : readFlatCompletions(completion)
  const details = parseLenient(eventNamed(record, 'gen_ai.client.inference.operation.details')?.attributes['gen_ai.output.messages'])
  if (Array.isArray(details)) return readPartsMessages(details)
  const choices = record.events.filter((event) => event.name === 'gen_ai.choice')
  if (choices.length > 0) {
    const messages = choices.map((event) => eventBody(event.attributes))
    return readFlatCompletions(messages.map((body) => (isObjectLike(body.message) ? body.message : body)))
  }
  return undefined
}

/** GenAI JSON messages: `[{ role, parts: [{ type: 'text', content } | { type: 'tool_call', id, name, arguments }] }]`. */
export function readPartsMessages(messages: readonly unknown[]): OutputReading {
  const text: string[] = []
  const toolCalls: RecordedToolCall[] = []
  for (const message of messages) {
    if (!isObjectLike(message) || !Array.isArray(message.parts)) continue
    for (const part of message.parts) {
      if (!isObjectLike(part)) continue
      if (part.type === 'text' && typeof part.content === 'string') text.push(part.content)
      else if (part.type === 'tool_call' && typeof part.name === 'string') {
        toolCalls.push({ id: nonEmptyString(part.id), name: part.name, arguments: part.arguments ?? null })
      }
    }
  }
  return { text: text.join(''), toolCalls }
}

/** Flattened completions (`gen_ai.completion.N.{content, tool_calls.K.{name, arguments, id}}`), as Traceloop writes them. */
export function readFlatCompletions(messages: readonly unknown[]): OutputReading {
  const text: string[] = []
  const toolCalls: RecordedToolCall[] = []
  for (const message of messages) {
    if (!isObjectLike(message)) continue
    if (typeof message.content === 'string') text.push(message.content)
    const calls = Array.isArray(message.tool_calls) ? message.tool_calls : []
    for (const call of calls) {
      if (!isObjectLike(call)) continue
      const fn = isObjectLike(call.function) ? call.function : call
      if (typeof fn.name === 'string') toolCalls.push({ id: nonEmptyString(call.id), name: fn.name, arguments: fn.arguments ?? null })
    }
  }
  return { text: text.join(''), toolCalls }
}

/** Tool results in recorded input messages, in either the GenAI parts form or the flat `{ role: 'tool', tool_call_id, content }` form. */
export function toolResultsOf(messages: readonly unknown[] | undefined): RecordedToolResult[] {
  const results: RecordedToolResult[] = []
  for (const message of messages ?? []) {
    if (!isObjectLike(message)) continue
    if (Array.isArray(message.parts)) {
      for (const part of message.parts) {
        if (isObjectLike(part) && part.type === 'tool_call_response' && typeof part.id === 'string')
          results.push({ id: part.id, content: parseStructured(part.response ?? null) })
      }
    }
    const id = nonEmptyString(message.tool_call_id) ?? nonEmptyString(message.id)
    if (message.role === 'tool' && id !== undefined && !Array.isArray(message.parts)) results.push({ id, content: parseStructured(message.content ?? null) })
  }
  return results
}

function eventBody(attributes: AttributeMap): Record<string, unknown> {
  const body = parseLenient(attributes['gen_ai.event.content'] ?? attributes.body ?? attributes.message)
  if (isObjectLike(body)) return body
  return { ...attributes }
}
