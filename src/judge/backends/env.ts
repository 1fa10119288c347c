import { DEFAULT_HTTP_OPTIONS, type HttpOptions } from './http.js'

/**
 * Where backends read their settings from: `process.env` unless a test passes its own.
 *
 * @example
 * new JevBackend({ env: { TYPESAFE_API_KEY: 'ts-...' } satisfies Env })
 */
export type Env = Readonly<Record<string, string | undefined>>

/**
 * The value of an environment variable, `undefined` when unset or blank.
 *
 * @example
 * envValue({ TYPESAFE_API_KEY: '  ' }, 'TYPESAFE_API_KEY') // undefined
 */
export function envValue(env: Env, name: string): string | undefined {
  const value = env[name]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

/**
 * `base` and `path` joined with exactly one slash; an empty path leaves `base` as it is.
 *
 * @example
 * joinUrl('https://api.typesafe.ai/', '/v1/systemone') // 'https://api.typesafe.ai/v1/systemone'
 * joinUrl('https://host/full/endpoint', '')           // 'https://host/full/endpoint'
 */
export function joinUrl(base: string, path: string): string {
  if (path === '') return base
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/**
 * The HTTP defaults with the caller's overrides, checked.
 *
 * @example
 * resolveHttpOptions({ timeoutMs: 5_000 }).maxRetries // 2
 */
export function resolveHttpOptions(overrides: Partial<HttpOptions> | undefined): HttpOptions {
  const http = { ...DEFAULT_HTTP_OPTIONS, ...overrides }
  for (const key of ['timeoutMs', 'maxRetries', 'retryBaseDelayMs', 'maxRetryDelayMs', 'maxRetryAfterMs'] as const) {
    const value = http[key]
    if (!Number.isFinite(value) || value < 0) throw new TypeError(`Invalid HTTP option ${key}: ${value}`)
  }
  if (http.timeoutMs === 0) throw new TypeError('Invalid HTTP option timeoutMs: 0')
  return { ...http, maxRetries: Math.floor(http.maxRetries) }
}
