import { describe, expect, it } from 'vitest'
import { detectLoops } from '../../src/report/detect.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace, TRACE_FORMATS } from '../../src/trace/normalize.js'
import { allSpans, modelOutputs, toolCalls } from './support/trees.js'

// Exports shaped like Langfuse's: the trace view's download ({ trace,
// observations }; { observations, scores } from the server route, whose
// inputs and outputs are JSON strings), a public-API trace with its
// observations inside, and bare observation arrays. Values are made up.
const TRACE_ID = 'c0ffee00-1111-4222-8333-444455556666'
const at = (second: number, ms = 0) => new Date(Date.UTC(2025, 8, 3, 16, 20, second, ms)).toISOString()

type Observation = Record<string, unknown>

function observation(id: string, type: string, name: string, second: number, fields: Observation = {}): Observation {
  return {
    id,
    traceId: TRACE_ID,
    type,
    name,
    startTime: at(second),
    endTime: at(second, 800),
    parentObservationId: null,
    level: 'DEFAULT',
    statusMessage: null,
    usageDetails: {},
    metadata: {},
    ...fields,
  }
}

const THOUGHTS = [
  'The invoice total looks wrong, so fetching the line items for invoice 4471 to see which charge was doubled.',
  'Line 3 repeats the shipping fee; checking the refund policy before issuing a partial credit for that amount.',
  'Policy allows refunds of duplicated fees, so crediting 12.50 EUR to the customer account resolves the dispute.',
]

function healthyExport() {
  const calls: Array<[string, Record<string, unknown>, unknown]> = [
    ['get_invoice_lines', { invoice: 4471 }, { lines: 4, duplicated: 'shipping' }],
    ['read_policy', { topic: 'duplicate fees' }, 'Duplicated fees are refundable within 30 days.'],
    ['issue_credit', { amount: 12.5, currency: 'EUR' }, { credit: 'CR-301' }],
  ]
  const observations: Observation[] = [
    observation('agent', 'AGENT', 'billing_agent', 0, { input: { task: 'Fix invoice 4471' }, output: 'Credited 12.50 EUR.' }),
  ]
  calls.forEach(([tool, args, result], i) => {
    observations.push(
      observation(`gen-${i}`, 'GENERATION', 'plan-step', 1 + i * 4, {
        parentObservationId: 'agent',
        model: 'gpt-4o-2024-08-06',
        input: [{ role: 'user', content: 'continue' }],
        output: { role: 'assistant', content: THOUGHTS[i] },
        usageDetails: { input: 640, input_cached_tokens: 128, output: 45, total: 813 },
      }),
      observation(`tool-${i}`, 'TOOL', tool, 2 + i * 4, { parentObservationId: 'agent', input: args, output: result }),
    )
  })
  // The download lists observations in no particular order.
  observations.reverse()
  return {
    trace: { id: TRACE_ID, name: 'billing-dispute', timestamp: at(0), input: 'Fix invoice 4471', output: 'Credited 12.50 EUR.', tags: [] },
    observations,
  }
}

function loopingExport() {
  const observations: Observation[] = [observation('agent', 'AGENT', 'billing_agent', 0, { input: 'Fix invoice 4471' })]
  for (let i = 0; i < 4; i++) {
    observations.push(
      observation(`gen-${i}`, 'GENERATION', 'plan-step', 1 + i * 4, {
        parentObservationId: 'agent',
        output: JSON.stringify({ role: 'assistant', content: `Attempt ${i + 1}: the credit was not issued, issuing the same credit again.` }),
      }),
      observation(`tool-${i}`, 'TOOL', 'issue_credit', 2 + i * 4, {
        parentObservationId: 'agent',
        input: '{"amount": 12.5, "currency": "EUR"}',
        output: null,
        level: 'ERROR',
        statusMessage: 'PaymentGatewayError: 409 conflict',
      }),
    )
  }
  // The server download: no trace object, inputs and outputs as JSON strings, scores beside.
  return { observations, scores: [] }
}

describe('Langfuse trace exports', () => {
  it('are detected as langfuse in every export shape, and only by the langfuse adapter', () => {
    const download = healthyExport()
    const publicApi = { ...download.trace, observations: download.observations, scores: [] }
    for (const value of [download, loopingExport(), publicApi, download.observations]) {
      expect(normalizeTrace(value).format).toBe('langfuse')
      expect(TRACE_FORMATS.filter((adapter) => adapter.detect(value)).map((adapter) => adapter.format)).toEqual(['langfuse'])
    }
    expect(normalizeTrace({ trace: { id: TRACE_ID, name: 'empty' }, observations: [] }).root).toBeNull()
  })

  it('nest observations by parentObservationId, siblings in start order, and map the types', () => {
    const trace = normalizeTrace(healthyExport())
    expect(trace.root).toMatchObject({ type: 'agent', name: 'billing_agent', id: 'agent', input: { task: 'Fix invoice 4471' } })
    expect(trace.root!.children.map((span) => `${span.type}:${span.name}`)).toEqual([
      'llm:plan-step',
      'tool:get_invoice_lines',
      'llm:plan-step',
      'tool:read_policy',
      'llm:plan-step',
      'tool:issue_credit',
    ])
    expect(allSpans(trace.root)).toHaveLength(7)
    expect(modelOutputs(trace.root)).toEqual(THOUGHTS)
    expect(toolCalls(trace.root)[1]).toEqual({
      name: 'read_policy',
      input: { topic: 'duplicate fees' },
      output: 'Duplicated fees are refundable within 30 days.',
    })
    expect(trace.root!.children[0]!.metadata).toEqual({ model: 'gpt-4o-2024-08-06' })
    expect(trace.goal).toBe('Fix invoice 4471')
    expect(trace.gaps).toBeUndefined()
  })

  it('put several top-level observations under a root made from the trace, and keep other types as base', () => {
    const value = {
      trace: { id: TRACE_ID, name: 'rag-query', input: '{"question":"What is our SLA?"}', output: 'Four hours.' },
      observations: [
        observation('r', 'RETRIEVER', 'kb', 1, { output: '["SLA: 4h response"]' }),
        observation('e', 'EVENT', 'cache-miss', 0, { endTime: null }),
        observation('g', 'GENERATION', 'answer', 2, { output: 'Four hours.' }),
        observation('c', 'CHAIN', 'format', 3, { parentObservationId: 'g' }),
        observation('o', 'SPAN', 'orphan', 4, { parentObservationId: 'gone' }),
      ],
    }
    const trace = normalizeTrace(value)
    expect(trace.root).toMatchObject({ type: 'base', name: 'rag-query', id: TRACE_ID, input: { question: 'What is our SLA?' }, metadata: { synthetic: true } })
    expect(trace.root!.children.map((span) => `${span.type}:${span.id}`)).toEqual(['base:e', 'retriever:r', 'llm:g', 'base:o'])
    expect(trace.root!.children[1]!.output).toEqual(['SLA: 4h response'])
    expect(trace.root!.children[0]!.metadata).toEqual({ observationType: 'EVENT' })
    expect(trace.root!.children[2]!.children[0]).toMatchObject({ type: 'base', id: 'c', metadata: { observationType: 'CHAIN' } })
    expect(trace.gaps?.callGraphCycles).toBe('1 observation names a parent that is not in the export, so the call tree is incomplete')
  })

  it('read errors from level ERROR, JSON-string inputs and outputs, and usage only where counted', () => {
    const trace = normalizeTrace(loopingExport())
    const [generation, tool] = trace.root!.children
    expect(generation!.output).toBe('Attempt 1: the credit was not issued, issuing the same credit again.')
    expect(tool).toMatchObject({ type: 'tool', input: { amount: 12.5, currency: 'EUR' }, output: null, error: 'PaymentGatewayError: 409 conflict' })
    expect(tool!.metadata).toEqual({ level: 'ERROR' })
    expect(generation!.usage).toBeUndefined()

    const healthy = normalizeTrace(healthyExport())
    expect(healthy.root!.children[0]!.usage).toEqual({ inputTokens: 768, outputTokens: 45, totalTokens: 813 })
    const legacy = normalizeTrace([
      observation('g', 'GENERATION', 'old-sdk', 0, { usageDetails: undefined, usage: { input: 90, output: 10, total: 100, unit: 'TOKENS' } }),
      observation('s', 'SPAN', 'step', 1, { usageDetails: undefined, promptTokens: 0, completionTokens: 0, totalTokens: 0 }),
      observation('w', 'SPAN', 'warned', 2, { level: 'WARNING', statusMessage: 'slow upstream' }),
      observation('t', 'TOOL', 'broken_args', 3, { input: '{"city": "Par' }),
      observation('c', 'GENERATION', 'calls-only', 4, { output: { role: 'assistant', content: null, tool_calls: [{ id: 'x', type: 'function' }] } }),
      observation('j', 'GENERATION', 'json-mode', 5, { output: { content: { verdict: 'refund' } } }),
    ])
    const [old, step, warned, broken, callsOnly, jsonMode] = legacy.root!.children
    expect(callsOnly!.output).toBe('')
    expect(jsonMode!.output).toEqual({ content: { verdict: 'refund' } })
    expect(old!.usage).toEqual({ inputTokens: 90, outputTokens: 10, totalTokens: 100 })
    expect(step!.usage).toBeUndefined()
    expect(warned).not.toHaveProperty('error')
    expect(warned!.metadata).toMatchObject({ level: 'WARNING', statusMessage: 'slow upstream' })
    expect(broken!.input).toBe('{"city": "Par')
    expect(broken!.metadata?.inputParseError).toBeTypeOf('string')
  })

  it('throw naming the path of bad input', () => {
    const good = observation('a', 'SPAN', 'a', 0)
    expect(() => normalizeTrace({ trace: { id: 't' }, observations: [good, { ...good, id: 'b', parentObservationId: 3 }] })).toThrowError(
      new TraceValidationError(['observations', 1, 'parentObservationId'], 'expected an observation id string or null, got a number'),
    )
    expect(() => normalizeTrace({ observations: [good, 'x'] }, { format: 'langfuse' })).toThrow('observations[1]: expected an observation object, got a string')
    expect(() => normalizeTrace([good, { ...good, id: 'b', type: 5 }], { format: 'langfuse' })).toThrow(
      '[1].type: expected an observation type string, got a number',
    )
    expect(() => normalizeTrace({ trace: { id: 't' }, observations: 'none' }, { format: 'langfuse' })).toThrow(
      'observations: expected an array of observations, got a string',
    )
    expect(() => normalizeTrace([good, good])).toThrow('[1]: duplicate observation id "a"')
    const adapter = TRACE_FORMATS.find((candidate) => candidate.format === 'langfuse')!
    expect(adapter.mismatch([good, { ...good, type: 'span' }])).toEqual({
      matched: 2,
      path: [1, 'type'],
      expected: expect.stringContaining('Langfuse observation type'),
    })
    const { traceId: _trace, parentObservationId: _parent, ...unlinked } = good
    expect(adapter.mismatch({ observations: [unlinked] })).toEqual({
      matched: 5,
      path: ['observations', 0, 'startTime'],
      expected: 'a startTime, and a traceId or parentObservationId',
    })
  })

  it('reads a 20,000-deep chain without recursion', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => observation(`o${i}`, 'AGENT', 'delegate', 0, { parentObservationId: i === 0 ? null : `o${i - 1}` }))
    let depth = 0
    let node = normalizeTrace(chain).root ?? undefined
    while (node !== undefined) {
      depth++
      node = node.children[0]
    }
    expect(depth).toBe(20_000)
  })

  it('a looping run (the same failing call four times) is flagged by detectLoops; the healthy run is not', () => {
    const looping = detectLoops(loopingExport())
    expect(looping.loopDetected).toBe(true)
    expect(looping.signals.toolRepetition.status).toBe('loop')
    expect(detectLoops(loopingExport(), { detector: 'deepeval' }).findings.map((finding) => finding.kind)).toContain('repeated-tool-call')
    const healthy = detectLoops(healthyExport())
    expect(healthy.loopDetected).toBe(false)
    expect(healthy.findings).toHaveLength(0)
    expect(healthy.totalTokens).toBe(3 * 813)
  })
})
