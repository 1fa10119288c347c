// Which values are secrets, and how they are kept out of what loopcheck
// writes: one rule for everything that writes for people (the CLI's
// outputs, the judge's error messages).

const SECRET_NAME = /(?:API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i

// Secret shapes worth catching even when they are not in the environment:
// provider API keys and bearer tokens that a trace or a server reply
// recorded by accident.
const SECRET_SHAPES = [
  /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{30,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{12,}/gi,
]

/**
 * What replaces a secret in any output.
 *
 * @example
 * redactSecrets('sk-abcdefghijklmnopqrstu', []) === REDACTED // true
 */
export const REDACTED = '[redacted]'

/**
 * The values of environment variables whose names look like secrets (API
 * keys, tokens, passwords), longest first so that a key containing another
 * is replaced whole. Short values are ignored: a 3-character "secret" would
 * redact ordinary words.
 *
 * @example
 * secretValues({ OPENAI_API_KEY: 'sk-live-123456789', HOME: '/root' }) // ['sk-live-123456789']
 */
export function secretValues(env: Readonly<Record<string, string | undefined>>): string[] {
  const values = new Set<string>()
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !SECRET_NAME.test(name)) continue
    const trimmed = value.trim()
    if (trimmed.length >= 8) values.add(trimmed)
  }
  return [...values].sort((a, b) => b.length - a.length)
}

let processSecrets: string[] | undefined

/** This process's secret values, read from the environment once. */
function currentSecrets(): string[] {
  processSecrets ??= secretValues(process.env)
  return processSecrets
}

/**
 * Replaces secrets in a text with {@link REDACTED}: the given values (by
 * default every secret-looking environment variable of this process; values
 * shorter than 4 characters are ignored, as redacting `a` would shred the
 * text without protecting anything) and well-known API key shapes.
 *
 * @example
 * redactSecrets('key sk-abcdefghijklmnopqrstu used', []) // 'key [redacted] used'
 * redactSecrets('bad key k-123', ['k-123'])             // 'bad key [redacted]'
 */
export function redactSecrets(text: string, secrets: ReadonlyArray<string | undefined> = currentSecrets()): string {
  let out = text
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= 4 && out.includes(secret)) out = out.split(secret).join(REDACTED)
  }
  for (const shape of SECRET_SHAPES) {
    out = out.replace(shape, (_match, prefix: unknown) => (typeof prefix === 'string' ? `${prefix}${REDACTED}` : REDACTED))
  }
  return out
}
