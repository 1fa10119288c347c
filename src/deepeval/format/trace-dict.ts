import { TraceValidationError } from '../../trace/errors.js'
import { describeValue, type TracePath } from '../../trace/path.js'
import type { Span } from '../../trace/span.js'
import { KNOWN_SPAN_TYPES } from '../../trace/span.js'
import { pyStr } from '../../python/serialize.js'
import { isPlainRecord } from '../../util/records.js'
import { readTokenUsage, TOKEN_USAGE_KEYS, usageInherited } from '../../trace/usage.js'

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
  // Every node seen, so a node met twice (a circular or shared reference)
  // is caught. Paths are rebuilt only when an error is thrown (see
  // `pathTo`), so long traces pay for neither path strings nor parent links.
  const seen = new IdentitySet()
  seen.add(value)
  const stack: object[] = [value]
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>
    if (!Object.hasOwn(node, 'children')) continue
    const children = node.children
    if (!Array.isArray(children)) {
      throw new TraceValidationError([...pathTo(value, node, rootPath), 'children'], `expected an array, got ${describeValue(children)}`)
    }
    for (let i = children.length - 1; i >= 0; i--) {
      const child: unknown = children[i]
      if (!isPlainRecord(child)) {
        throw new TraceValidationError([...pathTo(value, node, rootPath), 'children', i], `expected a span object, got ${describeValue(child)}`)
      }
      if (!seen.add(child)) {
        throw new TraceValidationError(
          [...pathTo(value, node, rootPath), 'children', i],
          'this span object already appears elsewhere in the trace (a circular or shared reference); a trace must be a tree',
        )
      }
      stack.push(child)
    }
  }
  return value as DeepevalSpanDict
}

/**
 * The path to `target` as `validateDeepevalTraceDict` first reached it:
 * the same walk again, in the same order, with each node's parent and
 * index recorded, up to `target`. Only called to name an error, whose node
 * the first walk reached before meeting any problem, so this walk meets
 * none either.
 */
function pathTo(root: object, target: object, rootPath: TracePath): TracePath {
  const parents = new Map<object, { parent: object; index: number }>()
  const stack: object[] = [root]
  search: while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>
    if (node === target) break
    const children = Object.hasOwn(node, 'children') ? node.children : undefined
    if (!Array.isArray(children)) continue
    for (let i = children.length - 1; i >= 0; i--) {
      const child: unknown = children[i]
      if (!isPlainRecord(child) || child === root || parents.has(child)) continue
      parents.set(child, { parent: node, index: i })
      if (child === target) break search
      stack.push(child)
    }
  }
  const tail: Array<string | number> = []
  for (let link = parents.get(target); link !== undefined; link = parents.get(link.parent)) tail.push(link.index, 'children')
  return [...rootPath, ...tail.reverse()]
}

/**
 * A set of objects by identity, as a few `Set`s of at most 4,096 each while
 * it is small. A `Set` beyond 4,096 entries has a table V8 allocates as a
 * large object, which made each insertion about 15 times dearer: checking
 * up to eight small sets costs less. Past eight, one `Set` holds them all.
 */
class IdentitySet {
  private readonly chunks: Array<Set<object>> = [new Set()]
  private all: Set<object> | null = null

  /** Adds `value`; false when it was already there. */
  add(value: object): boolean {
    if (this.all !== null) {
      const size = this.all.size
      return this.all.add(value).size !== size
    }
    const chunks = this.chunks
    for (let i = 0; i < chunks.length; i++) if (chunks[i]!.has(value)) return false
    let last = chunks[chunks.length - 1]!
    if (last.size === IDENTITY_CHUNK) {
      if (chunks.length === IDENTITY_CHUNKS) {
        this.all = new Set<object>()
        for (const chunk of chunks) for (const seen of chunk) this.all.add(seen)
        this.all.add(value)
        return true
      }
      last = new Set()
      chunks.push(last)
    }
    last.add(value)
    return true
  }
}

const IDENTITY_CHUNK = 4096
const IDENTITY_CHUNKS = 16

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
  // Whether Object.prototype carries a usage field (asked once: then every plain node is read for usage).
  const inherited = usageInherited()
  const convert = (node: DeepevalSpanDict): Span => {
    const span: Span = {
      type: Object.hasOwn(node, 'type') ? (typeof node.type === 'string' ? node.type : pyStr(node.type)) : 'unknown',
      name: Object.hasOwn(node, 'name') ? (typeof node.name === 'string' ? node.name : pyStr(node.name)) : 'unnamed',
      input: Object.hasOwn(node, 'input') ? node.input : null,
      output: Object.hasOwn(node, 'output') ? llmOutputText(node.output) : null,
      children: [],
    }
    // Made only for a node with a field beyond the span's (most nodes have none).
    let metadata: Record<string, unknown> | null = null
    // One list of the node's own names serves both: its enumerable fields
    // beyond the span's (as Object.keys lists them) go to metadata, and any
    // usage field (enumerable or not) means its usage is read.
    let ownUsage = false
    for (const key of Object.getOwnPropertyNames(node)) {
      if (TOKEN_USAGE_KEYS.has(key)) ownUsage = true
      if (isSpanKey(key) || !isEnumerable.call(node, key)) continue
      if (key === 'error') span.error = node.error
      else (metadata ??= {})[key] = node[key]
    }
    if (isPlainRecord(node.output) && typeof node.output.content === 'string' && node.output !== span.output) {
      ;(metadata ??= {}).llm_output = node.output
    }
    if (metadata !== null && Object.keys(metadata).length > 0) span.metadata = metadata
    // deepeval's llm spans count tokens in `input_token_count` /
    // `output_token_count`; hand-written spans may carry a `usage` object.
    const usage = readTokenUsage(node.usage) ?? (ownUsage || inheritsUsage(node, inherited) ? readTokenUsage(node) : undefined)
    if (usage !== undefined) span.usage = usage
    return span
  }
  const root = convert(dict)
  // Nodes still to convert the children of, and their spans (two stacks: no pair allocated per node).
  const nodes: DeepevalSpanDict[] = [dict]
  const spans: Span[] = [root]
  while (nodes.length > 0) {
    const node = nodes.pop()!
    const span = spans.pop()!
    const children = Array.isArray(node.children) ? node.children : []
    for (const child of children) {
      const childSpan = convert(child)
      span.children.push(childSpan)
      nodes.push(child)
      spans.push(childSpan)
    }
  }
  return root
}

const isEnumerable = Object.prototype.propertyIsEnumerable

/**
 * Whether a node can inherit a usage field: from Object.prototype when it
 * carries one (`inherited`), from any other prototype always. Reading the
 * forty usage names of every node cost more than the rest of the conversion,
 * so a node is read only when it can hold a usage field.
 */
function inheritsUsage(node: object, inherited: boolean): boolean {
  const proto = Object.getPrototypeOf(node) as unknown
  return proto !== null && (inherited || proto !== Object.prototype)
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
