// Evidence values for findings: a bounded, key-sorted copy of arguments and
// results. Bounded so a 10 MB argument or a million-item result cannot blow
// up a report; key-sorted so a report does not depend on the key order the
// trace happened to use; passed through `toJsonSafe` so it survives a JSON
// round trip whatever the trace held.

import { toJsonSafe } from '../util/json-safe.js'
import { parseJsonArguments } from './canonical.js'

/** How much of a value a preview keeps. */
export interface PreviewLimits {
  /** Characters kept of each string (300). */
  maxString: number
  /** Items kept of each array, entries of each object (20). */
  maxItems: number
  /** Nesting levels kept (6). */
  maxDepth: number
  /** Containers copied in all (200). */
  maxNodes: number
}

const DEFAULT_LIMITS: PreviewLimits = { maxString: 300, maxItems: 20, maxDepth: 6, maxNodes: 200 }

/**
 * A bounded, key-sorted, JSON-safe copy of a value. Long strings end in
 * `…(+N chars)`, long arrays in a `…(+N items)` marker, cut objects carry a
 * `…` key, and containers past the depth or node budget become `'…'`.
 * Iterative, so depth is never a problem.
 *
 * @example
 * previewValue({ b: 'x'.repeat(1000), a: [1, 2, 3] }, { maxString: 5 })
 * // { a: [1, 2, 3], b: 'xxxxx…(+995 chars)' }
 */
export function previewValue(value: unknown, limits: Partial<PreviewLimits> = {}): unknown {
  const { maxString, maxItems, maxDepth, maxNodes } = { ...DEFAULT_LIMITS, ...limits }
  const cut = (text: string): string => (text.length > maxString ? `${text.slice(0, maxString)}…(+${text.length - maxString} chars)` : text)
  const root: { value: unknown } = { value: undefined }
  type Job = { source: unknown; target: Record<string, unknown> | unknown[]; key: string | number; depth: number }
  const jobs: Job[] = [{ source: parseJsonArguments(value), target: root as unknown as Record<string, unknown>, key: 'value', depth: 0 }]
  const active = new Set<object>()
  const done: Array<{ depth: number; object: object }> = []
  let nodes = 0
  while (jobs.length > 0) {
    const { source, target, key, depth } = jobs.pop()!
    // Release containers whose subtree is finished (jobs are depth-first).
    while (done.length > 0 && done[done.length - 1]!.depth >= depth) active.delete(done.pop()!.object)
    const put = (v: unknown): void => {
      ;(target as Record<string | number, unknown>)[key] = v
    }
    if (typeof source === 'string') {
      put(cut(source))
      continue
    }
    if (source === null || typeof source !== 'object' || source instanceof Date || source instanceof RegExp) {
      put(source)
      continue
    }
    if (active.has(source)) {
      put('[Circular]')
      continue
    }
    if (depth >= maxDepth || nodes >= maxNodes) {
      put('…')
      continue
    }
    nodes++
    active.add(source)
    done.push({ depth, object: source })
    if (Array.isArray(source) || source instanceof Set || ArrayBuffer.isView(source)) {
      const items = Array.isArray(source)
        ? source
        : source instanceof Set
          ? takeFirst(source.values(), maxItems + 1)
          : Array.from(source as unknown as ArrayLike<unknown>).slice(0, maxItems + 1)
      const size = Array.isArray(source) ? source.length : source instanceof Set ? source.size : (source as unknown as ArrayLike<unknown>).length
      const kept = Math.min(items.length, maxItems)
      const out: unknown[] = new Array(kept)
      if (size > kept) out.push(`…(+${size - kept} items)`)
      put(out)
      for (let i = kept - 1; i >= 0; i--) jobs.push({ source: items[i], target: out, key: i, depth: depth + 1 })
      continue
    }
    const entries: Array<[string, unknown]> =
      source instanceof Map
        ? takeFirst(source.entries(), Number.POSITIVE_INFINITY).map(([k, v]) => [typeof k === 'string' ? k : String(k), v] as [string, unknown])
        : source instanceof Error
          ? [
              ['name', source.name],
              ['message', source.message],
            ]
          : Object.keys(source).map((k) => [k, (source as Record<string, unknown>)[k]] as [string, unknown])
    entries.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    const out: Record<string, unknown> = {}
    put(out)
    const kept = entries.slice(0, maxItems)
    for (const [k] of kept) Object.defineProperty(out, k, { value: undefined, enumerable: true, writable: true, configurable: true })
    if (entries.length > kept.length) out['…'] = `+${entries.length - kept.length} keys`
    for (let i = kept.length - 1; i >= 0; i--) jobs.push({ source: kept[i]![1], target: out, key: kept[i]![0], depth: depth + 1 })
  }
  return toJsonSafe(root.value)
}

/**
 * A text cut to `max` characters, with the number of characters left out.
 *
 * @example
 * previewText('abcdef', 3) // 'abc…(+3 chars)'
 */
export function previewText(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…(+${text.length - max} chars)` : text
}

function takeFirst<T>(iterator: Iterator<T> & Iterable<T>, count: number): T[] {
  const out: T[] = []
  for (const item of iterator) {
    if (out.length >= count) break
    out.push(item)
  }
  return out
}
