import { describe, expect, it } from 'vitest'
import { normalizeTrace } from '../../src/trace/normalize.js'

// Tree formats report a gap when model text was never recorded ("message
// content capture is off"). A model that answered with a tool call and no
// text was recorded: its answer is the call, its text is '' (R2), and
// claiming the recording was off would send users to turn on a setting that
// is already on (issue 13, item 8). Each case is one model call that only
// called `lookup`, followed by the tool call.

type Kv = { key: string; value: { stringValue: string } }
const str = (key: string, value: string): Kv => ({ key, value: { stringValue: value } })
const otlp = (model: Kv[], tool: Kv[] = []) => ({
  resourceSpans: [
    {
      resource: { attributes: [] },
      scopeSpans: [
        {
          scope: { name: 't' },
          spans: [
            { spanId: '0000000000000001', name: 'agent', attributes: [str('gen_ai.operation.name', 'invoke_agent')] },
            { spanId: '0000000000000002', parentSpanId: '0000000000000001', name: 'model', attributes: model },
            ...(tool.length > 0 ? [{ spanId: '0000000000000003', parentSpanId: '0000000000000001', name: 'tool', attributes: tool }] : []),
          ].map((span, i) => ({ traceId: 'ab'.repeat(16), startTimeUnixNano: String(1748779200000000000n + BigInt(i)), ...span })),
        },
      ],
    },
  ],
})
const toolCall = { id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"paris"}' } }

const ANSWERED_WITH_A_CALL: Array<[string, unknown]> = [
  [
    'OTLP GenAI (gen_ai.output.messages with a tool_call part)',
    otlp(
      [
        str('gen_ai.operation.name', 'chat'),
        str(
          'gen_ai.output.messages',
          JSON.stringify([{ role: 'assistant', parts: [{ type: 'tool_call', id: 'call_1', name: 'lookup', arguments: { q: 'paris' } }] }]),
        ),
      ],
      [
        str('gen_ai.operation.name', 'execute_tool'),
        str('gen_ai.tool.name', 'lookup'),
        str('gen_ai.tool.call.id', 'call_1'),
        str('gen_ai.tool.call.arguments', '{"q":"paris"}'),
      ],
    ),
  ],
  [
    'OTLP OpenInference (output messages with tool_calls only)',
    otlp([
      str('openinference.span.kind', 'LLM'),
      str('llm.output_messages.0.message.role', 'assistant'),
      str('llm.output_messages.0.message.tool_calls.0.tool_call.id', 'call_1'),
      str('llm.output_messages.0.message.tool_calls.0.tool_call.function.name', 'lookup'),
      str('llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments', '{"q":"paris"}'),
    ]),
  ],
  [
    'OTLP AI SDK telemetry (ai.response.toolCalls, no ai.response.text)',
    otlp([
      str('ai.operationId', 'ai.generateText.doGenerate'),
      str('ai.response.finishReason', 'tool-calls'),
      str('ai.response.toolCalls', JSON.stringify([{ toolCallId: 'call_1', toolName: 'lookup', input: '{"q":"paris"}' }])),
    ]),
  ],
  [
    'LangSmith (an llm run whose message only has tool_calls)',
    [
      { id: 'r', name: 'agent', run_type: 'chain', inputs: {} },
      {
        id: 'm',
        name: 'ChatOpenAI',
        run_type: 'llm',
        inputs: {},
        parent_run_id: 'r',
        outputs: { choices: [{ message: { role: 'assistant', content: null, tool_calls: [toolCall] } }] },
      },
      { id: 't', name: 'lookup', run_type: 'tool', inputs: { input: '{"q":"paris"}' }, parent_run_id: 'r', outputs: { output: 'sunny' } },
    ],
  ],
  [
    'Langfuse (a GENERATION whose output message only has tool_calls)',
    {
      trace: { id: 't1', name: 'agent' },
      observations: [
        {
          id: 'o1',
          traceId: 't1',
          type: 'GENERATION',
          name: 'chat',
          startTime: '2025-01-01T00:00:01Z',
          output: { role: 'assistant', content: null, tool_calls: [toolCall] },
        },
        { id: 'o2', traceId: 't1', type: 'TOOL', name: 'lookup', startTime: '2025-01-01T00:00:02Z', input: { q: 'paris' }, output: 'sunny' },
      ],
    },
  ],
  [
    'OpenAI Agents SDK (a generation span whose message only has tool_calls)',
    {
      data: [
        { object: 'trace', id: 'trace_1', workflow_name: 'agent' },
        {
          object: 'trace.span',
          id: 'span_1',
          trace_id: 'trace_1',
          parent_id: null,
          started_at: '2025-01-01T00:00:01Z',
          ended_at: '2025-01-01T00:00:02Z',
          span_data: {
            type: 'generation',
            model: 'gpt-4o-mini',
            input: [{ role: 'user', content: 'weather?' }],
            output: [{ role: 'assistant', content: null, tool_calls: [toolCall] }],
          },
          error: null,
        },
      ],
    },
  ],
]

describe('a model that answered with a tool call and no text', () => {
  it.each(ANSWERED_WITH_A_CALL)('%s: its text is empty and no recording gap is claimed', (_, value) => {
    const trace = normalizeTrace(value)
    const llm = trace.root!.children.find((span) => span.type === 'llm')
    expect(llm?.output).toBe('')
    expect(trace.gaps?.reasoningStagnation).toBeUndefined()
  })

  it('still reports the gap when the model spans recorded no answer at all', () => {
    const off = normalizeTrace(otlp([str('gen_ai.operation.name', 'chat'), str('gen_ai.request.model', 'm')]))
    expect(off.root!.children[0]!.output).toBeNull()
    expect(off.gaps?.reasoningStagnation).toMatch(/message content capture is off/)
  })
})
