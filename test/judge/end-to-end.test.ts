import { afterEach, describe, expect, it } from 'vitest'
import { JevBackend, JudgeError, OpenAICompatibleBackend, SemanticLoopDetection, judgeDetectLoops } from '../../src/judge/index.js'
import { readSharedJsonl } from '../support/shared.js'
import { askedIds, chatReply, jevReplyFor, sendJson, startJudgeServer, type FakeJudgeServer, type JudgeHandler } from './support/server.js'
import { row, steps } from './support/traces.js'

const KEY = 'ts-e2e-secret-5a4b3c2d1e'
const FAST = { timeoutMs: 500, retryBaseDelayMs: 5, maxRetryDelayMs: 20 }
const ROWS = readSharedJsonl<Record<string, any>>('bench/semloop-dataset.jsonl')
const PARAPHRASED = ROWS.find((r) => r.trace_id === 'paraphrased_loop-00')!

let server: FakeJudgeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
async function serve(handler: JudgeHandler): Promise<FakeJudgeServer> {
  server = await startJudgeServer(handler)
  return server
}

/** A judge that finds no progress anywhere: what a competent judge says of a paraphrased loop. */
const stuck = (id: string): number => (id.startsWith('progress_') ? 0.04 : 0.93)

describe('SemanticLoopDetection over HTTP', () => {
  it('catches a paraphrased loop through the Jev protocol with one request', async () => {
    const s = await serve((req, res) => sendJson(res, 200, jevReplyFor(req.body, { noul: stuck, level: 3, inputTokens: 1700 })))
    const result = await new SemanticLoopDetection(new JevBackend({ apiKey: KEY, baseUrl: s.url, http: FAST, env: {} })).measure(PARAPHRASED)
    expect(s.requests).toHaveLength(1)
    const body = s.requests[0]!.body
    expect(body.state).toMatch(/^Goal: Find why \/api\/orders returns 500 for guest checkout and fix it\n/)
    expect(Object.keys(body.questions)).toEqual([
      'tool_repeat_grep',
      'progress_0_1',
      'progress_1_2',
      'progress_2_3',
      'revisit_0_2',
      'revisit_1_3',
      'stagnation',
    ])
    expect(result.breakdown).toEqual({ toolRepetition: 0.5, reasoningStagnation: 0, callGraphCycles: 1 })
    expect(result.success).toBe(false)
    expect(result).toMatchObject({ judgeFailed: false, inputTokens: 1700, model: 'jev-latest', respondingModel: 'jev-1.13.0', questionsAsked: 7 })
    expect(result.costUsd).toBeCloseTo((1700 * 0.042) / 1e6, 15)
    expect(result.overall?.level).toBe(3)

    // As a report: named after the model asked for, whatever build answered.
    const report = await judgeDetectLoops(PARAPHRASED, new JevBackend({ apiKey: KEY, baseUrl: s.url, http: FAST, env: {} }))
    expect(report.detector).toBe('judge:jev-latest')
    expect(report.judge).toMatchObject({ failed: false, model: 'jev-latest', respondingModel: 'jev-1.13.0', inputTokens: 1700 })
    expect(report.findings.map((f) => f.kind)).toEqual([
      'repeated-tool-call',
      'reasoning-stagnation',
      'reasoning-stagnation',
      'reasoning-stagnation',
      'reasoning-stagnation',
      'reasoning-stagnation',
    ])
    expect(s.requests).toHaveLength(2)
  })

  it('sends one request per trace however many questions, on either protocol', async () => {
    const long = row(steps(40, 'grep'))
    const jevServer = await serve((req, res) => sendJson(res, 200, jevReplyFor(req.body, { noul: () => 0.9 })))
    const jev = new SemanticLoopDetection(new JevBackend({ apiKey: KEY, baseUrl: jevServer.url, http: FAST, env: {} }))
    await jev.measure(long)
    await jev.measure(row(steps(3)))
    expect(jevServer.requests).toHaveLength(2)
    expect(Object.keys(jevServer.requests[0]!.body.questions)).toHaveLength(64)
    await jevServer.close()

    const chat = await serve((req, res) => {
      const answers = Object.fromEntries(askedIds(req.body).map((id) => [id, id === 'stagnation' ? 0 : 0.9]))
      sendJson(res, 200, chatReply(JSON.stringify({ answers })))
    })
    const result = await new SemanticLoopDetection(new OpenAICompatibleBackend({ model: 'm', apiKey: KEY, baseUrl: chat.url, http: FAST, env: {} })).measure(
      long,
    )
    expect(chat.requests).toHaveLength(1)
    expect(askedIds(chat.requests[0]!.body)).toHaveLength(64)
    expect(result.questionsAsked).toBe(64)
    expect(result.questionsDropped).toBe(1 + 39 + 38 + 1 - 64)
  })

  it('reports a failing judge as failed, with the deterministic score, and keeps the key out of it', async () => {
    const s = await serve((req, res) => sendJson(res, 500, { error: `internal error for ${String(req.headers.authorization)}` }))
    const backend = new JevBackend({ apiKey: KEY, baseUrl: s.url, http: FAST, env: {} })
    const result = await new SemanticLoopDetection(backend).measure(PARAPHRASED)
    expect(s.requests).toHaveLength(3)
    expect(result.judgeFailed).toBe(true)
    expect(result.judgeError).toMatch(new RegExp(`^Jev judge: POST ${s.url}/v1/systemone failed with HTTP 500 after 3 attempts`))
    expect(result.reason).toMatch(/^The judge failed \(Jev judge: POST .* HTTP 500 .*\); fell back to the deterministic score\. /)
    // The deterministic metric's own verdict on this row: the repeated grep only.
    expect(result.breakdown).toEqual({ toolRepetition: 0.5, reasoningStagnation: 1, callGraphCycles: 1 })
    expect(JSON.stringify(result)).not.toContain(KEY)

    const report = await judgeDetectLoops(PARAPHRASED, backend)
    expect(report.detector).toBe('judge:jev-latest')
    expect(report.judge).toMatchObject({ failed: true, backend: 'jev', model: 'jev-latest', respondingModel: null })
    expect(report.judge.error).toContain('HTTP 500')
    expect(report.signals.reasoningStagnation.status).toBe('insufficient-data')
    expect(report.signals.reasoningStagnation.note).toMatch(/^the judge failed \(/)
    expect(JSON.stringify(report)).not.toContain(KEY)
  })

  it('rejects on a caller abort instead of falling back', async () => {
    const s = await serve((req, res) => void setTimeout(() => sendJson(res, 200, jevReplyFor(req.body)), 1000))
    const detection = new SemanticLoopDetection(new JevBackend({ apiKey: KEY, baseUrl: s.url, http: { ...FAST, timeoutMs: 5000 }, env: {} }))
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const error = await detection.measure(PARAPHRASED, { signal: controller.signal }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JudgeError)
    expect((error as JudgeError).kind).toBe('aborted')
  })

  it('rejects with the judge error when asked to throw', async () => {
    const s = await serve((_req, res) => sendJson(res, 200, { answers: {} }))
    const detection = new SemanticLoopDetection(new JevBackend({ apiKey: KEY, baseUrl: s.url, http: FAST, env: {} }), { throwOnJudgeFailure: true })
    const error = await detection.measure(PARAPHRASED).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JudgeError)
    expect((error as JudgeError).kind).toBe('missing-answer')
  })
})
