import { redactSecrets } from '../../util/secrets.js'
import { oneLine } from '../../util/text.js'
import { JudgeError } from '../errors.js'

/**
 * How a backend talks HTTP: one timeout per attempt, a bounded number of
 * retries with exponential backoff on 429, 5xx and connection failures, and
 * `Retry-After` honoured when it asks for a short wait.
 *
 * @example
 * const http: HttpOptions = { ...DEFAULT_HTTP_OPTIONS, timeoutMs: 5_000, maxRetries: 1 }
 */
export interface HttpOptions {
  /** Per attempt, in milliseconds (30 s). */
  timeoutMs: number
  /** Retries after the first attempt (2, so at most 3 requests). */
  maxRetries: number
  /** First backoff delay; doubled on each retry (500 ms). */
  retryBaseDelayMs: number
  /** Backoff ceiling (8 s). */
  maxRetryDelayMs: number
  /**
   * The longest `Retry-After` wait that is honoured (10 s). A server that
   * asks for longer is taken at its word: the call fails instead of
   * retrying early into the same refusal.
   */
  maxRetryAfterMs: number
  /** Retry an attempt that timed out (false: a judge that took 30 s once is rarely faster the second time). */
  retryOnTimeout: boolean
}

/**
 * The defaults of {@link HttpOptions}.
 *
 * @example
 * new JevBackend({ http: { ...DEFAULT_HTTP_OPTIONS, maxRetries: 0 } })
 */
export const DEFAULT_HTTP_OPTIONS: Readonly<HttpOptions> = Object.freeze({
  timeoutMs: 30_000,
  maxRetries: 2,
  retryBaseDelayMs: 500,
  maxRetryDelayMs: 8_000,
  maxRetryAfterMs: 10_000,
  retryOnTimeout: false,
})

/**
 * One JSON POST, as a backend describes it.
 *
 * @example
 * const request: PostJsonRequest = { label: 'Jev judge', url, headers: {}, body: {}, secrets: [key], http: DEFAULT_HTTP_OPTIONS }
 */
export interface PostJsonRequest {
  /** Who is calling, for error messages: `Jev judge`, `LLM judge`. */
  label: string
  url: string
  headers: Record<string, string>
  body: unknown
  /** Strings that must never appear in an error message (the API key). */
  secrets: ReadonlyArray<string | undefined>
  http: HttpOptions
  signal?: AbortSignal
}

/**
 * A successful POST: the parsed JSON reply and what it took.
 *
 * @example
 * const { json, attempts }: PostJsonResult = await postJson(request)
 */
export interface PostJsonResult {
  json: unknown
  status: number
  attempts: number
  latencyMs: number
}

/**
 * POSTs JSON with Node's global `fetch` and returns the parsed JSON reply.
 * Retries 429, 5xx and network failures (a reply cut off mid-body is a
 * network failure); a reply that is complete but not JSON is not retried.
 * Every error is a {@link JudgeError} whose message names the endpoint and
 * status and has the secrets redacted.
 *
 * @example
 * const { json } = await postJson({ label: 'Jev judge', url, headers, body, secrets: [key], http: DEFAULT_HTTP_OPTIONS })
 */
export async function postJson(request: PostJsonRequest): Promise<PostJsonResult> {
  const { label, url, http, signal } = request
  const redact = (text: string): string => redactSecrets(text, request.secrets)
  const fail = (kind: ConstructorParameters<typeof JudgeError>[0], message: string, status: number | undefined, attempts: number): JudgeError =>
    new JudgeError(kind, redact(`${label}: POST ${url} ${message}`), { endpoint: redact(url), status, attempts })

  const started = performance.now()
  const payload = JSON.stringify(request.body)
  let attempts = 0
  for (;;) {
    attempts++
    const canRetry = attempts <= http.maxRetries
    const timeout = AbortSignal.timeout(http.timeoutMs)
    const attemptSignal = signal === undefined ? timeout : AbortSignal.any([timeout, signal])
    let retryIn: number
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers },
        body: payload,
        signal: attemptSignal,
        redirect: 'error',
      })
      const text = await response.text()
      if (response.ok) {
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          throw fail('malformed', `returned HTTP ${response.status} with a body that is not JSON: ${snippet(text)}`, response.status, attempts)
        }
        return { json, status: response.status, attempts, latencyMs: performance.now() - started }
      }
      const retryable = response.status === 429 || response.status >= 500
      const what = `failed with HTTP ${response.status}${attempts > 1 ? ` after ${attempts} attempts` : ''}: ${snippet(text)}`
      if (!retryable || !canRetry) throw fail('http', what, response.status, attempts)
      const asked = retryAfterMs(response.headers.get('retry-after'))
      if (asked !== undefined && asked > http.maxRetryAfterMs) {
        throw fail(
          'http',
          `failed with HTTP ${response.status}; the server asked to retry after ${Math.round(asked / 1000)} s, longer than the ${Math.round(http.maxRetryAfterMs / 1000)} s this client waits`,
          response.status,
          attempts,
        )
      }
      retryIn = asked ?? backoff(http, attempts)
    } catch (error) {
      if (error instanceof JudgeError) throw error
      if (signal?.aborted === true) throw fail('aborted', 'was aborted by the caller', undefined, attempts)
      if (timeout.aborted) {
        if (!http.retryOnTimeout || !canRetry) {
          throw fail('timeout', `timed out after ${formatMs(http.timeoutMs)}${attempts > 1 ? ` (attempt ${attempts})` : ''}`, undefined, attempts)
        }
      } else if (!canRetry) {
        throw fail('network', `failed: ${describeNetworkError(error)}${attempts > 1 ? ` after ${attempts} attempts` : ''}`, undefined, attempts)
      }
      retryIn = backoff(http, attempts)
    }
    await sleep(retryIn, signal).catch(() => {
      throw fail('aborted', 'was aborted by the caller', undefined, attempts)
    })
  }
}

/**
 * `Retry-After` as milliseconds: delta-seconds or an HTTP date; `undefined` when absent or unreadable.
 *
 * @example
 * retryAfterMs('2')    // 2000
 * retryAfterMs(null)   // undefined
 */
export function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined
  const trimmed = header.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - Date.now())
}

function backoff(http: HttpOptions, attempt: number): number {
  const base = Math.min(http.maxRetryDelayMs, http.retryBaseDelayMs * 2 ** (attempt - 1))
  // A little jitter so parallel benchmark workers do not retry in lockstep.
  return base * (0.8 + Math.random() * 0.2)
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) return reject(new Error('aborted'))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = (): void => {
      clearTimeout(timer)
      reject(new Error('aborted'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** The start of a reply body on one line, for error messages. */
function snippet(text: string): string {
  return text.trim() === '' ? '(empty body)' : oneLine(text, 200)
}

// undici reports "fetch failed" with the useful part in `cause`.
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: unknown }).cause
  const detail = cause instanceof Error ? `${cause.message}${'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : ''}` : ''
  return detail !== '' && detail !== error.message ? `${error.message}: ${detail}` : error.message
}

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`
}
