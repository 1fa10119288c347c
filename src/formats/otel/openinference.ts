import { parseLenient, parseStructured } from '../shared/json.js'
import { isObjectLike, nonEmptyString } from '../shared/objects.js'
import { makeSpan, toolSpan } from '../shared/spans.js'
import { contentText } from '../shared/text.js'
import { stringAttr, unflatten } from './attributes.js'
import { readFlatCompletions, toolResultsOf } from './genai.js'
import type { DialectSpan, OtelSpanRecord } from './record.js'
import { statusError } from './status.js'

/**
 * OpenInference (Arize Phoenix and its instrumentations), chosen by
 * `openinference.span.kind`: LLM → llm, TOOL → tool, AGENT → agent,
 * RETRIEVER → retriever, everything else (CHAIN, EMBEDDING, RERANKER,
 * GUARDRAIL, EVALUATOR, PROMPT) → base. Messages are flattened with numeric
 * indices (`llm.output_messages.0.message.content`) and are unflattened
 * first. `input.value` may be JSON, plain text or a Python repr; it is
 * parsed when it is JSON and kept as text otherwise.
 *
 * @example
 * openInferenceSpan(record).span.type // 'llm' for openinference.span.kind = LLM
 */
export function openInferenceSpan(record: OtelSpanRecord): DialectSpan {
  const a = record.attributes
  const kind = (stringAttr(a, 'openinference.span.kind') ?? '').toUpperCase()
  const error = statusError(record)
  const inputValue = valueAttr(record, 'input')
  const outputValue = valueAttr(record, 'output')
  switch (kind) {
    case 'LLM': {
      const input = messagesAt(a, 'llm.input_messages')
      const output = messagesAt(a, 'llm.output_messages')
      const reading = output === undefined ? undefined : readFlatCompletions(output.map(withContentsText))
      const text =
        reading !== undefined && output!.some((m) => typeof m.content === 'string' || Array.isArray(m.contents)) ? reading.text : textOfOutputValue(outputValue)
      const name = stringAttr(a, 'llm.model_name') ?? record.name
      return {
        span: makeSpan('llm', name, input ?? inputValue ?? null, text ?? null, { id: record.spanId, error }),
        toolCalls: reading?.toolCalls ?? [],
        toolResults: toolResultsOf(input),
      }
    }
    case 'TOOL': {
      const name = stringAttr(a, 'tool.name') ?? record.name
      const callId = stringAttr(a, 'tool.id') ?? stringAttr(a, 'tool_call.id')
      const raw = a['input.value']
      // JSON input is tool arguments (R3: a parse failure is marked); text input is kept as text.
      const span =
        isJsonMime(a['input.mime_type']) || looksLikeJson(raw)
          ? toolSpan(name, raw ?? null, { id: callId ?? record.spanId, error })
          : makeSpan('tool', name, raw ?? null, null, { id: callId ?? record.spanId, error })
      const recorded = a['output.value'] !== undefined
      if (recorded) span.output = parseStructured(a['output.value'])
      if (callId !== undefined) span.metadata = { ...span.metadata, spanId: record.spanId }
      return { span, outputRecorded: recorded }
    }
    case 'AGENT':
      return { span: makeSpan('agent', stringAttr(a, 'agent.name') ?? record.name, inputValue ?? null, outputValue ?? null, { id: record.spanId, error }) }
    case 'RETRIEVER':
      return {
        span: makeSpan('retriever', record.name, inputValue ?? null, unflatten(a, 'retrieval.documents') ?? outputValue ?? null, { id: record.spanId, error }),
      }
    default:
      return {
        span: makeSpan('base', record.name, inputValue ?? null, outputValue ?? null, {
          id: record.spanId,
          error,
          metadata: kind === '' ? undefined : { spanKind: kind },
        }),
      }
  }
}

function valueAttr(record: OtelSpanRecord, prefix: 'input' | 'output'): unknown {
  const value = record.attributes[`${prefix}.value`]
  return value === undefined ? undefined : parseLenient(value)
}

function isJsonMime(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase().includes('json')
}

function looksLikeJson(value: unknown): boolean {
  return typeof value === 'string' && /^\s*[{[]/.test(value)
}

// `llm.input_messages.N.message.{role, content, tool_call_id, tool_calls...}`
// unflattens to `[{ message: {...} }]`; the messages themselves are returned.
function messagesAt(a: Record<string, unknown>, prefix: string): Array<Record<string, unknown>> | undefined {
  const list = unflatten(a, prefix)
  if (!Array.isArray(list)) return undefined
  return list
    .map((entry) => (isObjectLike(entry) && isObjectLike(entry.message) ? entry.message : isObjectLike(entry) ? entry : {}))
    .map((message) => ({
      ...message,
      ...(Array.isArray(message.tool_calls)
        ? { tool_calls: message.tool_calls.map((call) => (isObjectLike(call) && isObjectLike(call.tool_call) ? call.tool_call : call)) }
        : {}),
    }))
}

// Ordered content parts (`message.contents.N.message_content.{type, text}`)
// stand in for `content` when only they were recorded.
function withContentsText(message: Record<string, unknown>): Record<string, unknown> {
  if (typeof message.content === 'string' || !Array.isArray(message.contents)) return message
  const parts = message.contents.map((entry) => (isObjectLike(entry) && isObjectLike(entry.message_content) ? entry.message_content : entry))
  return { ...message, content: contentText(parts, ['text']) ?? '' }
}

// `output.value` is the model's text, or a JSON response whose first choice holds it.
function textOfOutputValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (!isObjectLike(value)) return undefined
  const choice = Array.isArray(value.choices) ? value.choices[0] : undefined
  if (isObjectLike(choice) && isObjectLike(choice.message)) return nonEmptyString(contentText(choice.message.content)) ?? ''
  return typeof value.content === 'string' ? value.content : undefined
}
