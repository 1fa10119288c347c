import type { Message, MessageParam } from '@anthropic-ai/sdk/resources/messages'
import { describe, expect, it } from 'vitest'
import { fromAnthropicMessages } from '../../src/formats/anthropic.js'
import { normalizeTrace } from '../../src/trace/normalize.js'

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
})
