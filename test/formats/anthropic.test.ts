import type { Message, MessageParam } from '@anthropic-ai/sdk/resources/messages'
import { describe, expect, it } from 'vitest'
import { fromAnthropicMessages } from '../../src/formats/anthropic.js'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { readFixture } from './support/trees.js'

describe('Anthropic Messages', () => {
  it('sets error from is_error and keeps the result text', () => {
    const messages: MessageParam[] = [
      { role: 'user', content: 'x' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'f', input: { a: 1 } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'boom', is_error: true }] },
    ]
    expect(fromAnthropicMessages(messages).root!.children[1]).toMatchObject({ output: 'boom', error: 'boom', input: { a: 1 } })
  })

  it('treats text next to tool results as the next turn’s user input', () => {
    const messages: MessageParam[] = [
      { role: 'user', content: 'x' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'f', input: {} }] },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', content: 'r' },
          { type: 'text', text: 'and hurry' },
        ],
      },
      { role: 'assistant', content: 'ok' },
    ]
    expect(fromAnthropicMessages(messages).root!.children[2]!.input).toEqual([
      { role: 'tool', toolCallId: 't1', content: 'r' },
      { role: 'user', content: 'and hurry' },
    ])
  })

  it('merges a pause_turn response with the one that continues it', () => {
    const base = { type: 'message', role: 'assistant', model: 'claude', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } as const
    const paused = { ...base, id: 'm1', stop_reason: 'pause_turn', content: [{ type: 'text', text: 'Searching... ', citations: null }] } as unknown as Message
    const rest = { ...base, id: 'm2', stop_reason: 'end_turn', content: [{ type: 'text', text: 'found it.', citations: null }] } as unknown as Message
    const trace = normalizeTrace([paused, rest])
    expect(trace.format).toBe('anthropic')
    expect(trace.root!.children.map((span) => span.output)).toEqual(['Searching... found it.'])
  })

  it('fills server tool calls from result blocks in the same message', () => {
    const trace = fromAnthropicMessages([
      { role: 'user', content: 'news?' },
      {
        role: 'assistant',
        content: [
          { type: 'server_tool_use', id: 's1', name: 'web_search', input: { query: 'news' } },
          { type: 'web_search_tool_result', tool_use_id: 's1', content: [{ type: 'web_search_result', title: 'A', url: 'u', encrypted_content: 'e' }] },
          { type: 'text', text: 'Here.' },
        ],
      },
    ] as unknown as MessageParam[])
    expect(trace.root!.children[1]).toMatchObject({ name: 'web_search', input: { query: 'news' }, metadata: { serverTool: true } })
    expect(trace.root!.children[1]!.output).toEqual([{ type: 'web_search_result', title: 'A', url: 'u', encrypted_content: 'e' }])
  })

  it('reads a request body with system and model', () => {
    const trace = normalizeTrace({
      model: 'claude-sonnet-4',
      system: 'Be brief.',
      messages: [
        { role: 'user', content: 'x' },
        { role: 'assistant', content: [{ type: 'thinking', thinking: 'hmm', signature: 's' }] },
      ],
    })
    expect(trace.root).toMatchObject({ metadata: { system: 'Be brief.' } })
    expect(trace.root!.children[0]).toMatchObject({ name: 'claude-sonnet-4', output: 'hmm', metadata: { outputFromReasoning: true } })
  })

  it('names the path of bad input', () => {
    expect(() =>
      fromAnthropicMessages([
        { role: 'user', content: 'x' },
        { role: 'assistant', content: [{ type: 'tool_use', name: 'f', input: {} }] },
      ]),
    ).toThrow('[1].content[0].id: expected a string, got undefined')
    expect(() => fromAnthropicMessages([{ role: 'user', content: [{ type: 'tool_result' }] }])).toThrow(
      '[0].content[0].tool_use_id: expected a string, got undefined',
    )
    expect(() => fromAnthropicMessages({ messages: [{ role: 'assistant', content: 7 }] })).toThrow(/^messages\[0\]\.content: /)
  })
  describe('programmatic tool calling', () => {
    const script = 'srvtoolu_01WarehouseScript'
    const fromScript = (id: string, warehouse: string) => ({
      type: 'tool_use',
      id,
      name: 'get_inventory',
      input: { warehouse },
      caller: { type: 'code_execution_20250825', tool_id: script },
    })

    it('nests calls made by code under the code-execution call, and keeps one model turn per model answer', () => {
      const trace = normalizeTrace(readFixture('anthropic/programmatic-tool-calling.json'))
      expect(trace.format).toBe('anthropic')
      const children = trace.root!.children
      // The three calls are the script's, not the model's: no sibling tool spans, no empty llm spans between them.
      expect(children.map((span) => [span.type, span.name, span.output])).toEqual([
        ['llm', 'claude-sonnet-4-5', "I'll check all three warehouses in one script."],
        ['tool', 'code_execution', { type: 'code_execution_result', stdout: 'south 7\n', stderr: '', return_code: 0, content: [] }],
        ['llm', 'claude-sonnet-4-5', 'The south warehouse has the least SKU-88: 7 units on hand.'],
      ])
      expect(children[1]).toMatchObject({ id: script, metadata: { serverTool: true } })
      expect(children[1]!.children.map((span) => [span.type, span.name, span.id, span.input, span.output])).toEqual([
        ['tool', 'get_inventory', 'toolu_01North', { warehouse: 'north', sku: 'SKU-88' }, { on_hand: 42 }],
        ['tool', 'get_inventory', 'toolu_02South', { warehouse: 'south', sku: 'SKU-88' }, { on_hand: 7 }],
        ['tool', 'get_inventory', 'toolu_03East', { warehouse: 'east', sku: 'SKU-88' }, { on_hand: 19 }],
      ])
      expect(children[1]!.children.every((span) => span.metadata === undefined)).toBe(true)
    })

    it('keeps a call whose code-execution call is not in the log where it was made, saying who made it', () => {
      const trace = fromAnthropicMessages([
        { role: 'user', content: 'x' },
        { role: 'assistant', content: [fromScript('toolu_1', 'north')] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"on_hand":1}' }] },
      ] as unknown as MessageParam[])
      expect(trace.root!.children.map((span) => [span.type, span.name])).toEqual([
        ['llm', 'llm'],
        ['tool', 'get_inventory'],
      ])
      expect(trace.root!.children[1]).toMatchObject({
        output: { on_hand: 1 },
        metadata: { caller: { type: 'code_execution_20250825', tool_id: script } },
      })
    })

    it('reads a direct caller as the model’s own call, and a script that exited non-zero as failed', () => {
      const trace = fromAnthropicMessages([
        { role: 'user', content: 'x' },
        {
          role: 'assistant',
          content: [
            { type: 'server_tool_use', id: script, name: 'code_execution', input: { code: 'boom()' } },
            { type: 'tool_use', id: 'toolu_1', name: 'get_inventory', input: {}, caller: { type: 'direct' } },
          ],
        },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'ok' }] },
        {
          role: 'assistant',
          content: [
            {
              type: 'code_execution_tool_result',
              tool_use_id: script,
              content: { type: 'code_execution_result', stdout: '', stderr: "NameError: name 'boom' is not defined", return_code: 1, content: [] },
            },
            { type: 'text', text: 'The script failed.' },
          ],
        },
      ] as unknown as MessageParam[])
      expect(trace.root!.children.map((span) => [span.type, span.name, span.children.length])).toEqual([
        ['llm', 'llm', 0],
        ['tool', 'code_execution', 0],
        ['tool', 'get_inventory', 0],
        ['llm', 'llm', 0],
      ])
      expect(trace.root!.children[1]!.error).toBe("NameError: name 'boom' is not defined")
    })

    it('names the path of a caller that names no call', () => {
      expect(() =>
        fromAnthropicMessages([
          { role: 'user', content: 'x' },
          { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'f', input: {}, caller: { type: 'code_execution_20250825' } }] },
        ] as unknown as MessageParam[]),
      ).toThrow('[1].content[0].caller.tool_id: expected a tool_id naming the server tool call that made this call')
    })
  })
})
