import type { TracePath } from '../../trace/path.js'
import type { Span } from '../../trace/span.js'
import { buildTreeFromParents } from './span-tree.js'
import { compareNanos } from './timestamps.js'

/** One span of a flat export, linked to its parent by id. */
export interface FlatSpan {
  /** The span's own id (`uuid`, observation `id`...). */
  id: string
  /** Its parent's id; absent, `null` or `''` for a top-level span. */
  parentId: string | null | undefined
  /** Start time in epoch nanoseconds, when recorded. */
  start: bigint | null
  /** End time in epoch nanoseconds, when recorded: breaks ties between siblings that start in the same millisecond. */
  end: bigint | null
  /** The span read from the item. */
  span: Span
  /** Where the item is in the input, for errors (duplicate ids, parent cycles). */
  path: TracePath
}

/** What {@link treeFromFlatSpans} built. */
export interface FlatTree {
  /** The one top-level span, a synthetic root above several, or `null` for an empty export. */
  root: Span | null
  /** The top-level spans, in start order. */
  roots: Span[]
  /** How many spans name a parent that is not in the export. */
  missingParents: number
}

/**
 * Builds the tree of an export that lists its spans flat and links them by
 * parent id (deepeval's TraceApi, Langfuse observations): siblings in start
 * order, ties by end time, then by position in the export. Spans whose parent
 * is absent or unknown are top-level; several top-level spans get one
 * synthetic root, made by `syntheticRoot`. Iterative; throws a
 * `TraceValidationError` on duplicate ids and parent cycles.
 *
 * @example
 * const { root } = treeFromFlatSpans(spans, 'uuid', () => makeSpan('base', 'trace', null, null, { metadata: { synthetic: true } }))
 */
export function treeFromFlatSpans(spans: readonly FlatSpan[], idLabel: string, syntheticRoot: () => Span): FlatTree {
  // Millisecond start times tie often; the span that ended first ran first.
  // `buildTreeFromParents` keeps input order among equal starts, so the end
  // time is applied by sorting the input once, stably.
  const ordered = spans
    .map((span, index) => ({ span, index }))
    .sort((a, b) => compareNanos(a.span.start, b.span.start) || compareNanos(a.span.end, b.span.end) || a.index - b.index)
    .map(({ span }) => span)
  const { roots, missingParents } = buildTreeFromParents(
    ordered.map((flat) => ({ id: flat.id, parentId: flat.parentId, start: flat.start, span: flat.span, path: flat.path })),
    idLabel,
  )
  let root: Span | null = roots.length === 1 ? roots[0]! : null
  if (roots.length > 1) {
    root = syntheticRoot()
    root.children.push(...roots)
  }
  return { root, roots, missingParents }
}

/**
 * The gap note for spans whose parent is not in the export.
 *
 * @example
 * missingParentsGap(2, 'span') // '2 spans name a parent that is not in the export, so the call tree is incomplete'
 */
export function missingParentsGap(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? ' names' : 's name'} a parent that is not in the export, so the call tree is incomplete`
}
