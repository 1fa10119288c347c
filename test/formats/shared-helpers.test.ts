import { describe, expect, it } from 'vitest'
import { fromLangSmith } from '../../src/formats/langsmith.js'
import { fromOpenAIAgentsTrace } from '../../src/formats/openai-agents.js'
import { fromOpenAIChat } from '../../src/formats/openai-chat.js'
import { fromOtlp } from '../../src/formats/otlp.js'
import { decodeAnyValue, unflatten } from '../../src/formats/otel/attributes.js'
import { parseArguments, parseStructured } from '../../src/formats/shared/json.js'
import { toEpochNanos } from '../../src/formats/shared/timestamps.js'
import { ToolCallLinker } from '../../src/formats/shared/tool-calls.js'
import { makeSpan } from '../../src/formats/shared/spans.js'
import type { Span } from '../../src/trace/span.js'

function depthOf(root: Span | null): number {
  let depth = 0
  let at = root
  while (at !== null && at !== undefined) {
    depth++
    at = at.children[0] ?? null
  }
  return depth
}

describe('shared helpers', () => {
  it('parses JSON arguments and keeps the raw string when they are broken', () => {
    expect(parseArguments('{"a":1}')).toEqual({ value: { a: 1 } })
    expect(parseArguments('')).toEqual({ value: {} })
    expect(parseArguments({ a: 1 })).toEqual({ value: { a: 1 } })
    const broken = parseArguments('{"a":')
    expect(broken.value).toBe('{"a":')
    expect(broken.error).toMatch(/JSON/)
  })

  it('unwraps JSON-encoded objects and arrays only', () => {
    expect(parseStructured('{"a":1}')).toEqual({ a: 1 })
    expect(parseStructured(' [1,2]')).toEqual([1, 2])
    expect(parseStructured('42')).toBe('42')
    expect(parseStructured('"quoted"')).toBe('"quoted"')
    expect(parseStructured('{not json')).toBe('{not json')
  })

  it('links results first in, first out when a call id is reused', () => {
    const linker = new ToolCallLinker()
    const first = makeSpan('tool', 'f', {}, null, { id: 'x' })
    const second = makeSpan('tool', 'f', {}, null, { id: 'x' })
    linker.addCall(first)
    linker.addCall(second)
    expect(linker.addResult({ id: 'x', output: 1 })).toBeNull()
    linker.finish()
    expect([first.output, second.output, second.metadata]).toEqual([1, null, { pending: true }])
  })

  it('reads every timestamp form as epoch nanoseconds', () => {
    expect(toEpochNanos('1748779200000000001', 'ns')).toBe(1748779200000000001n)
    expect(toEpochNanos([1748779200, 5])).toBe(1748779200000000005n)
    expect(toEpochNanos('2025-06-01T12:00:00.000001Z')).toBe(1748779200000001000n)
    expect(toEpochNanos('2025-06-01T12:00:00.000001')).toBe(1748779200000001000n)
    expect(toEpochNanos(1748779200000)).toBe(1748779200000000000n)
    expect(toEpochNanos('soon')).toBeNull()
  })

  it('decodes OTLP AnyValues and unflattens indexed keys, closing gaps left by dropped attributes', () => {
    expect(
      decodeAnyValue(
        {
          kvlistValue: {
            values: [
              { key: 'n', value: { intValue: '9007199254740993' } },
              { key: 'd', value: { doubleValue: 1.5 } },
            ],
          },
        },
        [],
      ),
    ).toEqual({
      n: '9007199254740993',
      d: 1.5,
    })
    expect(unflatten({ 'm.0.message.role': 'user', 'm.2.message.role': 'tool', 'm.2.message.tool_calls.0.tool_call.function.name': 'f' }, 'm')).toEqual([
      { message: { role: 'user' } },
      { message: { role: 'tool', tool_calls: [{ tool_call: { function: { name: 'f' } } }] } },
    ])
    expect(unflatten({ other: 1 }, 'm')).toBeUndefined()
  })
})

describe('long and deep traces (no recursion over depth, no quadratic linking)', () => {
  const DEPTH = 100_000

  it('reads an OTLP chain 100,000 spans deep', () => {
    const spans = Array.from({ length: DEPTH }, (_, i) => ({
      traceId: 'ab'.repeat(16),
      spanId: (i + 1).toString(16).padStart(16, '0'),
      ...(i > 0 ? { parentSpanId: i.toString(16).padStart(16, '0') } : {}),
      name: `step ${i}`,
      startTimeUnixNano: String(1748779200000000000n + BigInt(i)),
      attributes: [],
    }))
    const trace = fromOtlp({ resourceSpans: [{ scopeSpans: [{ spans: spans.reverse() }] }] })
    expect(depthOf(trace.root)).toBe(DEPTH)
  })

  it('reads a LangSmith run tree 100,000 runs deep', () => {
    const root: Record<string, unknown> = { id: 'r0', name: 'n', run_type: 'chain', inputs: {} }
    let at = root
    for (let i = 1; i < DEPTH; i++) {
      const child = { id: `r${i}`, name: 'n', run_type: 'chain', inputs: {} }
      at.child_runs = [child]
      at = child
    }
    expect(depthOf(fromLangSmith(root).root)).toBe(DEPTH)
  })

  it('reads an Agents SDK export 100,000 spans deep', () => {
    const data = Array.from({ length: DEPTH }, (_, i) => ({
      object: 'trace.span',
      id: `span_${i}`,
      trace_id: 't',
      parent_id: i === 0 ? null : `span_${i - 1}`,
      started_at: null,
      span_data: { type: 'agent', name: 'a' },
    }))
    // One synthetic root above the top agent span.
    expect(depthOf(fromOpenAIAgentsTrace({ data }).root)).toBe(DEPTH + 1)
  })

  it('links 50,000 tool calls in a chat history quickly', () => {
    const messages: unknown[] = [{ role: 'user', content: 'go' }]
    for (let i = 0; i < 50_000; i++) {
      messages.push({ role: 'assistant', content: null, tool_calls: [{ id: `c${i}`, type: 'function', function: { name: 'f', arguments: `{"i":${i}}` } }] })
      messages.push({ role: 'tool', tool_call_id: `c${i}`, content: String(i) })
    }
    const trace = fromOpenAIChat(messages)
    expect(trace.root!.children).toHaveLength(100_000)
    expect(trace.root!.children.at(-1)).toMatchObject({ input: { i: 49_999 }, output: '49999' })
  })
})
