import { context, type Tracer } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base'
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer'
import { generateText, stepCountIs, tool } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import { z } from 'zod'
import type { Scenario } from '../../fixtures/formats/scenarios.js'

// The AI SDK links telemetry spans to their parents through the active
// context; without a context manager every span would be a root.
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())

const USAGE = {
  inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
}

/**
 * Runs a scenario through the real `generateText` multi-step tool loop, with
 * `ai/test`'s `MockLanguageModelV3` answering each step as the scenario says
 * and a real `tool()` returning the scenario's results.
 */
export async function runAiSdkScenario(scenario: Scenario, tracer?: Tracer) {
  let step = 0
  const model = new MockLanguageModelV3({
    provider: 'mock-provider',
    modelId: 'mock-weather-model',
    doGenerate: async () => {
      const turn = scenario.turns[step++]
      if (turn === undefined) throw new Error('the scenario has no more turns')
      return {
        content: [
          { type: 'text' as const, text: turn.text },
          ...turn.calls.map((call) => ({ type: 'tool-call' as const, toolCallId: call.id, toolName: call.name, input: JSON.stringify(call.args) })),
        ],
        finishReason: { unified: turn.calls.length > 0 ? ('tool-calls' as const) : ('stop' as const), raw: undefined },
        usage: USAGE,
        warnings: [],
      }
    },
  })
  const results = new Map(scenario.turns.flatMap((turn) => turn.calls.map((call) => [call.id, call.result] as const)))
  return generateText({
    model,
    prompt: scenario.prompt,
    tools: {
      get_weather: tool({
        description: 'Get the current weather for a city',
        inputSchema: z.object({ city: z.string() }),
        execute: async (_input, { toolCallId }) => results.get(toolCallId) ?? { error: 'unknown call' },
      }),
    },
    stopWhen: stepCountIs(scenario.turns.length + 1),
    ...(tracer !== undefined ? { experimental_telemetry: { isEnabled: true, tracer, functionId: 'weather-agent' } } : {}),
  })
}

/**
 * Runs a scenario with the AI SDK's OpenTelemetry integration on, into the
 * OTel SDK's `InMemorySpanExporter`, and returns the finished `ReadableSpan`s
 * and the same spans as the OTLP/JSON body an OTLP/HTTP exporter would post.
 */
export async function captureAiSdkTelemetry(scenario: Scenario): Promise<{ spans: ReadableSpan[]; otlp: unknown }> {
  const exporter = new InMemorySpanExporter()
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
  await runAiSdkScenario(scenario, provider.getTracer('loopcheck-tests'))
  await provider.forceFlush()
  const spans = exporter.getFinishedSpans()
  const otlp: unknown = JSON.parse(new TextDecoder().decode(JsonTraceSerializer.serializeRequest([...spans])))
  return { spans: [...spans], otlp }
}

/**
 * A `ReadableSpan` copied into a plain object the way users store them:
 * `parentSpanId` (OTel JS SDK 1.x) or `parentSpanContext` (2.x), the span
 * context as a field, attributes as an object, HrTime pairs.
 */
export function plainReadableSpan(span: ReadableSpan, generation: '1.x' | '2.x'): Record<string, unknown> {
  const parent = span.parentSpanContext
  return {
    name: span.name,
    kind: span.kind,
    spanContext: { ...span.spanContext() },
    ...(generation === '1.x' ? { parentSpanId: parent?.spanId } : { parentSpanContext: parent === undefined ? undefined : { ...parent } }),
    startTime: span.startTime,
    endTime: span.endTime,
    attributes: { ...span.attributes },
    status: { ...span.status },
    events: span.events.map((event) => ({ name: event.name, time: event.time, attributes: { ...event.attributes } })),
  }
}
