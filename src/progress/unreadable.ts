// A span whose content cannot be read (a getter that throws, a revoked
// proxy) is bad input: it is reported as a TraceValidationError naming the
// span's place in the tree, never as a crash deep inside scoring and never
// scored as if it held nothing.

import { TraceValidationError } from '../trace/errors.js'
import type { Span } from '../trace/span.js'

/**
 * Runs `read` on a span's content; when it throws, throws a
 * `TraceValidationError` at the span's path (`root.children[3]`).
 *
 * @example
 * const action = readingSpan(root, span, () => observeAction(call, identities))
 */
export function readingSpan<T>(root: Span, span: Span, read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw unreadableSpan(root, span, error)
  }
}

/**
 * The error to throw when reading a span's content threw `error`: a
 * `TraceValidationError` as it is, anything else as a `TraceValidationError`
 * at the span's path (for hot loops that catch themselves, with no closure
 * per span).
 *
 * @example
 * try { observe(span) } catch (error) { throw unreadableSpan(root, span, error) }
 */
export function unreadableSpan(root: Span, span: Span, error: unknown): unknown {
  if (error instanceof TraceValidationError) return error
  const reason = error instanceof Error ? error.message : String(error)
  return new TraceValidationError(pathOf(root, span), `the input or output of this ${String(span.type)} span could not be read (${reason.slice(0, 200)})`)
}

/** The path from the root to a span, by a walk with an explicit stack (only on error). */
function pathOf(root: Span, target: Span): Array<string | number> {
  const stack: Array<{ span: Span; path: Array<string | number> }> = [{ span: root, path: ['root'] }]
  while (stack.length > 0) {
    const { span, path } = stack.pop()!
    if (span === target) return path
    const children = Array.isArray(span.children) ? span.children : []
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]
      if (child !== null && typeof child === 'object') stack.push({ span: child, path: [...path, 'children', i] })
    }
  }
  return ['root']
}
