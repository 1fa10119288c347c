import { PyJsonDumpsError, pyJsonDumpsSorted, pyStr } from '../python/serialize.js'
import type { DeepevalSpanDict } from './format/trace-dict.js'
import { isPlainRecord } from '../util/records.js'
import { get, NO_CHILDREN } from './spans.js'
import type { SubSignal } from './sub-signal.js'

/** One span on a reported cycle path. */
export interface CycleStep {
  /** The span's type as the reference prints it. */
  type: string
  /** The span's name as the reference prints it. */
  name: string
  /** Where the span sits in the trace (span index, depth-first from the root). */
  spanIndex: number
  /** The reference's identity for the span: `type:name:` plus 64 characters of input. */
  label: string
}

/** A span that reappears on its own ancestry path. */
export interface CyclePath {
  /**
   * The ancestry path from the root down to the repeated span, inclusive.
   * `path[repeatsIndex]` and the last entry carry the same label.
   */
  path: CycleStep[]
  /** Index in `path` of the ancestor the last span repeats. */
  repeatsIndex: number
}

const LABEL_INPUT_LENGTH = 64

/**
 * The reference's call-graph-cycle sub-signal: a depth-first walk of the span
 * tree that flags the first span whose `type:name:input[:64]` label is
 * already on its ancestry path (true recursion; repeated siblings are left to
 * the tool-repetition signal). Iterative, with the ancestor labels in a
 * `Map`, so a 100,000-deep trace is scored in linear time.
 *
 * @example
 * scoreCallGraphCycles(trace)
 * // { score: 0, reason: 'Cycle detected in execution path: agent:planner -> agent:planner.', evidence: {...} }
 */
export function scoreCallGraphCycles(root: DeepevalSpanDict | null): SubSignal<CyclePath> {
  if (root === null || isEmptyDict(root)) return { score: 1.0, reason: 'No call graph cycles detected.', evidence: null }

  // Labels cost a serialization each, and most spans (leaf tool and model
  // calls) can never match an ancestor. Equal labels have equal heads (the
  // text before the first ':', which is all or part of the type), so a span
  // only needs its label, and its same-head ancestors theirs, when an
  // ancestor shares its head. Labels are computed once and kept while on
  // the path.
  //
  // The path from the root to the current span, in parallel arrays (one
  // object per span would be most of the walk's cost): each span, its head,
  // its label once computed, its span index, its children and how many of
  // them were visited. A span without children is checked against the path
  // but never joins it: nothing below it could repeat it.
  const pathSpans: DeepevalSpanDict[] = []
  const pathHeads: string[] = []
  const pathLabels: Array<string | null> = []
  const pathIndices: number[] = []
  const pathChildren: Array<readonly DeepevalSpanDict[]> = []
  const pathNext: number[] = []
  // Per head: the path entries with that head, and how many of them (from
  // the root down) already have their label; labels are computed once each,
  // so a long same-head chain stays linear.
  const byHead = new Map<string, { indices: number[]; labeled: number }>()
  const onPath = new Map<string, number>()
  let spanIndex = 0
  let found: { start: number; span: DeepevalSpanDict; label: string; spanIndex: number } | null = null

  const enter = (span: DeepevalSpanDict): void => {
    const type = pyStr(get(span, 'type', 'unknown'))
    const colon = type.indexOf(':')
    const head = colon < 0 ? type : type.slice(0, colon)
    const index = spanIndex++
    let sameHead = byHead.get(head)
    let label: string | null = null
    if (sameHead !== undefined && sameHead.indices.length > 0) {
      for (; sameHead.labeled < sameHead.indices.length; sameHead.labeled++) {
        const at = sameHead.indices[sameHead.labeled]!
        const ancestorLabel = labelOf(pathSpans[at]!)
        pathLabels[at] = ancestorLabel
        onPath.set(ancestorLabel, at)
      }
      label = labelOf(span)
      const start = onPath.get(label)
      if (start !== undefined) {
        found = { start, span, label, spanIndex: index }
        return
      }
    }
    const children = get(span, 'children', NO_CHILDREN) as readonly DeepevalSpanDict[]
    if (children.length === 0) return
    const depth = pathSpans.length
    if (label !== null) onPath.set(label, depth)
    if (sameHead === undefined) {
      sameHead = { indices: [], labeled: 0 }
      byHead.set(head, sameHead)
    }
    sameHead.indices.push(depth)
    // This span's label is known exactly when it was needed just now.
    if (label !== null) sameHead.labeled = sameHead.indices.length
    pathSpans.push(span)
    pathHeads.push(head)
    pathLabels.push(label)
    pathIndices.push(index)
    pathChildren.push(children)
    pathNext.push(0)
  }

  enter(root)
  while (pathSpans.length > 0 && found === null) {
    const top = pathSpans.length - 1
    const children = pathChildren[top]!
    const next = pathNext[top]!
    if (next < children.length) {
      pathNext[top] = next + 1
      enter(children[next]!)
      continue
    }
    const group = byHead.get(pathHeads.pop()!)!
    group.indices.pop()
    if (group.labeled > group.indices.length) group.labeled = group.indices.length
    const label = pathLabels.pop()!
    if (label !== null) onPath.delete(label)
    pathSpans.pop()
    pathIndices.pop()
    pathChildren.pop()
    pathNext.pop()
  }
  if (found === null) return { score: 1.0, reason: 'No execution cycles detected.', evidence: null }

  const hit: { start: number; span: DeepevalSpanDict; label: string; spanIndex: number } = found
  const steps: CycleStep[] = []
  for (let at = 0; at <= pathSpans.length; at++) {
    const span = at < pathSpans.length ? pathSpans[at]! : hit.span
    steps.push({
      type: pyStr(get(span, 'type', 'unknown')),
      name: pyStr(get(span, 'name', 'unnamed')),
      spanIndex: at < pathSpans.length ? pathIndices[at]! : hit.spanIndex,
      label: at < pathSpans.length ? (pathLabels[at] ?? labelOf(span)) : hit.label,
    })
  }
  // The reference prints the cycle from the first occurrence, each label
  // shown as `type:name` (split at the first two colons, input dropped).
  const display = steps.slice(hit.start).map(({ label }) => {
    const first = label.indexOf(':')
    const second = label.indexOf(':', first + 1)
    return label.slice(0, second)
  })
  return {
    score: 0.0,
    reason: `Cycle detected in execution path: ${display.join(' -> ')}.`,
    evidence: { path: steps, repeatsIndex: hit.start },
  }
}

/** `type:name:input_hash`, where the input part is at most 64 characters. */
function labelOf(span: DeepevalSpanDict): string {
  return `${pyStr(get(span, 'type', 'unknown'))}:${pyStr(get(span, 'name', 'unnamed'))}:${inputHash(get(span, 'input', ''))}`
}

/**
 * The reference's `_input_hash`: a dict input serialized as
 * `json.dumps(sort_keys=True)` (or `str()` where that raises), anything else
 * as `str()`, cut to 64 code points.
 */
function inputHash(raw: unknown): string {
  if (isPlainRecord(raw) || raw instanceof Map) {
    try {
      return pyJsonDumpsSorted(raw, LABEL_INPUT_LENGTH)
    } catch (error) {
      if (!(error instanceof PyJsonDumpsError)) throw error
    }
  }
  return pyStr(raw, LABEL_INPUT_LENGTH)
}

function isEmptyDict(span: DeepevalSpanDict): boolean {
  for (const key in span) if (Object.hasOwn(span, key)) return false
  return true
}
