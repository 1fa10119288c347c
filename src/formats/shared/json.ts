/**
 * JSON helpers for the two ways trace sources put structured values into
 * strings: tool-call arguments that must be JSON (R3 of the formats spec) and
 * results that may or may not be JSON (R4).
 */

/** The outcome of reading tool-call arguments. */
export interface ParsedArguments {
  /** The parsed value, or the raw string when it was not valid JSON. */
  value: unknown
  /** Why parsing failed, when it did; adapters record it on the span. */
  error?: string
}

/**
 * Parses tool-call arguments sent as a JSON string. Invalid JSON (a call cut
 * off by `finish_reason: 'length'`, for instance) keeps the raw string, so the
 * repetition signal still sees what the model sent, and reports why. Non-string
 * values are already parsed and returned as they are.
 *
 * @example
 * parseArguments('{"city":"Paris"}') // { value: { city: 'Paris' } }
 * parseArguments('{"city":"Par')     // { value: '{"city":"Par', error: 'Unterminated string in JSON at position 12' }
 */
export function parseArguments(raw: unknown): ParsedArguments {
  if (typeof raw !== 'string') return { value: raw }
  // An empty argument string is how several SDKs write "no arguments".
  if (raw.trim() === '') return { value: {} }
  try {
    return { value: JSON.parse(raw) as unknown }
  } catch (error) {
    return { value: raw, error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Unwraps a result that may be a JSON-encoded object or array (R4): returns
 * the parsed value when the string holds one, and the string itself
 * otherwise. Plain text, numbers and quoted strings stay as they are, so a
 * tool that returns `"42"` as text keeps returning text.
 *
 * @example
 * parseStructured('{"temp_c":18}') // { temp_c: 18 }
 * parseStructured('sunny')         // 'sunny'
 * parseStructured(7)               // 7
 */
export function parseStructured(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const trimmed = value.trimStart()
  if (!(trimmed.startsWith('{') || trimmed.startsWith('['))) return value
  try {
    const parsed = JSON.parse(value) as unknown
    return parsed !== null && typeof parsed === 'object' ? parsed : value
  } catch {
    return value
  }
}

/**
 * Parses a string the source documents as JSON but that is often something
 * else (OpenInference `input.value` may be a Python repr or plain text):
 * JSON when it parses, the raw string otherwise, without flagging anything.
 *
 * @example
 * parseLenient('{"q":"x"}') // { q: 'x' }
 * parseLenient("{'q': 'x'}") // "{'q': 'x'}"
 */
export function parseLenient(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/**
 * A readable message for anything thrown or recorded as an error: an `Error`
 * becomes its message, strings stay, other values are JSON-encoded. Live AI
 * SDK results carry `Error` objects, which `JSON.stringify` would turn into `{}`.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message === '' ? error.name : error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}
