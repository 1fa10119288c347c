import { parseArguments, parseLenient, parseStructured } from '../shared/json.js'
import { isObjectLike, nonEmptyString } from '../shared/objects.js'
import { makeSpan, toolSpan } from '../shared/spans.js'
import { stringAttr } from './attributes.js'
import type { DialectSpan, OtelSpanRecord, RecordedToolCall, RecordedToolResult } from './record.js'
import { statusError } from './status.js'

const TOP_LEVEL = /^ai\.(generateText|streamText|generateObject|streamObject)$/
const MODEL_CALL = /\.(doGenerate|doStream)$/

/**
 * The Vercel AI SDK's own telemetry (`experimental_telemetry`), chosen by
 * `ai.operationId`: the outer `ai.generateText` / `ai.streamText` span →
 * agent, each `…doGenerate` / `…doStream` step → llm (output
 * `ai.response.text`), each `ai.toolCall` → tool (`ai.toolCall.args` /
 * `ai.toolCall.result`, both JSON strings), embeddings and anything else →
 * base. The same mapping as OpenInference's Vercel span processor.
 *
 * @example
 * aiSdkTelemetrySpan(record).span // { type: 'llm', name: 'gpt-4o-mini', output: 'Let me check Paris first.', ... }
 */
export function aiSdkTelemetrySpan(record: OtelSpanRecord): DialectSpan {
  const a = record.attributes
  const operation = stringAttr(a, 'ai.operationId') ?? ''
  const error = statusError(record)
  if (TOP_LEVEL.test(operation)) {
    const name = stringAttr(a, 'ai.telemetry.functionId') ?? operation
    return { span: makeSpan('agent', name, promptOf(a['ai.prompt']), responseOf(a), { id: record.spanId, error, metadata: { operationId: operation } }) }
  }
  if (MODEL_CALL.test(operation)) {
    const messages = parseLenient(a['ai.prompt.messages'])
    const name = stringAttr(a, 'ai.model.id') ?? stringAttr(a, 'gen_ai.request.model') ?? record.name
    const text = a['ai.response.text'] !== undefined ? String(a['ai.response.text']) : null
    return {
      span: makeSpan('llm', name, messages ?? null, text, { id: record.spanId, error }),
      toolCalls: responseToolCalls(a['ai.response.toolCalls']),
      toolResults: Array.isArray(messages) ? promptToolResults(messages) : [],
    }
  }
  if (operation === 'ai.toolCall') {
    const name = stringAttr(a, 'ai.toolCall.name') ?? record.name
    const callId = stringAttr(a, 'ai.toolCall.id')
    const extras = { id: callId ?? record.spanId, error, metadata: callId === undefined ? undefined : { spanId: record.spanId } }
    // Inputs and outputs are not recorded with `recordInputs` / `recordOutputs: false`.
    const span = a['ai.toolCall.args'] !== undefined ? toolSpan(name, a['ai.toolCall.args'], extras) : makeSpan('tool', name, null, null, extras)
    const recorded = a['ai.toolCall.result'] !== undefined
    if (recorded) span.output = parseStructured(a['ai.toolCall.result'])
    else if (error !== undefined) span.output = error
    return { span, outputRecorded: recorded || error !== undefined }
  }
  return { span: makeSpan('base', record.name, null, null, { id: record.spanId, error, metadata: operation === '' ? undefined : { operationId: operation } }) }
}

// `ai.prompt` is `{"prompt": "..."}` or `{"system": ..., "messages": [...]}`.
function promptOf(value: unknown): unknown {
  const prompt = parseLenient(value ?? null)
  if (isObjectLike(prompt) && typeof prompt.prompt === 'string') return prompt.prompt
  if (isObjectLike(prompt) && Array.isArray(prompt.messages)) return prompt.messages
  return prompt
}

function responseOf(a: Record<string, unknown>): unknown {
  if (a['ai.response.text'] !== undefined) return a['ai.response.text']
  if (a['ai.response.object'] !== undefined) return parseLenient(a['ai.response.object'])
  return null
}

// `ai.response.toolCalls` is a JSON string of `[{ toolCallId, toolName, input }]`
// (v4: `args`) whose `input` is itself a JSON string.
function responseToolCalls(value: unknown): RecordedToolCall[] {
  const calls = parseLenient(value ?? null)
  if (!Array.isArray(calls)) return []
  const out: RecordedToolCall[] = []
  for (const call of calls) {
    if (!isObjectLike(call) || typeof call.toolName !== 'string') continue
    const raw = 'input' in call ? call.input : call.args
    out.push({ id: nonEmptyString(call.toolCallId), name: call.toolName, arguments: typeof raw === 'string' ? parseArguments(raw).value : (raw ?? null) })
  }
  return out
}

function promptToolResults(messages: readonly unknown[]): RecordedToolResult[] {
  const out: RecordedToolResult[] = []
  for (const message of messages) {
    if (!isObjectLike(message) || message.role !== 'tool' || !Array.isArray(message.content)) continue
    for (const part of message.content) {
      if (!isObjectLike(part) || part.type !== 'tool-result' || typeof part.toolCallId !== 'string') continue
      const output = isObjectLike(part.output) && 'value' in part.output ? part.output.value : 'result' in part ? part.result : part.output
      out.push({ id: part.toolCallId, content: parseStructured(output ?? null) })
    }
  }
  return out
}
