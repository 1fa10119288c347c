import { JudgeError, redactJudgeError } from '../errors.js'
import { envValue, joinUrl, resolveHttpOptions, type Env } from './env.js'
import { postJson, type HttpOptions } from './http.js'
import { chatMessages, parseChatReply } from './llm-protocol.js'
import type { AskOptions, JudgeBackend, JudgeQuestion, JudgeResponse } from './types.js'

/**
 * OpenAI's API root, used when no base URL is given.
 *
 * @example
 * new OpenAICompatibleBackend({ model: 'gpt-4o-mini', apiKey }).endpoint // 'https://api.openai.com/v1/chat/completions'
 */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1'

/**
 * Options of {@link OpenAICompatibleBackend}.
 *
 * @example
 * new OpenAICompatibleBackend({ model: 'gpt-4o-mini', inputUsdPerMTok: 0.15, outputUsdPerMTok: 0.6 })
 * new OpenAICompatibleBackend({ model: 'qwen3:8b', baseUrl: 'http://127.0.0.1:11434/v1' })
 */
export interface OpenAICompatibleBackendOptions {
  /** The chat model to ask. Required (default: `OPENAI_MODEL`). */
  model?: string
  /** Bearer token. Default: `OPENAI_API_KEY`. Required for OpenAI's own host. */
  apiKey?: string
  /** API root; `/chat/completions` is appended. Default: `OPENAI_BASE_URL`, else OpenAI's. */
  baseUrl?: string
  /** US dollars per million prompt tokens, for the cost figure (0: unknown). */
  inputUsdPerMTok?: number
  /** US dollars per million completion tokens (0: unknown). */
  outputUsdPerMTok?: number
  /** Timeout and retries; see {@link HttpOptions}. */
  http?: Partial<HttpOptions>
  /** Where to read the variables above (default `process.env`). */
  env?: Env
}

/**
 * A judge backed by any OpenAI-compatible chat model (OpenAI, a gateway,
 * Ollama, vLLM...): one `POST {baseUrl}/chat/completions` per trace at
 * temperature 0 with a JSON response format, answered with
 * `{"answers": {id: value}}`. A missing or malformed answer is an error,
 * never a silent "no loop".
 *
 * @example
 * import { OpenAICompatibleBackend, SemanticLoopDetection } from 'loopcheck'
 *
 * const judge = new OpenAICompatibleBackend({ model: 'gpt-4o-mini' }) // reads OPENAI_API_KEY
 * const result = await new SemanticLoopDetection(judge).measure(trace)
 */
export class OpenAICompatibleBackend implements JudgeBackend {
  readonly name = 'llm'
  readonly model: string
  /** The full endpoint URL. */
  readonly endpoint: string
  private readonly apiKey: string | undefined
  private readonly prices: { input: number; output: number }
  private readonly http: HttpOptions

  constructor(options: OpenAICompatibleBackendOptions = {}) {
    const env = options.env ?? process.env
    const model = options.model ?? envValue(env, 'OPENAI_MODEL')
    if (model === undefined) throw new JudgeError('config', 'LLM judge: no model. Pass model (or set OPENAI_MODEL).')
    const explicitBase = options.baseUrl ?? envValue(env, 'OPENAI_BASE_URL')
    this.model = model
    this.apiKey = options.apiKey ?? envValue(env, 'OPENAI_API_KEY')
    this.endpoint = joinUrl(explicitBase ?? OPENAI_DEFAULT_BASE_URL, '/chat/completions')
    this.prices = { input: options.inputUsdPerMTok ?? 0, output: options.outputUsdPerMTok ?? 0 }
    this.http = resolveHttpOptions(options.http)
    if (this.apiKey === undefined && explicitBase === undefined) {
      throw new JudgeError('config', 'LLM judge: no API key. Set OPENAI_API_KEY (or pass apiKey), or point baseUrl at a host that needs none.')
    }
    for (const [name, price] of Object.entries(this.prices)) {
      if (!Number.isFinite(price) || price < 0) throw new TypeError(`Invalid ${name} price per million tokens: ${price}`)
    }
  }

  async ask(state: string, questions: readonly JudgeQuestion[], options: AskOptions = {}): Promise<JudgeResponse> {
    if (questions.length === 0) return { answers: {}, inputTokens: 0, outputTokens: 0, costUsd: 0, latencyMs: 0, model: this.model }
    const label = 'LLM judge'
    const { json, latencyMs } = await postJson({
      label,
      url: this.endpoint,
      headers: this.apiKey === undefined ? {} : { authorization: `Bearer ${this.apiKey}` },
      body: {
        model: this.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: chatMessages(state, questions),
      },
      secrets: [this.apiKey],
      http: this.http,
      signal: options.signal,
    })
    let reply: ReturnType<typeof parseChatReply>
    try {
      reply = parseChatReply(json, questions, { label, endpoint: this.endpoint })
    } catch (error) {
      throw error instanceof JudgeError ? redactJudgeError(error, [this.apiKey]) : error
    }
    return {
      answers: reply.answers,
      inputTokens: reply.inputTokens,
      outputTokens: reply.outputTokens,
      costUsd: (reply.inputTokens * this.prices.input + reply.outputTokens * this.prices.output) / 1_000_000,
      latencyMs,
      model: reply.model ?? this.model,
    }
  }
}
