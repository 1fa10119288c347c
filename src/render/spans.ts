import type { NormalizedTrace } from '../trace/span.js'
import { deepevalSourceOf } from '../deepeval/index.js'

/** One span as the renderers read it. */
export interface SpanView {
  /** Depth-first position in the trace, as findings cite it. */
  index: number
  type: string
  name: string
  input: unknown
  output: unknown
}

type Node = Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isEmpty(node: Node): boolean {
  for (const key in node) if (Object.hasOwn(node, key)) return false
  return true
}

/**
 * The spans of a trace by the position findings cite: counting every node
 * depth-first from the root (0), parents before children. A deepeval trace
 * is walked as recorded (an empty `{}` node takes a position but is not a
 * span, as in the reference), so positions match the deepeval detector's
 * exactly; other formats are walked on the normalized tree. Iterative, so a
 * deep trace cannot overflow the stack. Built once per failure message.
 *
 * @example
 * const spans = indexSpans(trace)
 * spans.get(3)?.name // 'search_web'
 */
export function indexSpans(trace: NormalizedTrace): Map<number, SpanView> {
  const source = deepevalSourceOf(trace)
  const root: unknown = source !== undefined ? source : trace.root
  const spans = new Map<number, SpanView>()
  if (!isNode(root)) return spans
  const stack: unknown[] = [root]
  let position = 0
  while (stack.length > 0) {
    const node = stack.pop()
    const index = position++
    if (!isNode(node) || isEmpty(node)) continue
    spans.set(index, {
      index,
      type: String(node.type ?? ''),
      name: String(node.name ?? ''),
      input: node.input,
      output: node.output,
    })
    const children = Array.isArray(node.children) ? node.children : []
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
  }
  return spans
}
