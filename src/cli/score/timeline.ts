import type { NormalizedTrace, Span } from '../../index.js'
import { stableJson } from '../../util/stable-json.js'
import { oneLine } from '../../util/text.js'
import type { Timeline, TimelineStep } from './types.js'

/**
 * How many spans a timeline shows at most.
 *
 * @example
 * buildTimeline(trace, marks).steps.length <= MAX_TIMELINE_STEPS // true
 */
export const MAX_TIMELINE_STEPS = 400
/** Spans always shown from the start of a trace. */
const LEADING_STEPS = 60
/** Neighbours shown on each side of a highlighted span. */
const CONTEXT = 1
const EXCERPT = 160

/**
 * The spans of a trace in depth-first order (the order findings count
 * spans in), for the HTML timeline. Small traces are shown whole; in long
 * ones the start and every highlighted span with its neighbours are kept,
 * up to {@link MAX_TIMELINE_STEPS}, and the page shows where spans were left
 * out. Walks with an explicit stack: traces can nest 100,000 deep.
 *
 * @example
 * buildTimeline(normalizeTrace(row), new Set([2, 4, 6])).steps[2] // { index: 2, type: 'tool', name: 'grep', ... }
 */
export function buildTimeline(trace: NormalizedTrace, highlighted: ReadonlySet<number>): Timeline {
  const steps: TimelineStep[] = []
  if (trace.root === null) return { steps, total: 0 }
  const near = new Set<number>()
  for (const index of highlighted) for (let d = -CONTEXT; d <= CONTEXT; d++) near.add(index + d)
  const stack: Array<{ span: Span; depth: number }> = [{ span: trace.root, depth: 0 }]
  let index = 0
  while (stack.length > 0) {
    const { span, depth } = stack.pop()!
    if (steps.length < MAX_TIMELINE_STEPS && (index < LEADING_STEPS || near.has(index))) {
      steps.push({
        index,
        depth,
        type: String(span.type),
        name: String(span.name),
        input: excerpt(span.input, EXCERPT),
        output: excerpt(span.output, EXCERPT),
      })
    }
    index++
    const children = Array.isArray(span.children) ? span.children : []
    for (let i = children.length - 1; i >= 0; i--) stack.push({ span: children[i]!, depth: depth + 1 })
  }
  return { steps, total: index }
}

/**
 * A value as one short line: strings as they are, anything else as
 * key-sorted JSON; whitespace runs collapsed, cut to `max` characters.
 *
 * @example
 * excerpt('  many\n words  ', 8) // 'many wo…'
 */
export function excerpt(value: unknown, max = EXCERPT): string {
  if (value === undefined || value === null || value === '') return ''
  const text = typeof value === 'string' ? value.slice(0, max * 4) : stableJson(value, { max })
  return oneLine(text, max)
}
