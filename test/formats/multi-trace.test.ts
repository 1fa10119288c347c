// Bodies that hold several runs (issue 13, item 4): an OTLP export of three
// runs of one workflow must not read as one run that repeats its calls.
import { describe, expect, it } from 'vitest'
import { detectLoops, MultipleTracesError, normalizeTrace, normalizeTraces, TraceValidationError } from '../../src/index.js'
import { scoreText } from '../../src/cli/score/score-text.js'
import type { ScoreConfig } from '../../src/cli/score/types.js'

type Kv = { key: string; value: Record<string, unknown> }
const str = (key: string, value: string): Kv => ({ key, value: { stringValue: value } })

const TRACE_A = 'a1'.repeat(16)
const TRACE_B = 'b2'.repeat(16)
const TRACE_C = 'c3'.repeat(16)

/** One run: an agent span, a model call and `calls` tool calls (each failing when `failing`). */
function run(traceId: string, prefix: string, calls: number, failing: boolean) {
  const span = (id: string, parent: string | undefined, start: number, name: string, attributes: Kv[], extra: Record<string, unknown> = {}) => ({
    traceId,
    spanId: `${prefix}${id}`.padStart(16, '0'),
    ...(parent !== undefined ? { parentSpanId: `${prefix}${parent}`.padStart(16, '0') } : {}),
    name,
    startTimeUnixNano: String(1748779200000000000n + BigInt(start)),
    attributes,
    ...extra,
  })
  const spans = [
    span('1', undefined, 0, 'invoke_agent support', [str('gen_ai.operation.name', 'invoke_agent'), str('gen_ai.agent.name', 'support')]),
    span('2', '1', 1, 'chat gpt-4o', [
      str('gen_ai.operation.name', 'chat'),
      str('gen_ai.request.model', 'gpt-4o'),
      str('gen_ai.completion', JSON.stringify([{ role: 'assistant', content: 'Let me look up the order status for the customer.' }])),
    ]),
  ]
  for (let i = 0; i < calls; i++) {
    spans.push(
      span(
        `${3 + i}`,
        '1',
        2 + i,
        'execute_tool lookup_order',
        [
          str('gen_ai.operation.name', 'execute_tool'),
          str('gen_ai.tool.name', 'lookup_order'),
          str('gen_ai.tool.call.arguments', '{"order":"A-1001"}'),
          str('gen_ai.tool.call.result', failing ? 'upstream unavailable' : '{"status":"shipped"}'),
        ],
        failing ? { status: { code: 2, message: 'upstream unavailable' } } : {},
      ),
    )
  }
  return spans
}

const body = (spans: unknown[]) => ({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 't' }, spans }] }] })
/** Three runs of one workflow; the second is stuck on a failing call. */
const THREE_RUNS = body([...run(TRACE_A, 'a', 1, false), ...run(TRACE_B, 'b', 4, true), ...run(TRACE_C, 'c', 1, false)])

describe('a body holding several traces', () => {
  it('normalizeTrace throws MultipleTracesError naming the count, the ids and the way to score each', () => {
    const error = (() => {
      try {
        normalizeTrace(THREE_RUNS)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(MultipleTracesError)
    expect(error).toBeInstanceOf(TraceValidationError)
    expect((error as MultipleTracesError).traceIds).toEqual([TRACE_A, TRACE_B, TRACE_C])
    expect((error as Error).message).toContain('holds 3 traces')
    expect((error as Error).message).toContain('normalizeTraces(value)')
    expect((error as Error).message).toContain(`{ traceId: '${TRACE_A}' }`)
    expect(() => detectLoops(THREE_RUNS)).toThrow(MultipleTracesError)
  })

  it('normalizeTraces reads each run on its own, in the order they first appear', () => {
    const traces = normalizeTraces(THREE_RUNS)
    expect(traces.map((trace) => [trace.format, trace.traceId, trace.root?.name])).toEqual([
      ['otlp', TRACE_A, 'support'],
      ['otlp', TRACE_B, 'support'],
      ['otlp', TRACE_C, 'support'],
    ])
    expect(traces.map((trace) => trace.root!.children.filter((span) => span.type === 'tool').length)).toEqual([1, 4, 1])
    expect(traces.map((trace) => detectLoops(trace).loopDetected)).toEqual([false, true, false])
  })

  it('{ traceId } picks one run, in normalizeTrace, normalizeTraces and detectLoops; an unknown id names the ids there are', () => {
    expect(normalizeTrace(THREE_RUNS, { traceId: TRACE_B }).traceId).toBe(TRACE_B)
    expect(normalizeTraces(THREE_RUNS, { traceId: TRACE_C }).map((trace) => trace.traceId)).toEqual([TRACE_C])
    expect(detectLoops(THREE_RUNS, { traceId: TRACE_B }).loopDetected).toBe(true)
    expect(detectLoops(THREE_RUNS, { traceId: TRACE_A }).loopDetected).toBe(false)
    expect(() => normalizeTrace(THREE_RUNS, { traceId: 'ffff' })).toThrow(
      `no trace with id 'ffff' in this otlp body (it holds ${TRACE_A}, ${TRACE_B}, ${TRACE_C})`,
    )
    // A format without trace ids has no run of that name either.
    expect(() => normalizeTrace([{ role: 'user', content: 'hi' }], { traceId: 'x' })).toThrow(/no trace with id 'x'/)
  })

  it('a body with one trace reads as before, with its trace id', () => {
    const trace = normalizeTrace(body(run(TRACE_A, 'a', 1, false)))
    expect(trace.traceId).toBe(TRACE_A)
    expect(normalizeTraces(body(run(TRACE_A, 'a', 1, false)))).toHaveLength(1)
    expect(normalizeTraces([{ role: 'user', content: 'hi' }]).map((t) => t.format)).toEqual(['chat'])
  })

  it('an OpenTelemetry ReadableSpan array groups by trace id too', () => {
    const readable = [...run(TRACE_A, 'a', 1, false), ...run(TRACE_B, 'b', 1, false)].map((span) => ({
      name: span.name,
      spanContext: () => ({ traceId: span.traceId, spanId: span.spanId }),
      parentSpanId: span.parentSpanId,
      startTime: [1748779200, Number(BigInt(span.startTimeUnixNano) - 1748779200000000000n)],
      attributes: Object.fromEntries(span.attributes.map((a) => [a.key, a.value.stringValue])),
      status: { code: 0 },
    }))
    expect(() => normalizeTrace(readable)).toThrow(MultipleTracesError)
    expect(normalizeTraces(readable).map((trace) => [trace.format, trace.traceId])).toEqual([
      ['otel-readable-spans', TRACE_A],
      ['otel-readable-spans', TRACE_B],
    ])
  })

  it('an Agents SDK export batch groups by trace_id, each run named by its workflow', () => {
    const item = (traceId: string, id: string, parent: string | null, type: string, extra: Record<string, unknown>) => ({
      object: 'trace.span',
      id,
      trace_id: traceId,
      parent_id: parent,
      started_at: '2026-05-01T10:00:00.000Z',
      ended_at: '2026-05-01T10:00:01.000Z',
      span_data: { type, ...extra },
    })
    const batch = {
      data: [
        { object: 'trace', id: 'trace_1', workflow_name: 'Refunds' },
        item('trace_1', 'span_1', null, 'agent', { name: 'refunds' }),
        item('trace_1', 'span_2', 'span_1', 'function', { name: 'lookup', input: '{"id":1}', output: 'ok' }),
        { object: 'trace', id: 'trace_2', workflow_name: 'Refunds' },
        item('trace_2', 'span_3', null, 'agent', { name: 'refunds' }),
        item('trace_2', 'span_4', 'span_3', 'function', { name: 'lookup', input: '{"id":1}', output: 'ok' }),
      ],
    }
    expect(() => normalizeTrace(batch)).toThrow(/holds 2 traces \(trace_1, trace_2\)/)
    const traces = normalizeTraces(batch)
    expect(traces.map((trace) => [trace.format, trace.traceId, trace.root?.children.map((c) => c.name)])).toEqual([
      ['openai-agents', 'trace_1', ['refunds']],
      ['openai-agents', 'trace_2', ['refunds']],
    ])
  })
})

describe('the CLI scores each trace of a file on its own line', () => {
  const config: ScoreConfig = { detect: {}, verdictBy: 'loops', includeReport: false, includeTimeline: false }

  it('one result per trace, named file#traceId, the looping run failing alone', () => {
    const results = scoreText({ seq: 0, file: 'runs.json', line: null, text: JSON.stringify(THREE_RUNS) }, config)
    expect(results.map((r) => [r.file, r.id, r.verdict, r.format])).toEqual([
      [`runs.json#${TRACE_A}`, TRACE_A, 'pass', 'otlp'],
      [`runs.json#${TRACE_B}`, TRACE_B, 'fail', 'otlp'],
      [`runs.json#${TRACE_C}`, TRACE_C, 'pass', 'otlp'],
    ])
  })

  it('a one-trace file keeps its plain name', () => {
    const results = scoreText({ seq: 0, file: 'one.json', line: null, text: JSON.stringify(body(run(TRACE_A, 'a', 1, false))) }, config)
    expect(results.map((r) => [r.file, r.verdict])).toEqual([['one.json', 'pass']])
  })
})
