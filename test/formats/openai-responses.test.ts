import type { Response, ResponseInputItem } from 'openai/resources/responses/responses'
import { describe, expect, it } from 'vitest'
import { fromOpenAIResponses } from '../../src/formats/openai-responses.js'
import { normalizeTrace } from '../../src/trace/normalize.js'

describe('OpenAI Responses API', () => {
  it('links on call_id, never on the item id', () => {
    const items: ResponseInputItem[] = [
      { role: 'user', content: 'x' },
      { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'f', arguments: '{"a":1}' },
      { type: 'function_call_output', call_id: 'call_1', output: '{"ok":1}' },
    ]
    const tool = fromOpenAIResponses(items).root!.children[1]!
    expect(tool).toMatchObject({ id: 'call_1', input: { a: 1 }, output: { ok: 1 }, metadata: { itemId: 'fc_1' } })
  })

  it('groups a run of model items into one turn and uses reasoning only when there is no text', () => {
    const trace = fromOpenAIResponses([
      { role: 'user', content: 'x' },
      { type: 'reasoning', id: 'rs', summary: [{ type: 'summary_text', text: 'thinking about it' }] },
      { type: 'function_call', call_id: 'c', name: 'f', arguments: '{}' },
      { type: 'function_call_output', call_id: 'c', output: 'r' },
    ])
    expect(trace.root!.children.map((span) => span.type)).toEqual(['llm', 'tool'])
    expect(trace.root!.children[0]).toMatchObject({ output: 'thinking about it', metadata: { outputFromReasoning: true } })
    const strict = fromOpenAIResponses(
      [
        { type: 'reasoning', id: 'rs', summary: [{ type: 'summary_text', text: 't' }] },
        { type: 'function_call', call_id: 'c', name: 'f', arguments: '{}' },
      ],
      {
        reasoningFallback: false,
      },
    )
    expect(strict.root!.children[0]!.output).toBe('')
  })

  it('reads a list of Responses (previous_response_id chaining): calls stay pending', () => {
    const response = (id: string, text: string, call?: string) =>
      ({
        id,
        object: 'response',
        model: 'gpt-4.1',
        status: 'completed',
        output: [
          { type: 'message', id: `m_${id}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] },
          ...(call === undefined ? [] : [{ type: 'function_call', id: `fc_${id}`, call_id: call, name: 'f', arguments: '{}', status: 'completed' }]),
        ],
      }) as unknown as Response
    const trace = normalizeTrace([response('r1', 'one', 'c1'), response('r2', 'two')])
    expect(trace.format).toBe('openai-responses')
    expect(trace.root!.children.map((span) => [span.type, span.output, span.metadata?.pending ?? false])).toEqual([
      ['llm', 'one', false],
      ['tool', null, true],
      ['llm', 'two', false],
    ])
  })

  it('reads one Response as one turn, whatever server results its output holds', () => {
    // A hosted shell runs in the same response: its output item is not the
    // end of the model's turn, and splitting there would leave an llm span
    // with no text (or only reasoning) before the real answer.
    const hosted = {
      id: 'resp_1',
      object: 'response',
      model: 'gpt-5',
      status: 'completed',
      usage: { input_tokens: 100, output_tokens: 20, total_tokens: 120 },
      output: [
        { type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'Run the tests first.' }] },
        { type: 'shell_call', id: 'sh_1', call_id: 'call_1', action: { commands: ['npm test'] }, status: 'completed' },
        { type: 'shell_call_output', id: 'sho_1', call_id: 'call_1', output: [{ stdout: '12 passed', stderr: '', outcome: { type: 'exit', exit_code: 0 } }] },
        { type: 'message', id: 'm_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'All 12 tests pass.', annotations: [] }] },
      ],
    } as unknown as Response
    const next = { ...hosted, id: 'resp_2', output: [hosted.output[3]] } as unknown as Response
    for (const [value, turns] of [
      [hosted, 1],
      [[hosted, next], 2],
    ] as const) {
      const trace = fromOpenAIResponses(value)
      const llm = trace.root!.children.filter((span) => span.type === 'llm')
      expect(llm).toHaveLength(turns)
      expect(llm[0]).toMatchObject({ output: 'All 12 tests pass.', metadata: { responseId: 'resp_1', reasoning: 'Run the tests first.' } })
      expect(llm[0]!.usage?.totalTokens).toBe(120)
      expect(trace.root!.children[1]).toMatchObject({ type: 'tool', name: 'shell_call', output: [{ stdout: '12 passed' }] })
    }
  })

  it('reads built-in tool calls with their inline results, named after the item type', () => {
    const trace = fromOpenAIResponses([
      { role: 'user', content: 'news?' },
      { type: 'web_search_call', id: 'ws_1', status: 'completed', action: { type: 'search', query: 'news' } },
      { type: 'mcp_call', id: 'mcp_1', name: 'lookup', server_label: 's', arguments: '{"q":"x"}', output: '{"n":2}' },
    ])
    expect(trace.root!.children.slice(1).map((span) => [span.name, span.input, span.output, span.metadata?.pending ?? false])).toEqual([
      ['web_search_call', { type: 'search', query: 'news' }, null, false],
      ['lookup', { q: 'x' }, { n: 2 }, false],
    ])
  })

  it('reads the Agents SDK’s camelCase history (callId, function_call_result)', () => {
    const trace = normalizeTrace([
      { type: 'message', role: 'user', content: 'x' },
      { type: 'function_call', callId: 'c1', name: 'f', arguments: '{"a":1}', status: 'completed' },
      { type: 'function_call_result', callId: 'c1', name: 'f', status: 'completed', output: { type: 'text', text: '{"ok":true}' } },
      { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'done' }] },
    ])
    expect(trace.format).toBe('openai-responses')
    expect(trace.root!.children.map((span) => [span.type, span.output])).toEqual([
      ['llm', ''],
      ['tool', { ok: true }],
      ['llm', 'done'],
    ])
  })

  it('names the path of bad input', () => {
    expect(() => fromOpenAIResponses([{ type: 'function_call', name: 'f', arguments: '{}' }])).toThrow('[0]: expected a string call_id')
    expect(() => fromOpenAIResponses({ input: [{ type: 'function_call', call_id: 'c', arguments: '{}' }] })).toThrow(
      'input[0].name: expected a string, got undefined',
    )
    expect(() => fromOpenAIResponses([{ role: 'robot', content: 'x' }])).toThrow('[0].role: expected "user", "assistant", "system" or "developer", got "robot"')
  })
})
