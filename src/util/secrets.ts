// Which values are secrets: one rule for everything that writes for people
// (the CLI's outputs, the judge's error messages).

const SECRET_NAME = /(?:API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i

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
