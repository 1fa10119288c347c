import { describe, expect, it } from 'vitest'
import { fromOpenAIAgentsTrace } from '../../src/formats/openai-agents.js'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { expectedModelTexts, expectedToolSpans, HEALTHY } from '../fixtures/formats/scenarios.js'
import { runAgentsScenario } from './support/run-openai-agents.js'
import { allSpans, modelOutputs, readSharedFormat, toolCalls } from './support/trees.js'

describe('OpenAI Agents SDK traces from a real run (fake model transport, in-memory exporter)', () => {
  it('reads the export of a Chat Completions model run: generation spans carry the text', async () => {
    const exported = await runAgentsScenario(HEALTHY, 'chat-completions')
    const trace = normalizeTrace(exported)
    expect(trace.format).toBe('openai-agents')
    expect(trace.root).toMatchObject({ type: 'base', name: 'Agent workflow' })
    expect(trace.root!.children.map((span) => [span.type, span.name])).toEqual([['agent', 'weather_agent']])
    expect(toolCalls(trace.root)).toEqual(expectedToolSpans(HEALTHY))
    expect(modelOutputs(trace.root)).toEqual(expectedModelTexts(HEALTHY))
    // turn spans are hoisted; keepTurnSpans keeps them
    expect(allSpans(trace.root).some((span) => span.metadata?.sdkSpanType === 'turn')).toBe(false)
    const kept = fromOpenAIAgentsTrace(exported, { keepTurnSpans: true })
    expect(kept.root!.children[0]!.children.map((span) => span.name)).toEqual(['turn', 'turn', 'turn', 'turn'])
    expect(trace.gaps).toBeUndefined()
  })

  it('reads the export of a Responses model run: no text, so stagnation is insufficient data', async () => {
    const trace = normalizeTrace(await runAgentsScenario(HEALTHY, 'responses'))
    expect(toolCalls(trace.root)).toEqual(expectedToolSpans(HEALTHY))
    expect(modelOutputs(trace.root)).toEqual([null, null, null, null])
    expect(trace.gaps?.reasoningStagnation).toMatch(/default Responses model records only a response id/)
  })

  it('gives pre-0.14 traces (agent spans at the top, no task or turn) the same tree', () => {
    const modern = normalizeTrace(readSharedFormat('openai-agents-js-trace.json'))
    const { data } = readSharedFormat('openai-agents-js-trace.json') as { data: Array<Record<string, unknown>> }
    const isCustom = (item: Record<string, unknown>) => (item.span_data as { type?: string } | undefined)?.type === 'custom'
    const byId = new Map(data.map((item) => [item.id, item]))
    const old = data
      .filter((item) => !isCustom(item))
      .map((item) => {
        // Re-parent to the nearest ancestor that is not a task/turn span.
        let parent = (item.parent_id ?? null) as string | null
        while (parent !== null && isCustom(byId.get(parent)!)) parent = byId.get(parent)!.parent_id as string | null
        return { ...item, parent_id: parent }
      })
    expect(normalizeTrace({ data: old }).root).toEqual({
      ...modern.root,
      id: undefined,
      // The task span's usage (the run's total) is what the old trace lacks.
      usage: undefined,
      metadata: { synthetic: true, traceId: 'trace_4bf92f3577b34da6a3ce929d0e0e4736' },
    })
  })

  it('names the path of bad input', () => {
    expect(() => fromOpenAIAgentsTrace({ data: [{ object: 'trace.span', id: 's', span_data: { type: 'function', input: '{}' } }] })).toThrow(
      'data[0].span_data.name: expected the function name, got undefined',
    )
    expect(() => fromOpenAIAgentsTrace([{ object: 'trace.span', span_data: { type: 'agent' } }])).toThrow('[0].id: expected a span id string, got undefined')
  })
})
