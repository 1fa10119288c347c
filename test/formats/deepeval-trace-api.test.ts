import { describe, expect, it } from 'vitest'
import { detectLoops } from '../../src/report/detect.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace, TRACE_FORMATS } from '../../src/trace/normalize.js'
import { allSpans, toolCalls } from './support/trees.js'

// Bodies shaped like what deepeval's tracing POSTs (TraceApi dumped by alias
// without None values): one camelCase list per span kind, every list present,
// millisecond ISO times. Values are made up for these tests.
const at = (second: number, ms = 0) => new Date(Date.UTC(2025, 2, 14, 9, 30, second, ms)).toISOString()

type ApiSpan = Record<string, unknown>

function body(spans: { base?: ApiSpan[]; agent?: ApiSpan[]; llm?: ApiSpan[]; retriever?: ApiSpan[]; tool?: ApiSpan[] }, extra: Record<string, unknown> = {}) {
  return {
    uuid: 'trace-7f3a',
    startTime: at(0),
    endTime: at(59),
    status: 'SUCCESS',
    baseSpans: spans.base ?? [],
    agentSpans: spans.agent ?? [],
    llmSpans: spans.llm ?? [],
    retrieverSpans: spans.retriever ?? [],
    toolSpans: spans.tool ?? [],
    ...extra,
  }
}

const span = (uuid: string, name: string, start: number, fields: ApiSpan = {}): ApiSpan => ({
  uuid,
  name,
  status: 'SUCCESS',
  startTime: at(start),
  endTime: at(start, 900),
  ...fields,
})

const NOTES = [
  'Looking up direct trains from Lyon to Turin for Saturday morning, since the traveller prefers rail over flying for this route.',
  'The first timetable shows a change in Chambéry; checking whether a later departure avoids that connection entirely before booking.',
  'A direct service leaves at 10:12 and arrives before lunch, so reserving two second-class seats on that train completes the request.',
]

function healthyBody() {
  return body(
    {
      agent: [
        span('agent-1', 'rail_planner', 0, {
          input: { task: 'Book Lyon to Turin by train' },
          output: 'Booked the 10:12 direct train.',
          availableTools: ['timetable', 'book_seats'],
        }),
      ],
      llm: NOTES.map((text, i) =>
        span(`llm-${i}`, 'planner-model', 1 + i * 4, {
          parentUuid: 'agent-1',
          model: 'gpt-4.1-mini',
          output: text,
          inputTokenCount: 300 + i,
          outputTokenCount: 40,
        }),
      ),
      tool: [
        span('tool-0', 'timetable', 2, { parentUuid: 'agent-1', input: { from: 'Lyon', to: 'Turin', day: 'Saturday' }, output: { trains: 3, direct: 1 } }),
        span('tool-1', 'timetable', 6, {
          parentUuid: 'agent-1',
          input: { from: 'Lyon', to: 'Turin', day: 'Saturday', after: '10:00' },
          output: { trains: 1, direct: 1 },
        }),
        span('tool-2', 'book_seats', 10, { parentUuid: 'agent-1', input: { train: 'TGV 9241', seats: 2 }, output: { confirmation: 'QX7-22' } }),
      ],
    },
    { input: { task: 'Book Lyon to Turin by train' } },
  )
}

function loopingBody() {
  return body({
    agent: [span('agent-1', 'rail_planner', 0, { input: 'Book Lyon to Turin by train', output: null, status: 'ERRORED', error: 'gave up after 4 attempts' })],
    llm: [0, 1, 2, 3].map((i) =>
      span(`llm-${i}`, 'planner-model', 1 + i * 4, {
        parentUuid: 'agent-1',
        output: `Attempt ${i + 1}: the booking service did not answer, trying the same seat reservation again.`,
      }),
    ),
    tool: [0, 1, 2, 3].map((i) =>
      span(`tool-${i}`, 'book_seats', 2 + i * 4, {
        parentUuid: 'agent-1',
        input: { train: 'TGV 9241', seats: 2 },
        status: 'ERRORED',
        error: 'HTTP 503: reservation backend unavailable',
      }),
    ),
  })
}

describe('deepeval TraceApi bodies', () => {
  it('are detected as deepeval, unforced, and only by the deepeval adapter', () => {
    const value = healthyBody()
    expect(normalizeTrace(value).format).toBe('deepeval')
    expect(TRACE_FORMATS.filter((adapter) => adapter.detect(value)).map((adapter) => adapter.format)).toEqual(['deepeval'])
    expect(TRACE_FORMATS.find((adapter) => adapter.format === 'deepeval')!.mismatch(value)).toBeNull()
  })

  it('rebuild the tree from parentUuid, children in start order whatever list they are in', () => {
    const trace = normalizeTrace(healthyBody())
    expect(trace.root).toMatchObject({ type: 'agent', name: 'rail_planner', id: 'agent-1', output: 'Booked the 10:12 direct train.' })
    expect(trace.root!.children.map((child) => `${child.type}:${child.id}`)).toEqual([
      'llm:llm-0',
      'tool:tool-0',
      'llm:llm-1',
      'tool:tool-1',
      'llm:llm-2',
      'tool:tool-2',
    ])
    expect(allSpans(trace.root)).toHaveLength(7)
    expect(toolCalls(trace.root)[2]).toEqual({ name: 'book_seats', input: { train: 'TGV 9241', seats: 2 }, output: { confirmation: 'QX7-22' } })
    expect(trace.root!.metadata).toMatchObject({ availableTools: ['timetable', 'book_seats'], status: 'SUCCESS' })
    expect(trace.gaps).toBeUndefined()
  })

  it('breaks a start-time tie (milliseconds) by end time, and nests deeper levels', () => {
    const value = body({
      agent: [span('root', 'root', 0), span('sub', 'sub_agent', 1, { parentUuid: 'root', endTime: at(9) })],
      tool: [
        { ...span('late', 'lookup', 2, { parentUuid: 'sub' }), endTime: at(2, 800) },
        { ...span('early', 'lookup', 2, { parentUuid: 'sub' }), endTime: at(2, 300) },
      ],
    })
    const root = normalizeTrace(value).root!
    expect(root.children.map((child) => child.id)).toEqual(['sub'])
    expect(root.children[0]!.children.map((child) => child.id)).toEqual(['early', 'late'])
  })

  it('puts several top-level spans, and spans whose parent is not in the body, under one synthetic root', () => {
    const value = body(
      { base: [span('b', 'second', 5)], agent: [span('a', 'first', 1)], tool: [span('t', 'orphan', 3, { parentUuid: 'not-sent' })] },
      { name: 'nightly-run', input: 'Summarise the logs' },
    )
    const trace = normalizeTrace(value)
    expect(trace.root).toMatchObject({ type: 'base', name: 'nightly-run', id: 'trace-7f3a', input: 'Summarise the logs', metadata: { synthetic: true } })
    expect(trace.root!.children.map((child) => child.id)).toEqual(['a', 't', 'b'])
    expect(trace.goal).toBe('Summarise the logs')
    expect(trace.gaps?.callGraphCycles).toBe('1 span names a parent that is not in the export, so the call tree is incomplete')
    expect(normalizeTrace(body({})).root).toBeNull()
  })

  it('reads errors, LlmOutput text, the type field over the list, and token counts', () => {
    const value = body({
      agent: [span('a', 'agent', 0)],
      llm: [
        span('m', 'chat', 1, {
          parentUuid: 'a',
          output: { role: 'assistant', content: 'Calling the tool.', tool_calls: [{ name: 'fetch', args: {}, id: 'c1' }] },
          inputTokenCount: 812,
          outputTokenCount: 37,
          model: 'claude-sonnet',
        }),
      ],
      tool: [
        span('t1', 'fetch', 2, { parentUuid: 'a', status: 'ERRORED' }),
        span('t2', 'fetch', 3, { parentUuid: 'a', status: 'ERRORED', error: 'timeout after 30s' }),
      ],
      base: [span('r', 'kb_search', 4, { parentUuid: 'a', type: 'retriever' })],
    })
    const [llm, failedSilently, failed, retriever] = normalizeTrace(value).root!.children
    expect(llm).toMatchObject({ type: 'llm', output: 'Calling the tool.', usage: { inputTokens: 812, outputTokens: 37, totalTokens: 849 } })
    expect(llm!.metadata).toMatchObject({ model: 'claude-sonnet', inputTokenCount: 812 })
    expect(failedSilently!.error).toBe('ERRORED')
    expect(failed!.error).toBe('timeout after 30s')
    expect(failed!.usage).toBeUndefined()
    expect(retriever!.type).toBe('retriever')
  })

  it('throws naming the path of bad input', () => {
    expect(() => normalizeTrace({ uuid: 't', toolSpans: 'none' }, { format: 'deepeval' })).toThrowError(
      new TraceValidationError(['toolSpans'], 'expected an array of spans, got a string'),
    )
    expect(() => normalizeTrace(body({ tool: [span('a', 'x', 1), { name: 'no uuid' }] }))).toThrow(
      'toolSpans[1].uuid: expected a span uuid string, got undefined',
    )
    expect(() => normalizeTrace(body({ llm: [span('a', 'x', 1, { parentUuid: 7 })] }))).toThrow(
      'llmSpans[0].parentUuid: expected a span uuid string or null, got a number',
    )
    expect(() => normalizeTrace(body({ base: [span('a', 'x', 1)], tool: [span('a', 'y', 2)] }))).toThrow('duplicate uuid "a"')
    expect(() => normalizeTrace(body({ base: [span('a', 'x', 1, { parentUuid: 'b' }), span('b', 'y', 2, { parentUuid: 'a' })] }))).toThrow(/a cycle/)
  })

  it('forced on a value that fits neither deepeval shape, throws saying where it stopped matching', () => {
    expect(() => normalizeTrace({ uuid: 't', spans: [] }, { format: 'deepeval' })).toThrow(
      /^\(top level\): expected a deepeval span dict \(type, name, input, output, children\) or a TraceApi body \(baseSpans, agentSpans, llmSpans, retrieverSpans, toolSpans\), got an object with "uuid", "spans"$/,
    )
    expect(() => normalizeTrace([{ uuid: 't' }], { format: 'deepeval' })).toThrow('root: expected a span object, got an array')
    const adapter = TRACE_FORMATS.find((candidate) => candidate.format === 'deepeval')!
    expect(adapter.mismatch({ toolSpans: [{ name: 'x' }] })).toEqual({ matched: 3, path: ['toolSpans', 0, 'uuid'], expected: 'a span uuid string' })
    expect(adapter.mismatch({ agentSpans: {} })).toEqual({ matched: 2, path: ['agentSpans'], expected: 'an array of spans (got an object)' })
  })

  it('reads a 20,000-deep chain without recursion', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) =>
      span(`s${i}`, 'delegate', 0, { parentUuid: i === 0 ? null : `s${i - 1}`, startTime: at(0, i % 1000) }),
    )
    let depth = 0
    let node = normalizeTrace(body({ agent: chain })).root ?? undefined
    while (node !== undefined) {
      depth++
      node = node.children[0]
    }
    expect(depth).toBe(20_000)
  })

  it('a looping run (the same failing call four times) is flagged by detectLoops; the healthy run is not', () => {
    const looping = detectLoops(loopingBody())
    expect(looping.loopDetected).toBe(true)
    expect(looping.signals.toolRepetition.status).toBe('loop')
    expect(detectLoops(loopingBody(), { detector: 'deepeval' }).findings.map((finding) => finding.kind)).toContain('repeated-tool-call')
    const healthy = detectLoops(healthyBody())
    expect(healthy.loopDetected).toBe(false)
    expect(healthy.findings).toHaveLength(0)
    expect(healthy.totalTokens).toBe(3 * 340 + 3)
    expect(detectLoops(healthyBody(), { detector: 'deepeval' }).findings).toHaveLength(0)
  })
})
