// A tool span as a call: its tool, arguments, result and error. Tracers that
// record a tool call as attributes (exported into a span tree as the span's
// input) name the real tool inside it: the span is `ai.toolCall` or
// `execute_tool`, the tool is `ai.toolCall.name`. Read as recorded, every
// call would be "the same tool" with a call id that never repeats.

import type { Span } from '../trace/span.js'
import type { ToolCallRecord } from './action.js'
import { parseJsonArguments } from './canonical.js'

/** Attribute spellings of one tool call: name, arguments, result and the call's own id. */
const ENVELOPES = [
  { name: 'ai.toolCall.name', args: 'ai.toolCall.args', result: 'ai.toolCall.result', id: 'ai.toolCall.id' },
  { name: 'gen_ai.tool.name', args: 'gen_ai.tool.call.arguments', result: 'gen_ai.tool.call.result', id: 'gen_ai.tool.call.id' },
  { name: 'tool.name', args: 'input.value', result: 'output.value', id: 'tool_call.id' },
  { name: 'traceloop.entity.name', args: 'traceloop.entity.input', result: 'traceloop.entity.output', id: 'traceloop.entity.id' },
] as const

/**
 * The call a tool span records: its name, input, output and error as they
 * are, or, when its input is a tracer's attribute envelope
 * (`{ 'ai.toolCall.name': 'search', 'ai.toolCall.args': '{"q":"x"}' }`), the
 * tool and arguments named inside it, and the result from the envelope when
 * the span has none.
 *
 * @example
 * toolCallOf({ type: 'tool', name: 'ai.toolCall', input: { 'ai.toolCall.name': 'search', 'ai.toolCall.args': '{"q":"x"}' }, output: 'ok', children: [] })
 * // { tool: 'search', args: { q: 'x' }, output: 'ok', error: undefined }
 */
export function toolCallOf(span: Span): ToolCallRecord {
  const input = span.input
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const record = input as Record<string, unknown>
    for (const envelope of ENVELOPES) {
      const name = record[envelope.name]
      if (typeof name !== 'string' || name === '') continue
      const output = unwrapResult(span.output, envelope.result) ?? record[envelope.result]
      const args = envelope.args in record ? parseJsonArguments(record[envelope.args]) : withoutEnvelope(record, envelope)
      return { tool: name, args, output, error: span.error }
    }
  }
  return { tool: span.name, args: span.input, output: span.output, error: span.error }
}

function unwrapResult(output: unknown, key: string): unknown {
  if (output !== null && typeof output === 'object' && !Array.isArray(output) && key in output) return (output as Record<string, unknown>)[key]
  return output ?? undefined
}

function withoutEnvelope(record: Record<string, unknown>, envelope: (typeof ENVELOPES)[number]): Record<string, unknown> {
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) if (key !== envelope.name && key !== envelope.id) rest[key] = value
  return rest
}
