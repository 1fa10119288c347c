import type { CorpusApi } from './api.js'
import { failureOf } from './api.js'

// What a loop cost, in matcher messages, and the `maxWastedTokens` ceiling:
// the same trace with and without recorded usage.
const turn = (output: string, tokens: number | null) => ({
  type: 'llm',
  name: 'gpt-4o',
  input: 'continue',
  output,
  children: [],
  ...(tokens === null ? {} : { usage: { inputTokens: tokens - 20, outputTokens: 20, totalTokens: tokens } }),
})
const search = { type: 'tool', name: 'search_orders', input: { q: 'order 991' }, output: { hits: [] }, children: [] }

function trace(tokens: number | null) {
  return {
    type: 'agent',
    name: 'support-agent',
    input: 'Refund order 991',
    output: 'I could not find order 991.',
    children: [
      turn('Looking the order up.', tokens),
      { ...search },
      turn('Trying again.', tokens),
      { ...search },
      turn('One more time.', tokens),
      { ...search },
      turn('Once more.', tokens),
      { ...search },
    ],
  }
}

const healthy = {
  type: 'agent',
  name: 'support-agent',
  input: 'Refund order 991',
  output: 'Refunded.',
  children: [turn('Looking the order up.', 900), { ...search, output: { hits: [{ id: 991 }] } }, turn('Refunded order 991.', 400)],
}

export function tokenCostCases({ describe, it, expect }: CorpusApi): void {
  describe('what a loop cost', () => {
    it('says how many tokens the loop wasted, in all and per finding', () => {
      expect(failureOf(() => expect(trace(1_500)).toHaveNoAgentLoops())).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops()

        Expected no agent loops, but the progress detector found 2 loop patterns.

        score 0.25 (threshold 0.5) · toolRepetition 0.25 · reasoningStagnation 0.25 · callGraphCycles 1 · detector progress
        4,500 tokens wasted, 75% of the run's 6,000

        ✖ repeat without progress · critical · 4,500 tokens wasted
          search_orders called 4 times with the same arguments and the same result, at spans 2, 4, 6, 8 (3 wasted steps)
          arguments: {"q": "order 991"}
          result every time: {"hits": []}
          every repeat found nothing, as the call before it had: after the first, an empty answer is no news

        ✖ stalled reasoning · critical · 4,500 tokens wasted
          3 reasoning steps (spans 3, 5, 7) led to calls that repeated known outcomes (no-progress-repeat at spans 2, 4, 6, 8), however they were worded (3 wasted steps):
            step 1: Trying again.
            step 2: One more time.
            step 3: Once more."
      `)
    })

    it('says nothing of tokens when the trace records no usage', () => {
      expect(failureOf(() => expect(trace(null)).toHaveNoAgentLoops())).not.toMatch(/token/)
    })

    it('fails a run whose loops cost more than maxWastedTokens, even where the verdict passes', () => {
      // deepeval's combined score 0.5 clears a threshold of 0.25, so only the ceiling fails.
      const options = { detector: 'deepeval', threshold: 0.25, maxWastedTokens: 1_000 }
      expect(trace(1_500)).not.toHaveNoAgentLoops(options)
      expect(failureOf(() => expect(trace(1_500)).toHaveNoAgentLoops(options))).toMatch(
        /^expect\(trace\)\.toHaveNoAgentLoops\(options\)\n\nExpected the loops to cost at most 1,000 tokens, but they cost 4,500 tokens\./,
      )
      expect(trace(1_500)).toHaveNoAgentLoops({ ...options, maxWastedTokens: 4_500 })
    })

    it('passes a clean run under the ceiling, and reads a report already computed', () => {
      expect(healthy).toHaveNoAgentLoops({ maxWastedTokens: 0 })
      expect(failureOf(() => expect(trace(1_500)).toHaveNoAgentLoops({ maxWastedTokens: 10_000 }))).toMatch(
        /The loops cost 4,500 tokens, within the 10,000 tokens allowed \(maxWastedTokens\)\./,
      )
    })

    it('refuses a ceiling it cannot check: no usage recorded', () => {
      expect(failureOf(() => expect(trace(null)).toHaveNoAgentLoops({ maxWastedTokens: 1_000 }))).toMatchInlineSnapshot(`
        "expect(trace).toHaveNoAgentLoops(options)

        Matcher error: options.maxWastedTokens needs token usage, and this trace records none, so what its loops cost is unknown.

        Record usage in the trace (AI SDK steps, OpenAI or Anthropic responses and OpenTelemetry GenAI spans carry it), or drop maxWastedTokens."
      `)
    })
  })
}
