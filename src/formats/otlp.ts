import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import { attributesFromKeyValues } from './otel/attributes.js'
import { otelRecordsToTraces } from './otel/assemble.js'
import { pickTrace } from './shared/traces.js'
import { normalizeSpanId, type OtelEvent, type OtelSpanRecord } from './otel/record.js'
import { firstMismatch } from './shared/adapter.js'
import { isObjectLike } from './shared/objects.js'
import { toEpochNanos } from './shared/timestamps.js'

function isOtlpSpan(value: unknown): boolean {
  return (
    isObjectLike(value) &&
    typeof value.traceId === 'string' &&
    typeof value.spanId === 'string' &&
    (value.attributes === undefined || Array.isArray(value.attributes))
  )
}

function isExportRequest(value: unknown): boolean {
  return isObjectLike(value) && (Array.isArray(value.resourceSpans) || Array.isArray(value.scopeSpans))
}

function isOtlp(value: unknown): boolean {
  if (isExportRequest(value)) return true
  if (!Array.isArray(value) || value.length === 0) return false
  return value.every(isExportRequest) || (value.every(isOtlpSpan) && value.some((span) => Array.isArray((span as { attributes?: unknown }).attributes)))
}

/**
 * Reads OTLP/JSON trace exports into the span tree: the body an OTLP/HTTP
 * exporter posts (`{ resourceSpans: [{ scopeSpans: [{ spans }] }] }`), a bare
 * `{ scopeSpans }`, a list of such bodies (one trace is often split over
 * several batches), or an array of OTLP spans. Attributes are read per span
 * in the dialect their keys announce: OpenInference, OpenTelemetry GenAI
 * semantic conventions, the Vercel AI SDK's telemetry, Traceloop, or plain
 * spans (`base`). Spans are linked by `parentSpanId` and ordered by
 * `startTimeUnixNano`; children exported before their parents are fine.
 * A body holding several traces (several `traceId`s) throws
 * `MultipleTracesError` unless `options.traceId` picks one; `normalizeTraces`
 * reads each.
 *
 * @example
 * import { readFileSync } from 'node:fs'
 * const trace = fromOtlp(JSON.parse(readFileSync('traces.json', 'utf8')))
 * trace.gaps // { reasoningStagnation: 'no model output text was recorded ...' } when content capture was off
 */
export function fromOtlp(value: unknown, options: NormalizeOptions = {}): NormalizedTrace {
  const format = options.format ?? 'otlp'
  return pickTrace(otelRecordsToTraces(otlpRecords(value), format, options.goal), options, format)
}

/** Flattens an OTLP/JSON value into span records, validating as it goes. */
export function otlpRecords(value: unknown): OtelSpanRecord[] {
  const records: OtelSpanRecord[] = []
  const readSpans = (spans: unknown, path: TracePath): void => {
    if (spans === undefined) return
    if (!Array.isArray(spans)) throw new TraceValidationError(path, `expected an array of spans, got ${describeValue(spans)}`)
    spans.forEach((span, i) => records.push(readOtlpSpan(span, [...path, i])))
  }
  const readScopeSpans = (scopeSpans: unknown, path: TracePath): void => {
    if (!Array.isArray(scopeSpans)) throw new TraceValidationError(path, `expected an array, got ${describeValue(scopeSpans)}`)
    scopeSpans.forEach((scope, i) => {
      if (!isObjectLike(scope)) throw new TraceValidationError([...path, i], `expected a { scope, spans } object, got ${describeValue(scope)}`)
      readSpans(scope.spans, [...path, i, 'spans'])
    })
  }
  const readRequest = (request: unknown, path: TracePath): void => {
    if (!isObjectLike(request)) throw new TraceValidationError(path, `expected an OTLP export object, got ${describeValue(request)}`)
    if (request.scopeSpans !== undefined && request.resourceSpans === undefined) return readScopeSpans(request.scopeSpans, [...path, 'scopeSpans'])
    const resourceSpans = request.resourceSpans
    if (!Array.isArray(resourceSpans)) throw new TraceValidationError([...path, 'resourceSpans'], `expected an array, got ${describeValue(resourceSpans)}`)
    resourceSpans.forEach((resource, i) => {
      if (!isObjectLike(resource))
        throw new TraceValidationError([...path, 'resourceSpans', i], `expected a { resource, scopeSpans } object, got ${describeValue(resource)}`)
      // Pre-1.0 exporters wrote `instrumentationLibrarySpans`.
      const scopes = resource.scopeSpans ?? resource.instrumentationLibrarySpans ?? []
      readScopeSpans(scopes, [...path, 'resourceSpans', i, resource.scopeSpans !== undefined ? 'scopeSpans' : 'instrumentationLibrarySpans'])
    })
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isOtlpSpan)) readSpans(value, [])
  else if (Array.isArray(value)) value.forEach((request, i) => readRequest(request, [i]))
  else readRequest(value, [])
  return records
}

function readOtlpSpan(span: unknown, path: TracePath): OtelSpanRecord {
  if (!isObjectLike(span)) throw new TraceValidationError(path, `expected a span object, got ${describeValue(span)}`)
  if (typeof span.traceId !== 'string' || span.traceId === '')
    throw new TraceValidationError([...path, 'traceId'], `expected a hex trace id string, got ${describeValue(span.traceId)}`)
  const spanId = normalizeSpanId(span.spanId)
  if (spanId === undefined) throw new TraceValidationError([...path, 'spanId'], `expected a non-zero hex span id string, got ${describeValue(span.spanId)}`)
  if (span.parentSpanId !== undefined && span.parentSpanId !== null && typeof span.parentSpanId !== 'string') {
    throw new TraceValidationError([...path, 'parentSpanId'], `expected a hex span id string, got ${describeValue(span.parentSpanId)}`)
  }
  const status = isObjectLike(span.status) ? span.status : {}
  const events: OtelEvent[] = []
  if (Array.isArray(span.events)) {
    span.events.forEach((event, i) => {
      if (!isObjectLike(event)) return
      events.push({ name: String(event.name ?? ''), attributes: attributesFromKeyValues(event.attributes, [...path, 'events', i, 'attributes']) })
    })
  }
  return {
    traceId: span.traceId.toLowerCase(),
    spanId,
    parentSpanId: normalizeSpanId(span.parentSpanId),
    name: typeof span.name === 'string' ? span.name : '',
    kind: typeof span.kind === 'number' ? span.kind : undefined,
    start: toEpochNanos(span.startTimeUnixNano, 'ns'),
    attributes: attributesFromKeyValues(span.attributes, [...path, 'attributes']),
    events,
    statusCode: typeof status.code === 'number' ? status.code : status.code === 'STATUS_CODE_ERROR' ? 2 : undefined,
    statusMessage: typeof status.message === 'string' ? status.message : undefined,
    path,
  }
}

/**
 * OTLP/JSON trace exports (OpenTelemetry GenAI, OpenInference, Vercel AI SDK
 * telemetry and Traceloop attributes).
 *
 * @example
 * normalizeTrace(otlpBody, { format: 'otlp' })
 */
export const otlpFormat: TraceFormatAdapter = {
  format: 'otlp',
  description:
    'OTLP/JSON trace export ({ resourceSpans: [{ scopeSpans: [{ spans }] }] }, or an array of spans with traceId, spanId and attributes: [{ key, value }])',
  detect: isOtlp,
  mismatch(value) {
    if (Array.isArray(value)) {
      return firstMismatch([
        () => ({ ok: value.length > 0, path: [], expected: 'at least one span' }),
        () => {
          const bad = value.findIndex((span) => !(isObjectLike(span) && typeof span.traceId === 'string' && typeof span.spanId === 'string'))
          return { ok: bad < 0, path: [bad], expected: 'an OTLP span with hex traceId and spanId strings' }
        },
        () => {
          const bad = value.findIndex((span) => !Array.isArray((span as { attributes?: unknown }).attributes))
          return { ok: bad < 0, path: [bad, 'attributes'], expected: 'an attributes array of { key, value }' }
        },
      ])
    }
    return firstMismatch([
      () => ({ ok: isObjectLike(value), path: [], expected: 'an OTLP export object' }),
      () => ({ ok: 'resourceSpans' in (value as object), path: ['resourceSpans'], expected: 'a resourceSpans array' }),
      () => ({ ok: Array.isArray((value as { resourceSpans: unknown }).resourceSpans), path: ['resourceSpans'], expected: 'a resourceSpans array' }),
    ])
  },
  normalize: (value, options) => fromOtlp(value, { ...options, format: 'otlp' }),
  readTraces: (value, options) => otelRecordsToTraces(otlpRecords(value), 'otlp', options.goal),
}
