import { redactSecrets } from '../util/secrets.js'

/**
 * Why a judge call failed.
 *
 * @example
 * if (error instanceof JudgeError && error.kind === 'timeout') retryLater()
 */
export type JudgeErrorKind =
  /** The backend is not set up (no API key, no model). */
  | 'config'
  /** No reply within the timeout. */
  | 'timeout'
  /** The connection failed or the reply was cut off. */
  | 'network'
  /** The server answered with an error status. */
  | 'http'
  /** The reply was not the expected JSON shape. */
  | 'malformed'
  /** The reply lacked an answer, or had one of the wrong type or out of range. */
  | 'missing-answer'
  /** The caller aborted the call. */
  | 'aborted'

/**
 * A judge call that failed. The message names the endpoint and the HTTP
 * status, never the API key: backends pass every message through a redactor
 * that replaces the key wherever it appears (a server may echo it back).
 *
 * @example
 * try {
 *   await backend.ask(state, questions)
 * } catch (error) {
 *   if (error instanceof JudgeError && error.kind === 'http') console.error(error.status, error.endpoint)
 * }
 */
export class JudgeError extends Error {
  override readonly name = 'JudgeError'
  readonly kind: JudgeErrorKind
  /** The URL that was called, when there was one. */
  readonly endpoint: string | undefined
  /** The last HTTP status, when the server answered. */
  readonly status: number | undefined
  /** How many HTTP attempts were made (retries included). */
  readonly attempts: number

  constructor(kind: JudgeErrorKind, message: string, details: { endpoint?: string; status?: number; attempts?: number } = {}) {
    super(message)
    this.kind = kind
    this.endpoint = details.endpoint
    this.status = details.status
    this.attempts = details.attempts ?? 0
  }
}

/**
 * The same error with the secrets redacted from its message (a server can
 * echo anything back, the key included, into text that ends up in a message).
 *
 * @example
 * throw redactJudgeError(error, [apiKey])
 */
export function redactJudgeError(error: JudgeError, secrets: ReadonlyArray<string | undefined>): JudgeError {
  const message = redactSecrets(error.message, secrets)
  if (message === error.message) return error
  return new JudgeError(error.kind, message, {
    endpoint: error.endpoint === undefined ? undefined : redactSecrets(error.endpoint, secrets),
    status: error.status,
    attempts: error.attempts,
  })
}
