import { parseLenient, parseStructured } from '../shared/json.js'
import { makeSpan } from '../shared/spans.js'
import { stringAttr, unflatten } from './attributes.js'
import { readFlatCompletions, toolResultsOf } from './genai.js'
import type { DialectSpan, OtelSpanRecord } from './record.js'
import { statusError } from './status.js'

/**
 * Traceloop / OpenLLMetry, the fallback dialect: `traceloop.span.kind`
 * `agent` → agent, `tool` → tool, `workflow` / `task` / `session` → base,
 * named by `traceloop.entity.name` with JSON-string `traceloop.entity.input`
 * / `output`. Its LLM spans have no kind; they carry `llm.request.type` and
 * flattened `gen_ai.prompt.N.*` / `gen_ai.completion.N.*` keys.
 *
 * @example
 * traceloopSpan(record).span.type // 'tool' for traceloop.span.kind = tool
 */
export function traceloopSpan(record: OtelSpanRecord): DialectSpan {
  const a = record.attributes
  const error = statusError(record)
  const kind = stringAttr(a, 'traceloop.span.kind')
  if (kind === undefined) {
    const input = unflatten(a, 'gen_ai.prompt')
    const completions = unflatten(a, 'gen_ai.completion')
    const reading = Array.isArray(completions) ? readFlatCompletions(completions) : undefined
    const name = stringAttr(a, 'gen_ai.request.model') ?? stringAttr(a, 'gen_ai.response.model') ?? record.name
    return {
      span: makeSpan('llm', name, input ?? null, reading?.text ?? null, { id: record.spanId, error }),
      toolCalls: reading?.toolCalls ?? [],
      toolResults: Array.isArray(input) ? toolResultsOf(input) : [],
    }
  }
  const name = stringAttr(a, 'traceloop.entity.name') ?? record.name
  const input = parseLenient(a['traceloop.entity.input'] ?? null)
  const output = a['traceloop.entity.output'] === undefined ? null : parseStructured(parseLenient(a['traceloop.entity.output']))
  const type = kind === 'agent' ? 'agent' : kind === 'tool' ? 'tool' : 'base'
  return {
    span: makeSpan(type, name, input, output, { id: record.spanId, error, metadata: type === 'base' ? { spanKind: kind } : undefined }),
    outputRecorded: a['traceloop.entity.output'] !== undefined,
  }
}

/** Whether a span without a kind attribute is a Traceloop LLM span. */
export function isTraceloopLlmSpan(record: OtelSpanRecord): boolean {
  if ('llm.request.type' in record.attributes) return true
  return Object.keys(record.attributes).some((key) => key.startsWith('gen_ai.prompt.') || key.startsWith('gen_ai.completion.'))
}
