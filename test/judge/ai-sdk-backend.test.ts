// AiSdkJudgeBackend against the AI SDK's own mock model: one call per trace
// with structured output, scripted answers, malformed and truncated replies,
// provider errors, a slow model against the timeout, keys never shown; and
// end to end through the matchers.
import { APICallError } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import { describe, expect, it } from 'vitest'
import '../../matchers/vitest.js'
import { AiSdkJudgeBackend, JudgeError, judgeDetectLoops, type JudgeQuestion } from '../../src/judge/index.js'
import { llm, row, steps, tool, VERBATIM } from './support/traces.js'

const USAGE = {
  inputTokens: { total: 812, noCache: 812, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 40, text: 40, reasoning: 0 },
}
const KEY = 'sk-test-0123456789abcdefghijklmnop'

/** A mock model that answers every call with `reply(questions prompt)`, recording each call. */
function mockModel(reply: (prompt: string) => string | Promise<string>, finish: 'stop' | 'length' = 'stop') {
  const calls: Array<{ prompt: string; responseFormat: unknown }> = []
  const model = new MockLanguageModelV3({
    provider: 'mock-provider',
    modelId: 'mock-judge-1',
    doGenerate: async (options) => {
      const prompt = JSON.stringify(options.prompt)
      calls.push({ prompt, responseFormat: options.responseFormat })
      return {
        content: [{ type: 'text' as const, text: await reply(prompt) }],
        finishReason: { unified: finish, raw: undefined },
        usage: USAGE,
        warnings: [],
      }
    },
  })
  return { model, calls }
}

/** Answers from the ids in the prompt: every step progress, no repeats. */
function answersFor(prompt: string, stuck: boolean): string {
  const ids = [...prompt.matchAll(/- \\"([a-z_0-9]+)\\" \(([a-z/ ]+)/g)].map((m) => ({ id: m[1]!, kind: m[2]! }))
  const answers: Record<string, number> = {}
  for (const { id, kind } of ids) {
    if (kind.startsWith('scale')) answers[id] = stuck ? 3 : 0
    else answers[id] = id.startsWith('progress_') ? (stuck ? 0.03 : 0.96) : stuck ? 0.92 : 0.04
  }
  return JSON.stringify({ answers })
}

const questions: JudgeQuestion[] = [
  { id: 'progress_0_1', type: 'noul', instructions: 'Did step 1 advance the goal beyond step 0?' },
  { id: 'kind', type: 'choice', instructions: 'What kind of step?', choices: { retry: 'the same call again', new: null } },
  { id: 'stagnation', type: 'score', instructions: 'How stuck is the agent?', levels: ['not', 'a little', 'mostly', 'fully'] },
]

describe('AiSdkJudgeBackend', () => {
  it('answers every question in one structured-output call, with usage and cost', async () => {
    const { model, calls } = mockModel(() => JSON.stringify({ answers: { progress_0_1: 0.2, kind: 'retry', stagnation: 2 } }))
    const judge = new AiSdkJudgeBackend({ model, inputUsdPerMTok: 1, outputUsdPerMTok: 4 })
    const response = await judge.ask('Goal: fix it', questions)
    expect(response.answers).toEqual({
      progress_0_1: { type: 'noul', noul: 0.2 },
      kind: { type: 'choice', choice: 'retry' },
      stagnation: { type: 'score', score: 2 },
    })
    expect(response).toMatchObject({ inputTokens: 812, outputTokens: 40, model: 'mock-judge-1' })
    expect(response.costUsd).toBeCloseTo((812 * 1 + 40 * 4) / 1e6, 12)
    expect(calls).toHaveLength(1)
    // The provider's JSON mode gets the answers' schema.
    expect(calls[0]!.responseFormat).toMatchObject({ type: 'json', schema: { type: 'object', properties: { answers: { type: 'object' } } } })
    expect(judge).toMatchObject({ name: 'ai-sdk', model: 'mock-judge-1', provider: 'mock-provider' })
  })

  it('asks one call per trace through the judged detector', async () => {
    const { model, calls } = mockModel((prompt) => answersFor(prompt, false))
    const report = await judgeDetectLoops(row([...steps(3), tool('grep', { pattern: 'x' })]), new AiSdkJudgeBackend({ model }))
    expect(calls).toHaveLength(1)
    expect(report.judge.failed).toBe(false)
    expect(report.judge.inputTokens).toBe(812)
  })

  it('reports a reply that is not the answers object as malformed, never as no loop', async () => {
    for (const text of [
      '{"answers": {"progress_0_1": 0.2, "kind": "retry"',
      'Sure! Here are my answers.',
      '{"result": 1}',
      '{"answers": {"progress_0_1": 2, "kind": "retry", "stagnation": 2}}',
    ]) {
      const { model } = mockModel(() => text)
      const error = await new AiSdkJudgeBackend({ model, maxRetries: 0 }).ask('Goal', questions).catch((e: unknown) => e)
      expect(error, text).toBeInstanceOf(JudgeError)
      expect((error as JudgeError).kind).toBe('malformed')
      expect((error as JudgeError).message).toContain('AI SDK judge (mock-provider mock-judge-1)')
    }
  })

  it('reports a truncated reply (cut at the token limit) as malformed', async () => {
    const { model } = mockModel(() => '{"answers": {"progress_0_1": 0.', 'length')
    const error = (await new AiSdkJudgeBackend({ model, maxRetries: 0 }).ask('Goal', questions).catch((e: unknown) => e)) as JudgeError
    expect(error.kind).toBe('malformed')
  })

  it('reports a provider error with its status, after bounded retries, and never shows the key', async () => {
    let attempts = 0
    const model = new MockLanguageModelV3({
      provider: 'mock-provider',
      modelId: 'mock-judge-1',
      doGenerate: async () => {
        attempts++
        throw new APICallError({
          message: `Incorrect API key provided: ${KEY}`,
          url: 'https://api.example.test/v1/chat',
          requestBodyValues: {},
          statusCode: 429,
          isRetryable: true,
        })
      },
    })
    const error = (await new AiSdkJudgeBackend({ model, maxRetries: 1, secrets: [KEY] }).ask('Goal', questions).catch((e: unknown) => e)) as JudgeError
    expect(error).toBeInstanceOf(JudgeError)
    expect(error).toMatchObject({ kind: 'http', status: 429 })
    expect(attempts).toBe(2)
    expect(error.message).toContain('mock-provider mock-judge-1')
    expect(error.message).not.toContain(KEY)
    expect(error.message).toContain('[redacted]')
  })

  it('redacts keys read from the environment by default', async () => {
    process.env.LOOPCHECK_TEST_PROVIDER_API_KEY = KEY
    try {
      const model = new MockLanguageModelV3({
        doGenerate: async () => {
          throw new Error(`connection reset while sending Authorization: Bearer ${KEY}`)
        },
      })
      const error = (await new AiSdkJudgeBackend({ model, maxRetries: 0 }).ask('Goal', questions).catch((e: unknown) => e)) as JudgeError
      expect(error.kind).toBe('network')
      expect(error.message).not.toContain(KEY)
    } finally {
      delete process.env.LOOPCHECK_TEST_PROVIDER_API_KEY
    }
  })

  it('times a slow model out through an abort signal', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: (options) =>
        new Promise((_, reject) => {
          options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal?.reason ?? new Error('aborted')))
        }),
    })
    const started = performance.now()
    const error = (await new AiSdkJudgeBackend({ model, timeoutMs: 50, maxRetries: 0 }).ask('Goal', questions).catch((e: unknown) => e)) as JudgeError
    expect(error).toMatchObject({ kind: 'timeout' })
    expect(error.message).toContain('no reply within 50 ms')
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it("stops when the caller's signal aborts", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: (options) =>
        new Promise((_, reject) => {
          if (options.abortSignal?.aborted) reject(new Error('aborted'))
          options.abortSignal?.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    })
    const controller = new AbortController()
    const pending = new AiSdkJudgeBackend({ model, maxRetries: 0 }).ask('Goal', questions, { signal: controller.signal }).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 20)
    expect(await pending).toMatchObject({ kind: 'aborted' })
  })

  it('rejects bad options with a config error', () => {
    expect(() => new AiSdkJudgeBackend({ model: {} as never })).toThrow(/AI SDK judge: option model: expected an AI SDK language model/)
    expect(() => new AiSdkJudgeBackend({ model: 'openai/gpt-4o-mini', timeoutMs: -1 })).toThrow(JudgeError)
    expect(() => new AiSdkJudgeBackend({ model: 'openai/gpt-4o-mini', maxRetrys: 1 } as never)).toThrow(/maxRetrys/)
  })

  it('falls back to the deterministic score when the model fails, and says so', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('provider down')
      },
    })
    const report = await judgeDetectLoops(row([...steps(3)]), new AiSdkJudgeBackend({ model, maxRetries: 0 }))
    expect(report.judge.failed).toBe(true)
    expect(report.judge.error).toContain('provider down')
  })
})

describe('AiSdkJudgeBackend through the matchers', () => {
  it('passes a trace the model reads as progress and fails one it reads as stuck', async () => {
    const healthy = mockModel((prompt) => answersFor(prompt, false))
    await expect(row([...steps(3)])).toNotStagnate({ judge: new AiSdkJudgeBackend({ model: healthy.model }) })
    const stuck = mockModel((prompt) => answersFor(prompt, true))
    const looping = row([llm(VERBATIM), tool('grep', { pattern: 'x' }, 'none'), llm(VERBATIM), tool('grep', { pattern: 'x' }, 'none'), llm(VERBATIM)])
    await expect(looping).not.toNotStagnate({ judge: new AiSdkJudgeBackend({ model: stuck.model }) })
    await expect(expect(looping).toNotStagnate({ judge: new AiSdkJudgeBackend({ model: stuck.model }) })).rejects.toThrow(/stagnat/i)
  })

  it('throws with throwOnJudgeFailure instead of passing', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('provider down')
      },
    })
    await expect(
      expect(row([...steps(2)])).toHaveNoAgentLoops({ judge: new AiSdkJudgeBackend({ model, maxRetries: 0 }), throwOnJudgeFailure: true }),
    ).rejects.toThrow(/provider down/)
  })
})

describe('AiSdkJudgeBackend when the caller aborted before asking', () => {
  it('does not call the model', async () => {
    const { model, calls } = mockModel(() => '{}')
    const controller = new AbortController()
    controller.abort()
    expect(await new AiSdkJudgeBackend({ model }).ask('Goal', questions, { signal: controller.signal }).catch((e: unknown) => e)).toMatchObject({
      kind: 'aborted',
    })
    expect(calls).toHaveLength(0)
  })
})
