import { describe, expect, it } from 'vitest'
import { detectLoops } from '../../src/report/detect.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace, TRACE_FORMATS, UnrecognizedTraceError } from '../../src/trace/normalize.js'
import { allSpans, toolCalls } from './support/trees.js'

// Bodies shaped like what the LangSmith SDKs send to /runs/batch: runs posted
// when they start (inputs, no outputs), patched when they end (outputs,
// end_time, error), with trace_id and dotted_order on both. Ids and values
// are made up for these tests.
const TRACE = '0197a0c2-0000-7000-8000-00000000aa01'
const stamp = (second: number) => `20250601T1200${String(second).padStart(2, '0')}000000Z`
const iso = (second: number) => `2025-06-01T12:00:${String(second).padStart(2, '0')}.000000`

type Run = Record<string, unknown>

function post(id: string, name: string, runType: string, second: number, inputs: unknown, parent?: { id: string; dotted: string }): Run {
  const dotted = `${parent === undefined ? '' : `${parent.dotted}.`}${stamp(second)}${id}`
  return {
    id,
    name,
    run_type: runType,
    inputs,
    start_time: iso(second),
    trace_id: TRACE,
    dotted_order: dotted,
    ...(parent !== undefined ? { parent_run_id: parent.id } : {}),
    extra: { metadata: { ls_provider: 'openai' } },
    session_name: 'default',
  }
}

function patch(run: Run, second: number, fields: Run): Run {
  return { id: run.id, trace_id: run.trace_id, dotted_order: run.dotted_order, parent_run_id: run.parent_run_id ?? null, end_time: iso(second), ...fields }
}

const REASONING = [
  'Searching the parts catalogue for a replacement hinge that fits the 2019 cabinet model the customer described in the ticket.',
  'The catalogue lists two hinges; checking stock for the soft-close variant because the ticket mentions a slamming door.',
  'Soft-close hinges are in stock at the Leeds warehouse, so placing the order for two units closes the ticket.',
]

function healthyBodies(): Run[] {
  const root = post(TRACE, 'support_agent', 'chain', 0, { input: 'Replace the broken hinge on order 5512' })
  const rootRef = { id: TRACE, dotted: root.dotted_order as string }
  const runs: Run[] = [root]
  const patches: Run[] = []
  const calls = [
    ['catalogue_search', { part: 'hinge', model: 'cabinet-2019' }, { results: ['H-20', 'H-20SC'] }],
    ['stock_check', { sku: 'H-20SC' }, { leeds: 14 }],
    ['place_order', { sku: 'H-20SC', qty: 2 }, { order: 'PO-88213' }],
  ] as const
  calls.forEach(([tool, args, result], i) => {
    const llm = post(`llm-${i}`, 'ChatOpenAI', 'llm', 1 + i * 4, { messages: [{ role: 'user', content: 'next step' }] }, rootRef)
    const call = post(`tool-${i}`, tool, 'tool', 2 + i * 4, { input: JSON.stringify(args) }, rootRef)
    runs.push(llm, call)
    patches.push(
      patch(llm, 2 + i * 4, {
        outputs: { generations: [[{ text: REASONING[i] }]], llm_output: { token_usage: { prompt_tokens: 500, completion_tokens: 30, total_tokens: 530 } } },
      }),
      patch(call, 3 + i * 4, { outputs: { output: result } }),
    )
  })
  patches.push(patch(root, 20, { outputs: { output: 'Ordered two soft-close hinges (PO-88213).' } }))
  // Posts in the first batch, every update in the second, as the background queue often splits them.
  return [
    { post: runs, patch: [] },
    { post: [], patch: patches },
  ]
}

function loopingBody(): Run {
  const root = post(TRACE, 'support_agent', 'chain', 0, { input: 'Replace the broken hinge on order 5512' })
  const rootRef = { id: TRACE, dotted: root.dotted_order as string }
  const runs: Run[] = [root]
  const patches: Run[] = []
  for (let i = 0; i < 4; i++) {
    const llm = post(`llm-${i}`, 'ChatOpenAI', 'llm', 1 + i * 4, { messages: [] }, rootRef)
    const call = post(`tool-${i}`, 'place_order', 'tool', 2 + i * 4, { input: '{"sku": "H-20SC", "qty": 2}' }, rootRef)
    runs.push(llm, call)
    patches.push(
      patch(llm, 2 + i * 4, { outputs: { generations: [[{ text: `Try ${i + 1}: the order service failed, submitting the same order again.` }]] } }),
      patch(call, 3 + i * 4, { error: 'ConnectionError: order service refused the connection' }),
    )
  }
  patches.push(patch(root, 20, { error: 'Recursion limit reached' }))
  return { post: runs, patch: patches }
}

describe('LangSmith batch-ingest bodies', () => {
  it('are detected as langsmith, one body or a list of them, and only by the langsmith adapter', () => {
    for (const value of [loopingBody(), healthyBodies()]) {
      expect(normalizeTrace(value).format).toBe('langsmith')
      expect(TRACE_FORMATS.filter((adapter) => adapter.detect(value)).map((adapter) => adapter.format)).toEqual(['langsmith'])
    }
  })

  it('merge each patch into its run (outputs, end_time) and read the runs as a flat list, ordered by dotted_order', () => {
    const trace = normalizeTrace(healthyBodies())
    expect(trace.root).toMatchObject({
      type: 'agent',
      name: 'support_agent',
      input: 'Replace the broken hinge on order 5512',
      output: 'Ordered two soft-close hinges (PO-88213).',
    })
    expect(trace.root!.children.map((span) => `${span.type}:${span.name}`)).toEqual([
      'llm:ChatOpenAI',
      'tool:catalogue_search',
      'llm:ChatOpenAI',
      'tool:stock_check',
      'llm:ChatOpenAI',
      'tool:place_order',
    ])
    expect(allSpans(trace.root)).toHaveLength(7)
    expect(toolCalls(trace.root)).toEqual([
      { name: 'catalogue_search', input: { part: 'hinge', model: 'cabinet-2019' }, output: { results: ['H-20', 'H-20SC'] } },
      { name: 'stock_check', input: { sku: 'H-20SC' }, output: { leeds: 14 } },
      { name: 'place_order', input: { sku: 'H-20SC', qty: 2 }, output: { order: 'PO-88213' } },
    ])
    expect(allSpans(trace.root).filter((span) => span.metadata?.pending === true)).toEqual([])
    expect(trace.root!.children[0]!.usage).toEqual({ inputTokens: 500, outputTokens: 30, totalTokens: 530 })
    expect(trace.gaps).toBeUndefined()
  })

  it('keeps what the post recorded when the patch sends null, and reads errors and extra from patches', () => {
    const root = post(TRACE, 'agent', 'chain', 0, { input: 'go' })
    const tool = post('t1', 'fetch', 'tool', 1, { url: 'https://example.test/a' }, { id: TRACE, dotted: root.dotted_order as string })
    const trace = normalizeTrace({
      post: [root, tool],
      patch: [
        { id: 't1', end_time: iso(2), error: 'HTTPError: 502', outputs: null, extra: { metadata: { ls_agent: true } } },
        { id: TRACE, end_time: iso(3), outputs: { output: 'done' }, inputs: null },
      ],
    })
    expect(trace.root).toMatchObject({ input: 'go', output: 'done' })
    expect(trace.root!.children[0]).toMatchObject({ type: 'tool', input: { url: 'https://example.test/a' }, output: null, error: 'HTTPError: 502' })
    expect(trace.root!.children[0]!.metadata).toMatchObject({ lsAgent: true })
    expect(trace.root!.children[0]!.metadata?.pending).toBeUndefined()
  })

  it('marks a posted tool run never patched as pending, and lists patches whose run was posted elsewhere', () => {
    const root = post(TRACE, 'agent', 'chain', 0, { input: 'go' })
    const tool = post('t1', 'fetch', 'tool', 1, { q: 'x' }, { id: TRACE, dotted: root.dotted_order as string })
    const trace = normalizeTrace({ post: [root, tool], patch: [{ id: 'earlier-run', end_time: iso(5), outputs: { output: 1 } }] })
    expect(trace.root!.children[0]).toMatchObject({ output: null, metadata: { pending: true } })
    expect(trace.root!.metadata?.unmatchedPatches).toEqual(['earlier-run'])
  })

  it('throws naming the path of bad input', () => {
    const root = post(TRACE, 'agent', 'chain', 0, { input: 'go' })
    expect(() => normalizeTrace({ post: [root], patch: [{ end_time: iso(1) }] })).toThrowError(
      new TraceValidationError(['patch', 0, 'id'], 'expected the id of the run to update, got undefined'),
    )
    expect(() => normalizeTrace({ post: [root, { id: 'x', run_type: 'tool' }] })).toThrow(
      'post[1]: expected a run object with run_type and inputs, got an object',
    )
    expect(() => normalizeTrace([{ post: [root] }, { post: 'later' }])).toThrow('[1].post: expected an array of runs, got a string')
    expect(() => normalizeTrace({ post: [root], patch: {} }, { format: 'langsmith' })).toThrow('patch: expected an array of runs, got an object')
    expect(() => normalizeTrace({ post: [], patch: [{ id: 'a' }] }, { format: 'langsmith' })).toThrow(/^post: expected at least one posted run/)
    expect(() => normalizeTrace({ post: [], patch: [{ id: 'a' }] })).toThrow(UnrecognizedTraceError)
    expect(() => normalizeTrace({ post: [], patch: [{ id: 'a' }] })).toThrow('Closest: langsmith, which expects at least one posted run at post.')
    const adapter = TRACE_FORMATS.find((candidate) => candidate.format === 'langsmith')!
    expect(adapter.mismatch({ post: [{ id: 'x', inputs: {} }] })).toEqual({ matched: 3, path: ['post', 0, 'run_type'], expected: 'a run_type string' })
    expect(adapter.mismatch(loopingBody())).toBeNull()
    expect(adapter.mismatch(healthyBodies())).toBeNull()
    expect(adapter.mismatch([{ post: [] }, { patch: [] }])).toEqual({ matched: 2, path: [0, 'post'], expected: 'at least one posted run' })
  })

  it('reads a 20,000-deep chain without recursion', () => {
    const runs = Array.from({ length: 20_000 }, (_, i) => ({
      id: `r${i}`,
      name: 'delegate',
      run_type: 'chain',
      inputs: { depth: i },
      parent_run_id: i === 0 ? undefined : `r${i - 1}`,
    }))
    let depth = 0
    let node = normalizeTrace({ post: runs, patch: [{ id: 'r19999', outputs: { output: 'done' } }] }).root ?? undefined
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
    expect(normalizeTrace(loopingBody()).root!.error).toBe('Recursion limit reached')
    expect(detectLoops(loopingBody(), { detector: 'deepeval' }).findings.map((finding) => finding.kind)).toContain('repeated-tool-call')
    const healthy = detectLoops(healthyBodies())
    expect(healthy.loopDetected).toBe(false)
    expect(healthy.findings).toHaveLength(0)
    expect(healthy.totalTokens).toBe(3 * 530)
  })
})
