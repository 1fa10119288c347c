import type { SpanRef } from '../report/types.js'
import { sanitize } from '../util/sanitize.js'
import { truncate } from '../util/text.js'
import { CAPS } from './caps.js'

/**
 * One line of a drawn ancestry path: a span (at its drawn `level`, marked
 * when it is the repeated ancestor or the span that repeats it), or a gap of
 * spans left out.
 */
export type PathNode =
  | {
      level: number
      /** `type:name`, sanitised. */
      name: string
      spanIndex: number
      /** The ancestor the last span repeats. */
      repeated: boolean
      /** The last span: the span it repeats, when it repeats one. */
      repeats: number | '?' | null
      /** The input part of a deepeval-style label, JSON-quoted and cut. */
      input: string | null
    }
  | { level: number; gap: number }

type PathStep = SpanRef & { label?: string }

/** The input part of a deepeval-style label (`type:name:input…`), if any. */
function labelInput(step: PathStep): string {
  const prefix = `${step.type}:${step.name}:`
  return step.label?.startsWith(prefix) === true ? step.label.slice(prefix.length) : ''
}

/**
 * Which path positions to draw: all of a short path; for a long one the
 * root and its first descendants, the repeated ancestor with its
 * neighbours, and the last spans down to the repeat. The rest is elided.
 */
function visiblePositions(length: number, repeatsIndex: number): number[] {
  if (length <= CAPS.pathSpans) return Array.from({ length }, (_, i) => i)
  const keep = new Set<number>()
  for (let i = 0; i < 3; i++) keep.add(i)
  for (let i = repeatsIndex - 1; i <= repeatsIndex + 1; i++) if (i >= 0 && i < length) keep.add(i)
  for (let i = length - (CAPS.pathSpans - 6); i < length; i++) keep.add(i)
  return [...keep].sort((a, b) => a - b)
}

/**
 * A cycle's ancestry path as the lines of an indented tree from the root,
 * one span per line: the ancestor marked as repeated, the last span as
 * repeating it. A long path keeps its ends and the repeated ancestor and
 * says how many spans it skipped; levels follow the drawn lines, not the
 * real depth, so a deep path stays on screen.
 *
 * @example
 * cyclePath(finding.path, finding.repeatsIndex).map((node) => node.level) // [0, 1, 2]
 */
export function cyclePath(path: readonly PathStep[], repeatsIndex: number): PathNode[] {
  const nodes: PathNode[] = []
  const last = path.length - 1
  let level = 0
  let previous = -1
  for (const position of visiblePositions(path.length, repeatsIndex)) {
    if (position > previous + 1) nodes.push({ level: level++, gap: position - previous - 1 })
    const step = path[position]!
    const marked = position === repeatsIndex || position === last
    const input = labelInput(step)
    nodes.push({
      level: level++,
      name: sanitize(`${step.type}:${step.name}`),
      spanIndex: step.spanIndex,
      repeated: position === repeatsIndex,
      repeats: position === last ? (path[repeatsIndex]?.spanIndex ?? '?') : null,
      input: marked && input !== '' ? truncate(sanitize(JSON.stringify(input)), CAPS.valueChars) : null,
    })
    previous = position
  }
  return nodes
}
