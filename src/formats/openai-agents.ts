import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace, Span } from '../trace/span.js'
import { firstMismatch } from './shared/adapter.js'
import { recordingGaps, withGaps } from './shared/gaps.js'
import { parseStructured } from './shared/json.js'
import { isObjectLike, itemList, nonEmptyString } from './shared/objects.js'
import { makeSpan, setMetadata, toolSpan } from './shared/spans.js'
import { buildTreeFromParents, type LinkedSpan } from './shared/span-tree.js'
import { contentText } from './shared/text.js'
import { groupByTrace, pickTrace } from './shared/traces.js'
import { toEpochNanos } from './shared/timestamps.js'
import { readTokenUsage } from '../trace/usage.js'

/**
 * Options for {@link fromOpenAIAgentsTrace}.
 *
 * @example
 * fromOpenAIAgentsTrace(exportBatch, { keepTurnSpans: true })
 */
export interface OpenAIAgentsOptions extends NormalizeOptions {
  /**
   * Keep the SDK's `turn` spans (v0.14 and later) instead of hoisting their
   * children into the agent span. Default `false`, so traces from before and
   * after v0.14 give the same tree.
   */
  keepTurnSpans?: boolean
}

function isExportItem(value: unknown): boolean {
  return isObjectLike(value) && (value.object === 'trace' || value.object === 'trace.span' || isObjectLike(value.span_data))
}

// Live `Trace` / `Span` objects serialize through `toJSON()`; noop spans give `null`.
function plainItem(value: unknown): unknown {
  if (isObjectLike(value) && !('object' in value) && typeof value.toJSON === 'function') return (value.toJSON as () => unknown).call(value)
  return value
}

function exportItems(value: unknown): { items: unknown[]; path: TracePath } | null {
  if (isExportItem(value)) return { items: [value], path: [] }
  const list = itemList(value, ['data'])
  if (list === null) return null
  const items = list.items.map(plainItem)
  const real = items.filter((item) => item !== null)
  return real.length > 0 && real.every(isExportItem) ? { items, path: list.path } : null
}

/**
 * Reads an OpenAI Agents SDK trace export into the span tree: the
 * `{ data: [...] }` batch the OpenAI exporter posts, an array of
 * `trace` / `trace.span` items (what a custom `TracingExporter` receives,
 * after `toJSON()`), or a single span. Spans are linked by `parent_id` and
 * ordered by `started_at` (exports arrive in end order, children first).
 *
 * `function` spans are tools (their JSON-string input and output parsed),
 * `generation` spans are llm spans with the assistant text, `response`
 * spans are llm spans *without* text (the default Responses model keeps it
 * private), `handoff` spans are `base` spans named `handoff:<from>-><to>`.
 * The `task` span is the root; `turn` spans are hoisted away. When no model
 * text was exported, `gaps.reasoningStagnation` says so.
 *
 * @example
 * import { BatchTraceProcessor, setTraceProcessors } from '@openai/agents'
 * const batches: unknown[] = []
 * setTraceProcessors([new BatchTraceProcessor({ export: async (items) => { batches.push(...items.map((i) => i.toJSON())) } })])
 * await run(agent, 'Compare the weather in Paris and Berlin.')
 * const trace = fromOpenAIAgentsTrace(batches)
 */
export function fromOpenAIAgentsTrace(value: unknown, options: OpenAIAgentsOptions = {}): NormalizedTrace {
  return pickTrace(agentsTraces(value, options), options, options.format ?? 'openai-agents')
}

/** Every trace of an export batch, one per `trace_id` in order of first appearance (see {@link fromOpenAIAgentsTrace}). */
function agentsTraces(value: unknown, options: OpenAIAgentsOptions): NormalizedTrace[] {
  const format = options.format ?? 'openai-agents'
  const found = exportItems(value)
  if (found === null)
    throw new TraceValidationError([], `expected an Agents SDK export ({ data: [...] } or an array of trace / trace.span items), got ${describeValue(value)}`)
  const workflows = new Map<string, string>()
  const linked: Array<LinkedSpan & { traceId: string }> = []
  found.items.forEach((item, i) => {
    const path = found.items.length === 1 && found.items[0] === value ? [] : [...found.path, i]
    if (item === null) return
    const it = item as Record<string, unknown>
    if (it.object === 'trace') {
      if (typeof it.id === 'string' && typeof it.workflow_name === 'string') workflows.set(it.id, it.workflow_name)
      return
    }
    if (typeof it.id !== 'string' || it.id === '') throw new TraceValidationError([...path, 'id'], `expected a span id string, got ${describeValue(it.id)}`)
    if (!isObjectLike(it.span_data)) throw new TraceValidationError([...path, 'span_data'], `expected a span_data object, got ${describeValue(it.span_data)}`)
    const span = agentsSpan(it, [...path, 'span_data'])
    const traceId = typeof it.trace_id === 'string' ? it.trace_id : ''
    linked.push({ id: it.id, parentId: nonEmptyString(it.parent_id), start: toEpochNanos(it.started_at), span, path, traceId })
  })
  const groups = groupByTrace(linked, (span) => span.traceId)
  if (groups.size === 0) groups.set('', [])
  return [...groups.entries()].map(([traceId, spans]) => {
    const { roots, missingParents } = buildTreeFromParents(spans, 'span id')
    if (!(options.keepTurnSpans ?? false)) for (const root of roots) hoistTurns(root)
    const root = roots.length === 0 ? null : traceRoot(roots, workflows.get(traceId) ?? 'Agent workflow', traceId)
    const gaps = recordingGaps(root, {
      noText:
        'no model output text was exported: the default Responses model records only a response id; use OpenAIChatCompletionsModel (generation spans) or a processor that keeps the response',
      noModelSpans: 'the trace has no model spans (generation or response), so there is no model text to compare',
    })
    if (missingParents > 0)
      gaps.callGraphCycles = `${missingParents} span${missingParents === 1 ? ' names' : 's name'} a parent that is not in this export, so the call tree is incomplete`
    return withGaps({ format, root, ...(traceId !== '' ? { traceId } : {}), ...(options.goal !== undefined ? { goal: options.goal } : {}) }, gaps)
  })
}

// The `task` span (v0.14+) is the trace's root; older traces, and traces
// with several top-level spans, get a synthetic root named after the
// workflow so both shapes give the same tree.
function traceRoot(spans: Span[], workflow: string, traceId: string): Span {
  if (spans.length === 1 && spans[0]!.metadata?.sdkSpanType === 'task') return spans[0]!
  const root = makeSpan('base', workflow, null, null, { metadata: { synthetic: true, ...(traceId !== '' ? { traceId } : {}) } })
  root.children.push(...spans)
  return root
}

function agentsSpan(item: Record<string, unknown>, dataPath: TracePath): Span {
  const data = item.span_data as Record<string, unknown>
  const type = typeof data.type === 'string' ? data.type : 'custom'
  const id = item.id as string
  const error = isObjectLike(item.error) ? (item.error.message ?? item.error) : undefined
  switch (type) {
    case 'agent':
      return makeSpan('agent', nonEmptyString(data.name) ?? 'agent', null, null, { id, error })
    case 'function': {
      const name = nonEmptyString(data.name)
      if (name === undefined) throw new TraceValidationError([...dataPath, 'name'], `expected the function name, got ${describeValue(data.name)}`)
      // Hosted and MCP tools record '' as input.
      const span =
        data.input === '' || data.input === undefined
          ? makeSpan('tool', name, data.input ?? null, null, { id, error })
          : toolSpan(name, data.input, { id, error })
      span.output = parseStructured(data.output ?? null)
      if (data.output === undefined && error === undefined && item.ended_at == null) setMetadata(span, 'pending', true)
      if (isObjectLike(data.mcp_data)) setMetadata(span, 'mcp', data.mcp_data)
      return span
    }
    case 'generation':
      return makeSpan('llm', nonEmptyString(data.model) ?? 'generation', data.input ?? null, generationText(data.output), {
        id,
        error,
        usage: readTokenUsage(data.usage),
      })
    case 'response': {
      // `_response` is private and stripped from exports; a processor that
      // reads the live span may still see it.
      const response = isObjectLike(data._response) ? data._response : undefined
      const name = nonEmptyString(response?.model) ?? 'response'
      const text = response === undefined ? null : responseText(response)
      return makeSpan('llm', name, data._input ?? null, text, { id, error, usage: readTokenUsage(response?.usage), metadata: { responseId: data.response_id } })
    }
    case 'handoff': {
      const from = nonEmptyString(data.from_agent) ?? '?'
      const to = nonEmptyString(data.to_agent) ?? '?'
      return makeSpan('base', `handoff:${from}->${to}`, data.from_agent ?? null, data.to_agent ?? null, { id, error, metadata: { spanType: 'handoff' } })
    }
    case 'custom': {
      const custom = isObjectLike(data.data) ? data.data : {}
      const sdkType = nonEmptyString(custom.sdk_span_type)
      const name = sdkType === 'task' ? (nonEmptyString(custom.name) ?? nonEmptyString(data.name) ?? 'task') : (nonEmptyString(data.name) ?? 'custom')
      const metadata: Record<string, unknown> = { spanType: 'custom' }
      if (sdkType !== undefined) metadata.sdkSpanType = sdkType
      if (sdkType === undefined) metadata.data = custom
      // Task and turn spans carry the usage of the model calls under them.
      return makeSpan('base', name, null, null, { id, error, usage: readTokenUsage(custom.usage), metadata })
    }
    case 'guardrail':
      return makeSpan('base', nonEmptyString(data.name) ?? 'guardrail', null, data.triggered ?? null, { id, error, metadata: { spanType: type } })
    default:
      return makeSpan('base', nonEmptyString(data.name) ?? type, null, null, { id, error, metadata: { spanType: type } })
  }
}

// `output[0]` is a ChatCompletion (`choices[0].message.content`) or a message (`content`).
function generationText(output: unknown): string | null {
  const first = Array.isArray(output) ? output[0] : output
  if (!isObjectLike(first)) return null
  const choice = Array.isArray(first.choices) ? first.choices[0] : undefined
  const message = isObjectLike(choice) && isObjectLike(choice.message) ? choice.message : first
  return contentText(message.content, ['text', 'output_text']) ?? (message.content === null ? '' : null)
}

function responseText(response: Record<string, unknown>): string | null {
  if (typeof response.output_text === 'string') return response.output_text
  if (!Array.isArray(response.output)) return null
  const texts = response.output.filter(isObjectLike).map((item) => contentText(item.content, ['output_text']) ?? '')
  return texts.join('')
}

// v0.14+ nests every model call and tool call in a `turn` span; hoisting its
// children makes the tree match pre-0.14 traces (agent → calls).
function hoistTurns(root: Span): void {
  const stack: Span[] = [root]
  while (stack.length > 0) {
    const span = stack.pop()!
    if (span.children.some(isTurn)) span.children = span.children.flatMap((child) => (isTurn(child) ? child.children : [child]))
    // A hoisted turn's children may hold turns themselves; they are visited next.
    for (const child of span.children) stack.push(child)
  }
}

function isTurn(span: Span): boolean {
  return span.metadata?.sdkSpanType === 'turn'
}

/**
 * OpenAI Agents SDK trace exports (`{ data: [trace, ...spans] }`).
 *
 * @example
 * normalizeTrace(exportBatch, { format: 'openai-agents' })
 */
export const openAIAgentsFormat: TraceFormatAdapter = {
  format: 'openai-agents',
  description: "OpenAI Agents SDK trace export ({ data: [...] } or an array of items with object 'trace' | 'trace.span' and span_data)",
  detect: (value) => exportItems(value) !== null,
  mismatch(value) {
    const list = isExportItem(value) ? { items: [value], path: [] } : itemList(value, ['data'])
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: "{ data: [...] } or an array of 'trace' / 'trace.span' items" }),
      () => ({ ok: list!.items.length > 0, path: list!.path, expected: 'at least one item' }),
      () => {
        const bad = list!.items.findIndex((item) => item !== null && !isExportItem(plainItem(item)))
        return { ok: bad < 0, path: [...list!.path, bad], expected: "an item with object: 'trace' | 'trace.span' and span_data" }
      },
    ])
  },
  normalize: (value, options) => fromOpenAIAgentsTrace(value, { ...options, format: 'openai-agents' }),
  readTraces: (value, options) => agentsTraces(value, { ...options, format: 'openai-agents' }),
}
