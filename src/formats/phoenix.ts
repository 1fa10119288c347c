import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import type { AttributeMap } from './otel/attributes.js'
import { otelRecordsToTraces } from './otel/assemble.js'
import { normalizeSpanId, type OtelEvent, type OtelSpanRecord } from './otel/record.js'
import { firstMismatch } from './shared/adapter.js'
import { isObjectLike, isPlainRecord, itemList } from './shared/objects.js'
import { toEpochNanos } from './shared/timestamps.js'
import { pickTrace } from './shared/traces.js'

const ENVELOPE_KEYS = ['data', 'spans'] as const

/** Phoenix's span status codes, as OpenTelemetry status codes (ERROR is 2). */
const STATUS_CODES: Readonly<Record<string, number>> = { UNSET: 0, OK: 1, ERROR: 2 }

function contextOf(span: Record<string, unknown>): Record<string, unknown> | undefined {
  return isObjectLike(span.context) ? span.context : undefined
}

/**
 * Whether a value is one Phoenix span: a `name`, a `context` with
 * `trace_id` and `span_id` strings (snake_case, unlike OTLP/JSON), and a
 * `span_kind` or an `attributes` object.
 */
function isPhoenixSpan(value: unknown): value is Record<string, unknown> {
  if (!isObjectLike(value) || typeof value.name !== 'string') return false
  const context = contextOf(value)
  return (
    context !== undefined &&
    typeof context.trace_id === 'string' &&
    typeof context.span_id === 'string' &&
    (typeof value.span_kind === 'string' || isObjectLike(value.attributes))
  )
}

function phoenixSpans(value: unknown): { items: readonly unknown[]; path: TracePath } | null {
  const list = itemList(value, ENVELOPE_KEYS)
  if (list === null || list.items.length === 0 || !list.items.every(isPhoenixSpan)) return null
  return { items: list.items, path: list.path }
}

/**
 * Flattens attributes into dotted keys, the way Phoenix's REST API returns
 * them (`llm.input_messages.0.message.content`): nested objects, and arrays
 * of objects, become key paths; other arrays (`tag.tags`) stay values.
 * Already-flat attributes come back unchanged. Iterative.
 *
 * @example
 * flattenAttributes({ input: { value: 'hi' }, llm: { token_count: { prompt: 9 } } })
 * // { 'input.value': 'hi', 'llm.token_count.prompt': 9 }
 */
export function flattenAttributes(attributes: Record<string, unknown>): AttributeMap {
  const out: AttributeMap = {}
  const stack: Array<[string, unknown]> = Object.entries(attributes)
    .map(([key, value]): [string, unknown] => [key, value])
    .reverse()
  while (stack.length > 0) {
    const [key, value] = stack.pop()!
    const entries = isPlainRecord(value)
      ? Object.entries(value)
      : Array.isArray(value) && value.length > 0 && value.every(isPlainRecord)
        ? value.map((item, i): [string, unknown] => [String(i), item])
        : undefined
    if (entries === undefined) {
      out[key] = value
      continue
    }
    for (let i = entries.length - 1; i >= 0; i--) stack.push([`${key}.${entries[i]![0]}`, entries[i]![1]])
  }
  return out
}

/**
 * Reads Arize Phoenix spans into the span tree: what Phoenix's REST API
 * returns for `GET /v1/projects/{project}/spans` (`{ data: [...],
 * next_cursor }`), the `spans` of the TypeScript client's `getSpans`, or a
 * plain list of those spans. Each span carries its ids in `context`
 * (`trace_id`, `span_id`), its parent's span id in `parent_id`, the
 * OpenInference kind in `span_kind` (LLM, TOOL, CHAIN, AGENT, RETRIEVER...),
 * `status_code` / `status_message`, and OpenInference attributes as dotted
 * keys (nested attribute objects are flattened first). Spans are then read
 * exactly as OpenInference spans in OTLP are: the same kinds, message and
 * tool attributes, `llm.token_count.*` usage, ordering by `start_time` and
 * gaps.
 *
 * @example
 * const { spans } = await getSpans({ client, project: { projectName: 'agents' }, limit: 500 })
 * const trace = normalizeTrace(spans) // format 'phoenix'
 */
export function fromPhoenixSpans(value: unknown, options: NormalizeOptions = {}): NormalizedTrace {
  const format = options.format ?? 'phoenix'
  return pickTrace(phoenixTraces(value, options), options, format)
}

/** Every trace of a Phoenix span list, one per `context.trace_id` (see {@link fromPhoenixSpans}). */
function phoenixTraces(value: unknown, options: NormalizeOptions): NormalizedTrace[] {
  const list = itemList(value, ENVELOPE_KEYS)
  if (list === null) throw new TraceValidationError([], `expected an array of Phoenix spans or { data: [...] }, got ${describeValue(value)}`)
  const records = list.items.map((span, i) => phoenixRecord(span, [...list.path, i]))
  return otelRecordsToTraces(records, options.format ?? 'phoenix', options.goal)
}

function phoenixRecord(span: unknown, path: TracePath): OtelSpanRecord {
  if (!isObjectLike(span)) throw new TraceValidationError(path, `expected a span object, got ${describeValue(span)}`)
  const context = contextOf(span)
  if (context === undefined) throw new TraceValidationError([...path, 'context'], `expected a { trace_id, span_id } object, got ${describeValue(span.context)}`)
  if (typeof context.trace_id !== 'string' || context.trace_id === '') {
    throw new TraceValidationError([...path, 'context', 'trace_id'], `expected a trace id string, got ${describeValue(context.trace_id)}`)
  }
  const spanId = normalizeSpanId(context.span_id)
  if (spanId === undefined) throw new TraceValidationError([...path, 'context', 'span_id'], `expected a span id string, got ${describeValue(context.span_id)}`)
  if (span.parent_id !== undefined && span.parent_id !== null && typeof span.parent_id !== 'string') {
    throw new TraceValidationError([...path, 'parent_id'], `expected a span id string or null, got ${describeValue(span.parent_id)}`)
  }
  if (span.attributes !== undefined && span.attributes !== null && !isObjectLike(span.attributes)) {
    throw new TraceValidationError([...path, 'attributes'], `expected an attributes object, got ${describeValue(span.attributes)}`)
  }
  const attributes = flattenAttributes(isObjectLike(span.attributes) ? span.attributes : {})
  // Phoenix moves `openinference.span.kind` out of the attributes into `span_kind`; it goes back
  // so the span is read in the OpenInference dialect. UNKNOWN leaves the dialect to the other keys.
  const kind = typeof span.span_kind === 'string' ? span.span_kind.toUpperCase() : undefined
  if (kind !== undefined && kind !== 'UNKNOWN' && !('openinference.span.kind' in attributes)) attributes['openinference.span.kind'] = kind
  const events: OtelEvent[] = []
  if (Array.isArray(span.events)) {
    for (const event of span.events) {
      if (!isObjectLike(event)) continue
      events.push({ name: String(event.name ?? ''), attributes: isObjectLike(event.attributes) ? flattenAttributes(event.attributes) : {} })
    }
  }
  const status = typeof span.status_code === 'string' ? STATUS_CODES[span.status_code.toUpperCase()] : undefined
  return {
    traceId: context.trace_id.toLowerCase(),
    spanId,
    parentSpanId: normalizeSpanId(span.parent_id),
    name: span.name as string,
    kind: undefined,
    start: toEpochNanos(span.start_time),
    attributes,
    events,
    statusCode: status,
    statusMessage: typeof span.status_message === 'string' && span.status_message !== '' ? span.status_message : undefined,
    path,
  }
}

/**
 * Arize Phoenix span JSON (its REST API and clients), OpenInference attributes.
 *
 * @example
 * normalizeTrace(await (await fetch(`${phoenix}/v1/projects/agents/spans?limit=1000`)).json(), { format: 'phoenix' })
 */
export const phoenixFormat: TraceFormatAdapter = {
  format: 'phoenix',
  description:
    'Arize Phoenix spans ({ data: [...] } or an array of spans with context.trace_id, context.span_id, parent_id, span_kind and OpenInference attributes)',
  detect: (value) => phoenixSpans(value) !== null,
  mismatch(value) {
    const list = itemList(value, ENVELOPE_KEYS)
    const items = list?.items ?? []
    const path = list?.path ?? []
    const badIndex = (ok: (span: Record<string, unknown>) => boolean) => items.findIndex((span) => !(isObjectLike(span) && ok(span)))
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: 'an array of Phoenix spans or { data: [...] }' }),
      () => ({ ok: items.length > 0, path, expected: 'at least one span' }),
      () => {
        const bad = badIndex((span) => contextOf(span) !== undefined)
        return { ok: bad < 0, path: [...path, bad, 'context'], expected: 'a context object { trace_id, span_id }' }
      },
      () => {
        const bad = badIndex((span) => typeof contextOf(span)!.trace_id === 'string' && typeof contextOf(span)!.span_id === 'string')
        return { ok: bad < 0, path: [...path, bad, 'context', 'span_id'], expected: 'trace_id and span_id strings' }
      },
      () => {
        const bad = badIndex((span) => typeof span.name === 'string')
        return { ok: bad < 0, path: [...path, bad, 'name'], expected: 'a span name string' }
      },
      () => {
        const bad = items.findIndex((span) => !isPhoenixSpan(span))
        return { ok: bad < 0, path: [...path, bad, 'span_kind'], expected: 'a span_kind string or an attributes object' }
      },
    ])
  },
  normalize: (value, options) => fromPhoenixSpans(value, { ...options, format: 'phoenix' }),
  readTraces: (value, options) => phoenixTraces(value, { ...options, format: 'phoenix' }),
}
