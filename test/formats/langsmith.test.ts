import { describe, expect, it } from 'vitest'
import { fromLangSmith } from '../../src/formats/langsmith.js'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { expectedModelTexts, expectedToolSpans, HEALTHY, LOOPING } from '../fixtures/formats/scenarios.js'
import { buildLangSmithRunTree, flattenRunTree } from './support/run-langsmith.js'
import { modelOutputs, plainTree, toolCalls } from './support/trees.js'

describe('LangSmith runs built with the real RunTree (offline)', () => {
  it('reads the live RunTree, its toJSON() and the flat run list to the same tree', async () => {
    const tree = await buildLangSmithRunTree(HEALTHY)
    const live = normalizeTrace(tree)
    expect(live.format).toBe('langsmith')
    expect(live.root).toMatchObject({ type: 'agent', name: 'weather_agent', input: HEALTHY.prompt, output: HEALTHY.turns.at(-1)!.text })
    expect(toolCalls(live.root)).toEqual(expectedToolSpans(HEALTHY))
    expect(modelOutputs(live.root)).toEqual(expectedModelTexts(HEALTHY))
    const json = tree.toJSON() as unknown as Record<string, unknown>
    expect(plainTree(normalizeTrace(json).root!)).toEqual(plainTree(live.root!))
    const flat = flattenRunTree(JSON.parse(JSON.stringify(json)) as Record<string, unknown>)
    expect(flat.every((run) => !('child_runs' in run))).toBe(true)
    expect(plainTree(normalizeTrace(flat).root!)).toEqual(plainTree(live.root!))
    expect(plainTree(normalizeTrace({ runs: flat }).root!)).toEqual(plainTree(live.root!))
  })

  it('marks a tool run that never ended as pending', async () => {
    const tree = await buildLangSmithRunTree(LOOPING)
    tree.createChild({ name: 'get_weather', run_type: 'tool', inputs: { city: 'Paris' } })
    const last = normalizeTrace(tree).root!.children.at(-1)!
    expect(last).toMatchObject({ type: 'tool', output: null, metadata: { pending: true } })
  })
})

describe('LangSmith run details', () => {
  const run = (id: string, runType: string, extra: Record<string, unknown>) => ({ id, name: id, run_type: runType, inputs: {}, ...extra })

  it('reads LangChain tool and chat-model runs (JSON-string input, ToolMessage output, serialized AIMessage)', () => {
    const trace = fromLangSmith({
      ...run('agent', 'chain', {}),
      child_runs: [
        run('ChatAnthropic', 'llm', {
          outputs: {
            generations: [
              [
                {
                  text: '',
                  message: {
                    lc: 1,
                    type: 'constructor',
                    id: ['langchain_core', 'messages', 'AIMessage'],
                    kwargs: { content: [{ type: 'text', text: 'Let me look.' }] },
                  },
                },
              ],
            ],
          },
        }),
        run('search', 'tool', {
          inputs: { input: '{"q":"paris"}' },
          outputs: { output: { lc: 1, type: 'constructor', id: ['ToolMessage'], kwargs: { content: '{"hits":2}', tool_call_id: 'call_1' } } },
        }),
      ],
    })
    expect(trace.root!.children.map((span) => [span.type, span.input, span.output])).toEqual([
      ['llm', {}, 'Let me look.'],
      ['tool', { q: 'paris' }, { hits: 2 }],
    ])
    expect(trace.root!.children[1]!.metadata).toMatchObject({ toolCallId: 'call_1' })
  })

  it('orders flat runs by dotted_order whatever order they are listed in, and promotes the root chain', () => {
    const root = run('r', 'chain', { dotted_order: '20250101T000000000000Zr', trace_id: 'r' })
    const b = run('b', 'tool', { parent_run_id: 'r', dotted_order: '20250101T000000000000Zr.20250101T000002000000Zb', start_time: '2025-01-01T00:00:02Z' })
    const a = run('a', 'tool', { parent_run_id: 'r', dotted_order: '20250101T000000000000Zr.20250101T000001000000Za', start_time: 1735689601000 })
    const trace = normalizeTrace([b, root, a])
    expect(trace.root!.type).toBe('agent')
    expect(trace.root!.children.map((span) => span.name)).toEqual(['a', 'b'])
    expect(fromLangSmith([b, root, a], { promoteAgents: false }).root!.type).toBe('base')
  })

  it('reports llm runs with no text, and runs whose parent is missing', () => {
    const trace = fromLangSmith([run('r', 'chain', {}), run('m', 'llm', { parent_run_id: 'r', outputs: {} }), run('t', 'tool', { parent_run_id: 'gone' })])
    expect(trace.gaps).toEqual({
      reasoningStagnation: 'no model output text was recorded in the llm runs',
      callGraphCycles: '1 run names a parent run that is not in the list, so the call tree is incomplete',
    })
  })

  it('names the path of bad input', () => {
    expect(() => fromLangSmith({ ...run('r', 'chain', {}), child_runs: [{ name: 'x' }] })).toThrow(
      'child_runs[0]: expected a run object with run_type and inputs, got an object',
    )
    // A run listed both flat and nested (readRun output mixed with listRuns) is read once.
    const child = run('c', 'tool', { parent_run_id: 'r' })
    expect(fromLangSmith([{ ...run('r', 'chain', {}), child_runs: [child] }, child]).root!.children).toHaveLength(1)
  })
})
