import { extractAllSpans, get, type IndexedSpan, type DeepevalSpanDict } from '../deepeval/index.js'
import { JSON_LOADS_FAILED, pyJsonLoads } from '../python/json-loads.js'
import { pyStr } from '../python/serialize.js'
import { toJsonSafe } from '../util/json-safe.js'
import { stableJson } from '../util/stable-json.js'

/**
 * One step the judge is asked about: a model call, or a tool call in traces with fewer than two model calls.
 *
 * @example
 * const [first]: ReasoningStep[] = traceParts(root).steps // { step: 0, spanIndex: 1, type: 'llm', ... }
 */
export interface ReasoningStep {
  /** Position among the reasoning steps (the `i` and `j` of question ids). */
  step: number
  /** Position in the trace, counting spans depth-first from the root. */
  spanIndex: number
  type: string
  name: string
  input: unknown
  output: unknown
}

/**
 * One distinct argument set of a tool, in order of first use.
 *
 * @example
 * const set: ArgumentSet = { arguments: { path: '.' }, text: '{"path":"."}', calls: 2 }
 */
export interface ArgumentSet {
  /** The arguments as plain JSON (JSON-string arguments parsed). */
  arguments: unknown
  /** The arguments as one line of JSON with sorted keys; what "distinct" compares. */
  text: string
  /** How many calls used exactly these arguments. */
  calls: number
}

/**
 * Every call of one tool name.
 *
 * @example
 * const grep: ToolCalls | undefined = traceParts(root).tools.find((t) => t.name === 'grep')
 */
export interface ToolCalls {
  name: string
  calls: number
  spanIndices: number[]
  argumentSets: ArgumentSet[]
}

/**
 * What the judged detector reads from a trace.
 *
 * @example
 * const { steps, stepKind }: TraceParts = traceParts(root)
 */
export interface TraceParts {
  /** Every span, depth-first, as the deepeval port lists them. */
  spans: IndexedSpan[]
  llmSpans: IndexedSpan[]
  toolSpans: IndexedSpan[]
  /** The steps questions are asked about. */
  steps: ReasoningStep[]
  /** Whether the steps are the model calls or, for lack of them, the tool calls. */
  stepKind: 'llm' | 'tool'
  /** Tools by name, in order of first call. */
  tools: ToolCalls[]
}

/**
 * Splits a deepeval-shaped trace into what the judge is asked about: the
 * reasoning steps (the `llm` spans, or the `tool` spans when there are fewer
 * than two `llm` spans) and every tool's calls grouped by name with their
 * distinct argument sets. One pass over the spans; no recursion.
 *
 * @example
 * const parts = traceParts(root)
 * parts.steps.length         // 4
 * parts.tools[0]?.argumentSets // [{ arguments: { pattern: 'x' }, text: '{"pattern":"x"}', calls: 3 }]
 */
export function traceParts(root: DeepevalSpanDict | null): TraceParts {
  const spans = extractAllSpans(root)
  const llmSpans: IndexedSpan[] = []
  const toolSpans: IndexedSpan[] = []
  for (const indexed of spans) {
    const type = get(indexed.span, 'type', undefined)
    if (type === 'llm') llmSpans.push(indexed)
    else if (type === 'tool') toolSpans.push(indexed)
  }
  const stepKind = llmSpans.length >= 2 ? 'llm' : 'tool'
  const steps = (stepKind === 'llm' ? llmSpans : toolSpans).map(
    ({ span, index }, step): ReasoningStep => ({
      step,
      spanIndex: index,
      type: pyStr(get(span, 'type', '')),
      name: pyStr(get(span, 'name', '')),
      input: get(span, 'input', undefined),
      output: get(span, 'output', undefined),
    }),
  )
  return { spans, llmSpans, toolSpans, steps, stepKind, tools: groupToolCalls(toolSpans) }
}

function groupToolCalls(toolSpans: readonly IndexedSpan[]): ToolCalls[] {
  const byName = new Map<string, { tool: ToolCalls; sets: Map<string, ArgumentSet> }>()
  for (const { span, index } of toolSpans) {
    const name = pyStr(get(span, 'name', ''))
    let entry = byName.get(name)
    if (entry === undefined) {
      entry = { tool: { name, calls: 0, spanIndices: [], argumentSets: [] }, sets: new Map() }
      byName.set(name, entry)
    }
    entry.tool.calls++
    entry.tool.spanIndices.push(index)
    const args = argumentsOf(get(span, 'input', {}))
    // Strings (arguments that are not JSON) print as themselves.
    const text = typeof args === 'string' ? args : stableJson(args)
    const set = entry.sets.get(text)
    if (set === undefined) {
      const created: ArgumentSet = { arguments: args, text, calls: 1 }
      entry.sets.set(text, created)
      entry.tool.argumentSets.push(created)
    } else {
      set.calls++
    }
  }
  return [...byName.values()].map(({ tool }) => tool)
}

/** A tool's input as plain JSON: JSON-string inputs parsed, as the exact check does. */
function argumentsOf(input: unknown): unknown {
  if (typeof input === 'string') {
    const parsed = pyJsonLoads(input)
    if (parsed !== JSON_LOADS_FAILED) return toJsonSafe(parsed)
  }
  return toJsonSafe(input)
}
