import { describe, expect, it } from 'vitest'
import { fromOtlp } from '../../src/formats/otlp.js'
import { fromOtelSpans } from '../../src/formats/otel-readable-spans.js'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { expectedModelTexts, expectedToolSpans, HEALTHY, LOOPING } from '../fixtures/formats/scenarios.js'
import { captureAiSdkTelemetry, plainReadableSpan } from './support/run-ai-sdk.js'
import { modelOutputs, plainTree, readSharedFormat, toolCalls } from './support/trees.js'

type Kv = { key: string; value: Record<string, unknown> }
const str = (key: string, value: string): Kv => ({ key, value: { stringValue: value } })
function otlpSpan(spanId: string, parentSpanId: string | undefined, start: number, name: string, attributes: Kv[], extra: Record<string, unknown> = {}) {
  return {
    traceId: 'ab'.repeat(16),
    spanId,
    ...(parentSpanId ? { parentSpanId } : {}),
    name,
    startTimeUnixNano: String(1748779200000000000n + BigInt(start)),
    attributes,
    ...extra,
  }
}
const body = (spans: unknown[]) => ({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 't' }, spans }] }] })

describe('AI SDK telemetry captured by the OpenTelemetry SDK (real run, InMemorySpanExporter)', () => {
  it('reads the live ReadableSpans (SDK 2.x parentSpanContext)', async () => {
    const { spans } = await captureAiSdkTelemetry(HEALTHY)
    expect(spans.every((span) => span.parentSpanContext !== undefined || span.name === 'ai.generateText')).toBe(true)
    const trace = normalizeTrace(spans)
    expect(trace.format).toBe('otel-readable-spans')
    expect(trace.root).toMatchObject({ type: 'agent', name: 'weather-agent', input: HEALTHY.prompt })
    expect(toolCalls(trace.root)).toEqual(expectedToolSpans(HEALTHY))
    expect(modelOutputs(trace.root)).toEqual(expectedModelTexts(HEALTHY))
    expect(trace.root!.children.find((span) => span.type === 'tool')).toMatchObject({ id: 'call_ok_1' })
    expect(trace.gaps).toBeUndefined()
  })

  it('reads the same run as OTLP/JSON (@opentelemetry/otlp-transformer) and as 1.x-style plain spans, to the same tree', async () => {
    const { spans, otlp } = await captureAiSdkTelemetry(LOOPING)
    const fromLive = plainTree(fromOtelSpans(spans).root!)
    const otlpTrace = normalizeTrace(otlp)
    expect(otlpTrace.format).toBe('otlp')
    expect(plainTree(otlpTrace.root!)).toEqual(fromLive)
    expect(plainTree(normalizeTrace(spans.map((span) => plainReadableSpan(span, '1.x'))).root!)).toEqual(fromLive)
    expect(plainTree(normalizeTrace(spans.map((span) => plainReadableSpan(span, '2.x'))).root!)).toEqual(fromLive)
    expect(toolCalls(otlpTrace.root)).toEqual(expectedToolSpans(LOOPING))
  })
})

describe('OTLP/JSON details', () => {
  it('reports missing message content as a gap instead of a clean bill', () => {
    const trace = fromOtlp(
      body([
        otlpSpan('01', undefined, 0, 'invoke_agent a', [str('gen_ai.operation.name', 'invoke_agent')]),
        otlpSpan('02', '01', 1, 'chat m', [str('gen_ai.operation.name', 'chat'), str('gen_ai.request.model', 'm')]),
        otlpSpan('03', '01', 2, 'execute_tool f', [str('gen_ai.operation.name', 'execute_tool'), str('gen_ai.tool.name', 'f')]),
      ]),
    )
    expect(trace.root!.children.map((span) => [span.type, span.name, span.output])).toEqual([
      ['llm', 'm', null],
      ['tool', 'f', null],
    ])
    expect(trace.gaps).toEqual({
      reasoningStagnation: 'no model output text was recorded (message content capture is off, or the instrumentation does not record it)',
      toolRepetition: 'no tool-call arguments were recorded (gen_ai.tool.call.arguments and similar attributes are opt-in)',
    })
  })

  it('synthesizes tool spans from recorded tool calls when there are no tool spans', () => {
    const calls = JSON.stringify([{ role: 'assistant', parts: [{ type: 'tool_call', id: 'c1', name: 'f', arguments: { q: 1 } }] }])
    const results = JSON.stringify([{ role: 'tool', parts: [{ type: 'tool_call_response', id: 'c1', response: '{"ok":true}' }] }])
    const trace = fromOtlp(
      body([
        otlpSpan('01', undefined, 0, 'invoke_agent a', [str('gen_ai.operation.name', 'invoke_agent')]),
        otlpSpan('02', '01', 1, 'chat m', [str('gen_ai.operation.name', 'chat'), str('gen_ai.output.messages', calls)]),
        otlpSpan('03', '01', 2, 'chat m', [str('gen_ai.operation.name', 'chat'), str('gen_ai.input.messages', results), str('gen_ai.output.messages', '[]')]),
        otlpSpan('04', '01', 3, 'chat m', [str('gen_ai.operation.name', 'chat'), str('gen_ai.output.messages', calls.replace('c1', 'c2'))]),
      ]),
    )
    expect(trace.root!.children.map((span) => [span.type, span.output, span.metadata?.pending ?? false])).toEqual([
      ['llm', '', false],
      ['tool', { ok: true }, false],
      ['llm', '', false],
      ['llm', '', false],
      ['tool', null, true],
    ])
    expect(trace.root!.children[1]).toMatchObject({ id: 'c1', input: { q: 1 }, metadata: { synthesized: true } })
  })

  it('orders children by start time although batches list children first', () => {
    const trace = fromOtlp(body([otlpSpan('03', '01', 20, 'b', []), otlpSpan('02', '01', 10, 'a', []), otlpSpan('01', undefined, 0, 'root', [])]))
    expect(plainTree(trace.root!).children.map((span) => span.name)).toEqual(['a', 'b'])
  })

  it('accepts a list of export bodies (one trace split over batches), int64 numbers and status errors', () => {
    const trace = normalizeTrace([
      body([
        otlpSpan('02', '01', 1, 'ai.toolCall', [str('ai.operationId', 'ai.toolCall'), str('ai.toolCall.name', 'f'), str('ai.toolCall.args', '{"a":1}')], {
          status: { code: 2, message: 'boom' },
        }),
      ]),
      body([
        otlpSpan('01', undefined, 0, 'ai.generateText', [str('ai.operationId', 'ai.generateText'), { key: 'ai.settings.maxRetries', value: { intValue: 2 } }]),
      ]),
    ])
    expect(trace.format).toBe('otlp')
    expect(trace.root!.children[0]).toMatchObject({ type: 'tool', input: { a: 1 }, output: 'boom', error: 'boom' })
  })

  it('wraps several roots in a synthetic root and reports parents missing from the export', () => {
    const trace = fromOtlp(body([otlpSpan('01', undefined, 0, 'a', []), otlpSpan('02', 'ff', 1, 'b', [])]))
    expect(trace.root).toMatchObject({ type: 'base', name: 'trace', metadata: { synthetic: true } })
    expect(trace.root!.children.map((span) => span.name)).toEqual(['a', 'b'])
    expect(trace.gaps?.callGraphCycles).toBe('1 span names a parent that is not in this export, so the call tree is incomplete')
  })

  it('unflattens the indexed OpenInference keys into messages', () => {
    const trace = fromOtlp(readSharedFormat('otlp-openinference.json'))
    const llm = trace.root!.children[2]!
    expect(Array.isArray(llm.input) && llm.input.length).toBe(3)
    expect((llm.input as Array<Record<string, unknown>>)[2]).toEqual({
      role: 'tool',
      content: '{"temp_c":18,"conditions":"cloudy"}',
      tool_call_id: 'call_9xKf2',
    })
  })

  it('names the path of bad input', () => {
    expect(() => fromOtlp({ resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: 'a', spanId: 7 }] }] }] })).toThrow(
      'resourceSpans[0].scopeSpans[0].spans[0].spanId: expected a non-zero hex span id string, got a number',
    )
    expect(() => fromOtlp(body([{ traceId: 'a', spanId: '01', attributes: [{ key: 'x', value: { arrayValue: { values: [7] } } }] }]))).toThrow(
      'resourceSpans[0].scopeSpans[0].spans[0].attributes[0].value.arrayValue.values[0]: expected an AnyValue object',
    )
    expect(() => fromOtlp(body([otlpSpan('01', '02', 0, 'a', []), otlpSpan('02', '01', 1, 'b', [])]))).toThrow(/parent links form a cycle/)
  })
})

describe('GenAI content in span events and LangSmith exporter attributes', () => {
  const event = (name: string, attributes: Kv[]) => ({ name, timeUnixNano: '1748779200000000001', attributes })

  it('reads gen_ai.content.prompt / gen_ai.content.completion events (semantic conventions 1.26–1.27, OpenLIT)', () => {
    const span = otlpSpan('0000000000000001', undefined, 0, 'chat gpt-4o', [str('gen_ai.system', 'openai'), str('gen_ai.request.model', 'gpt-4o')], {
      events: [
        event('gen_ai.content.prompt', [str('gen_ai.prompt', JSON.stringify([{ role: 'user', content: 'Where is order 991?' }]))]),
        event('gen_ai.content.completion', [str('gen_ai.completion', JSON.stringify([{ role: 'assistant', content: 'Order 991 shipped on Monday.' }]))]),
      ],
    })
    const llm = normalizeTrace(body([span])).root!
    expect(llm).toMatchObject({ type: 'llm', input: [{ role: 'user', content: 'Where is order 991?' }], output: 'Order 991 shipped on Monday.' })
  })

  it('reads the gen_ai.client.inference.operation.details event (current conventions, content opted in)', () => {
    const span = otlpSpan('0000000000000001', undefined, 0, 'chat gpt-4o', [str('gen_ai.operation.name', 'chat'), str('gen_ai.request.model', 'gpt-4o')], {
      events: [
        event('gen_ai.client.inference.operation.details', [
          str('gen_ai.input.messages', JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Weather in Paris?' }] }])),
          str('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'Sunny, 18°C.' }] }])),
        ]),
      ],
    })
    expect(normalizeTrace(body([span])).root).toMatchObject({ type: 'llm', output: 'Sunny, 18°C.' })
  })

  it('lets langsmith.span.kind decide the span type, and reads un-indexed gen_ai.prompt / gen_ai.completion JSON', () => {
    const chain = otlpSpan('0000000000000001', undefined, 0, 'AgentExecutor', [str('langsmith.span.kind', 'chain'), str('gen_ai.operation.name', 'chat')])
    const llm = otlpSpan('0000000000000002', '0000000000000001', 1, 'ChatOpenAI', [
      str('langsmith.span.kind', 'llm'),
      str('gen_ai.operation.name', 'chat'),
      str('gen_ai.prompt', JSON.stringify([{ role: 'user', content: 'Refund order 991' }])),
      str('gen_ai.completion', JSON.stringify([{ role: 'assistant', content: 'Looking it up.' }])),
    ])
    const tool = otlpSpan('0000000000000003', '0000000000000001', 2, 'search_orders', [
      str('langsmith.span.kind', 'tool'),
      str('gen_ai.operation.name', 'chat'),
      str('gen_ai.tool.name', 'search_orders'),
      str('gen_ai.tool.call.arguments', '{"q":"991"}'),
      str('gen_ai.tool.call.result', '{"hits":[]}'),
    ])
    const root = normalizeTrace(body([chain, llm, tool])).root!
    expect(root.type).not.toBe('llm')
    expect(root.children.map((span) => [span.type, span.name])).toEqual([
      ['llm', 'ChatOpenAI'],
      ['tool', 'search_orders'],
    ])
    expect(root.children[0]).toMatchObject({ input: [{ role: 'user', content: 'Refund order 991' }], output: 'Looking it up.' })
    expect(root.children[1]).toMatchObject({ input: { q: '991' }, output: { hits: [] } })
  })
})
