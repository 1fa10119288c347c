import type { TracePath } from '../../trace/path.js'
import type { Span } from '../../trace/span.js'
import type { AttributeMap } from './attributes.js'

/**
 * One OpenTelemetry span, read from either OTLP/JSON or an in-memory
 * `ReadableSpan`, with its attributes as a flat map. Dialects and tree
 * assembly work on this shape only.
 */
export interface OtelSpanRecord {
  traceId: string
  spanId: string
  /** `undefined` for a root (a missing, empty or all-zero parent id). */
  parentSpanId: string | undefined
  name: string
  kind: number | undefined
  start: bigint | null
  attributes: AttributeMap
  events: OtelEvent[]
  /** `2` is ERROR. */
  statusCode: number | undefined
  statusMessage: string | undefined
  /** Where the span is in the input, for errors. */
  path: TracePath
}

/** A span event (`gen_ai.choice`, `exception`...). */
export interface OtelEvent {
  name: string
  attributes: AttributeMap
}

/** A tool call an `llm` span's output recorded (output message parts, `ai.response.toolCalls`...). */
export interface RecordedToolCall {
  id: string | undefined
  name: string
  arguments: unknown
}

/** A tool result an `llm` span's input recorded (a `tool` role message). */
export interface RecordedToolResult {
  id: string
  content: unknown
}

/** What a dialect makes of one span. */
export interface DialectSpan {
  span: Span
  /** Tool calls the model asked for in this span, for synthesizing missing tool spans. */
  toolCalls?: RecordedToolCall[]
  /** Tool results this span's input carried, for filling tool outputs that were not recorded. */
  toolResults?: RecordedToolResult[]
  /** For tool spans: whether the result was recorded (an absent opt-in result is not a pending call). */
  outputRecorded?: boolean
}

/**
 * Normalizes a hex id: lowercase, and `undefined` for empty or all-zero ids.
 *
 * @example
 * normalizeSpanId('0000000000000000') // undefined
 * normalizeSpanId('A1B2')             // 'a1b2'
 */
export function normalizeSpanId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const id = value.toLowerCase()
  return id === '' || /^0+$/.test(id) ? undefined : id
}
