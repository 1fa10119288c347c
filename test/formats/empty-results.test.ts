import { describe, expect, it } from 'vitest'
import { normalizeTrace } from '../../src/trace/normalize.js'
import type { NormalizeOptions } from '../../src/trace/format.js'
import { allSpans } from './support/trees.js'

// A tool that returned an empty list (a search with no hits) and one that
// returned an empty string are different answers; the progress detector
// reads them differently, so every reader that turns a recorded result into
// a tool span's output must keep them apart (issue 13, item 8). Each case
// records the same two results the way its format carries them: `empty`
// answers the call named `list`, `blank` the call named `text`.

const toolOutputs = (value: unknown, options: NormalizeOptions = {}): Record<string, unknown> => {
  const trace = normalizeTrace(value, options)
  const outputs: Record<string, unknown> = {}
  for (const span of allSpans(trace.root)) if (span.type === 'tool') outputs[span.name] = span.output
  return outputs
}

// OTLP helpers: one trace, spans under an invoke_agent root.
type Kv = { key: string; value: { stringValue: string } }
const str = (key: string, value: string): Kv => ({ key, value: { stringValue: value } })
const otlp = (spans: Array<{ id: string; name: string; attributes: Kv[] }>) => ({
  resourceSpans: [
    {
      resource: { attributes: [] },
      scopeSpans: [
        {
          scope: { name: 't' },
          spans: [{ id: '0000000000000001', name: 'agent', attributes: [str('gen_ai.operation.name', 'invoke_agent')] }, ...spans].map((span, i) => ({
            traceId: 'ab'.repeat(16),
            spanId: span.id,
            ...(i > 0 ? { parentSpanId: '0000000000000001' } : {}),
            name: span.name,
            startTimeUnixNano: String(1748779200000000000n + BigInt(i)),
            attributes: span.attributes,
          })),
        },
      ],
    },
  ],
})

const CASES: Array<[string, () => Record<string, unknown>, { list: unknown; text: unknown }?]> = [
  [
    'Anthropic tool_result (an empty block list, and "")',
    () =>
      toolOutputs([
        { role: 'user', content: 'q' },
        {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: 'a', name: 'list', input: {} },
            { type: 'tool_use', id: 'b', name: 'text', input: {} },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'a', content: [] },
            { type: 'tool_result', tool_use_id: 'b', content: '' },
          ],
        },
      ]),
  ],
  [
    'Anthropic tool_result (JSON text)',
    () =>
      toolOutputs([
        { role: 'user', content: 'q' },
        {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: 'a', name: 'list', input: {} },
            { type: 'tool_use', id: 'b', name: 'text', input: {} },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'a', content: [{ type: 'text', text: '[]' }] },
            { type: 'tool_result', tool_use_id: 'b', content: [{ type: 'text', text: '' }] },
          ],
        },
      ]),
  ],
  [
    'Anthropic server tool result (a web search with no hits)',
    () =>
      toolOutputs([
        { role: 'user', content: 'q' },
        {
          role: 'assistant',
          content: [
            { type: 'server_tool_use', id: 's1', name: 'list', input: { query: 'nothing' } },
            { type: 'web_search_tool_result', tool_use_id: 's1', content: [] },
            { type: 'tool_use', id: 'b', name: 'text', input: {} },
          ],
        },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'b', content: '' }] },
      ]),
  ],
  [
    'OpenAI Chat tool messages',
    () =>
      toolOutputs([
        { role: 'user', content: 'q' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'a', type: 'function', function: { name: 'list', arguments: '{}' } },
            { id: 'b', type: 'function', function: { name: 'text', arguments: '{}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'a', content: '[]' },
        { role: 'tool', tool_call_id: 'b', content: '' },
      ]),
  ],
  [
    'OpenAI Responses function_call_output',
    () =>
      toolOutputs([
        { role: 'user', content: 'q' },
        { type: 'function_call', call_id: 'a', name: 'list', arguments: '{}' },
        { type: 'function_call', call_id: 'b', name: 'text', arguments: '{}' },
        { type: 'function_call_output', call_id: 'a', output: [] },
        { type: 'function_call_output', call_id: 'b', output: '' },
      ]),
  ],
  [
    'OpenAI Responses built-in call results',
    () => {
      // Built-in calls are named after their item type.
      const { file_search_call, text } = toolOutputs({
        object: 'response',
        model: 'm',
        output: [
          { type: 'file_search_call', id: 'fs_1', queries: ['nothing'], results: [], status: 'completed' },
          { type: 'mcp_call', id: 'mcp_1', name: 'text', arguments: '{}', output: '', server_label: 's' },
        ],
      })
      return { list: file_search_call, text }
    },
  ],
  [
    'AI SDK model messages (json, content and text wrappers)',
    () =>
      toolOutputs([
        { role: 'user', content: 'q' },
        {
          role: 'assistant',
          content: [
            { type: 'tool-call', toolCallId: 'a', toolName: 'list', input: {} },
            { type: 'tool-call', toolCallId: 'c', toolName: 'parts', input: {} },
            { type: 'tool-call', toolCallId: 'b', toolName: 'text', input: {} },
          ],
        },
        {
          role: 'tool',
          content: [
            { type: 'tool-result', toolCallId: 'a', toolName: 'list', output: { type: 'json', value: [] } },
            { type: 'tool-result', toolCallId: 'c', toolName: 'parts', output: { type: 'content', value: [] } },
            { type: 'tool-result', toolCallId: 'b', toolName: 'text', output: { type: 'text', value: '' } },
          ],
        },
      ]),
    { list: [], text: '' },
  ],
  [
    'AI SDK steps (v5 content parts)',
    () =>
      toolOutputs({
        steps: [
          {
            finishReason: 'tool-calls',
            response: { modelId: 'm' },
            content: [
              { type: 'tool-call', toolCallId: 'a', toolName: 'list', input: {} },
              { type: 'tool-result', toolCallId: 'a', toolName: 'list', input: {}, output: [] },
              { type: 'tool-call', toolCallId: 'b', toolName: 'text', input: {} },
              { type: 'tool-result', toolCallId: 'b', toolName: 'text', input: {}, output: '' },
            ],
          },
        ],
      }),
  ],
  [
    'LangSmith tool runs',
    () =>
      toolOutputs([
        { id: 'r', name: 'r', run_type: 'chain', inputs: {} },
        { id: 'a', name: 'list', run_type: 'tool', inputs: {}, parent_run_id: 'r', outputs: { output: [] } },
        { id: 'b', name: 'text', run_type: 'tool', inputs: {}, parent_run_id: 'r', outputs: { output: '' } },
      ]),
  ],
  [
    'Langfuse TOOL observations',
    () =>
      toolOutputs([
        { id: 'a', traceId: 't', type: 'TOOL', name: 'list', startTime: '2025-01-01T00:00:01Z', input: {}, output: [] },
        { id: 'b', traceId: 't', type: 'TOOL', name: 'text', startTime: '2025-01-01T00:00:02Z', input: {}, output: '' },
      ]),
  ],
  [
    'OpenAI Agents SDK function spans',
    () =>
      toolOutputs({
        data: [
          { object: 'trace', id: 'trace_1', workflow_name: 'w' },
          ...[
            ['list', '[]'],
            ['text', ''],
          ].map(([name, output], i) => ({
            object: 'trace.span',
            id: `span_${i}`,
            trace_id: 'trace_1',
            parent_id: null,
            started_at: `2025-01-01T00:00:0${i}Z`,
            ended_at: `2025-01-01T00:00:0${i}Z`,
            span_data: { type: 'function', name, input: '{}', output },
            error: null,
          })),
        ],
      }),
  ],
  [
    'OTLP GenAI execute_tool results',
    () =>
      toolOutputs(
        otlp(
          [
            ['list', '[]'],
            ['text', ''],
          ].map(([name, result], i) => ({
            id: `000000000000001${i}`,
            name: `execute_tool ${name}`,
            attributes: [
              str('gen_ai.operation.name', 'execute_tool'),
              str('gen_ai.tool.name', name!),
              str('gen_ai.tool.call.arguments', '{}'),
              str('gen_ai.tool.call.result', result!),
            ],
          })),
        ),
      ),
  ],
  [
    'OTLP GenAI results recorded only in the next prompt',
    () =>
      toolOutputs(
        otlp([
          {
            id: '0000000000000010',
            name: 'chat m',
            attributes: [
              str('gen_ai.operation.name', 'chat'),
              str(
                'gen_ai.output.messages',
                JSON.stringify([
                  {
                    role: 'assistant',
                    parts: [
                      { type: 'tool_call', id: 'a', name: 'list', arguments: {} },
                      { type: 'tool_call', id: 'b', name: 'text', arguments: {} },
                    ],
                  },
                ]),
              ),
            ],
          },
          {
            id: '0000000000000011',
            name: 'chat m',
            attributes: [
              str('gen_ai.operation.name', 'chat'),
              str(
                'gen_ai.input.messages',
                JSON.stringify([
                  {
                    role: 'tool',
                    parts: [
                      { type: 'tool_call_response', id: 'a', response: [] },
                      { type: 'tool_call_response', id: 'b', response: '' },
                    ],
                  },
                ]),
              ),
              str('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'done' }] }])),
            ],
          },
        ]),
      ),
  ],
  [
    'OTLP OpenInference TOOL spans',
    () =>
      toolOutputs(
        otlp(
          [
            ['list', '[]'],
            ['text', ''],
          ].map(([name, result], i) => ({
            id: `000000000000001${i}`,
            name: name!,
            attributes: [str('openinference.span.kind', 'TOOL'), str('tool.name', name!), str('input.value', '{}'), str('output.value', result!)],
          })),
        ),
      ),
  ],
  [
    'OTLP AI SDK telemetry ai.toolCall spans',
    () =>
      toolOutputs(
        otlp(
          [
            ['list', '[]'],
            ['text', ''],
          ].map(([name, result], i) => ({
            id: `000000000000001${i}`,
            name: 'ai.toolCall',
            attributes: [
              str('ai.operationId', 'ai.toolCall'),
              str('ai.toolCall.name', name!),
              str('ai.toolCall.id', `call_${i}`),
              str('ai.toolCall.args', '{}'),
              str('ai.toolCall.result', result!),
            ],
          })),
        ),
      ),
  ],
  [
    'deepeval span dict',
    () =>
      toolOutputs({
        type: 'agent',
        name: 'a',
        input: 'q',
        output: null,
        children: [
          { type: 'tool', name: 'list', input: {}, output: [], children: [] },
          { type: 'tool', name: 'text', input: {}, output: '', children: [] },
        ],
      }),
  ],
  [
    'OpenHands (V0) observations',
    () =>
      toolOutputs([
        { id: 0, source: 'user', action: 'message', args: { content: 'q' } },
        {
          id: 1,
          source: 'agent',
          action: 'call_tool_mcp',
          args: { name: 'list', arguments: {} },
          tool_call_metadata: { function_name: 'list', tool_call_id: 'a' },
        },
        { id: 2, source: 'environment', cause: 1, observation: 'mcp', content: '[]', extras: {} },
        {
          id: 3,
          source: 'agent',
          action: 'call_tool_mcp',
          args: { name: 'text', arguments: {} },
          tool_call_metadata: { function_name: 'text', tool_call_id: 'b' },
        },
        { id: 4, source: 'environment', cause: 3, observation: 'mcp', content: '', extras: {} },
      ]),
  ],
]

describe('an empty result list stays apart from an empty string', () => {
  it.each(CASES)('%s', (_, read, expected = { list: [], text: '' }) => {
    const outputs = read()
    expect(outputs.list).toEqual(expected.list)
    expect(outputs.text).toEqual(expected.text)
    // toEqual treats [] and '' as different values; say it outright for the reader.
    expect(Array.isArray(outputs.list)).toBe(true)
    if (outputs.parts !== undefined) expect(outputs.parts).toEqual([])
  })
})
