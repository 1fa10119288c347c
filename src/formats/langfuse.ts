import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace, Span } from '../trace/span.js'
import { readTokenUsage, type TokenUsage } from '../trace/usage.js'
import { firstMismatch } from './shared/adapter.js'
import { type FlatSpan, missingParentsGap, treeFromFlatSpans } from './shared/flat-spans.js'
import { recordingGaps, withGaps } from './shared/gaps.js'
import { parseStructured } from './shared/json.js'
import { isObjectLike, nonEmptyString } from './shared/objects.js'
import { makeSpan, toolSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { toEpochNanos } from './shared/timestamps.js'

/** Langfuse's observation types (`ObservationType` in langfuse/langfuse `packages/shared`). */
const OBSERVATION_TYPES: ReadonlySet<string> = new Set([
  'SPAN',
  'EVENT',
  'GENERATION',
  'AGENT',
  'TOOL',
  'CHAIN',
  'RETRIEVER',
  'EVALUATOR',
  'EMBEDDING',
  'GUARDRAIL',
])

const SPAN_TYPE: Readonly<Record<string, string>> = { GENERATION: 'llm', TOOL: 'tool', AGENT: 'agent', RETRIEVER: 'retriever' }

/**
 * Whether a value is a Langfuse observation: an object with an `id`, an
 * upper-case Langfuse `type` (`SPAN`, `GENERATION`, `TOOL`...), a `startTime`
 * and its links (`traceId` or `parentObservationId`).
 */
function isObservation(value: unknown): value is Record<string, unknown> {
  return (
    isObjectLike(value) &&
    typeof value.id === 'string' &&
    typeof value.type === 'string' &&
    OBSERVATION_TYPES.has(value.type) &&
    'startTime' in value &&
    ('traceId' in value || 'parentObservationId' in value)
  )
}

function isObservationList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0 && value.every(isObservation)
}

/**
 * Whether a value is a Langfuse trace export: the trace view's download
 * (`{ trace, observations }`, or `{ observations, scores }` from the server
 * route), a `GET /api/public/traces/{id}` body (the trace with its
 * `observations` inside), or a bare, non-empty array of observations.
 */
function isLangfuse(value: unknown): boolean {
  if (isObservationList(value)) return true
  if (!isObjectLike(value) || !Array.isArray(value.observations)) return false
  if (value.observations.length > 0) return value.observations.every(isObservation)
  // A trace with no observations: only with the trace itself beside the empty list.
  return isObjectLike(value.trace) && typeof value.trace.id === 'string'
}

interface Export {
  observations: readonly unknown[]
  path: TracePath
  trace: Record<string, unknown> | undefined
}

function exportOf(value: unknown): Export {
  if (Array.isArray(value)) return { observations: value, path: [], trace: undefined }
  if (!isObjectLike(value)) throw new TraceValidationError([], `expected a Langfuse trace export or an observation array, got ${describeValue(value)}`)
  const list = value.observations
  if (!Array.isArray(list)) throw new TraceValidationError(['observations'], `expected an array of observations, got ${describeValue(list)}`)
  if (value.trace !== undefined && value.trace !== null && !isObjectLike(value.trace)) {
    throw new TraceValidationError(['trace'], `expected the trace object, got ${describeValue(value.trace)}`)
  }
  // `GET /api/public/traces/{id}` returns the trace itself with its observations inside.
  const trace = isObjectLike(value.trace) ? value.trace : typeof value.id === 'string' ? value : undefined
  return { observations: list, path: ['observations'], trace }
}

/**
 * Reads a Langfuse trace export into the span tree: observations linked by
 * `parentObservationId`, siblings in `startTime` order (ties by `endTime`),
 * several top-level observations under one synthetic root made from the
 * trace (its name, input and output). `GENERATION` → `llm` (named by the
 * observation, else its `model`), `TOOL` → `tool`, `AGENT` → `agent`,
 * `RETRIEVER` → `retriever`; `SPAN`, `EVENT`, `CHAIN`, `EVALUATOR`,
 * `EMBEDDING`, `GUARDRAIL` → `base`, with the type in `metadata`.
 *
 * Inputs and outputs stored as JSON strings are parsed; a generation's
 * output is its text (a string, a message's `content`, or the first choice
 * of a completion). `level: 'ERROR'` marks the observation failed with its
 * `statusMessage`. Usage is read from `usageDetails` (keys starting with
 * `input` / `output`, and `total`), the legacy `usage`, or
 * `promptTokens` / `completionTokens`; all-zero counts, which Langfuse
 * reports for observations that recorded none, stay unknown.
 *
 * @example
 * const trace = fromLangfuse(JSON.parse(readFileSync('trace-0c1d.json', 'utf8'))) // the trace view's "Download JSON"
 */
export function fromLangfuse(value: unknown, options: NormalizeOptions = {}): NormalizedTrace {
  const { observations, path, trace } = exportOf(value)
  const spans = observations.map((item, i) => readObservation(item, [...path, i]))
  const traceInput = trace === undefined ? undefined : parseStructured(trace.input ?? null)
  const { root, roots, missingParents } = treeFromFlatSpans(spans, 'observation id', () =>
    makeSpan('base', nonEmptyString(trace?.name) ?? 'trace', traceInput ?? null, trace === undefined ? null : parseStructured(trace.output ?? null), {
      id: nonEmptyString(trace?.id),
      metadata: { synthetic: true },
    }),
  )
  const gaps = recordingGaps(root, {
    noText: 'no model output text was recorded in the GENERATION observations',
    noToolInput: 'no tool inputs were recorded in the TOOL observations (Langfuse leaves inputs and outputs out of the download of very large traces)',
  })
  if (missingParents > 0) gaps.callGraphCycles = missingParentsGap(missingParents, 'observation')
  const goal = options.goal ?? (typeof traceInput === 'string' ? traceInput : typeof roots[0]?.input === 'string' ? roots[0].input : undefined)
  return withGaps({ format: options.format ?? 'langfuse', root, ...(goal !== undefined ? { goal } : {}) }, gaps)
}

function readObservation(item: unknown, path: TracePath): FlatSpan {
  if (!isObjectLike(item)) throw new TraceValidationError(path, `expected an observation object, got ${describeValue(item)}`)
  const id = nonEmptyString(item.id)
  if (id === undefined) throw new TraceValidationError([...path, 'id'], `expected an observation id string, got ${describeValue(item.id)}`)
  if (typeof item.type !== 'string') throw new TraceValidationError([...path, 'type'], `expected an observation type string, got ${describeValue(item.type)}`)
  const parent = item.parentObservationId
  if (parent !== undefined && parent !== null && typeof parent !== 'string') {
    throw new TraceValidationError([...path, 'parentObservationId'], `expected an observation id string or null, got ${describeValue(parent)}`)
  }
  return {
    id,
    parentId: parent as string | null | undefined,
    start: toEpochNanos(item.startTime),
    end: toEpochNanos(item.endTime),
    span: observationSpan(item, id),
    path,
  }
}

function observationSpan(item: Record<string, unknown>, id: string): Span {
  const observationType = item.type as string
  const type = SPAN_TYPE[observationType] ?? 'base'
  const model = nonEmptyString(item.model) ?? nonEmptyString(item.providedModelName)
  const name = nonEmptyString(item.name) ?? (type === 'llm' ? model : undefined) ?? observationType.toLowerCase()
  const level = nonEmptyString(item.level)
  const statusMessage = nonEmptyString(item.statusMessage)
  const error = level === 'ERROR' ? (statusMessage ?? 'ERROR') : undefined
  const metadata: Record<string, unknown> = {}
  if (SPAN_TYPE[observationType] === undefined) metadata.observationType = observationType
  if (model !== undefined) metadata.model = model
  if (level !== undefined && level !== 'DEFAULT') metadata.level = level
  if (statusMessage !== undefined && error === undefined) metadata.statusMessage = statusMessage
  if (isObjectLike(item.metadata) && Object.keys(item.metadata).length > 0) metadata.langfuseMetadata = item.metadata
  const usage = observationUsage(item)
  const input = parseStructured(item.input ?? null)
  const output = parseStructured(item.output ?? null)
  if (type === 'tool') {
    // Tool arguments recorded as a JSON string are parsed (a broken one is kept and marked).
    const raw = item.input
    const span =
      typeof raw === 'string' && /^\s*[{[]/.test(raw)
        ? toolSpan(name, raw, { id, error, metadata, usage })
        : makeSpan('tool', name, input, null, { id, error, metadata, usage })
    span.output = output
    return span
  }
  if (type === 'llm') {
    const text = generationText(output)
    return makeSpan('llm', name, input, text ?? output, { id, error, metadata, usage })
  }
  return makeSpan(type, name, input, output, { id, error, metadata, usage })
}

// What a generation said: a string, a message (`{ role, content }`), a list
// of messages (the last one), or a completion's first choice.
function generationText(output: unknown): string | undefined {
  if (typeof output === 'string') return output
  if (Array.isArray(output)) {
    const last = output.at(-1)
    return isObjectLike(last) && 'content' in last ? (contentText(last.content) ?? '') : undefined
  }
  if (!isObjectLike(output)) return undefined
  const choice = Array.isArray(output.choices) ? output.choices[0] : undefined
  if (isObjectLike(choice) && isObjectLike(choice.message)) return contentText(choice.message.content) ?? ''
  // A message: its text, '' for a turn that only called tools; structured content stays as recorded.
  if ('content' in output) return contentText(output.content) ?? (output.content === null || output.content === undefined ? '' : undefined)
  return typeof output.text === 'string' ? output.text : typeof output.completion === 'string' ? output.completion : undefined
}

function observationUsage(item: Record<string, unknown>): TokenUsage | undefined {
  for (const source of [item.usageDetails, item.usage]) {
    if (!isObjectLike(source)) continue
    const usage = usageDetails(source) ?? readTokenUsage(source)
    if (usage !== undefined && usage.totalTokens > 0) return usage
  }
  const legacy = readTokenUsage({ promptTokens: item.promptTokens, completionTokens: item.completionTokens, totalTokens: item.totalTokens })
  return legacy !== undefined && legacy.totalTokens > 0 ? legacy : undefined
}

// Langfuse usage details: `input`, `output`, `total`, and breakdowns such as
// `input_cached_tokens` or `output_reasoning_tokens` that count toward their side.
function usageDetails(details: Record<string, unknown>): TokenUsage | undefined {
  let input: number | undefined
  let output: number | undefined
  for (const [key, count] of Object.entries(details)) {
    if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) continue
    if (key.startsWith('input')) input = (input ?? 0) + count
    else if (key.startsWith('output')) output = (output ?? 0) + count
  }
  const total =
    typeof details.total === 'number' && details.total >= 0
      ? details.total
      : input !== undefined || output !== undefined
        ? (input ?? 0) + (output ?? 0)
        : undefined
  if (total === undefined) return undefined
  const usage: TokenUsage = { totalTokens: total }
  if (input !== undefined) usage.inputTokens = input
  if (output !== undefined) usage.outputTokens = output
  return usage
}

function observationChecks(list: readonly unknown[], path: TracePath) {
  return [
    () => ({ ok: list.length > 0, path, expected: 'at least one observation' }),
    () => {
      const bad = list.findIndex((item) => !(isObjectLike(item) && typeof item.id === 'string'))
      return { ok: bad < 0, path: [...path, bad, 'id'], expected: 'an observation id string' }
    },
    () => {
      const bad = list.findIndex((item) => !OBSERVATION_TYPES.has((item as Record<string, unknown>).type as string))
      return { ok: bad < 0, path: [...path, bad, 'type'], expected: 'a Langfuse observation type (SPAN, GENERATION, TOOL, AGENT, EVENT...)' }
    },
    () => {
      const bad = list.findIndex((item) => !isObservation(item))
      return { ok: bad < 0, path: [...path, bad, 'startTime'], expected: 'a startTime, and a traceId or parentObservationId' }
    },
  ]
}

/**
 * Langfuse trace exports: the trace view's download, a public-API trace, or
 * an array of observations.
 *
 * @example
 * normalizeTrace({ trace, observations }, { format: 'langfuse' })
 */
export const langfuseFormat: TraceFormatAdapter = {
  format: 'langfuse',
  description:
    "Langfuse trace export ({ trace, observations } or an observation array; observations with id, type 'SPAN' | 'GENERATION' | 'TOOL'..., startTime, parentObservationId)",
  detect: isLangfuse,
  mismatch(value) {
    if (Array.isArray(value)) return firstMismatch(observationChecks(value, []))
    const observations = isObjectLike(value) && Array.isArray(value.observations) ? value.observations : []
    return firstMismatch([
      () => ({ ok: isObjectLike(value), path: [], expected: 'a Langfuse trace export ({ trace, observations })' }),
      () => ({ ok: isObjectLike(value) && Array.isArray(value.observations), path: ['observations'], expected: 'an array of observations' }),
      ...(observations.length === 0 && isObjectLike((value as Record<string, unknown>).trace)
        ? [
            () => ({
              ok: typeof ((value as Record<string, unknown>).trace as Record<string, unknown>).id === 'string',
              path: ['trace', 'id'],
              expected: 'the trace id',
            }),
          ]
        : observationChecks(observations, ['observations'])),
    ])
  },
  normalize: (value, options) => fromLangfuse(value, { ...options, format: 'langfuse' }),
}
