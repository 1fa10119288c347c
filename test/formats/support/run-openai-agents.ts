import { Agent, BatchTraceProcessor, OpenAIChatCompletionsModel, OpenAIResponsesModel, run, setTraceProcessors, setTracingDisabled, tool } from '@openai/agents'
import OpenAI from 'openai'
import { z } from 'zod'
import type { Scenario } from '../../fixtures/formats/scenarios.js'

/**
 * A `fetch` that answers the OpenAI API from a scenario, turn by turn, in
 * the Chat Completions or Responses wire format: the real model classes of
 * the Agents SDK run unchanged and nothing leaves the process.
 */
function scenarioFetch(scenario: Scenario): typeof fetch {
  let turnIndex = 0
  return async (url, init) => {
    const body = JSON.parse(String(init?.body)) as { model: string }
    const turn = scenario.turns[turnIndex++]
    if (turn === undefined) return new Response('{"error":{"message":"no more turns"}}', { status: 400 })
    const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 }
    const payload = String(url).endsWith('/responses')
      ? {
          id: `resp_${turnIndex}`,
          object: 'response',
          created_at: 1748779200,
          status: 'completed',
          model: body.model,
          output: [
            {
              type: 'message',
              id: `msg_${turnIndex}`,
              role: 'assistant',
              status: 'completed',
              content: [{ type: 'output_text', text: turn.text, annotations: [] }],
            },
            ...turn.calls.map((call) => ({
              type: 'function_call',
              id: `fc_${call.id}`,
              call_id: call.id,
              name: call.name,
              arguments: JSON.stringify(call.args),
              status: 'completed',
            })),
          ],
          usage: {
            input_tokens: 100,
            output_tokens: 20,
            total_tokens: 120,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens_details: { reasoning_tokens: 0 },
          },
        }
      : {
          id: `chatcmpl-${turnIndex}`,
          object: 'chat.completion',
          created: 1748779200,
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: turn.calls.length > 0 ? 'tool_calls' : 'stop',
              message: {
                role: 'assistant',
                content: turn.text,
                refusal: null,
                ...(turn.calls.length > 0
                  ? {
                      tool_calls: turn.calls.map((call) => ({
                        id: call.id,
                        type: 'function',
                        function: { name: call.name, arguments: JSON.stringify(call.args) },
                      })),
                    }
                  : {}),
              },
            },
          ],
          usage,
        }
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } })
  }
}

/**
 * Runs a scenario through the real OpenAI Agents SDK (`run(agent, prompt)`),
 * its model answering from the scenario through a fake `fetch`, with the
 * SDK's own `BatchTraceProcessor` exporting into memory exactly what the
 * OpenAI exporter would post (`{ data: [...items.toJSON()] }`).
 */
export async function runAgentsScenario(scenario: Scenario, modelKind: 'chat-completions' | 'responses' = 'chat-completions'): Promise<{ data: unknown[] }> {
  const data: unknown[] = []
  const processor = new BatchTraceProcessor({
    export: async (items) => {
      for (const item of items) {
        const json = item.toJSON()
        if (json !== null) data.push(json)
      }
    },
  })
  setTraceProcessors([processor])
  setTracingDisabled(false)
  const client = new OpenAI({ apiKey: 'offline', baseURL: 'http://127.0.0.1:9/v1', fetch: scenarioFetch(scenario), maxRetries: 0 })
  const model = modelKind === 'responses' ? new OpenAIResponsesModel(client, 'gpt-4o-mini') : new OpenAIChatCompletionsModel(client, 'gpt-4o-mini')
  const results = new Map(scenario.turns.flatMap((turn) => turn.calls.map((call) => [JSON.stringify(call.args), call.result] as const)))
  const getWeather = tool({
    name: 'get_weather',
    description: 'Get the current weather for a city',
    parameters: z.object({ city: z.string() }),
    execute: async (args) => results.get(JSON.stringify(args)) ?? { error: 'unknown city' },
  })
  const agent = new Agent({ name: 'weather_agent', instructions: 'You answer weather questions.', model, tools: [getWeather] })
  await run(agent, scenario.prompt, { maxTurns: scenario.turns.length + 2 })
  await processor.forceFlush()
  await processor.shutdown()
  return { data }
}
