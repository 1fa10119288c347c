import type { Span } from '../../trace/span.js'
import type { TokenUsage } from '../../trace/usage.js'
import { parseArguments } from './json.js'

/**
 * Small constructors for the spans every adapter builds, so that optional
 * fields (`id`, `error`, `metadata`) are only present when they carry
 * something: snapshots and equality checks then stay readable.
 */

/** Fields shared by the span constructors. */
export interface SpanExtras {
  id?: string | undefined
  error?: unknown
  metadata?: Record<string, unknown> | undefined
  /** The tokens the span spent, when recorded (see `readTokenUsage`). */
  usage?: TokenUsage | undefined
}

/**
 * Builds a span, leaving out `id`, `error`, `usage` and `metadata` when they are
 * undefined or empty.
 *
 * @example
 * makeSpan('tool', 'search', { q: 'x' }, null, { id: 'call_1' })
 * // { type: 'tool', name: 'search', input: { q: 'x' }, output: null, children: [], id: 'call_1' }
 */
export function makeSpan(type: string, name: string, input: unknown, output: unknown, extras: SpanExtras = {}): Span {
  const span: Span = { type, name, input, output, children: [] }
  if (extras.id !== undefined) span.id = extras.id
  if (extras.error !== undefined && extras.error !== null) span.error = extras.error
  if (extras.usage !== undefined) span.usage = extras.usage
  if (extras.metadata !== undefined && Object.keys(extras.metadata).length > 0) span.metadata = extras.metadata
  return span
}

/** Adds one metadata entry, creating `metadata` when needed. */
export function setMetadata(span: Span, key: string, value: unknown): void {
  if (value === undefined) return
  if (span.metadata === undefined) span.metadata = {}
  span.metadata[key] = value
}

/**
 * Builds a `tool` span from arguments that may be a JSON string (R3): parsed
 * when they are valid JSON; otherwise the raw string is kept and
 * `metadata.inputParseError` says why, so a truncated call is still visible
 * to the repetition signal.
 *
 * @example
 * toolSpan('get_weather', '{"city":"Paris"}', { id: 'call_1' }).input // { city: 'Paris' }
 * toolSpan('get_weather', '{"city":', {}).metadata                   // { inputParseError: '...' }
 */
export function toolSpan(name: string, rawArguments: unknown, extras: SpanExtras = {}): Span {
  const parsed = parseArguments(rawArguments)
  const span = makeSpan('tool', name, parsed.value, null, extras)
  if (parsed.error !== undefined) setMetadata(span, 'inputParseError', parsed.error)
  return span
}
