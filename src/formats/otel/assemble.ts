import type { NormalizedTrace, Span } from '../../trace/span.js'
import { recordingGaps, withGaps, type TraceGaps } from '../shared/gaps.js'
import { parseArguments, parseStructured } from '../shared/json.js'
import { makeSpan, setMetadata } from '../shared/spans.js'
import { buildTreeFromParents, walkSpans, type LinkedSpan } from '../shared/span-tree.js'
import { ToolCallLinker } from '../shared/tool-calls.js'
import { aiSdkTelemetrySpan } from './ai-sdk-telemetry.js'
import { genAiSpan } from './genai.js'
import { openInferenceSpan } from './openinference.js'
import type { DialectSpan, OtelSpanRecord, RecordedToolCall } from './record.js'
import { isTraceloopLlmSpan, traceloopSpan } from './traceloop.js'
import { statusError } from './status.js'
import { readTokenUsage } from '../../trace/usage.js'
import { groupByTrace } from '../shared/traces.js'

/** The attribute dialect a span was read with. */
export type OtelDialect = 'openinference' | 'genai' | 'ai-sdk' | 'traceloop' | 'generic'

/**
 * Chooses a span's dialect by its attribute keys, in the spec's order:
 * OpenInference, GenAI (`gen_ai.operation.name`), the AI SDK's
 * `ai.operationId` (checked before any other `gen_ai.*` key, because the AI
 * SDK also sets `gen_ai.system` and `gen_ai.request.model`), Traceloop, then
 * older GenAI spans that only carry `gen_ai.request.model`.
 *
 * @example
 * dialectOf(record) // 'ai-sdk' for a span with ai.operationId, even with gen_ai.system set
 */
export function dialectOf(record: OtelSpanRecord): OtelDialect {
  const a = record.attributes
  if ('openinference.span.kind' in a) return 'openinference'
  if ('gen_ai.operation.name' in a || 'langsmith.span.kind' in a) return 'genai'
  if ('ai.operationId' in a) return 'ai-sdk'
  if ('traceloop.span.kind' in a || isTraceloopLlmSpan(record)) return 'traceloop'
  if ('gen_ai.request.model' in a) return 'genai'
  return 'generic'
}

function readSpan(record: OtelSpanRecord): DialectSpan {
  switch (dialectOf(record)) {
    case 'openinference':
      return openInferenceSpan(record)
    case 'genai':
      return genAiSpan(record)
    case 'ai-sdk':
      return aiSdkTelemetrySpan(record)
    case 'traceloop':
      return traceloopSpan(record)
    default:
      return { span: makeSpan('base', record.name, null, null, { id: record.spanId, error: statusError(record) }) }
  }
}

/**
 * Builds one normalized trace per trace id from OpenTelemetry spans (from
 * OTLP/JSON or in-memory `ReadableSpan`s), in the order the ids first appear:
 * each span through its dialect, then into a tree by parent span id with
 * siblings in start order. Several top-level spans of one trace get a
 * synthetic `base` root. When a trace has no tool spans at all but its
 * model spans recorded tool calls, tool spans are synthesized after each
 * model span (marked `metadata.synthesized`), linked to results recorded in
 * later prompts. Tool spans whose result was not recorded take it from those
 * prompts too. No spans at all give one trace with no root.
 *
 * Gaps: no model answer recorded anywhere (content capture off; a model
 * span whose output recorded only tool calls is an answer), no model spans at
 * all, tool spans without arguments, or spans whose parent is not in the
 * export (the call tree is incomplete).
 *
 * @example
 * otelRecordsToTraces(otlpRecords(body), 'otlp', undefined).map((trace) => trace.traceId) // ['4bf92f…', '5c1d…']
 */
export function otelRecordsToTraces(records: readonly OtelSpanRecord[], format: string, goal: string | undefined): NormalizedTrace[] {
  const groups = groupByTrace(records, (record) => record.traceId)
  if (groups.size === 0) return [assembleTrace([], format, goal)]
  return [...groups.entries()].map(([traceId, group]) => ({ ...assembleTrace(group, format, goal), traceId }))
}

function assembleTrace(records: readonly OtelSpanRecord[], format: string, goal: string | undefined): NormalizedTrace {
  const drafts = new Map<Span, DialectSpan>()
  const linked: LinkedSpan[] = records.map((record) => {
    const draft = readSpan(record)
    // A model span that recorded tool calls recorded its answer: with no
    // text it said nothing besides the calls, which is '' (R2), not an
    // unrecorded output (null, what content capture turned off leaves).
    if (draft.span.type === 'llm' && draft.span.output === null && (draft.toolCalls?.length ?? 0) > 0) draft.span.output = ''
    // Every dialect records usage as attributes; an aggregate on a parent is
    // fine here, since what a loop cost counts the innermost usage only.
    const usage = readTokenUsage(record.attributes)
    if (usage !== undefined && draft.span.usage === undefined) draft.span.usage = usage
    drafts.set(draft.span, draft)
    return {
      id: record.spanId,
      parentId: record.parentSpanId ?? null,
      start: record.start,
      span: draft.span,
      path: record.path,
    }
  })
  const { roots, missingParents } = buildTreeFromParents(linked, 'spanId')
  let root: Span | null = roots[0] ?? null
  if (roots.length > 1) {
    root = makeSpan('base', 'trace', null, null, { metadata: { traceId: records[0]!.traceId, synthetic: true } })
    root.children.push(...roots)
  }
  if (root !== null) linkRecordedTools(root, drafts)

  const gaps: TraceGaps = recordingGaps(root, {
    noText: 'no model output text was recorded (message content capture is off, or the instrumentation does not record it)',
    noModelSpans: 'the export has no model-call spans',
    noToolInput: 'no tool-call arguments were recorded (gen_ai.tool.call.arguments and similar attributes are opt-in)',
  })
  if (missingParents > 0) {
    gaps.callGraphCycles = `${missingParents} span${missingParents === 1 ? ' names' : 's name'} a parent that is not in this export, so the call tree is incomplete`
  }
  return withGaps({ format, root, ...(goal !== undefined ? { goal } : {}) }, gaps)
}

// Fills tool outputs from results recorded in model prompts, and
// synthesizes tool spans when the instrumentation recorded none.
function linkRecordedTools(root: Span, drafts: Map<Span, DialectSpan>): void {
  const results = new Map<string, unknown>()
  const modelSpans: Array<{ span: Span; parent: Span | null; calls: RecordedToolCall[] }> = []
  let toolSpans = 0
  walkSpans(root, (span, parent) => {
    const draft = drafts.get(span)
    if (span.type === 'tool') toolSpans++
    for (const result of draft?.toolResults ?? []) if (!results.has(result.id)) results.set(result.id, result.content)
    if (draft?.toolCalls !== undefined && draft.toolCalls.length > 0) modelSpans.push({ span, parent, calls: draft.toolCalls })
  })
  if (toolSpans > 0) {
    walkSpans(root, (span) => {
      const draft = drafts.get(span)
      if (span.type !== 'tool' || draft?.outputRecorded !== false || span.id === undefined || !results.has(span.id)) return
      span.output = results.get(span.id)
      setMetadata(span, 'outputFromPrompt', true)
    })
    return
  }
  const linker = new ToolCallLinker()
  // Insertions are gathered per parent and applied in one pass each, so a
  // trace with thousands of model spans is not rebuilt once per span.
  const insertions = new Map<Span, Map<Span, Span[]>>()
  for (const { span, parent, calls } of modelSpans) {
    const synthesized = calls.map((call) => {
      const parsed = parseArguments(call.arguments)
      const tool = makeSpan('tool', call.name, parsed.value, null, { id: call.id, metadata: { synthesized: true } })
      if (parsed.error !== undefined) setMetadata(tool, 'inputParseError', parsed.error)
      linker.addCall(tool)
      return tool
    })
    if (parent === null) {
      span.children.push(...synthesized)
      continue
    }
    const after = insertions.get(parent) ?? new Map<Span, Span[]>()
    after.set(span, synthesized)
    insertions.set(parent, after)
  }
  for (const [parent, after] of insertions) {
    parent.children = parent.children.flatMap((child) => [child, ...(after.get(child) ?? [])])
  }
  for (const [id, content] of results) if (linker.isOpen(id)) linker.addResult({ id, output: parseStructured(content) })
  linker.finish()
}
