import { TraceValidationError } from '../../trace/errors.js'
import type { FormatMismatch } from '../../trace/format.js'
import { describeValue, type TracePath } from '../../trace/path.js'
import type { NormalizedTrace } from '../../trace/span.js'
import { readTokenUsage } from '../../trace/usage.js'
import { isPlainRecord } from '../../util/records.js'
import { llmOutputText } from './trace-dict.js'
import { firstMismatch } from '../../formats/shared/adapter.js'
import { type FlatSpan, missingParentsGap, treeFromFlatSpans } from '../../formats/shared/flat-spans.js'
import { recordingGaps, withGaps } from '../../formats/shared/gaps.js'
import { nonEmptyString } from '../../formats/shared/objects.js'
import { makeSpan } from '../../formats/shared/spans.js'
import { toEpochNanos } from '../../formats/shared/timestamps.js'

/**
 * The span lists of a deepeval `TraceApi` body and the span kind each holds,
 * in the order `create_trace_api` fills them.
 */
export const TRACE_API_LISTS = [
  ['baseSpans', 'base'],
  ['agentSpans', 'agent'],
  ['llmSpans', 'llm'],
  ['retrieverSpans', 'retriever'],
  ['toolSpans', 'tool'],
] as const

const LIST_NAMES = TRACE_API_LISTS.map(([key]) => key).join(', ')

// Fields the span itself takes; every other recorded field goes to metadata.
const SPAN_FIELDS = new Set(['uuid', 'parentUuid', 'name', 'type', 'input', 'output', 'error'])

/**
 * Whether a value is the body deepeval's tracing POSTs to Confident
 * (`TraceApi.model_dump(by_alias=True, exclude_none=True)`): an object with
 * at least one of the span lists `baseSpans`, `agentSpans`, `llmSpans`,
 * `retrieverSpans`, `toolSpans` as an array. Only the top level is looked at.
 *
 * @example
 * isDeepevalTraceApi({ uuid: 't', baseSpans: [], toolSpans: [{ uuid: 's', name: 'search' }] }) // true
 * isDeepevalTraceApi({ type: 'agent', children: [] })                                        // false
 */
export function isDeepevalTraceApi(value: unknown): value is Record<string, unknown> {
  return isPlainRecord(value) && TRACE_API_LISTS.some(([key]) => Array.isArray(value[key]))
}

/** Whether an object names any of the TraceApi span lists, whatever their values. */
export function hasTraceApiList(value: Record<string, unknown>): boolean {
  return TRACE_API_LISTS.some(([key]) => key in value)
}

/**
 * Where a value stops looking like a TraceApi body: an object, a span list,
 * an array there, and spans with a `uuid` string in every list.
 *
 * @example
 * traceApiMismatch({ toolSpans: [{ name: 'x' }] }) // { matched: 3, path: ['toolSpans', 0, 'uuid'], expected: 'a span uuid string' }
 */
export function traceApiMismatch(value: unknown): FormatMismatch | null {
  const record = isPlainRecord(value) ? value : {}
  const present = TRACE_API_LISTS.map(([key]) => key).filter((key) => key in record)
  return firstMismatch([
    () => ({ ok: isPlainRecord(value), path: [], expected: `a TraceApi object (got ${describeValue(value)})` }),
    () => ({ ok: present.length > 0, path: [], expected: `a TraceApi span list (${LIST_NAMES})` }),
    () => {
      const bad = present.find((key) => !Array.isArray(record[key]) && record[key] !== null)
      return { ok: bad === undefined, path: [bad ?? ''], expected: `an array of spans (got ${describeValue(record[bad ?? ''])})` }
    },
    () => {
      for (const key of present) {
        const list = Array.isArray(record[key]) ? (record[key] as unknown[]) : []
        const bad = list.findIndex((span) => !(isPlainRecord(span) && nonEmptyString(span.uuid) !== undefined))
        if (bad >= 0) return { ok: false, path: [key, bad, 'uuid'], expected: 'a span uuid string' }
      }
      return { ok: true, path: [], expected: '' }
    },
  ])
}

/**
 * Reads a deepeval `TraceApi` body into the span tree. deepeval lists the
 * spans flat, one list per kind, in camelCase (`uuid`, `parentUuid`,
 * `startTime`, `endTime`, `status`, `error`, `toolsCalled`,
 * `inputTokenCount`...). Spans are linked by `parentUuid`; siblings are
 * ordered by `startTime` (milliseconds, ties by `endTime`); a span whose
 * parent is absent or not in the body is top-level, and several top-level
 * spans share one synthetic root named after the trace. A span's kind is its
 * `type`, or the list it is in. An `ERRORED` status without a message still
 * marks the span failed. `LlmOutput` outputs become their text, as for the
 * nested dict; the other recorded fields go to `metadata`.
 *
 * @example
 * fromDeepevalTraceApi({
 *   uuid: 't1', startTime: '2025-06-01T12:00:00.000Z', endTime: '2025-06-01T12:00:02.000Z',
 *   agentSpans: [{ uuid: 'a', name: 'planner', status: 'SUCCESS', startTime: '2025-06-01T12:00:00.000Z', endTime: '2025-06-01T12:00:02.000Z' }],
 *   toolSpans: [{ uuid: 'b', parentUuid: 'a', name: 'search', input: { q: 'x' }, status: 'SUCCESS', startTime: '2025-06-01T12:00:01.000Z', endTime: '2025-06-01T12:00:01.500Z' }],
 * }).root?.children[0]?.name // 'search'
 */
export function fromDeepevalTraceApi(value: unknown, goal: string | undefined): NormalizedTrace {
  if (!isPlainRecord(value)) throw new TraceValidationError([], `expected a deepeval TraceApi object, got ${describeValue(value)}`)
  const spans: FlatSpan[] = []
  for (const [key, kind] of TRACE_API_LISTS) {
    const list = value[key]
    if (list === undefined || list === null) continue
    if (!Array.isArray(list)) throw new TraceValidationError([key], `expected an array of spans, got ${describeValue(list)}`)
    list.forEach((item, index) => spans.push(readSpan(item, kind, [key, index])))
  }
  const traceName = nonEmptyString(value.name) ?? 'trace'
  const { root, roots, missingParents } = treeFromFlatSpans(spans, 'uuid', () =>
    makeSpan('base', traceName, value.input ?? null, value.output ?? null, { id: nonEmptyString(value.uuid), metadata: { synthetic: true } }),
  )
  const gaps = recordingGaps(root, { noText: 'no model output text was recorded in the llm spans' })
  if (missingParents > 0) gaps.callGraphCycles = missingParentsGap(missingParents, 'span')
  const taskText = typeof value.input === 'string' ? value.input : typeof roots[0]?.input === 'string' ? roots[0].input : undefined
  const resolvedGoal = goal ?? taskText
  return withGaps({ format: 'deepeval', root, ...(resolvedGoal !== undefined ? { goal: resolvedGoal } : {}) }, gaps)
}

function readSpan(item: unknown, kind: string, path: TracePath): FlatSpan {
  if (!isPlainRecord(item)) throw new TraceValidationError(path, `expected a span object, got ${describeValue(item)}`)
  const uuid = nonEmptyString(item.uuid)
  if (uuid === undefined) throw new TraceValidationError([...path, 'uuid'], `expected a span uuid string, got ${describeValue(item.uuid)}`)
  const parent = item.parentUuid
  if (parent !== undefined && parent !== null && typeof parent !== 'string') {
    throw new TraceValidationError([...path, 'parentUuid'], `expected a span uuid string or null, got ${describeValue(parent)}`)
  }
  if (item.type !== undefined && typeof item.type !== 'string') {
    throw new TraceValidationError([...path, 'type'], `expected a span type string, got ${describeValue(item.type)}`)
  }
  const type = typeof item.type === 'string' ? item.type : kind
  const metadata: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(item)) if (!SPAN_FIELDS.has(key)) metadata[key] = field
  const failed = item.status === 'ERRORED' || item.status === 'ERROR'
  const error = item.error ?? (failed ? String(item.status) : undefined)
  const span = makeSpan(type, typeof item.name === 'string' ? item.name : type, item.input ?? null, llmOutputText(item.output ?? null), {
    id: uuid,
    error,
    metadata,
    usage: readTokenUsage(item),
  })
  return { id: uuid, parentId: parent as string | null | undefined, start: toEpochNanos(item.startTime), end: toEpochNanos(item.endTime), span, path }
}
