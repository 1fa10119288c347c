import { describe, expect, it } from 'vitest'
import { fromAiSdkMessages } from '../../src/formats/ai-sdk-messages.js'
import { fromAiSdkResult } from '../../src/formats/ai-sdk.js'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { expectedModelTexts, expectedToolSpans, HEALTHY, LOOPING } from '../fixtures/formats/scenarios.js'
import { runAiSdkScenario } from './support/run-ai-sdk.js'
import { modelOutputs, plainTree, toolCalls } from './support/trees.js'

describe('Vercel AI SDK results from a real generateText run (ai v6, MockLanguageModelV3)', () => {
  it('normalizes the live result object (class instances with getters)', async () => {
    const result = await runAiSdkScenario(HEALTHY)
    expect(Object.getPrototypeOf(result)).not.toBe(Object.prototype)
    const trace = normalizeTrace(result, { goal: HEALTHY.prompt })
    expect(trace.format).toBe('ai-sdk')
    expect(toolCalls(trace.root)).toEqual(expectedToolSpans(HEALTHY))
    expect(modelOutputs(trace.root)).toEqual(expectedModelTexts(HEALTHY))
    expect(trace.root).toMatchObject({ type: 'agent', input: HEALTHY.prompt, output: HEALTHY.turns.at(-1)!.text })
    expect(trace.root!.children.map((span) => span.type)).toEqual(['llm', 'tool', 'llm', 'tool', 'llm', 'tool', 'llm'])
    expect(trace.root!.children[0]).toMatchObject({
      name: 'mock-weather-model',
      input: [{ role: 'user', content: HEALTHY.prompt }],
      metadata: { finishReason: 'tool-calls' },
    })
    expect(trace.root!.children[2]!.input).toEqual([{ role: 'tool', toolCallId: 'call_ok_1', content: { temp_c: 18, conditions: 'cloudy' } }])
  })

  it('gives the same tree after JSON.parse(JSON.stringify(result)), where the getters are gone', async () => {
    const result = await runAiSdkScenario(LOOPING)
    const stored = JSON.parse(JSON.stringify(result)) as { steps: Array<Record<string, unknown>> }
    expect(stored.steps[0]).not.toHaveProperty('toolCalls')
    expect(stored.steps[0]).not.toHaveProperty('text')
    const live = fromAiSdkResult(result, { prompt: LOOPING.prompt })
    const json = fromAiSdkResult(stored, { prompt: LOOPING.prompt })
    expect(plainTree(json.root!)).toEqual(plainTree(live.root!))
    expect(toolCalls(json.root)).toEqual(expectedToolSpans(LOOPING))
  })

  it('reads the run’s response.messages (cumulative) with the message adapter', async () => {
    const result = await runAiSdkScenario(HEALTHY)
    const trace = fromAiSdkMessages([{ role: 'user', content: HEALTHY.prompt }, ...result.response.messages])
    expect(trace.format).toBe('ai-sdk-messages')
    expect(toolCalls(trace.root)).toEqual(expectedToolSpans(HEALTHY))
    expect(modelOutputs(trace.root)).toEqual(expectedModelTexts(HEALTHY))
  })

  it('reads a bare step array, and refuses an unawaited streamText steps promise', async () => {
    const result = await runAiSdkScenario(HEALTHY)
    expect(toolCalls(normalizeTrace(result.steps).root)).toEqual(expectedToolSpans(HEALTHY))
    expect(() => normalizeTrace({ steps: Promise.resolve([]), textStream: {} })).toThrow('steps: is a promise (a streamText result)')
  })
})

describe('AI SDK step details', () => {
  const step = (content: unknown[]) => ({ content, finishReason: 'tool-calls', response: { modelId: 'm' } })

  it('records tool errors and keeps calls without results pending', () => {
    const trace = fromAiSdkResult({
      steps: [
        step([
          { type: 'tool-call', toolCallId: 'a', toolName: 'f', input: { x: 1 } },
          { type: 'tool-error', toolCallId: 'a', toolName: 'f', input: { x: 1 }, error: 'rate limited' },
          { type: 'tool-call', toolCallId: 'b', toolName: 'g', input: {}, providerExecuted: true },
        ]),
      ],
    })
    expect(trace.root!.children.slice(1)).toEqual([
      { type: 'tool', name: 'f', input: { x: 1 }, output: 'rate limited', error: 'rate limited', children: [], id: 'a' },
      { type: 'tool', name: 'g', input: {}, output: null, children: [], id: 'b', metadata: { providerExecuted: true, pending: true } },
    ])
  })

  it('keeps only the final result of a streaming tool (preliminary results are partial)', () => {
    const trace = fromAiSdkResult([
      step([
        { type: 'tool-call', toolCallId: 'a', toolName: 'f', input: {} },
        { type: 'tool-result', toolCallId: 'a', toolName: 'f', input: {}, output: { progress: 50 }, preliminary: true },
        { type: 'tool-result', toolCallId: 'a', toolName: 'f', input: {}, output: { done: true } },
      ]),
    ])
    expect(trace.root!.children[1]!.output).toEqual({ done: true })
  })

  it('merges a v4 "continue" step into the previous turn', () => {
    const v4 = (stepType: string, text: string) => ({ stepType, text, toolCalls: [], toolResults: [], finishReason: 'length', response: { modelId: 'gpt' } })
    const trace = fromAiSdkResult({ steps: [v4('initial', 'The answer '), v4('continue', 'is 42.')] })
    expect(trace.root!.children.map((span) => span.output)).toEqual(['The answer is 42.'])
  })

  it('parses a v4 result that went through JSON.stringify', () => {
    const trace = fromAiSdkResult({
      steps: [
        {
          stepType: 'initial',
          text: '',
          toolCalls: [{ type: 'tool-call', toolCallId: 'a', toolName: 'f', args: { q: 1 } }],
          toolResults: [{ type: 'tool-result', toolCallId: 'a', toolName: 'f', args: { q: 1 }, result: '{"hits":[1,2]}' }],
          finishReason: 'tool-calls',
          response: { modelId: 'gpt' },
        },
      ],
    })
    expect(trace.root!.children[1]).toMatchObject({ input: { q: 1 }, output: { hits: [1, 2] } })
  })

  it('names the path of bad input', () => {
    expect(() => fromAiSdkResult({ steps: [step([{ type: 'tool-call', toolName: 'f', input: {} }])] })).toThrow(
      'steps[0].content[0].toolCallId: expected a string, got undefined',
    )
    expect(() => fromAiSdkResult({ steps: [step([]), { nope: true }] })).toThrow(/^steps\[1\]: expected an AI SDK step/)
  })
})

describe('AI SDK message details', () => {
  it('unwraps every v5 output wrapper', () => {
    const trace = fromAiSdkMessages([
      { role: 'assistant', content: ['a', 'b', 'c', 'd'].map((id) => ({ type: 'tool-call', toolCallId: id, toolName: 't', input: {} })) },
      {
        role: 'tool',
        content: [
          { type: 'tool-result', toolCallId: 'a', toolName: 't', output: { type: 'text', value: 'plain' } },
          { type: 'tool-result', toolCallId: 'b', toolName: 't', output: { type: 'error-text', value: 'failed' } },
          { type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'content', value: [{ type: 'text', text: '{"n":1}' }] } },
          { type: 'tool-result', toolCallId: 'd', toolName: 't', output: { type: 'execution-denied', reason: 'user said no' } },
        ],
      },
    ])
    expect(trace.root!.children.slice(1).map((span) => [span.output, span.error ?? null])).toEqual([
      ['plain', null],
      ['failed', 'failed'],
      [{ n: 1 }, null],
      ['user said no', 'user said no'],
    ])
  })

  it('reads v4 args / result / isError', () => {
    const trace = fromAiSdkMessages([
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'a', toolName: 't', args: { q: 1 } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a', toolName: 't', result: 'nope', isError: true }] },
    ])
    expect(trace.root!.children[1]).toMatchObject({ input: { q: 1 }, output: 'nope', error: 'nope' })
  })
})
