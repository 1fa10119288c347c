import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import { otelRecordsToTraces } from './otel/assemble.js'
import { pickTrace } from './shared/traces.js'
import { normalizeSpanId, type OtelEvent, type OtelSpanRecord } from './otel/record.js'
import { firstMismatch } from './shared/adapter.js'
import { isObjectLike } from './shared/objects.js'
import { toEpochNanos } from './shared/timestamps.js'

// `spanContext()` is a method on SDK spans; copies made with a spread or a
// hand-written mapper carry it as a field, and some keep the private `_spanContext`.
function contextOf(span: Record<string, unknown>): Record<string, unknown> | undefined {
  if (typeof span.spanContext === 'function') {
    const context: unknown = (span.spanContext as () => unknown).call(span)
    return isObjectLike(context) ? context : undefined
  }
  if (isObjectLike(span.spanContext)) return span.spanContext
  if (isObjectLike(span._spanContext)) return span._spanContext
  return undefined
}

function isReadableSpan(value: unknown): boolean {
  if (!isObjectLike(value) || typeof value.name !== 'string') return false
  if (!isObjectLike(value.attributes)) return false
  return contextOf(value) !== undefined || 'parentSpanContext' in value || 'parentSpanId' in value
}

function isReadableSpanList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every(isReadableSpan)
}

/**
 * Reads in-memory OpenTelemetry JS spans into the span tree: what
 * `InMemorySpanExporter.getFinishedSpans()` returns, or copies of those spans
 * as plain objects. Both SDK generations are read: 1.x `parentSpanId` and 2.x
 * `parentSpanContext.spanId`. Attributes are a plain object here, times are
 * `[seconds, nanoseconds]` pairs; everything else (dialects, ordering, gaps)
 * is as for OTLP/JSON.
 *
 * @example
 * import { InMemorySpanExporter, SimpleSpanProcessor, BasicTracerProvider } from '@opentelemetry/sdk-trace-base'
 * const exporter = new InMemorySpanExporter()
 * const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer('app')
 * await generateText({ model, prompt, tools, experimental_telemetry: { isEnabled: true, tracer } })
 * const trace = fromOtelSpans(exporter.getFinishedSpans())
 */
export function fromOtelSpans(value: unknown, options: NormalizeOptions = {}): NormalizedTrace {
  const format = options.format ?? 'otel-readable-spans'
  return pickTrace(otelSpanTraces(value, options), options, format)
}

/** Every trace of a `ReadableSpan` array, one per trace id (see {@link fromOtelSpans}). */
function otelSpanTraces(value: unknown, options: NormalizeOptions): NormalizedTrace[] {
  if (!Array.isArray(value)) throw new TraceValidationError([], `expected an array of OpenTelemetry spans, got ${describeValue(value)}`)
  const records = value.map((span, i) => readableSpanRecord(span, [i]))
  return otelRecordsToTraces(records, options.format ?? 'otel-readable-spans', options.goal)
}

function readableSpanRecord(span: unknown, path: TracePath): OtelSpanRecord {
  if (!isObjectLike(span)) throw new TraceValidationError(path, `expected a span object, got ${describeValue(span)}`)
  const context = contextOf(span)
  if (context === undefined) throw new TraceValidationError([...path, 'spanContext'], 'expected a spanContext() method or a { traceId, spanId } object')
  const spanId = normalizeSpanId(context.spanId)
  if (spanId === undefined)
    throw new TraceValidationError([...path, 'spanContext', 'spanId'], `expected a non-zero hex span id, got ${describeValue(context.spanId)}`)
  if (typeof context.traceId !== 'string')
    throw new TraceValidationError([...path, 'spanContext', 'traceId'], `expected a hex trace id, got ${describeValue(context.traceId)}`)
  const parentContext = isObjectLike(span.parentSpanContext) ? span.parentSpanContext : undefined
  const attributes = span.attributes
  if (!isObjectLike(attributes)) throw new TraceValidationError([...path, 'attributes'], `expected an attributes object, got ${describeValue(attributes)}`)
  const status = isObjectLike(span.status) ? span.status : {}
  const events: OtelEvent[] = []
  if (Array.isArray(span.events)) {
    for (const event of span.events) {
      if (isObjectLike(event)) events.push({ name: String(event.name ?? ''), attributes: isObjectLike(event.attributes) ? { ...event.attributes } : {} })
    }
  }
  return {
    traceId: context.traceId.toLowerCase(),
    spanId,
    parentSpanId: normalizeSpanId(parentContext?.spanId ?? span.parentSpanId),
    name: span.name as string,
    kind: typeof span.kind === 'number' ? span.kind : undefined,
    start: toEpochNanos(span.startTime),
    attributes: { ...attributes },
    events,
    statusCode: typeof status.code === 'number' ? status.code : undefined,
    statusMessage: typeof status.message === 'string' ? status.message : undefined,
    path,
  }
}

/**
 * In-memory OpenTelemetry JS `ReadableSpan` arrays (SDK 1.x and 2.x).
 *
 * @example
 * normalizeTrace(exporter.getFinishedSpans(), { format: 'otel-readable-spans' })
 */
export const otelReadableSpansFormat: TraceFormatAdapter = {
  format: 'otel-readable-spans',
  description:
    'OpenTelemetry JS ReadableSpan array (InMemorySpanExporter.getFinishedSpans(): spanContext(), parentSpanContext or parentSpanId, attributes object)',
  detect: isReadableSpanList,
  mismatch(value) {
    return firstMismatch([
      () => ({ ok: Array.isArray(value), path: [], expected: 'an array of OpenTelemetry spans' }),
      () => ({ ok: (value as unknown[]).length > 0, path: [], expected: 'at least one span' }),
      () => {
        const bad = (value as unknown[]).findIndex((span) => !(isObjectLike(span) && typeof span.name === 'string'))
        return { ok: bad < 0, path: [bad, 'name'], expected: 'a span name string' }
      },
      () => {
        const bad = (value as unknown[]).findIndex((span) => !isObjectLike((span as Record<string, unknown>).attributes))
        return { ok: bad < 0, path: [bad, 'attributes'], expected: 'an attributes object' }
      },
      () => {
        const bad = (value as unknown[]).findIndex((span) => !isReadableSpan(span))
        return { ok: bad < 0, path: [bad, 'spanContext'], expected: 'a spanContext() method or { traceId, spanId }' }
      },
    ])
  },
  normalize: (value, options) => fromOtelSpans(value, { ...options, format: 'otel-readable-spans' }),
  readTraces: (value, options) => otelSpanTraces(value, { ...options, format: 'otel-readable-spans' }),
}
