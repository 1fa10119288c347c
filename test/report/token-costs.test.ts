import { describe, expect, it } from 'vitest'
import { detectLoops, normalizeTrace, type Span } from '../../src/index.js'
import { tokenCostPhrase, sharePercent } from '../../src/report/cost-text.js'
import { passesVerdict } from '../../src/report/verdict.js'
import { readTokenUsage } from '../../src/trace/usage.js'
import { readSharedFormat } from '../formats/support/trees.js'

// What a loop cost: usage read from every format's own fields, and wasted
// steps priced from it (a tool call costs its share of the model turn that
// made it; usage recorded twice, on a run and on its model calls, counts once).

const llm = (output: string, totalTokens?: number): Span => ({
  type: 'llm',
  name: 'gpt-4o',
  input: 'go on',
  output,
  children: [],
  ...(totalTokens === undefined ? {} : { usage: { totalTokens } }),
})
const tool = (name: string, input: unknown, output: unknown): Span => ({ type: 'tool', name, input, output, children: [] })
const agent = (children: Span[], extra: Partial<Span> = {}): Span => ({ type: 'agent', name: 'agent', input: 'find it', output: null, children, ...extra })

/** Four identical searches, each decided by its own model turn of `perTurn` tokens, after one useful turn. */
function repeatedSearch(perTurn: number | undefined): Span {
  const children: Span[] = [llm('Reading the ticket first.', perTurn), tool('read_ticket', { id: 7 }, { body: 'refund order 991' })]
  for (let i = 0; i < 4; i++) children.push(llm(`Searching orders (attempt ${i + 1}).`, perTurn), tool('search_orders', { q: 'order 991' }, { hits: [] }))
  return agent(children)
}

describe('readTokenUsage: every source names the same counts differently', () => {
  it.each([
    ['AI SDK v5 step', { inputTokens: 100, outputTokens: 20, totalTokens: 120 }, { inputTokens: 100, outputTokens: 20, totalTokens: 120 }],
    ['AI SDK v4 step', { promptTokens: 100, completionTokens: 20, totalTokens: 120 }, { inputTokens: 100, outputTokens: 20, totalTokens: 120 }],
    ['OpenAI chat.completion', { prompt_tokens: 90, completion_tokens: 10, total_tokens: 100 }, { inputTokens: 90, outputTokens: 10, totalTokens: 100 }],
    ['OpenAI Response', { input_tokens: 50, output_tokens: 5, total_tokens: 55 }, { inputTokens: 50, outputTokens: 5, totalTokens: 55 }],
    [
      'Anthropic message (cache counts are input)',
      { input_tokens: 10, cache_read_input_tokens: 300, cache_creation_input_tokens: 40, output_tokens: 7 },
      { inputTokens: 350, outputTokens: 7, totalTokens: 357 },
    ],
    ['deepeval llm span', { input_token_count: 30, output_token_count: 3 }, { inputTokens: 30, outputTokens: 3, totalTokens: 33 }],
    ['Gemini usageMetadata', { promptTokenCount: 12, candidatesTokenCount: 4, totalTokenCount: 16 }, { inputTokens: 12, outputTokens: 4, totalTokens: 16 }],
    ['OTel GenAI attributes', { 'gen_ai.usage.input_tokens': 500, 'gen_ai.usage.output_tokens': 20 }, { inputTokens: 500, outputTokens: 20, totalTokens: 520 }],
    [
      'OTLP JSON int64 strings',
      { 'gen_ai.usage.input_tokens': '500', 'gen_ai.usage.output_tokens': '20' },
      { inputTokens: 500, outputTokens: 20, totalTokens: 520 },
    ],
    [
      'OpenInference',
      { 'llm.token_count.prompt': 8, 'llm.token_count.completion': 2, 'llm.token_count.total': 10 },
      { inputTokens: 8, outputTokens: 2, totalTokens: 10 },
    ],
    ['only a total', { total_tokens: 42 }, { totalTokens: 42 }],
  ])('%s', (_name, source, expected) => {
    expect(readTokenUsage(source)).toEqual(expected)
  })

  it('reads nothing as unknown, never as zero', () => {
    for (const source of [undefined, null, {}, [], 'usage', { tokens: 5 }, { input_tokens: -1 }, { prompt_tokens: Number.NaN }]) {
      expect(readTokenUsage(source)).toBeUndefined()
    }
  })
})

describe('every format reads the usage its example records', () => {
  it.each([
    ['anthropic-message-response.json', 'anthropic', [470]],
    ['deepeval-trace-dict.json', 'deepeval', [136, 192, 233]],
    ['langsmith-run-tree.json', 'langsmith', [136, 136, 136]],
    ['langsmith-runs-flat.json', 'langsmith', [136, 136, 136]],
    ['openai-agents-js-generation-span.json', 'openai-agents', [136]],
    ['openai-chat-completion-response.json', 'openai-chat', [136]],
    ['openai-responses-response.json', 'openai-responses', [152]],
    ['otlp-genai-semconv.json', 'otlp', [136, 192, 233]],
    ['otlp-openinference.json', 'otlp', [136, 192, 233]],
    ['vercel-ai-v4-generate-text.json', 'ai-sdk', [136, 192, 233]],
    ['vercel-ai-v5-generate-text.json', 'ai-sdk', [152, 192, 233]],
  ])('%s', (file, format, llmTotals) => {
    const trace = normalizeTrace(readSharedFormat(file))
    expect(trace.format).toBe(format)
    const totals: number[] = []
    const stack = [trace.root!]
    while (stack.length > 0) {
      const span = stack.pop()!
      if (span.type === 'llm' && span.usage !== undefined) totals.push(span.usage.totalTokens)
      for (let i = span.children.length - 1; i >= 0; i--) stack.push(span.children[i]!)
    }
    expect(totals).toEqual(llmTotals)
    // The run's total counts each model call once.
    expect(detectLoops(trace, { detector: 'progress' }).totalTokens).toBe(llmTotals.reduce((a, b) => a + b, 0))
  })

  it("reads a deepeval node's usage whether its field is enumerable, inherited or on a null-prototype node", () => {
    const hidden = { type: 'llm', name: 'gpt', output: 'x', children: [] }
    Object.defineProperty(hidden, 'input_token_count', { value: 7, enumerable: false })
    const bare = Object.assign(Object.create(null), { type: 'llm', name: 'gpt', output: 'y', output_token_count: 5, children: [] })
    const root = { type: 'agent', name: 'a', children: [hidden, bare, { type: 'llm', name: 'gpt', output: 'z', children: [] }] }
    const usages = () => normalizeTrace(root, { format: 'deepeval' }).root!.children.map((span) => span.usage?.totalTokens)
    expect(usages()).toEqual([7, 5, undefined])
    const proto = Object.prototype as Record<string, unknown>
    proto.total_tokens = 3
    try {
      expect(usages()).toEqual([3, 5, 3])
    } finally {
      delete proto.total_tokens
    }
  })

  it('counts a run total recorded beside its model calls once (AI SDK telemetry)', () => {
    const trace = normalizeTrace(readSharedFormat('otlp-vercel-ai-telemetry.json'))
    expect(trace.root?.usage?.totalTokens).toBe(561)
    expect(detectLoops(trace).totalTokens).toBe(561)
  })

  it('reads the usage of a chat log that keeps it on its messages', () => {
    const trace = normalizeTrace([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!', usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 } },
    ])
    expect(trace.root?.children[0]?.usage).toEqual({ inputTokens: 9, outputTokens: 2, totalTokens: 11 })
  })
})

describe('withTokenCosts: what the wasted steps cost', () => {
  it('prices each wasted call at the model turn that made it', () => {
    const report = detectLoops(repeatedSearch(100))
    expect(report.loopDetected).toBe(true)
    expect(report.totalTokens).toBe(500)
    const finding = report.findings[0]!
    expect(finding.wastedSteps).toBe(3)
    // Three repeats after the first search, each made by its own 100-token turn.
    expect(finding.wastedTokens).toBe(300)
    expect(report.wastedTokens).toBe(300)
    expect(tokenCostPhrase(report)).toBe("300 tokens wasted, 60% of the run's 500")
  })

  it('splits a turn between the calls it made, and counts a step two findings name once', () => {
    // One turn makes two calls: the repeat and a useful lookup. Half its tokens are wasted.
    const trace = agent([
      llm('Searching.', 100),
      tool('search_orders', { q: 'order 991' }, { hits: [] }),
      llm('Again.', 100),
      tool('search_orders', { q: 'order 991' }, { hits: [] }),
      llm('Again, and the customer.', 100),
      tool('search_orders', { q: 'order 991' }, { hits: [] }),
      tool('get_customer', { id: 3 }, { name: 'Ada' }),
      llm('Again.', 100),
      tool('search_orders', { q: 'order 991' }, { hits: [] }),
    ])
    const report = detectLoops(trace)
    expect(report.loopDetected).toBe(true)
    expect(report.totalTokens).toBe(400)
    // Turns 2 and 4 wasted in full, turn 3 half (its other call was new).
    expect(report.wastedTokens).toBe(250)
    // The stalled reasoning behind the repeats is the same waste, not more of it.
    expect(report.findings.map((f) => [f.kind, f.wastedTokens])).toEqual([
      ['no-progress-repeat', 250],
      ['stalled-reasoning', 250],
    ])
  })

  it('counts a wasted model step, and everything recorded inside a wasted sub-agent', () => {
    const text =
      'I will now check the refund policy for order 991, confirm the customer is eligible under the thirty day rule, look up the original payment method, ' +
      'compute the prorated amount for the unused subscription months, and then issue the refund through the payments tool once eligibility is confirmed.'
    const repeated = detectLoops(agent([llm(text, 400), llm(text, 400)]), { detector: 'progress' })
    expect(repeated.loopDetected).toBe(true)
    expect(repeated).toMatchObject({ wastedTokens: 400, totalTokens: 800 })

    // A sub-agent re-entering itself with the same task: the re-entry and all under it.
    const planner = (children: Span[] = []) =>
      agent([llm('Planning the migration.', 50), tool('read_schema', { table: 'orders' }, { columns: 12 }), ...children], {
        name: 'planner',
        input: 'plan the migration',
      })
    const outer = agent([llm('Delegating.', 30), planner([planner()])], { name: 'orchestrator' })
    const recursive = detectLoops(outer, { detector: 'progress' })
    expect(recursive.findings.map((f) => f.kind)).toContain('recursive-call')
    expect(recursive.totalTokens).toBe(130)
    // Everything inside the re-entry (50), and half the turn that started it (it also read the schema).
    expect(recursive.findings.find((f) => f.kind === 'recursive-call')?.wastedTokens).toBe(75)
  })

  it('is null, never zero, when the trace records no usage', () => {
    const report = detectLoops(repeatedSearch(undefined))
    expect(report.loopDetected).toBe(true)
    expect(report.totalTokens).toBeNull()
    expect(report.wastedTokens).toBeNull()
    expect(report.findings.every((f) => f.wastedTokens === null)).toBe(true)
    expect(tokenCostPhrase(report)).toBeNull()
  })

  it('is zero wasted out of the total for a clean run that records usage', () => {
    const report = detectLoops(agent([llm('Looking it up.', 120), tool('lookup', { id: 1 }, { ok: true }), llm('Done: order 991 refunded.', 80)]))
    expect(report.loopDetected).toBe(false)
    expect(report).toMatchObject({ totalTokens: 200, wastedTokens: 0 })
    expect(tokenCostPhrase(report)).toBe('no tokens wasted (the run spent 200)')
  })

  it('prices the deepeval port and the judge the same way', () => {
    const report = detectLoops(repeatedSearch(100), { detector: 'deepeval' })
    expect(report.totalTokens).toBe(500)
    // deepeval cites the four identical calls and estimates three wasted.
    expect(report.findings[0]).toMatchObject({ kind: 'repeated-tool-call', wastedSteps: 3, wastedTokens: 300 })
  })
})

describe('the token budget in the verdict', () => {
  it('fails a report over the budget, and never on unknown usage', () => {
    expect(passesVerdict({ loopDetected: false, success: true, wastedTokens: 300 }, 'loops', { maxWastedTokens: 200 })).toBe(false)
    expect(passesVerdict({ loopDetected: false, success: true, wastedTokens: 200 }, 'loops', { maxWastedTokens: 200 })).toBe(true)
    expect(passesVerdict({ loopDetected: false, success: true, wastedTokens: null }, 'loops', { maxWastedTokens: 0 })).toBe(true)
    expect(passesVerdict({ loopDetected: true, success: true, wastedTokens: 0 }, 'loops', { maxWastedTokens: 1000 })).toBe(false)
  })

  it('writes shares that never round to 0% or 100% when they are neither', () => {
    expect(sharePercent(1, 1000)).toBe('<1%')
    expect(sharePercent(999, 1000)).toBe('>99%')
    expect(sharePercent(380, 1000)).toBe('38%')
  })
})
