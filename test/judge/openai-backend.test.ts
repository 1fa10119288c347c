import { afterEach, describe, expect, it } from 'vitest'
import { JudgeError, OpenAICompatibleBackend, type JudgeQuestion } from '../../src/judge/index.js'
import { chatReply, sendJson, sendTruncated, startJudgeServer, type FakeJudgeServer, type JudgeHandler } from './support/server.js'

const KEY = 'sk-proj-TEST-0123456789abcdef'
const FAST = { timeoutMs: 400, retryBaseDelayMs: 5, maxRetryDelayMs: 20 }
const QUESTIONS: JudgeQuestion[] = [
  { id: 'progress_0_1', type: 'noul', instructions: 'Did step 1 advance?' },
  { id: 'revisit_0_2', type: 'noul', instructions: 'Does step 2 repeat step 0?' },
  { id: 'kind', type: 'choice', instructions: 'Which?', choices: { retry: 'same again', detour: null } },
  { id: 'stagnation', type: 'score', instructions: 'How stuck?', levels: ['a', 'b', 'c', 'd'] },
]
const GOOD = { progress_0_1: 0.2, revisit_0_2: 0.9, kind: 'retry', stagnation: 3 }

let server: FakeJudgeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function serve(handler: JudgeHandler): Promise<FakeJudgeServer> {
  server = await startJudgeServer(handler)
  return server
}

function llm(url: string, extra: ConstructorParameters<typeof OpenAICompatibleBackend>[0] = {}): OpenAICompatibleBackend {
  return new OpenAICompatibleBackend({ model: 'judge-model', apiKey: KEY, baseUrl: `${url}/v1`, http: FAST, env: {}, ...extra })
}

async function failure(promise: Promise<unknown>): Promise<JudgeError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(JudgeError)
  return error as JudgeError
}

const replying =
  (content: string): JudgeHandler =>
  (_req, res) =>
    sendJson(res, 200, chatReply(content))

describe('OpenAICompatibleBackend: the chat protocol', () => {
  it('POSTs to {baseUrl}/chat/completions at temperature 0 with a JSON response format and reads {answers}', async () => {
    const s = await serve(replying(JSON.stringify({ answers: GOOD })))
    const backend = llm(s.url, { inputUsdPerMTok: 0.15, outputUsdPerMTok: 0.6 })
    const response = await backend.ask('Goal: fix checkout\n\n[Step 0] ...', QUESTIONS)
    expect(s.requests).toHaveLength(1)
    const [request] = s.requests
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' })
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(request!.body).toMatchObject({ model: 'judge-model', temperature: 0, response_format: { type: 'json_object' } })
    const [system, user] = request!.body.messages
    expect(system.role).toBe('system')
    expect(system.content).toContain('{"answers"')
    expect(user.role).toBe('user')
    expect(user.content).toContain('Goal: fix checkout')
    for (const q of QUESTIONS) expect(user.content).toContain(`- "${q.id}"`)
    expect(user.content).toContain('    3: d')
    expect(user.content).toContain('    "retry": same again')

    expect(response.answers).toEqual({
      progress_0_1: { type: 'noul', noul: 0.2 },
      revisit_0_2: { type: 'noul', noul: 0.9 },
      kind: { type: 'choice', choice: 'retry' },
      stagnation: { type: 'score', score: 3 },
    })
    expect(response).toMatchObject({ inputTokens: 1200, outputTokens: 80, model: 'judge-model-2026' })
    // Per-token prices: 1200 × $0.15/M + 80 × $0.60/M.
    expect(response.costUsd).toBeCloseTo(0.000228, 12)
  })

  it('reads OPENAI_API_KEY and OPENAI_BASE_URL, and needs a model', async () => {
    const s = await serve(replying(JSON.stringify({ answers: GOOD })))
    const backend = new OpenAICompatibleBackend({ model: 'm', env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${s.url}/api/` }, http: FAST })
    expect(backend.endpoint).toBe(`${s.url}/api/chat/completions`)
    await backend.ask('s', QUESTIONS)
    expect(s.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(() => new OpenAICompatibleBackend({ env: { OPENAI_API_KEY: KEY } })).toThrow(/no model/)
    expect(() => new OpenAICompatibleBackend({ model: 'm', env: {} })).toThrow(/OPENAI_API_KEY/)
    expect(new OpenAICompatibleBackend({ model: 'm', env: { OPENAI_API_KEY: KEY } }).endpoint).toBe('https://api.openai.com/v1/chat/completions')
  })

  it('clamps yes/no values to 0..1', async () => {
    const s = await serve(replying(JSON.stringify({ answers: { ...GOOD, progress_0_1: 1.4, revisit_0_2: -0.2 } })))
    const { answers } = await llm(s.url).ask('s', QUESTIONS)
    expect(answers.progress_0_1).toEqual({ type: 'noul', noul: 1 })
    expect(answers.revisit_0_2).toEqual({ type: 'noul', noul: 0 })
  })

  it('tolerates a fenced reply', async () => {
    const s = await serve(replying('```json\n' + JSON.stringify({ answers: GOOD }, null, 2) + '\n```'))
    await expect(llm(s.url).ask('s', QUESTIONS)).resolves.toMatchObject({ answers: { kind: { choice: 'retry' } } })
  })

  it('costs nothing when no prices are given', async () => {
    const s = await serve(replying(JSON.stringify({ answers: GOOD })))
    expect((await llm(s.url).ask('s', QUESTIONS)).costUsd).toBe(0)
  })
})

describe('OpenAICompatibleBackend: answers that are errors, never "no loop"', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ['a missing answer', { answers: { revisit_0_2: 0.1, kind: 'retry', stagnation: 0 } }, /"progress_0_1" is missing/],
    ['a null answer', { answers: { ...GOOD, progress_0_1: null } }, /"progress_0_1" is missing/],
    ['a yes/no answer that is not a number', { answers: { ...GOOD, progress_0_1: 'yes' } }, /"progress_0_1" is "yes", expected a number from 0 to 1/],
    ['a label that is not exact', { answers: { ...GOOD, kind: 'Retry' } }, /"kind" is "Retry", expected one of "retry", "detour"/],
    ['a fractional level', { answers: { ...GOOD, stagnation: 2.5 } }, /"stagnation" is 2.5, expected an integer level from 0 to 3/],
    ['a level out of range', { answers: { ...GOOD, stagnation: 4 } }, /"stagnation" is 4, expected an integer level/],
    ['a level as text', { answers: { ...GOOD, stagnation: '2' } }, /"stagnation" is "2", expected an integer level/],
  ]
  for (const [what, content, message] of cases) {
    it(`rejects ${what}`, async () => {
      const s = await serve(replying(JSON.stringify(content)))
      const error = await failure(llm(s.url).ask('s', QUESTIONS))
      expect(error.kind).toBe('missing-answer')
      expect(error.message).toMatch(message)
    })
  }

  it('rejects a message that is not JSON, saying when it was cut at the token limit', async () => {
    const s = await serve((_req, res) => sendJson(res, 200, chatReply('{"answers": {"progress_0_1": 0.', undefined, 'length')))
    const error = await failure(llm(s.url).ask('s', QUESTIONS))
    expect(error.kind).toBe('malformed')
    expect(error.message).toBe(
      `LLM judge: POST ${s.url}/v1/chat/completions returned a message that is not JSON (cut off at the token limit): {"answers": {"progress_0_1": 0.`,
    )
  })

  it('rejects JSON without an answers object, and a reply without choices', async () => {
    const noAnswers = await serve(replying(JSON.stringify({ progress_0_1: 0.5 })))
    expect((await failure(llm(noAnswers.url).ask('s', QUESTIONS))).message).toMatch(/JSON without an "answers" object/)
    await noAnswers.close()
    const noChoices = await serve((_req, res) => sendJson(res, 200, { choices: [] }))
    expect((await failure(llm(noChoices.url).ask('s', QUESTIONS))).message).toMatch(/returned an unexpected reply \(choices:/)
  })
})

describe('OpenAICompatibleBackend: faults', () => {
  it('retries 500 and 429 then succeeds; reports persistent failures with endpoint and status', async () => {
    const s = await serve((_req, res, index) =>
      index === 0 ? sendJson(res, 500, {}) : index === 1 ? sendJson(res, 429, {}) : sendJson(res, 200, chatReply(JSON.stringify({ answers: GOOD }))),
    )
    await expect(llm(s.url).ask('s', QUESTIONS)).resolves.toMatchObject({ inputTokens: 1200 })
    expect(s.requests).toHaveLength(3)
    await s.close()

    const down = await serve((_req, res) => sendJson(res, 502, { error: { message: 'bad gateway' } }))
    const error = await failure(llm(down.url).ask('s', QUESTIONS))
    expect(error).toMatchObject({ kind: 'http', status: 502, attempts: 3 })
    expect(error.message).toContain(`LLM judge: POST ${down.url}/v1/chat/completions failed with HTTP 502 after 3 attempts`)
  })

  it('times out, and retries truncated replies', async () => {
    const slow = await serve((_req, res) => void setTimeout(() => sendJson(res, 200, chatReply('{}')), 1500))
    expect((await failure(llm(slow.url, { http: { ...FAST, timeoutMs: 100 } }).ask('s', QUESTIONS))).kind).toBe('timeout')
    await slow.close()
    const cut = await serve((_req, res, index) =>
      index === 0 ? sendTruncated(res, chatReply(JSON.stringify({ answers: GOOD }))) : sendJson(res, 200, chatReply(JSON.stringify({ answers: GOOD }))),
    )
    await expect(llm(cut.url).ask('s', QUESTIONS)).resolves.toMatchObject({ model: 'judge-model-2026' })
    expect(cut.requests).toHaveLength(2)
  })

  it('never puts the key in an error message, even when the server echoes it', async () => {
    const s = await serve((req, res) => sendJson(res, 500, { error: `upstream rejected ${String(req.headers.authorization)}` }))
    const error = await failure(llm(s.url).ask('s', QUESTIONS))
    expect(error.message).toContain('[redacted]')
    expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain(KEY)
    await s.close()
    const content = await serve(replying(JSON.stringify({ answers: { ...GOOD, kind: KEY } })))
    const second = await failure(llm(content.url).ask('s', QUESTIONS))
    expect(second.message).not.toContain(KEY)
  })
})
