import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { describe, expect, it } from 'vitest'
import { fromOpenAIChat } from '../../src/formats/openai-chat.js'
import { TraceValidationError } from '../../src/trace/errors.js'
import { normalizeTrace } from '../../src/trace/normalize.js'

function errorOf(run: () => unknown): TraceValidationError {
  try {
    run()
  } catch (error) {
    if (error instanceof TraceValidationError) return error
    throw error
  }
  throw new Error('expected a TraceValidationError')
}

describe('OpenAI Chat Completions', () => {
  it('keeps a call without a result, marked pending', () => {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
    ]
    const tool = fromOpenAIChat(messages).root!.children[1]!
    expect(tool).toEqual({ type: 'tool', name: 'get_weather', input: { city: 'Paris' }, output: null, children: [], id: 'c1', metadata: { pending: true } })
    // A turn with only tool calls has '' as its output, never the call list (R2).
    expect(fromOpenAIChat(messages).root!.children[0]!.output).toBe('')
  })

  it('keeps unparseable arguments as the raw string and marks the span', () => {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Weather?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Par' } }] },
    ]
    const tool = fromOpenAIChat(messages).root!.children[1]!
    expect(tool.input).toBe('{"city":"Par')
    expect(tool.metadata?.inputParseError).toMatch(/JSON/)
  })

  it('links parallel calls by tool_call_id, whatever order the results come in', () => {
    const trace = fromOpenAIChat([
      { role: 'user', content: 'Paris and Berlin?' },
      {
        role: 'assistant',
        content: 'Checking both.',
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
          { id: 'b', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Berlin"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'b', content: 'sunny' },
      { role: 'tool', tool_call_id: 'a', content: 'cloudy' },
      { role: 'assistant', content: 'Done.' },
    ] satisfies ChatCompletionMessageParam[])
    expect(trace.root!.children.map((span) => [span.type, span.output])).toEqual([
      ['llm', 'Checking both.'],
      ['tool', 'cloudy'],
      ['tool', 'sunny'],
      ['llm', 'Done.'],
    ])
    expect(trace.root!.children[3]!.input).toEqual([
      { role: 'tool', toolCallId: 'b', content: 'sunny' },
      { role: 'tool', toolCallId: 'a', content: 'cloudy' },
    ])
  })

  it('turns a result with no matching call into a tool span named "unknown"', () => {
    const trace = fromOpenAIChat([
      { role: 'user', content: 'x' },
      { role: 'tool', tool_call_id: 'ghost', content: '{"ok":true}' },
    ])
    expect(trace.root!.children).toEqual([
      { type: 'tool', name: 'unknown', input: null, output: { ok: true }, children: [], id: 'ghost', metadata: { unmatchedResult: true } },
    ])
  })

  it('links legacy function_call / role "function" by name and position', () => {
    const trace = fromOpenAIChat([
      { role: 'user', content: 'x' },
      { role: 'assistant', content: null, function_call: { name: 'lookup', arguments: '{"q":1}' } },
      { role: 'function', name: 'lookup', content: '{"hits":3}' },
    ] satisfies ChatCompletionMessageParam[])
    expect(trace.root!.children[1]).toMatchObject({ type: 'tool', name: 'lookup', input: { q: 1 }, output: { hits: 3 } })
  })

  it('reads custom tool calls with their raw text input', () => {
    const trace = fromOpenAIChat([
      { role: 'user', content: 'x' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'custom', custom: { name: 'sql', input: 'SELECT 1' } }] },
      { role: 'tool', tool_call_id: 'c', content: '1' },
    ] satisfies ChatCompletionMessageParam[])
    expect(trace.root!.children[1]).toMatchObject({ name: 'sql', input: 'SELECT 1', output: '1' })
  })

  it('reads a list of chat.completion responses, one turn each, named by model', () => {
    const completion = (id: string, content: string): ChatCompletion => ({
      id,
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o-mini',
      choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
    })
    const trace = normalizeTrace([completion('a', 'one'), completion('b', 'two')])
    expect(trace.format).toBe('openai-chat')
    expect(trace.root!.children.map((span) => [span.name, span.output, span.metadata?.completionId])).toEqual([
      ['gpt-4o-mini', 'one', 'a'],
      ['gpt-4o-mini', 'two', 'b'],
    ])
  })

  it('uses the request body’s model and refuses streaming chunks', () => {
    const trace = normalizeTrace({
      model: 'gpt-4.1',
      messages: [
        { role: 'user', content: 'x' },
        { role: 'assistant', content: 'y', tool_calls: [] },
        { role: 'tool', tool_call_id: 'z', content: '' },
      ],
    })
    expect(trace.root!.children[0]!.name).toBe('gpt-4.1')
    expect(() => fromOpenAIChat({ object: 'chat.completion.chunk', choices: [] })).toThrow(/streaming chunk/)
  })

  it('names the path of bad input', () => {
    const bad = [
      { role: 'system', content: 's' },
      { role: 'user', content: 'u' },
      { role: 'tool', tool_call_id: 'x', content: 'r' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: 42 } }] },
    ]
    expect(errorOf(() => normalizeTrace(bad)).message).toBe('[3].tool_calls[0].function.arguments: expected the arguments as a JSON string, got a number')
    expect(errorOf(() => normalizeTrace({ messages: bad })).path).toBe('messages[3].tool_calls[0].function.arguments')
    const noId = [{ role: 'assistant', tool_calls: [{ type: 'function', function: { name: 'f', arguments: '{}' } }] }]
    expect(errorOf(() => fromOpenAIChat(noId)).message).toBe('[0].tool_calls[0].id: expected a string, got undefined')
    expect(errorOf(() => fromOpenAIChat([{ role: 'robot', content: 'x' }])).path).toBe('[0].role')
    // A tool message with no call id is not rejected: it becomes a span of its own (issue 13).
    expect(fromOpenAIChat([{ role: 'tool', content: 'x' }]).root?.children).toEqual([expect.objectContaining({ type: 'tool', name: 'unknown', output: 'x' })])
  })
})

describe('tool messages that name their call another way, or not at all', () => {
  const call = (id: string, cmd: string) => ({
    role: 'assistant',
    content: null,
    tool_calls: [{ id, type: 'function', function: { name: 'bash', arguments: JSON.stringify({ cmd }) } }],
  })

  it('links a result by a list of call ids (tool_call_ids, as SWE-agent writes)', () => {
    const trace = normalizeTrace([{ role: 'user', content: 'fix it' }, call('c1', 'ls'), { role: 'tool', tool_call_ids: ['c1'], content: 'a.py' }])
    expect(trace.root?.children.map((s) => [s.type, s.name, s.output])).toEqual([
      ['llm', 'llm', ''],
      ['tool', 'bash', 'a.py'],
    ])
  })

  it('links a result with no id to the one call still open, and keeps a result that matches nothing as its own span', () => {
    const linked = normalizeTrace([{ role: 'user', content: 'fix it' }, call('c1', 'ls'), { role: 'tool', content: 'a.py' }])
    expect(linked.root?.children.find((s) => s.type === 'tool')).toMatchObject({ name: 'bash', output: 'a.py' })
    const orphan = normalizeTrace([
      { role: 'user', content: 'fix it' },
      call('c1', 'ls'),
      { role: 'tool', tool_call_id: 'c1', content: 'a.py' },
      { role: 'tool', content: 'stray output' },
    ])
    expect(orphan.root?.children.at(-1)).toMatchObject({ type: 'tool', name: 'unknown', output: 'stray output' })
  })

  it('still names a malformed id by its path', () => {
    expect(() => normalizeTrace([{ role: 'user', content: 'x' }, call('c1', 'ls'), { role: 'tool', tool_call_id: 5, content: 'x' }])).toThrow(
      '[2].tool_call_id: expected a string, got a number',
    )
    expect(() => normalizeTrace([{ role: 'user', content: 'x' }, call('c1', 'ls'), { role: 'tool', tool_call_ids: 'c1', content: 'x' }])).toThrow(
      /\[2\]\.tool_call_ids/,
    )
  })
})
