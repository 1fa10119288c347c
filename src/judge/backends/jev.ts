import { z } from 'zod'
import { JudgeError, redactJudgeError } from '../errors.js'
import { checkTypedAnswers, describeIssue } from './answers.js'
import { envValue, joinUrl, resolveHttpOptions, type Env } from './env.js'
import { postJson, type HttpOptions } from './http.js'
import type { AskOptions, JudgeBackend, JudgeQuestion, JudgeResponse } from './types.js'

/**
 * TypeSafe's API host.
 *
 * @example
 * new JevBackend({ baseUrl: JEV_DEFAULT_BASE_URL }).endpoint // 'https://api.typesafe.ai/v1/systemone'
 */
export const JEV_DEFAULT_BASE_URL = 'https://api.typesafe.ai'
/**
 * Where the System One API lives under the base URL.
 *
 * @example
 * joinUrl(JEV_DEFAULT_BASE_URL, JEV_DEFAULT_PATH) // 'https://api.typesafe.ai/v1/systemone'
 */
export const JEV_DEFAULT_PATH = '/v1/systemone'
/**
 * The model asked for when none is named.
 *
 * @example
 * new JevBackend({ apiKey }).model === JEV_DEFAULT_MODEL // true without TYPESAFE_DEFAULT_MODEL
 */
export const JEV_DEFAULT_MODEL = 'jev-latest'
/**
 * Jev's price: US dollars per million input tokens (output is free).
 *
 * @example
 * (100_000 * JEV_INPUT_USD_PER_MTOK) / 1_000_000 // $0.0042 for 100,000 input tokens
 */
export const JEV_INPUT_USD_PER_MTOK = 0.042

/**
 * Options of {@link JevBackend}. Every one has a default; the environment
 * supplies the key, the host and the model.
 *
 * @example
 * new JevBackend({ baseUrl: 'https://proxy.example/api/jev', path: '', model: 'typesafe/jev-1.13' })
 */
export interface JevBackendOptions {
  /** Bearer token. Default: `TYPESAFE_API_KEY`. Required for TypeSafe's own host. */
  apiKey?: string
  /** Default: `TYPESAFE_BASE_URL`, else `https://api.typesafe.ai`. */
  baseUrl?: string
  /** Appended to the base URL (`/v1/systemone`); `''` when the base URL is already the full endpoint. */
  path?: string
  /** Default: `TYPESAFE_DEFAULT_MODEL`, else `jev-latest`. */
  model?: string
  /** Price per million input tokens for the cost figure (0.042). */
  inputUsdPerMTok?: number
  /** Timeout and retries; see {@link HttpOptions}. */
  http?: Partial<HttpOptions>
  /** Where to read the variables above (default `process.env`). */
  env?: Env
}

// The reply, validated in small pieces: the envelope here, each answer by
// `checkTypedAnswers` so an error can name the question.
const UsageSchema = z.object({
  input_tokens: z.number().finite().nonnegative().optional(),
  output_tokens: z.number().finite().nonnegative().optional(),
})
const JevReplySchema = z.object({
  model: z.string().optional(),
  answers: z.record(z.string(), z.unknown()),
  usage: UsageSchema.nullish(),
})

/**
 * A judge backed by TypeSafe's System One API (the Jev model): every
 * question about a trace goes in one `POST {baseUrl}{path}` with
 * `{ model, state, questions }`, and the typed answers come back
 * (`noul`, `choice`, `score`). Cost is input tokens at $0.042 per million.
 *
 * @example
 * import { JevBackend, SemanticLoopDetection } from 'loopcheck'
 *
 * const judge = new JevBackend() // reads TYPESAFE_API_KEY
 * const result = await new SemanticLoopDetection(judge).measure(trace)
 */
export class JevBackend implements JudgeBackend {
  readonly name = 'jev'
  readonly model: string
  /** The full endpoint URL. */
  readonly endpoint: string
  private readonly apiKey: string | undefined
  private readonly inputUsdPerMTok: number
  private readonly http: HttpOptions

  constructor(options: JevBackendOptions = {}) {
    const env = options.env ?? process.env
    const explicitBase = options.baseUrl ?? envValue(env, 'TYPESAFE_BASE_URL')
    this.apiKey = options.apiKey ?? envValue(env, 'TYPESAFE_API_KEY')
    this.model = options.model ?? envValue(env, 'TYPESAFE_DEFAULT_MODEL') ?? JEV_DEFAULT_MODEL
    this.endpoint = joinUrl(explicitBase ?? JEV_DEFAULT_BASE_URL, options.path ?? JEV_DEFAULT_PATH)
    this.inputUsdPerMTok = options.inputUsdPerMTok ?? JEV_INPUT_USD_PER_MTOK
    this.http = resolveHttpOptions(options.http)
    // A self-hosted endpoint may need no key; TypeSafe's own always does.
    if (this.apiKey === undefined && explicitBase === undefined) {
      throw new JudgeError('config', 'Jev judge: no API key. Set TYPESAFE_API_KEY (or pass apiKey), or point baseUrl at a host that needs none.')
    }
    if (!Number.isFinite(this.inputUsdPerMTok) || this.inputUsdPerMTok < 0) {
      throw new TypeError(`Invalid inputUsdPerMTok: ${this.inputUsdPerMTok}`)
    }
  }

  async ask(state: string, questions: readonly JudgeQuestion[], options: AskOptions = {}): Promise<JudgeResponse> {
    if (questions.length === 0) return { answers: {}, inputTokens: 0, outputTokens: 0, costUsd: 0, latencyMs: 0, model: this.model }
    const label = 'Jev judge'
    const { json, latencyMs } = await postJson({
      label,
      url: this.endpoint,
      headers: this.apiKey === undefined ? {} : { authorization: `Bearer ${this.apiKey}` },
      body: { model: this.model, state, questions: toWireQuestions(questions) },
      secrets: [this.apiKey],
      http: this.http,
      signal: options.signal,
    })
    try {
      return this.read(json, questions, latencyMs)
    } catch (error) {
      throw error instanceof JudgeError ? redactJudgeError(error, [this.apiKey]) : error
    }
  }

  private read(json: unknown, questions: readonly JudgeQuestion[], latencyMs: number): JudgeResponse {
    const label = 'Jev judge'
    const reply = JevReplySchema.safeParse(json)
    if (!reply.success) {
      throw new JudgeError('malformed', `${label}: POST ${this.endpoint} returned an unexpected reply (${describeIssue(reply.error)})`, {
        endpoint: this.endpoint,
      })
    }
    const answers = checkTypedAnswers(questions, reply.data.answers, label, { endpoint: this.endpoint })
    const inputTokens = reply.data.usage?.input_tokens ?? 0
    return {
      answers,
      inputTokens,
      outputTokens: reply.data.usage?.output_tokens ?? 0,
      costUsd: (inputTokens * this.inputUsdPerMTok) / 1_000_000,
      latencyMs,
      model: reply.data.model ?? this.model,
    }
  }
}

/**
 * Questions in System One's wire shape, keyed by id: `instructions` for
 * every type, `criteria` as the labels (choice) or the ordered levels (score).
 *
 * @example
 * toWireQuestions([{ id: 'q', type: 'score', instructions: 'How stuck?', levels: ['no', 'yes'] }])
 * // { q: { type: 'score', instructions: 'How stuck?', criteria: ['no', 'yes'] } }
 */
export function toWireQuestions(questions: readonly JudgeQuestion[]): Record<string, Record<string, unknown>> {
  const wire: Record<string, Record<string, unknown>> = {}
  for (const question of questions) {
    if (question.type === 'noul') wire[question.id] = { type: 'noul', instructions: question.instructions }
    else if (question.type === 'choice') wire[question.id] = { type: 'choice', instructions: question.instructions, criteria: question.choices }
    else wire[question.id] = { type: 'score', instructions: question.instructions, criteria: question.levels }
  }
  return wire
}
