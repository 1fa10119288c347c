// A flight-booking agent run through the AI SDK's real multi-step tool loop
// (`generateText` with `stopWhen`), offline: the model is `ai/test`'s
// MockLanguageModelV3 driven by a small scripted policy that reads the tool
// results in its prompt and decides the next step, the way a model would.
// The tools are real `tool()`s with real `execute` functions.
//
// Two worlds: with seats available the agent searches, checks the fare and
// books (progress); when the route is sold out the search keeps answering
// "try again" and the agent keeps retrying the same search with the same
// words until the step budget runs out (a loop).

import { generateText, stepCountIs, tool } from 'ai'
import type { LanguageModelV3Content, LanguageModelV3Prompt } from '@ai-sdk/provider'
import { MockLanguageModelV3 } from 'ai/test'
import { z } from 'zod'

/** Which world the agent runs in. */
export type FlightWorld = 'available' | 'sold-out'

/** The task every run is given. */
export const FLIGHT_PROMPT = 'Book the cheapest flight from Lisbon (LIS) to New York (JFK) on 2026-12-01 for Ada Lovelace.'

const SEARCH = { from: 'LIS', to: 'JFK', date: '2026-12-01' }

const FLIGHTS = [
  { id: 'TP209', price: 612, departs: '10:35' },
  { id: 'UA65', price: 548, departs: '12:10' },
  { id: 'DL411', price: 701, departs: '16:50' },
]

function tools(world: FlightWorld) {
  return {
    search_flights: tool({
      description: 'Search flights for a route and a date',
      inputSchema: z.object({ from: z.string(), to: z.string(), date: z.string() }),
      execute: async () =>
        world === 'available' ? { flights: FLIGHTS } : { flights: [], message: 'No availability returned yet. Results may update; try again.' },
    }),
    get_fare_rules: tool({
      description: 'Read the fare rules of a flight',
      inputSchema: z.object({ flightId: z.string() }),
      execute: async ({ flightId }) => ({ flightId, refundable: false, baggage: '1 x 23kg' }),
    }),
    book_flight: tool({
      description: 'Book a seat on a flight',
      inputSchema: z.object({ flightId: z.string(), passenger: z.string() }),
      execute: async ({ flightId, passenger }) => ({ confirmation: `PNR-${flightId}`, passenger }),
    }),
  }
}

/** The most recent tool result in the prompt, as the model would read it. */
function lastToolResult(prompt: LanguageModelV3Prompt): { toolName: string; value: Record<string, unknown> } | null {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i]!
    if (message.role !== 'tool') continue
    for (const part of message.content) {
      if (part.type === 'tool-result' && part.output.type === 'json') return { toolName: part.toolName, value: part.output.value as Record<string, unknown> }
    }
  }
  return null
}

let callIds = 0
const call = (toolName: string, input: unknown): LanguageModelV3Content => ({
  type: 'tool-call',
  toolCallId: `call_${++callIds}`,
  toolName,
  input: JSON.stringify(input),
})
const text = (value: string): LanguageModelV3Content => ({ type: 'text', text: value })

// The policy: what a model would do next, given the last tool result.
function nextStep(prompt: LanguageModelV3Prompt): LanguageModelV3Content[] {
  const last = lastToolResult(prompt)
  if (last === null) {
    return [text('I will start by searching for flights from Lisbon to New York on the requested date.'), call('search_flights', SEARCH)]
  }
  if (last.toolName === 'search_flights') {
    const flights = (last.value.flights ?? []) as typeof FLIGHTS
    if (flights.length === 0) {
      const attempt = prompt.filter((message) => message.role === 'tool').length + 1
      return [
        text(
          `Attempt ${attempt}: the flight search for Lisbon to New York on December first returned nothing yet, so I should query the ` +
            'flight search service again with exactly the same route and date before giving up on this booking request for the passenger.',
        ),
        call('search_flights', SEARCH),
      ]
    }
    const cheapest = [...flights].sort((a, b) => a.price - b.price)[0]!
    return [
      text(`Found ${flights.length} flights; ${cheapest.id} is the cheapest at ${cheapest.price} EUR. Checking its fare rules.`),
      call('get_fare_rules', { flightId: cheapest.id }),
    ]
  }
  if (last.toolName === 'get_fare_rules') {
    return [
      text(`The fare allows one checked bag. Booking ${String(last.value.flightId)} for Ada Lovelace.`),
      call('book_flight', { flightId: last.value.flightId, passenger: 'Ada Lovelace' }),
    ]
  }
  return [text(`Booked: confirmation ${String(last.value.confirmation)}.`)]
}

/**
 * Runs the agent in one of the two worlds and returns the `generateText`
 * result, exactly what a test of a real agent would assert on.
 *
 * @example
 * const result = await runFlightAgent('sold-out')
 * expect(result).not.toHaveNoAgentLoops()
 */
export async function runFlightAgent(world: FlightWorld, maxSteps = 8) {
  const model = new MockLanguageModelV3({
    provider: 'example',
    modelId: 'scripted-travel-agent',
    doGenerate: async ({ prompt }) => {
      const content = nextStep(prompt)
      const calls = content.some((part) => part.type === 'tool-call')
      return {
        content,
        finishReason: { unified: calls ? 'tool-calls' : 'stop', raw: undefined },
        usage: { inputTokens: { total: 200, noCache: 200, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 40, text: 40, reasoning: 0 } },
        warnings: [],
      }
    },
  })
  return generateText({ model, prompt: FLIGHT_PROMPT, tools: tools(world), stopWhen: stepCountIs(maxSteps) })
}
