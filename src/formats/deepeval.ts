import { TraceValidationError } from '../trace/errors.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { Span } from '../trace/span.js'
import { KNOWN_SPAN_TYPES } from '../trace/span.js'
import { pyStr } from '../python/serialize.js'
import { isPlainRecord } from '../util/records.js'
import { readTokenUsage, TOKEN_USAGE_KEYS, usageInherited } from '../trace/usage.js'

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

/** Whether Object.prototype carries a span field (only when something assigned one there). */
function spanFieldsInherited(): boolean {
  return 'type' in Object.prototype || 'name' in Object.prototype || 'input' in Object.prototype || 'output' in Object.prototype
}

/** Whether a node has its own `key` field (`value` is what reading it gave). */
function ownField(node: object, key: string, _value: unknown): boolean {
  return Object.hasOwn(node, key)
}

/** The same, when nothing is inherited: a field that reads as anything but undefined is the node's own. */
function ownOrDefinedField(node: object, key: string, value: unknown): boolean {
  return value !== undefined || Object.hasOwn(node, key)
}

/** The span fields (`type`, `name`, `input`, `output`, `children`); every other key is metadata. */
function isSpanKey(key: string): boolean {
  return key === 'type' || key === 'name' || key === 'input' || key === 'output' || key === 'children'
}
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
  // The walk keeps, for each node it met, where it met it (its parent's entry
  // and its index there), so the path is rebuilt only when an error is thrown
  // and long traces do not pay for path strings; a node met twice (a shared
  // or circular reference) is found with a WeakSet.
  const seen = new WeakSet<object>()
  seen.add(value)
  const metNodes: object[] = [value]
  const metParents: number[] = [-1]
  const metIndices: number[] = [-1]
  const pathOf = (entry: number): TracePath => {
    const tail: Array<string | number> = []
    for (let at = entry; metParents[at]! >= 0; at = metParents[at]!) tail.push(metIndices[at]!, 'children')
    return [...rootPath, ...tail.reverse()]
  }
  const stack: number[] = [0]
  while (stack.length > 0) {
    const entry = stack.pop()!
    const node = metNodes[entry] as Record<string, unknown>
    if (!Object.hasOwn(node, 'children')) continue
    const children = node.children
    if (!Array.isArray(children)) {
      throw new TraceValidationError([...pathOf(entry), 'children'], `expected an array, got ${describeValue(children)}`)
    }
    for (let i = children.length - 1; i >= 0; i--) {
      const child: unknown = children[i]
      if (!isPlainRecord(child)) {
        throw new TraceValidationError([...pathOf(entry), 'children', i], `expected a span object, got ${describeValue(child)}`)
      }
      if (seen.has(child)) {
        throw new TraceValidationError(
          [...pathOf(entry), 'children', i],
          'this span object already appears elsewhere in the trace (a circular or shared reference); a trace must be a tree',
        )
      }
      seen.add(child)
      stack.push(metNodes.length)
      metNodes.push(child)
      metParents.push(entry)
      metIndices.push(i)
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
  // Usage is read from a node's own fields (or, when someone put usage fields
  // on Object.prototype, from every node): a node with none records none.
  const inherited = usageInherited()
  // A field read as something other than undefined is the node's own unless
  // Object.prototype carries span fields (then each is asked for).
  const own = spanFieldsInherited() ? ownField : ownOrDefinedField
  const convert = (node: DeepevalSpanDict): Span => {
    const { type, name, input, output } = node
    const span: Span = {
      type: own(node, 'type', type) ? (typeof type === 'string' ? type : pyStr(type)) : 'unknown',
      name: own(node, 'name', name) ? (typeof name === 'string' ? name : pyStr(name)) : 'unnamed',
      input: own(node, 'input', input) ? input : null,
      output: own(node, 'output', output) ? llmOutputText(output) : null,
      children: [],
    }
    let metadata: Record<string, unknown> | null = null
    let ownUsage = false
    for (const key in node) {
      if (!Object.hasOwn(node, key) || isSpanKey(key)) continue
      if (key === 'error') span.error = node.error
      else (metadata ??= {})[key] = node[key]
      if (TOKEN_USAGE_KEYS.has(key)) ownUsage = true
    }
    if (isPlainRecord(node.output) && typeof node.output.content === 'string' && node.output !== span.output) {
      ;(metadata ??= {}).llm_output = node.output
    }
    if (metadata !== null && Object.keys(metadata).length > 0) span.metadata = metadata
    // deepeval's llm spans count tokens in `input_token_count` /
    // `output_token_count`; hand-written spans may carry a `usage` object.
    const usage = readTokenUsage(node.usage) ?? (ownUsage || (inherited && Object.getPrototypeOf(node) !== null) ? readTokenUsage(node) : undefined)
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

// deepeval integrations may record an LLM output as `LlmOutput`
// ({role, content, tool_calls}); its text is what stagnation should compare.
function llmOutputText(output: unknown): unknown {
  if (isPlainRecord(output) && typeof output.content === 'string' && 'role' in output) return output.content
  return output
}
