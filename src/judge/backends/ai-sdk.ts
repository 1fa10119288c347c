// A judge backed by any Vercel AI SDK language model (OpenAI, Anthropic,
// Google, Bedrock, Mistral, local models through community providers): all
// of a trace's questions in one structured-output call, so the provider's
// native JSON mode is used. `ai` is an optional peer dependency, loaded only
// when the backend is first asked: the package installs and works without it.

import { z } from 'zod'
import { redactSecrets, secretValues } from '../../util/secrets.js'
import { truncate } from '../../util/text.js'
import { JudgeError } from '../errors.js'
import { chatMessages, readAnswers } from './llm-protocol.js'
import type { AskOptions, JudgeBackend, JudgeQuestion, JudgeResponse } from './types.js'

/**
 * The part of an AI SDK `LanguageModel` the backend reads to name it: a model
 * object (`openai('gpt-4o-mini')`, `anthropic('claude-…')`, a mock) or a
 * gateway model id string.
 *
 * @example
 * const model: AiSdkModel = openai('gpt-4o-mini')
 */
export type AiSdkModel = string | { readonly provider: string; readonly modelId: string }

/**
 * Options of {@link AiSdkJudgeBackend}.
 *
 * @example
 * new AiSdkJudgeBackend({ model: anthropic('claude-3-5-haiku-latest'), timeoutMs: 30_000, inputUsdPerMTok: 0.8, outputUsdPerMTok: 4 })
 */
export interface AiSdkJudgeBackendOptions {
  /** Any AI SDK language model. */
  model: AiSdkModel
  /** Retries on retryable provider errors, with the SDK's backoff (2). */
  maxRetries?: number
  /** Time for the whole call, retries included, in milliseconds (60,000). */
  timeoutMs?: number
  /** US dollars per million input tokens, for the cost figure (0: unknown). */
  inputUsdPerMTok?: number
  /** US dollars per million output tokens (0: unknown). */
  outputUsdPerMTok?: number
  /**
   * Values never to show in an error message. Default: the values of every
   * environment variable named like a secret (`OPENAI_API_KEY`,
   * `ANTHROPIC_API_KEY`, `…_TOKEN`), which is where providers read keys; the
   * same rule the CLI redacts its output by.
   */
  secrets?: readonly string[]
}

const OptionsSchema = z.strictObject({
  model: z.custom<AiSdkModel>(
    (value) =>
      (typeof value === 'string' && value !== '') ||
      (typeof value === 'object' && value !== null && typeof (value as { modelId?: unknown }).modelId === 'string'),
    { message: 'expected an AI SDK language model (for example openai("gpt-4o-mini")) or a model id' },
  ),
  maxRetries: z.number().int().min(0).max(10).optional(),
  timeoutMs: z.number().int().positive().optional(),
  inputUsdPerMTok: z.number().finite().nonnegative().optional(),
  outputUsdPerMTok: z.number().finite().nonnegative().optional(),
  secrets: z.array(z.string()).readonly().optional(),
})

// The structured output asked for: one typed answer per question, so the
// provider's JSON mode enforces the shape and readAnswers checks it again.
function answersSchema(questions: readonly JudgeQuestion[]) {
  const shape: Record<string, z.ZodType> = {}
  for (const question of questions) {
    if (question.type === 'noul') shape[question.id] = z.number().min(0).max(1).describe(question.instructions)
    else if (question.type === 'choice') shape[question.id] = z.enum(Object.keys(question.choices) as [string, ...string[]]).describe(question.instructions)
    else
      shape[question.id] = z
        .number()
        .int()
        .min(0)
        .max(question.levels.length - 1)
        .describe(question.instructions)
  }
  return z.object({ answers: z.object(shape) })
}

/**
 * A judge backed by any Vercel AI SDK `LanguageModel`: every question about
 * one trace in one call with structured output (a zod schema through the
 * SDK's JSON-schema response format), at temperature 0. Timeouts through an
 * abort signal, bounded retries (the SDK's), and a failure is a
 * {@link JudgeError} naming the provider and the model, never the key: the
 * detector reports it as failed, never as "no loop". Needs `ai` (5 or 6)
 * installed.
 *
 * @example
 * import { anthropic } from '@ai-sdk/anthropic'
 * import { AiSdkJudgeBackend } from 'loopcheck/judge'
 *
 * const judge = new AiSdkJudgeBackend({ model: anthropic('claude-3-5-haiku-latest') })
 * await expect(trace).toNotStagnate({ judge })
 */
export class AiSdkJudgeBackend implements JudgeBackend {
  readonly name = 'ai-sdk'
  readonly model: string
  /** The provider, as the model names it (`openai.chat`, `anthropic.messages`; `gateway` for a model id). */
  readonly provider: string
  private readonly languageModel: AiSdkModel
  private readonly maxRetries: number
  private readonly timeoutMs: number
  private readonly prices: { input: number; output: number }
  private readonly secrets: readonly string[]

  constructor(options: AiSdkJudgeBackendOptions) {
    const parsed = OptionsSchema.safeParse(options)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      throw new JudgeError('config', `AI SDK judge: ${issue.path.length > 0 ? `option ${issue.path.join('.')}: ` : ''}${issue.message}`)
    }
    this.languageModel = options.model
    this.model = typeof options.model === 'string' ? options.model : options.model.modelId
    this.provider = typeof options.model === 'string' ? 'gateway' : options.model.provider
    this.maxRetries = options.maxRetries ?? 2
    this.timeoutMs = options.timeoutMs ?? 60_000
    this.prices = { input: options.inputUsdPerMTok ?? 0, output: options.outputUsdPerMTok ?? 0 }
    this.secrets = options.secrets ?? secretValues(process.env)
  }

  async ask(state: string, questions: readonly JudgeQuestion[], options: AskOptions = {}): Promise<JudgeResponse> {
    if (questions.length === 0) return { answers: {}, inputTokens: 0, outputTokens: 0, costUsd: 0, latencyMs: 0, model: this.model }
    const label = `AI SDK judge (${this.provider} ${this.model})`
    const sdk = await loadAiSdk(label)
    const timeout = AbortSignal.timeout(this.timeoutMs)
    const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout])
    const [system, user] = chatMessages(state, questions)
    const started = performance.now()
    if (signal.aborted) throw this.failure(label, signal.reason, { timedOut: timeout.aborted, aborted: options.signal?.aborted === true })
    let result: Awaited<ReturnType<typeof sdk.generateText>>
    try {
      result = await sdk.generateText({
        model: this.languageModel as Parameters<typeof sdk.generateText>[0]['model'],
        system: system!.content,
        prompt: user!.content,
        temperature: 0,
        maxRetries: this.maxRetries,
        abortSignal: signal,
        output: sdk.Output.object({ schema: answersSchema(questions), name: 'loop_judgement' }),
      })
    } catch (error) {
      throw this.failure(label, error, { timedOut: timeout.aborted, aborted: options.signal?.aborted === true })
    }
    let output: unknown
    try {
      output = result.output
    } catch (error) {
      throw this.failure(label, error, { timedOut: false, aborted: false })
    }
    const raw = (output as { answers?: unknown } | undefined)?.answers
    if (raw === null || typeof raw !== 'object') {
      throw new JudgeError('malformed', `${label}: the reply has no "answers" object`)
    }
    const answers = readAnswers(raw as Record<string, unknown>, questions, { label })
    const inputTokens = result.usage.inputTokens ?? 0
    const outputTokens = result.usage.outputTokens ?? 0
    return {
      answers,
      inputTokens,
      outputTokens,
      costUsd: (inputTokens * this.prices.input + outputTokens * this.prices.output) / 1_000_000,
      latencyMs: performance.now() - started,
      model: result.response?.modelId ?? this.model,
    }
  }

  // One error type for every way the call can fail, its message naming the
  // provider and the model and redacted of every known secret.
  private failure(label: string, error: unknown, how: { timedOut: boolean; aborted: boolean }): JudgeError {
    const redact = (text: string) => redactSecrets(text, this.secrets)
    if (error instanceof JudgeError) return new JudgeError(error.kind, redact(error.message), { attempts: error.attempts })
    if (how.timedOut) return new JudgeError('timeout', `${label}: no reply within ${this.timeoutMs} ms`)
    if (how.aborted) return new JudgeError('aborted', `${label}: the call was aborted`)
    const e = error as { name?: string; message?: string; statusCode?: number; lastError?: unknown; errors?: unknown[] }
    // The SDK wraps the last attempt's error when it gave up retrying.
    const last = (e?.name === 'AI_RetryError' ? (e.lastError as typeof e) : e) ?? {}
    const attempts = Array.isArray(e?.errors) ? e.errors.length : 1
    const message = truncate(redact(String(last.message ?? error)), 500)
    if (typeof last.statusCode === 'number') {
      return new JudgeError('http', `${label}: the provider answered ${last.statusCode}: ${message}`, { status: last.statusCode, attempts })
    }
    if (/NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation/.test(String(last.name))) {
      return new JudgeError('malformed', `${label}: the reply was not the answers object: ${message}`, { attempts })
    }
    return new JudgeError('network', `${label}: ${message}`, { attempts })
  }
}

type AiSdk = typeof import('ai')

let cached: Promise<AiSdk> | undefined

async function loadAiSdk(label: string): Promise<AiSdk> {
  cached ??= import('ai')
  try {
    return await cached
  } catch {
    cached = undefined
    throw new JudgeError('config', `${label}: the AI SDK is not installed. Install it beside loopcheck: npm install ai`)
  }
}
