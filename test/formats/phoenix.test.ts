import { describe, expect, it } from 'vitest'
import { flattenAttributes } from '../../src/formats/phoenix.js'
import { detectLoops } from '../../src/report/detect.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace, TRACE_FORMATS } from '../../src/trace/normalize.js'
import { allSpans, modelOutputs, plainTree, toolCalls } from './support/trees.js'

// Spans shaped like Phoenix's REST API (GET /v1/projects/{project}/spans):
// ids in `context`, the kind in `span_kind`, OpenInference attributes as
// dotted keys, newest span first. Ids and values are made up.
const TRACE = '5e1f00aa5e1f00aa5e1f00aa5e1f00aa'
const at = (second: number) => `2025-04-22T08:15:${String(second).padStart(2, '0')}.250000+00:00`
let counter = 0
const spanId = () => (++counter).toString(16).padStart(16, '0')

type PhoenixSpan = Record<string, unknown>

function span(
  name: string,
  kind: string,
  second: number,
  parent: PhoenixSpan | null,
  attributes: Record<string, unknown>,
  extra: PhoenixSpan = {},
): PhoenixSpan {
  const id = spanId()
  return {
    id: `U3BhbjoxM${id}`,
    name,
    context: { trace_id: TRACE, span_id: id },
    span_kind: kind,
    parent_id: parent === null ? null : (parent.context as { span_id: string }).span_id,
    start_time: at(second),
    end_time: at(second + 1),
    status_code: 'OK',
    status_message: '',
    attributes,
    events: [],
    ...extra,
  }
}

const llm = (second: number, parent: PhoenixSpan, text: string) =>
  span('ChatCompletion', 'LLM', second, parent, {
    'llm.model_name': 'gpt-4o-mini',
    'llm.input_messages.0.message.role': 'user',
    'llm.input_messages.0.message.content': 'Continue with the migration checklist.',
    'llm.output_messages.0.message.role': 'assistant',
    'llm.output_messages.0.message.content': text,
    'llm.token_count.prompt': 410,
    'llm.token_count.completion': 52,
    'llm.token_count.total': 462,
    'input.mime_type': 'application/json',
  })

const tool = (second: number, parent: PhoenixSpan, name: string, args: unknown, result: unknown, extra: PhoenixSpan = {}) =>
  span(
    name,
    'TOOL',
    second,
    parent,
    {
      'tool.name': name,
      'input.value': JSON.stringify(args),
      'input.mime_type': 'application/json',
      ...(result === undefined ? {} : { 'output.value': JSON.stringify(result) }),
    },
    extra,
  )

const STEPS = [
  'Listing the tables that still use the legacy timestamp column so the migration can convert each one in order.',
  'Three tables need conversion; running the migration on the orders table first because it is the largest one.',
  'Orders converted cleanly, so the remaining two tables can be migrated together and the checklist marked done.',
]

function healthySpans(): PhoenixSpan[] {
  const agent = span('migration_agent', 'AGENT', 0, null, {
    'agent.name': 'migration_agent',
    'input.value': 'Migrate timestamps to UTC',
    'output.value': 'All three tables migrated.',
  })
  const calls: Array<[string, unknown, unknown]> = [
    ['list_tables', { column: 'created_ts' }, { tables: ['orders', 'users', 'events'] }],
    ['run_migration', { table: 'orders' }, { rows: 120000, ok: true }],
    ['run_migration', { table: ['users', 'events'] }, { rows: 4300, ok: true }],
  ]
  const spans = [agent]
  calls.forEach(([name, args, result], i) => spans.push(llm(1 + i * 4, agent, STEPS[i]!), tool(2 + i * 4, agent, name, args, result)))
  // Phoenix lists newest first.
  return spans.reverse()
}

function loopingSpans(): PhoenixSpan[] {
  const agent = span(
    'migration_agent',
    'AGENT',
    0,
    null,
    { 'input.value': 'Migrate timestamps to UTC' },
    { status_code: 'ERROR', status_message: 'max iterations' },
  )
  const spans = [agent]
  for (let i = 0; i < 4; i++) {
    spans.push(
      llm(1 + i * 4, agent, `Retry ${i + 1}: the migration lock is still held, running the orders migration again.`),
      tool(2 + i * 4, agent, 'run_migration', { table: 'orders' }, undefined, {
        status_code: 'ERROR',
        status_message: 'LockNotAvailable: could not obtain lock on relation "orders"',
        events: [
          { name: 'exception', timestamp: at(3 + i * 4), attributes: { 'exception.type': 'LockNotAvailable', 'exception.message': 'could not obtain lock' } },
        ],
      }),
    )
  }
  return spans
}

describe('Arize Phoenix span JSON', () => {
  it('is detected as phoenix as a list, { data, next_cursor } and { spans, nextCursor }, and only by the phoenix adapter', () => {
    const spans = healthySpans()
    for (const value of [spans, { data: spans, next_cursor: null }, { spans, nextCursor: 'abc' }]) {
      expect(normalizeTrace(value).format).toBe('phoenix')
      expect(TRACE_FORMATS.filter((adapter) => adapter.detect(value)).map((adapter) => adapter.format)).toEqual(['phoenix'])
    }
  })

  it('nests spans by parent_id in start order and reads them as OpenInference spans', () => {
    const trace = normalizeTrace({ data: healthySpans() })
    expect(trace.root).toMatchObject({ type: 'agent', name: 'migration_agent', input: 'Migrate timestamps to UTC', output: 'All three tables migrated.' })
    expect(trace.root!.children.map((child) => `${child.type}:${child.name}`)).toEqual([
      'llm:gpt-4o-mini',
      'tool:list_tables',
      'llm:gpt-4o-mini',
      'tool:run_migration',
      'llm:gpt-4o-mini',
      'tool:run_migration',
    ])
    expect(allSpans(trace.root)).toHaveLength(7)
    expect(modelOutputs(trace.root)).toEqual(STEPS)
    expect(toolCalls(trace.root)[1]).toEqual({ name: 'run_migration', input: { table: 'orders' }, output: { rows: 120000, ok: true } })
    expect(trace.root!.children[0]!.usage).toEqual({ inputTokens: 410, outputTokens: 52, totalTokens: 462 })
    expect(trace.gaps).toBeUndefined()
  })

  it('reads nested attribute objects like the flat dotted keys', () => {
    const flat = healthySpans()
    const nested = flat.map((item) => ({ ...item, attributes: nest(item.attributes as Record<string, unknown>) }))
    expect(plainTree(normalizeTrace(nested).root!)).toEqual(plainTree(normalizeTrace(flat).root!))
    expect(flattenAttributes({ input: { value: 'x' }, tag: { tags: ['a', 'b'] }, llm: { input_messages: [{ message: { role: 'user' } }] } })).toEqual({
      'input.value': 'x',
      'tag.tags': ['a', 'b'],
      'llm.input_messages.0.message.role': 'user',
    })
  })

  it('reads ERROR status as the error, puts several roots under one synthetic root, and notes missing parents', () => {
    const trace = normalizeTrace(loopingSpans())
    expect(trace.root!.error).toBe('max iterations')
    expect(trace.root!.children[1]).toMatchObject({
      type: 'tool',
      name: 'run_migration',
      output: null,
      error: 'LockNotAvailable: could not obtain lock on relation "orders"',
    })
    const a = span('first', 'CHAIN', 0, null, {})
    const b = span('second', 'UNKNOWN', 5, null, { 'input.value': 'x' })
    const orphan = span('orphan', 'RETRIEVER', 2, null, {}, { parent_id: 'ffffffffffffffff' })
    const multi = normalizeTrace([b, orphan, a])
    expect(multi.root).toMatchObject({ type: 'base', name: 'trace', metadata: { synthetic: true } })
    expect(multi.root!.children.map((child) => `${child.type}:${child.name}`)).toEqual(['base:first', 'retriever:orphan', 'base:second'])
    expect(multi.root!.children[0]!.metadata).toEqual({ spanKind: 'CHAIN' })
    expect(multi.gaps?.callGraphCycles).toBe('1 span names a parent that is not in this export, so the call tree is incomplete')
  })

  it('throws naming the path of bad input', () => {
    const good = span('ok', 'CHAIN', 0, null, {})
    expect(() => normalizeTrace({ data: [good, { ...good, context: { trace_id: TRACE, span_id: 7 } }] }, { format: 'phoenix' })).toThrowError(
      new TraceValidationError(['data', 1, 'context', 'span_id'], 'expected a span id string, got a number'),
    )
    expect(() => normalizeTrace([good, { ...good, context: { trace_id: TRACE, span_id: 'aa' }, parent_id: 3 }])).toThrow(
      '[1].parent_id: expected a span id string or null, got a number',
    )
    expect(() => normalizeTrace([good, { ...good, name: 'x', context: undefined }], { format: 'phoenix' })).toThrow(
      '[1].context: expected a { trace_id, span_id } object, got undefined',
    )
    expect(() => normalizeTrace([good, good])).toThrow('duplicate spanId')
    const adapter = TRACE_FORMATS.find((candidate) => candidate.format === 'phoenix')!
    expect(adapter.mismatch({ data: [{ name: 'x', context: { trace_id: TRACE } }] })).toEqual({
      matched: 3,
      path: ['data', 0, 'context', 'span_id'],
      expected: 'trace_id and span_id strings',
    })
    expect(adapter.mismatch({ data: [] })).toEqual({ matched: 1, path: ['data'], expected: 'at least one span' })
  })

  it('reads a 20,000-deep chain without recursion', () => {
    const chain: PhoenixSpan[] = []
    for (let i = 0; i < 20_000; i++) chain.push(span('delegate', 'AGENT', 0, chain[i - 1] ?? null, { 'input.value': `level ${i}` }))
    let depth = 0
    let node = normalizeTrace({ data: chain }).root ?? undefined
    while (node !== undefined) {
      depth++
      node = node.children[0]
    }
    expect(depth).toBe(20_000)
  })

  it('a looping run (the same failing call four times) is flagged by detectLoops; the healthy run is not', () => {
    const looping = detectLoops(loopingSpans())
    expect(looping.loopDetected).toBe(true)
    expect(looping.signals.toolRepetition.status).toBe('loop')
    expect(detectLoops(loopingSpans(), { detector: 'deepeval' }).findings.map((finding) => finding.kind)).toContain('repeated-tool-call')
    const healthy = detectLoops(healthySpans())
    expect(healthy.loopDetected).toBe(false)
    expect(healthy.findings).toHaveLength(0)
    expect(healthy.totalTokens).toBe(3 * 462)
  })
})

// The nested form of flat dotted attributes (numeric segments as arrays).
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.')
    let at: Record<string, unknown> = root
    parts.slice(0, -1).forEach((part, i) => {
      const next = /^\d+$/.test(parts[i + 1]!) ? [] : {}
      at[part] ??= next
      at = at[part] as Record<string, unknown>
    })
    at[parts.at(-1)!] = value
  }
  return root
}
