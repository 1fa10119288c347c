import { afterEach, describe, expect, it, vi } from 'vitest'
import { JevBackend, JudgeError, type JudgeQuestion } from '../../src/judge/index.js'
import { jevReplyFor, sendJson, sendTruncated, startJudgeServer, type FakeJudgeServer, type JudgeHandler } from './support/server.js'

const KEY = 'ts-live-9f8e7d6c5b4a'
const FAST = { timeoutMs: 400, retryBaseDelayMs: 5, maxRetryDelayMs: 20 }
const QUESTIONS: JudgeQuestion[] = [
  { id: 'progress_0_1', type: 'noul', instructions: 'Did step 1 advance?' },
  { id: 'kind', type: 'choice', instructions: 'Which?', choices: { retry: 'same again', detour: null } },
  { id: 'stagnation', type: 'score', instructions: 'How stuck?', levels: ['a', 'b', 'c', 'd'] },
]

let server: FakeJudgeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function serve(handler: JudgeHandler): Promise<FakeJudgeServer> {
  server = await startJudgeServer(handler)
  return server
}

function jev(url: string, extra: ConstructorParameters<typeof JevBackend>[0] = {}): JevBackend {
  return new JevBackend({ apiKey: KEY, baseUrl: url, http: FAST, env: {}, ...extra })
}

async function failure(promise: Promise<unknown>): Promise<JudgeError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(JudgeError)
  return error as JudgeError
}

describe('JevBackend: the System One protocol', () => {
  it('POSTs {model, state, questions} to {baseUrl}/v1/systemone with a bearer key and reads typed answers', async () => {
    const s = await serve((req, res) =>
      sendJson(res, 200, {
        model: 'jev-1.13.0',
        answers: {
          progress_0_1: { type: 'noul', noul: 0.12 },
          kind: { type: 'choice', choice: 'detour', confidence: 0.8, probabilities: { retry: 0.2, detour: 0.8 } },
          stagnation: { type: 'score', score: 2.11, confidence: 0.75, probabilities: { '0': 0.01, '1': 0.04, '2': 0.77, '3': 0.18 } },
        },
        usage: { input_tokens: 2_000_000 },
      }),
    )
    const response = await jev(s.url).ask('Goal: fix it', QUESTIONS)
    expect(s.requests).toHaveLength(1)
    const [request] = s.requests
    expect(request).toMatchObject({ method: 'POST', path: '/v1/systemone' })
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.body).toEqual({
      model: 'jev-latest',
      state: 'Goal: fix it',
      questions: {
        progress_0_1: { type: 'noul', instructions: 'Did step 1 advance?' },
        kind: { type: 'choice', instructions: 'Which?', criteria: { retry: 'same again', detour: null } },
        stagnation: { type: 'score', instructions: 'How stuck?', criteria: ['a', 'b', 'c', 'd'] },
      },
    })
    expect(response.answers).toEqual({
      progress_0_1: { type: 'noul', noul: 0.12 },
      kind: { type: 'choice', choice: 'detour', confidence: 0.8, probabilities: { retry: 0.2, detour: 0.8 } },
      stagnation: { type: 'score', score: 2.11, confidence: 0.75, probabilities: [0.01, 0.04, 0.77, 0.18] },
    })
    expect(response.inputTokens).toBe(2_000_000)
    // $0.042 per million input tokens, output free.
    expect(response.costUsd).toBeCloseTo(0.084, 12)
    expect(response.model).toBe('jev-1.13.0')
    expect(response.latencyMs).toBeGreaterThan(0)
  })

  it('reads the key, host and model from TYPESAFE_API_KEY, TYPESAFE_BASE_URL and TYPESAFE_DEFAULT_MODEL', async () => {
    const s = await serve((req, res) => sendJson(res, 200, jevReplyFor(req.body)))
    const backend = new JevBackend({ env: { TYPESAFE_API_KEY: KEY, TYPESAFE_BASE_URL: `${s.url}/`, TYPESAFE_DEFAULT_MODEL: 'jev-1.13' }, http: FAST })
    expect(backend.model).toBe('jev-1.13')
    expect(backend.endpoint).toBe(`${s.url}/v1/systemone`)
    await backend.ask('s', QUESTIONS)
    expect(s.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(s.requests[0]!.body.model).toBe('jev-1.13')
    expect(new JevBackend({ env: { TYPESAFE_API_KEY: KEY } }).model).toBe('jev-latest')
    expect(new JevBackend({ env: { TYPESAFE_API_KEY: KEY } }).endpoint).toBe('https://api.typesafe.ai/v1/systemone')
  })

  it('takes a path override, and an empty path when the base URL is the full endpoint', async () => {
    const s = await serve((req, res) => sendJson(res, 200, jevReplyFor(req.body)))
    await jev(s.url, { path: '/api/v1/judge' }).ask('s', QUESTIONS)
    await jev(`${s.url}/openrouter/systemone`, { path: '' }).ask('s', QUESTIONS)
    expect(s.requests.map((r) => r.path)).toEqual(['/api/v1/judge', '/openrouter/systemone'])
  })

  it("refuses to start without a key for TypeSafe's own host, naming the variable", () => {
    expect(() => new JevBackend({ env: {} })).toThrow(/TYPESAFE_API_KEY/)
    // A self-hosted endpoint may need none.
    expect(() => new JevBackend({ env: { TYPESAFE_BASE_URL: 'http://127.0.0.1:9' } })).not.toThrow()
  })

  it('sends no request for no questions', async () => {
    const s = await serve((req, res) => sendJson(res, 200, jevReplyFor(req.body)))
    expect((await jev(s.url).ask('s', [])).answers).toEqual({})
    expect(s.requests).toHaveLength(0)
  })
})

describe('JevBackend: faults', () => {
  it('times out a slow server after the timeout, without retrying by default', async () => {
    const s = await serve((req, res) => {
      setTimeout(() => sendJson(res, 200, jevReplyFor(req.body)), 1500)
    })
    const started = performance.now()
    const error = await failure(jev(s.url, { http: { ...FAST, timeoutMs: 150 } }).ask('s', QUESTIONS))
    expect(performance.now() - started).toBeLessThan(1200)
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe(`Jev judge: POST ${s.url}/v1/systemone timed out after 150 ms`)
    expect(s.requests).toHaveLength(1)
  })

  it('retries a timeout when asked to, within the retry bound', async () => {
    const s = await serve((req, res) => {
      setTimeout(() => sendJson(res, 200, jevReplyFor(req.body)), 1500)
    })
    const error = await failure(jev(s.url, { http: { ...FAST, timeoutMs: 100, retryOnTimeout: true, maxRetries: 1 } }).ask('s', QUESTIONS))
    expect(error.kind).toBe('timeout')
    expect(error.attempts).toBe(2)
    expect(s.requests).toHaveLength(2)
  })

  it('retries a 429 and succeeds, honouring a small Retry-After', async () => {
    const s = await serve((req, res, index) => {
      if (index === 0) sendJson(res, 429, { error: 'rate limited' }, { 'retry-after': '0' })
      else sendJson(res, 200, jevReplyFor(req.body, { noul: () => 0.7 }))
    })
    const response = await jev(s.url).ask('s', QUESTIONS)
    expect(s.requests).toHaveLength(2)
    expect(response.answers.progress_0_1).toEqual({ type: 'noul', noul: 0.7 })
  })

  it('waits as long as a small Retry-After asks before retrying', async () => {
    const times: number[] = []
    const s = await serve((req, res, index) => {
      times.push(performance.now())
      if (index === 0) sendJson(res, 429, { error: 'rate limited' }, { 'retry-after': '1' })
      else sendJson(res, 200, jevReplyFor(req.body))
    })
    await jev(s.url).ask('s', QUESTIONS)
    expect(times).toHaveLength(2)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950)
  })

  it('stops at once when the caller aborts, without retrying', async () => {
    const s = await serve((req, res) => void setTimeout(() => sendJson(res, 200, jevReplyFor(req.body)), 1000))
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const error = await failure(jev(s.url, { http: { ...FAST, timeoutMs: 5000 } }).ask('s', QUESTIONS, { signal: controller.signal }))
    expect(error.kind).toBe('aborted')
    expect(s.requests).toHaveLength(1)
  })

  it('gives up on 429 after the bounded retries, naming endpoint, status and attempts', async () => {
    const s = await serve((_req, res) => sendJson(res, 429, { error: 'slow down' }))
    const error = await failure(jev(s.url).ask('s', QUESTIONS))
    expect(s.requests).toHaveLength(3)
    expect(error).toMatchObject({ kind: 'http', status: 429, attempts: 3, endpoint: `${s.url}/v1/systemone` })
    expect(error.message).toBe(`Jev judge: POST ${s.url}/v1/systemone failed with HTTP 429 after 3 attempts: {"error":"slow down"}`)
  })

  it('does not retry early when Retry-After asks for a long wait', async () => {
    const s = await serve((_req, res) => sendJson(res, 429, { error: 'quota' }, { 'retry-after': '120' }))
    const error = await failure(jev(s.url).ask('s', QUESTIONS))
    expect(s.requests).toHaveLength(1)
    expect(error.status).toBe(429)
    expect(error.message).toMatch(/asked to retry after 120 s/)
  })

  it('retries a 500 and reports it when it persists', async () => {
    const flaky = await serve((req, res, index) => (index < 2 ? sendJson(res, 500, { error: 'boom' }) : sendJson(res, 200, jevReplyFor(req.body))))
    await expect(jev(flaky.url).ask('s', QUESTIONS)).resolves.toMatchObject({ inputTokens: 1000 })
    expect(flaky.requests).toHaveLength(3)
    await flaky.close()

    const down = await serve((_req, res) => sendJson(res, 503, { error: 'unavailable' }))
    const error = await failure(jev(down.url, { http: { ...FAST, maxRetries: 1 } }).ask('s', QUESTIONS))
    expect(down.requests).toHaveLength(2)
    expect(error).toMatchObject({ kind: 'http', status: 503 })
    expect(error.message).toContain(`POST ${down.url}/v1/systemone failed with HTTP 503 after 2 attempts`)
  })

  it('does not retry other client errors', async () => {
    const s = await serve((_req, res) => sendJson(res, 400, { error: 'bad question type' }))
    const error = await failure(jev(s.url).ask('s', QUESTIONS))
    expect(s.requests).toHaveLength(1)
    expect(error).toMatchObject({ kind: 'http', status: 400 })
  })

  it('treats a truncated reply as a network failure and retries it', async () => {
    const s = await serve((req, res, index) => (index === 0 ? sendTruncated(res, jevReplyFor(req.body)) : sendJson(res, 200, jevReplyFor(req.body))))
    await expect(jev(s.url).ask('s', QUESTIONS)).resolves.toMatchObject({ model: 'jev-1.13.0' })
    expect(s.requests).toHaveLength(2)

    const cut = await serve((req, res) => sendTruncated(res, jevReplyFor(req.body)))
    const error = await failure(jev(cut.url).ask('s', QUESTIONS))
    expect(error.kind).toBe('network')
    expect(error.message).toMatch(new RegExp(`^Jev judge: POST ${cut.url}/v1/systemone failed: .* after 3 attempts$`))
    expect(cut.requests).toHaveLength(3)
  })

  it('reports a reply that is not JSON as malformed, without retrying', async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"answers": {"progress_0_1": {"type": "no')
    })
    const error = await failure(jev(s.url).ask('s', QUESTIONS))
    expect(error.kind).toBe('malformed')
    expect(error.message).toMatch(/returned HTTP 200 with a body that is not JSON/)
    expect(s.requests).toHaveLength(1)
  })

  it('reports a reply of the wrong shape as malformed', async () => {
    const s = await serve((_req, res) => sendJson(res, 200, { result: 'ok' }))
    const error = await failure(jev(s.url).ask('s', QUESTIONS))
    expect(error.kind).toBe('malformed')
    expect(error.message).toMatch(/returned an unexpected reply \(answers:/)
  })

  it('never reads a missing, mistyped or out-of-range answer as an answer', async () => {
    // A complete reply with one answer replaced (or removed, with undefined).
    const replacing = (id: string, answer: unknown) => (body: any) => {
      const reply = jevReplyFor(body) as { answers: Record<string, unknown> }
      if (answer === undefined) delete reply.answers[id]
      else reply.answers[id] = answer
      return reply
    }
    const cases: Array<[(body: any) => unknown, RegExp]> = [
      [replacing('progress_0_1', undefined), /"progress_0_1" is missing/],
      [replacing('progress_0_1', { type: 'score', score: 1 }), /"progress_0_1" has type "score", expected "noul"/],
      [replacing('progress_0_1', { type: 'noul', noul: 1.2 }), /outside 0 to 1/],
      [replacing('progress_0_1', { type: 'noul', noul: 'yes' }), /"progress_0_1" is malformed/],
      [replacing('kind', { type: 'choice', choice: 'other' }), /"kind" is "other", not one of the offered labels/],
      [replacing('stagnation', { type: 'score', score: 4 }), /"stagnation" is level 4, outside 0 to 3/],
    ]
    for (const [reply, message] of cases) {
      const s = await serve((req, res) => sendJson(res, 200, reply(req.body)))
      const error = await failure(jev(s.url).ask('s', QUESTIONS))
      expect(error.kind).toBe('missing-answer')
      expect(error.message).toMatch(message)
      await s.close()
    }
  })
})

describe('JevBackend: the key stays secret', () => {
  it('never puts the key in an error message, even when the server echoes it back', async () => {
    const echo: JudgeHandler = (req, res) => sendJson(res, 401, { error: `invalid key: ${String(req.headers.authorization)}` })
    const writes: string[] = []
    const spies = [
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk: any) => (writes.push(String(chunk)), true)),
      vi.spyOn(console, 'error').mockImplementation((...args) => void writes.push(args.join(' '))),
      vi.spyOn(console, 'warn').mockImplementation((...args) => void writes.push(args.join(' '))),
      vi.spyOn(console, 'log').mockImplementation((...args) => void writes.push(args.join(' '))),
    ]
    try {
      const unauthorized = await serve(echo)
      const error = await failure(jev(unauthorized.url).ask('s', QUESTIONS))
      expect(error.status).toBe(401)
      expect(error.message).toContain('[redacted]')
      expect(`${error.message} ${error.stack} ${JSON.stringify(error)} ${error.endpoint}`).not.toContain(KEY)
      await unauthorized.close()

      // An answer label echoing the key ends up in a message too: redacted.
      const sneaky = await serve((req, res) => {
        // A hostile server: the reply's shape is deliberately not the protocol's.
        const reply = jevReplyFor(req.body) as { answers: Record<string, unknown> }
        reply.answers.kind = { type: 'choice', choice: `x ${KEY}` }
        sendJson(res, 200, reply)
      })
      const second = await failure(jev(sneaky.url).ask('s', QUESTIONS))
      expect(second.message).not.toContain(KEY)
      expect(second.message).toContain('[redacted]')
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    expect(writes.join('\n')).not.toContain(KEY)
  })
})
