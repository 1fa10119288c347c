import { TraceValidationError } from '../trace/errors.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { Span } from '../trace/span.js'
import { KNOWN_SPAN_TYPES } from '../trace/span.js'
import { pyStr } from '../python/serialize.js'
import { isPlainRecord } from '../util/records.js'
import { readTokenUsage } from '../trace/usage.js'

/**
 * One node of a deepeval `_trace_dict`, as `TraceManager.create_nested_spans_dict`
 * writes it: snake_case keys, `None` values dropped, so any field may be absent.
 */
export interface DeepevalSpanDict {
  type?: unknown
  name?: unknown
  input?: unknown
  output?: unknown
  children?: DeepevalSpanDict[]
  [key: string]: unknown
}

const SPAN_KEYS = ['type', 'name', 'input', 'output', 'children'] as const
const KNOWN_TYPES: ReadonlySet<string> = new Set(KNOWN_SPAN_TYPES)

/**
 * Whether a value looks like a deepeval `_trace_dict` node: a plain object with
 * a `children` array, or a known span `type` together with one of the span
 * fields. Cheap: only the top node is inspected.
 *
 * @example
 * isDeepevalTraceDict({ type: 'agent', name: 'a', input: 'q', output: 'a', children: [] }) // true
 * isDeepevalTraceDict([{ role: 'user', content: 'hi' }])                                  // false
 */
export function isDeepevalTraceDict(value: unknown): value is DeepevalSpanDict {
  if (!isPlainRecord(value)) return false
  // Formats whose nodes also carry `type`/`children` claim these keys first.
  if ('run_type' in value || 'span_data' in value || 'resourceSpans' in value) return false
  if (Array.isArray(value.children)) return true
  // A known span type with span fields is a deepeval node even when its
  // `children` is broken, so validation can name the problem precisely.
  return typeof value.type === 'string' && KNOWN_TYPES.has(value.type) && ('children' in value || 'name' in value || 'input' in value || 'output' in value)
}

/**
 * Checks a deepeval trace dict all the way down, with an explicit stack so a
 * trace nested 100,000 deep is fine, and throws a {@link TraceValidationError}
 * naming the first node the reference implementation would crash on:
 * `children` that is not an array, a child that is not an object, or a span
 * that contains itself.
 *
 * @example
 * validateDeepevalTraceDict({ type: 'agent', name: 'a', children: [null] })
 * // throws: root.children[0]: expected a span object, got null
 */
export function validateDeepevalTraceDict(value: unknown, rootPath: TracePath = ['root']): DeepevalSpanDict {
  if (!isPlainRecord(value)) {
    throw new TraceValidationError(rootPath, `expected a span object, got ${describeValue(value)}`)
  }
  // Each stack entry is a node plus how to name it; the path is rebuilt only
  // when an error is thrown, so long traces do not pay for path strings.
  const parents = new Map<object, { parent: object | null; index: number }>()
  parents.set(value, { parent: null, index: -1 })
  const stack: object[] = [value]
  const pathOf = (node: object): TracePath => {
    const tail: Array<string | number> = []
    let at: object | null = node
    while (at !== null) {
      const link = parents.get(at)
      if (link === undefined || link.parent === null) break
      tail.push(link.index, 'children')
      at = link.parent
    }
    return [...rootPath, ...tail.reverse()]
  }
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>
    if (!Object.hasOwn(node, 'children')) continue
    const children = node.children
    if (!Array.isArray(children)) {
      throw new TraceValidationError([...pathOf(node), 'children'], `expected an array, got ${describeValue(children)}`)
    }
    for (let i = children.length - 1; i >= 0; i--) {
      const child: unknown = children[i]
      if (!isPlainRecord(child)) {
        throw new TraceValidationError([...pathOf(node), 'children', i], `expected a span object, got ${describeValue(child)}`)
      }
      if (parents.has(child)) {
        throw new TraceValidationError(
          [...pathOf(node), 'children', i],
          'this span object already appears elsewhere in the trace (a circular or shared reference); a trace must be a tree',
        )
      }
      parents.set(child, { parent: node, index: i })
      stack.push(child)
    }
  }
  return value as DeepevalSpanDict
}

/**
 * Converts a validated deepeval trace dict into loopcheck's {@link Span} tree.
 * Missing fields take the reference's own defaults (`type` `unknown`, `name`
 * `unnamed`, `input`/`output` `null`); an `LlmOutput` dict output becomes its
 * `content` text; the other keys deepeval keeps (`model`, `tools_called`…) go
 * to `metadata`. Iterative, like every walk in loopcheck.
 *
 * @example
 * deepevalDictToSpan({ type: 'tool', name: 'search', input: '{"q": "x"}', children: [] }).input
 * // '{"q": "x"}' (tool inputs stay as recorded; detectors parse JSON strings themselves)
 */
export function deepevalDictToSpan(dict: DeepevalSpanDict): Span {
  const convert = (node: DeepevalSpanDict): Span => {
    const span: Span = {
      type: Object.hasOwn(node, 'type') ? (typeof node.type === 'string' ? node.type : pyStr(node.type)) : 'unknown',
      name: Object.hasOwn(node, 'name') ? (typeof node.name === 'string' ? node.name : pyStr(node.name)) : 'unnamed',
      input: Object.hasOwn(node, 'input') ? node.input : null,
      output: Object.hasOwn(node, 'output') ? llmOutputText(node.output) : null,
      children: [],
    }
    const metadata: Record<string, unknown> = {}
    for (const key of Object.keys(node)) {
      if ((SPAN_KEYS as readonly string[]).includes(key)) continue
      if (key === 'error') span.error = node.error
      else metadata[key] = node[key]
    }
    if (isPlainRecord(node.output) && typeof node.output.content === 'string' && node.output !== span.output) {
      metadata.llm_output = node.output
    }
    if (Object.keys(metadata).length > 0) span.metadata = metadata
    // deepeval's llm spans count tokens in `input_token_count` /
    // `output_token_count`; hand-written spans may carry a `usage` object.
    const usage = readTokenUsage(node.usage) ?? readTokenUsage(node)
    if (usage !== undefined) span.usage = usage
    return span
  }
  const root = convert(dict)
  const stack: Array<[DeepevalSpanDict, Span]> = [[dict, root]]
  while (stack.length > 0) {
    const [node, span] = stack.pop()!
    const children = Array.isArray(node.children) ? node.children : []
    for (const child of children) {
      const childSpan = convert(child)
      span.children.push(childSpan)
      stack.push([child, childSpan])
    }
  }
  return root
}

/**
 * The text of an `LlmOutput` (`{ role, content, tool_calls }`), which deepeval
 * integrations may record as an LLM span's output: its text is what
 * stagnation should compare. Any other output is returned as it is.
 *
 * @example
 * llmOutputText({ role: 'assistant', content: 'Checking.', tool_calls: [] }) // 'Checking.'
 */
export function llmOutputText(output: unknown): unknown {
  if (isPlainRecord(output) && typeof output.content === 'string' && 'role' in output) return output.content
  return output
}
