import type { DeepevalSpanDict } from './format/trace-dict.js'

/**
 * A span as the deepeval port sees it, with where it sits in the trace:
 * `index` counts every span node depth-first from the root (0), parents
 * before children, the order in which the reference lists them.
 */
export interface IndexedSpan {
  readonly span: DeepevalSpanDict
  readonly index: number
}

/**
 * The default of `span.get("children", [])`, shared rather than allocated
 * per call: nothing writes to it.
 */
export const NO_CHILDREN: readonly DeepevalSpanDict[] = Object.freeze([])

/** Python's `dict.get(key, default)` on a span dict. */
export function get(span: DeepevalSpanDict, key: string, fallback: unknown): unknown {
  return Object.hasOwn(span, key) ? span[key] : fallback
}

/**
 * The reference's `_extract_all_spans`: every non-empty span, parents before
 * children, children in order. An empty dict (`{}`) is falsy in Python and is
 * left out, children and all. Iterative, so depth is unbounded.
 */
export function extractAllSpans(root: DeepevalSpanDict | null): IndexedSpan[] {
  const spans: IndexedSpan[] = []
  if (root === null || isEmpty(root)) return spans
  const stack: DeepevalSpanDict[] = [root]
  let index = 0
  while (stack.length > 0) {
    const span = stack.pop()!
    const position = index++
    if (isEmpty(span)) continue
    spans.push({ span, index: position })
    const children = get(span, 'children', NO_CHILDREN) as DeepevalSpanDict[]
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!)
  }
  return spans
}

function isEmpty(span: DeepevalSpanDict): boolean {
  for (const key in span) if (Object.hasOwn(span, key)) return false
  return true
}
