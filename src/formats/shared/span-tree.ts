import { TraceValidationError } from '../../trace/errors.js'
import type { TracePath } from '../../trace/path.js'
import type { Span } from '../../trace/span.js'
import { compareNanos } from './timestamps.js'

/** A span waiting to be placed in a tree by its parent id. */
export interface LinkedSpan {
  /** The source's id for this node. */
  id: string
  /** The parent's id; `null`, `undefined` or `''` for a top-level node. */
  parentId: string | null | undefined
  /** Start time in epoch nanoseconds, when known. */
  start: bigint | null
  /** A second sort key that beats times when present (LangSmith `dotted_order`). */
  orderKey?: string | undefined
  /** The span to place. */
  span: Span
  /**
   * Where the node is in the input, for error messages. Nested sources pass
   * a function, so a 100,000-deep tree does not build 100,000 long paths.
   */
  path: TracePath | (() => TracePath)
}

function pathOf(node: LinkedSpan): TracePath {
  return typeof node.path === 'function' ? node.path() : node.path
}

/** The outcome of {@link buildTreeFromParents}. */
export interface LinkedTree {
  /** Top-level spans in start order: nodes with no parent, or whose parent is not in the batch. */
  roots: Span[]
  /** How many nodes named a parent that is not in the batch (a partial export). */
  missingParents: number
}

/**
 * Places spans in a tree by their parent ids, the way OTLP, LangSmith flat
 * run lists and OpenAI Agents exports have to be read: batches arrive in end
 * order (children before parents), so every node is indexed first and linked
 * after. Siblings are sorted by start time; ties keep input order, which for
 * an exporter's batch is the order spans ended, so sequential siblings that
 * start in the same millisecond stay in execution order (end times are no
 * help there: the OTel JS SDK rounds start times but not durations).
 * Iterative and linear apart from the sort: traces can be 100,000 spans deep
 * or wide.
 *
 * Throws a {@link TraceValidationError} on a duplicate id or on parent links
 * that form a cycle, which no tracer produces and which would otherwise drop
 * the spans involved.
 *
 * @example
 * const { roots } = buildTreeFromParents([
 *   { id: 'b', parentId: 'a', start: 2n, span: child, path: [0] },
 *   { id: 'a', parentId: null, start: 1n, span: root, path: [1] },
 * ])
 * roots[0] === root && root.children[0] === child // true
 */
export function buildTreeFromParents(nodes: readonly LinkedSpan[], idLabel = 'id'): LinkedTree {
  const byId = new Map<string, LinkedSpan>()
  for (const node of nodes) {
    if (byId.has(node.id)) throw new TraceValidationError(pathOf(node), `duplicate ${idLabel} "${node.id}": another span in this trace already has it`)
    byId.set(node.id, node)
  }
  const children = new Map<LinkedSpan, LinkedSpan[]>()
  const top: LinkedSpan[] = []
  let missingParents = 0
  for (const node of nodes) {
    const parent = node.parentId === null || node.parentId === undefined || node.parentId === '' ? undefined : byId.get(node.parentId)
    if (parent === undefined || parent === node) {
      if (node.parentId !== null && node.parentId !== undefined && node.parentId !== '' && parent === undefined) missingParents++
      top.push(node)
      continue
    }
    const list = children.get(parent)
    if (list === undefined) children.set(parent, [node])
    else list.push(node)
  }
  const order = new Map<LinkedSpan, number>()
  nodes.forEach((node, index) => order.set(node, index))
  const bySiblingOrder = (a: LinkedSpan, b: LinkedSpan): number => {
    if (a.orderKey !== undefined && b.orderKey !== undefined && a.orderKey !== b.orderKey) return a.orderKey < b.orderKey ? -1 : 1
    return compareNanos(a.start, b.start) || order.get(a)! - order.get(b)!
  }
  top.sort(bySiblingOrder)
  let placed = 0
  const stack = [...top]
  while (stack.length > 0) {
    const node = stack.pop()!
    placed++
    const kids = children.get(node)
    if (kids === undefined) continue
    kids.sort(bySiblingOrder)
    for (const kid of kids) {
      node.span.children.push(kid.span)
      stack.push(kid)
    }
  }
  if (placed < nodes.length) {
    // Every node not reached from a top-level node sits on a parent cycle.
    const reached = new Set<LinkedSpan>()
    const walk = [...top]
    while (walk.length > 0) {
      const node = walk.pop()!
      reached.add(node)
      for (const kid of children.get(node) ?? []) walk.push(kid)
    }
    const stuck = nodes.find((node) => !reached.has(node))!
    throw new TraceValidationError(pathOf(stuck), `parent links form a cycle through ${idLabel} "${stuck.id}"; a trace must be a tree`)
  }
  return { roots: top.map((node) => node.span), missingParents }
}

/**
 * Visits every span of a tree, parents before children, without recursion.
 *
 * @example
 * let tools = 0
 * walkSpans(root, (span) => { if (span.type === 'tool') tools++ })
 */
export function walkSpans(root: Span, visit: (span: Span, parent: Span | null) => void): void {
  const stack: Array<[Span, Span | null]> = [[root, null]]
  while (stack.length > 0) {
    const [span, parent] = stack.pop()!
    visit(span, parent)
    for (let i = span.children.length - 1; i >= 0; i--) stack.push([span.children[i]!, span])
  }
}
