import { describe, expect, it } from 'vitest'
import { AgentLoopDetectionMetric, detectLoops, normalizeTrace, TraceValidationError, UnrecognizedTraceError } from '../../src/index.js'

function chain(depth: number, label: (level: number) => { name: string; input: unknown }): Record<string, unknown> {
  const root: Record<string, unknown> = { type: 'agent', ...label(0), output: 'done', children: [] }
  let at = root
  for (let level = 1; level < depth; level++) {
    const next: Record<string, unknown> = { type: 'agent', ...label(level), output: 'done', children: [] }
    ;(at.children as unknown[]).push(next)
    at = next
  }
  return root
}

describe('normalizeTrace', () => {
  it('reads a deepeval trace dict into the span tree with the reference defaults', () => {
    const trace = normalizeTrace({
      type: 'agent',
      name: 'agent',
      input: 'q',
      output: 'a',
      children: [{ type: 'llm', output: { role: 'assistant', content: 'hello', tool_calls: [] }, model: 'gpt', children: [] }],
    })
    expect(trace.format).toBe('deepeval')
    expect(trace.root?.children[0]).toEqual({
      type: 'llm',
      name: 'unnamed',
      input: null,
      output: 'hello',
      children: [],
      metadata: { model: 'gpt', llm_output: { role: 'assistant', content: 'hello', tool_calls: [] } },
    })
  })

  it('reads a benchmark row and keeps its goal', () => {
    const trace = normalizeTrace({ trace_id: 't1', goal: 'Find flights', root: { type: 'agent', name: 'a', children: [] } })
    expect(trace.format).toBe('benchmark-row')
    expect(trace.goal).toBe('Find flights')
    expect(trace.root?.name).toBe('a')
  })

  it('reads a deepeval test case through its _trace_dict', () => {
    const trace = normalizeTrace({ input: 'q', _trace_dict: { type: 'agent', name: 'a', children: [] } })
    expect(trace.root?.name).toBe('a')
  })

  it('names the path of a children field that is not an array', () => {
    const value = {
      type: 'agent',
      name: 'a',
      children: [{}, {}, {}, { type: 'agent', name: 'b', children: null }],
    }
    expect(() => normalizeTrace(value)).toThrowError(new TraceValidationError(['root', 'children', 3, 'children'], 'expected an array, got null'))
    expect(() => normalizeTrace(value)).toThrow('root.children[3].children: expected an array, got null')
  })

  it('names the path of a child that is not a span', () => {
    expect(() => normalizeTrace({ type: 'agent', name: 'a', children: [{ children: ['oops'] }] })).toThrow(
      'root.children[0].children[0]: expected a span object, got a string',
    )
  })

  it('rejects a span that contains itself instead of looping forever', () => {
    const root: Record<string, unknown> = { type: 'agent', name: 'a', children: [] }
    ;(root.children as unknown[]).push(root)
    expect(() => normalizeTrace(root)).toThrow(/root\.children\[0\]: this span object already appears elsewhere/)
  })

  it('lists the formats it tried when nothing matches', () => {
    let error: unknown
    try {
      normalizeTrace(42)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(UnrecognizedTraceError)
    expect((error as UnrecognizedTraceError).tried).toContain('deepeval')
    expect((error as Error).message).toMatch(/Formats tried:[\s\S]*deepeval[\s\S]*benchmark-row/)
  })

  it('rejects an unknown forced format by name', () => {
    expect(() => normalizeTrace({}, { format: 'nope' })).toThrow('Unknown trace format "nope"')
  })
})

describe('depth: no recursion anywhere', () => {
  it('normalizes and scores a trace nested 100,000 deep (the reference crashes past ~1,000)', () => {
    const deep = chain(100_000, (level) => ({ name: 'delegate', input: `task ${level}` }))
    const trace = normalizeTrace(deep)
    let depth = 0
    for (let at: { children: unknown[] } | null | undefined = trace.root; at !== undefined && at !== null; at = at.children[0] as typeof at) depth++
    expect(depth).toBe(100_000)
    const metric = new AgentLoopDetectionMetric()
    expect(metric.measure(deep)).toBe(1)
    expect(metric.reason).toBe('No loop patterns detected.')
  })

  it('finds recursion at the bottom of a 100,000-deep chain', () => {
    const deep = chain(100_000, (level) => ({ name: 'delegate', input: level === 99_999 ? 'task 0' : `task ${level}` }))
    const report = detectLoops(deep, { detector: 'deepeval' })
    expect(report.breakdown.callGraphCycles).toBe(0)
    const cycle = report.findings.find((finding) => finding.kind === 'call-graph-cycle')
    expect(cycle?.kind === 'call-graph-cycle' && cycle.path.length).toBe(100_000)
    expect(cycle?.kind === 'call-graph-cycle' && cycle.repeatsIndex).toBe(0)
  })
})

describe('a forced format that does not fit', () => {
  it('throws for an object forced as deepeval that is neither a span dict nor a TraceApi body, instead of scoring an empty tree as healthy', () => {
    // A TraceApi body is read from its span lists (test/formats/deepeval-trace-api.test.ts).
    const body = { uuid: 't1', baseSpans: [], agentSpans: [{ uuid: 'a', name: 'agent' }], toolSpans: [{ uuid: 'b', parentUuid: 'a', name: 'search' }] }
    expect(normalizeTrace(body, { format: 'deepeval' }).root).toMatchObject({ name: 'agent', children: [{ type: 'tool', name: 'search' }] })
    const neither = { uuid: 't1', spanList: [{ uuid: 'a', name: 'agent' }] }
    expect(() => normalizeTrace(neither, { format: 'deepeval' })).toThrow(
      /expected a deepeval span dict \(type, name, input, output, children\) or a TraceApi body \(baseSpans, .*\), got an object with "uuid", "spanList"/,
    )
    expect(() => detectLoops(neither, { format: 'deepeval' })).toThrow(TraceValidationError)
    // deepeval's own leniency stays: a span dict with fields missing, and the empty dict, still read.
    expect(normalizeTrace({ name: 'agent' }, { format: 'deepeval' }).root).not.toBeNull()
  })
})
