// What a loop cost, in the tokens the trace recorded. Detectors name the
// steps they call wasted; this module prices them after the fact, the same
// way for every detector, so no detector has to know about usage.
//
// Tokens are spent by model calls, not by tool calls: a wasted tool call or
// sub-agent costs its share of the model turn that decided it (the nearest
// `llm` span before it among its siblings, or its `llm` parent; a turn's
// tokens are split evenly between the calls it made) plus everything
// recorded inside it. A wasted model turn that made calls is priced by
// those of its calls that were wasted; one that made none (a repeated
// thought) costs its own tokens. Usage recorded on a span and again
// on spans under it (a run's total beside its model calls) is counted once,
// from the innermost spans.

import type { NormalizedTrace, Span } from '../trace/span.js'
import type { LoopFinding, UnpricedLoopReport } from './types.js'

/** What {@link withTokenCosts} adds to a report. */
export interface TokenCosts {
  totalTokens: number | null
  wastedTokens: number | null
}

/** A trace's spans in finding order (depth-first, parents first) with what pricing needs. */
interface PricedSpans {
  /** The tokens counted at each span: its own usage when nothing under it records any, else 0. */
  readonly own: Float64Array
  /** The tokens counted in each span's subtree. */
  readonly subtree: Float64Array
  /** Each span's parent index (-1 for the root). */
  readonly parent: Int32Array
  /** For each span, the model turn that decided it (-1 when none). */
  readonly decider: Int32Array
  /** For each model turn, how many spans it decided. */
  readonly decided: Int32Array
  /** The run's total: `null` when no span recorded usage. */
  readonly total: number | null
}

// Most traces record no usage: find out without building anything.
function recordsUsage(root: Span): boolean {
  if (root.usage !== undefined) return true
  // One frame per level: the children being looked at and where (no stack entry per span).
  const levels: Span[][] = [root.children]
  const next: number[] = [0]
  while (levels.length > 0) {
    const top = levels.length - 1
    const children = levels[top]!
    if (next[top]! >= children.length) {
      levels.pop()
      next.pop()
      continue
    }
    const span = children[next[top]!++]!
    if (span.usage !== undefined) return true
    if (span.children.length > 0) {
      levels.push(span.children)
      next.push(0)
    }
  }
  return false
}

function priceSpans(root: Span): PricedSpans {
  const spans: Span[] = []
  const parents: number[] = []
  const stack: Array<[Span, number]> = [[root, -1]]
  while (stack.length > 0) {
    const [span, parent] = stack.pop()!
    const index = spans.length
    spans.push(span)
    parents.push(parent)
    for (let i = span.children.length - 1; i >= 0; i--) stack.push([span.children[i]!, index])
  }
  const n = spans.length
  const parent = Int32Array.from(parents)
  const own = new Float64Array(n)
  const subtree = new Float64Array(n)
  const usageBelow = new Uint8Array(n)
  let recorded = false
  // Children come after their parent in this order: walk backwards to fold subtrees up.
  for (let i = n - 1; i >= 0; i--) {
    const usage = spans[i]!.usage
    if (usage !== undefined) recorded = true
    if (usage !== undefined && usageBelow[i] === 0) own[i] = usage.totalTokens
    subtree[i]! += own[i]!
    const p = parent[i]!
    if (p >= 0) {
      subtree[p]! += subtree[i]!
      if (usage !== undefined || usageBelow[i] === 1) usageBelow[p] = 1
    }
  }
  // The model turn that decided a span: the last `llm` sibling before it, else an `llm` parent.
  const decider = new Int32Array(n).fill(-1)
  const decided = new Int32Array(n)
  const lastLlmChild = new Map<number, number>()
  for (let i = 1; i < n; i++) {
    const p = parent[i]!
    if (spans[i]!.type === 'llm') {
      lastLlmChild.set(p, i)
      continue
    }
    const d = lastLlmChild.get(p) ?? (spans[p]!.type === 'llm' ? p : -1)
    decider[i] = d
    if (d >= 0) decided[d]!++
  }
  let total = 0
  for (let i = 0; i < n; i++) total += own[i]!
  return { own, subtree, parent, decider, decided, total: recorded ? total : null }
}

/**
 * The spans a finding calls wasted: the last `wastedSteps` of the spans it
 * cites (findings cite the first occurrence before its repeats), or every
 * cited span after the first when it gives no estimate.
 */
function wastedSpans(finding: LoopFinding): number[] {
  const cited =
    'spanIndices' in finding
      ? [...finding.spanIndices].sort((a, b) => a - b)
      : 'spanIndex' in finding
        ? [finding.spanIndex]
        : 'path' in finding && finding.path.length > 0
          ? [finding.path[finding.path.length - 1]!.spanIndex]
          : []
  // deepeval's cycle cites only the span that re-enters, and gives no estimate: that span is the waste.
  const wasted = finding.wastedSteps ?? (finding.kind === 'call-graph-cycle' ? cited.length : cited.length - 1)
  return wasted > 0 ? cited.slice(Math.max(0, cited.length - wasted)) : []
}

function tokensOf(priced: PricedSpans, indices: readonly number[], wastedAnywhere: Uint8Array): number {
  const n = priced.own.length
  const wasted = new Uint8Array(n)
  for (const i of indices) if (i >= 0 && i < n) wasted[i] = 1
  // A model turn that made calls is priced by its calls (below); any other
  // wasted span costs everything recorded inside it.
  const byCalls = (i: number) => priced.decided[i]! > 0
  const covered = new Uint8Array(n)
  let tokens = 0
  for (let i = 0; i < n; i++) {
    const p = priced.parent[i]!
    covered[i] = (wasted[i] === 1 && !byCalls(i)) || (p >= 0 && covered[p] === 1) ? 1 : 0
    if (covered[i] === 1) tokens += priced.own[i]!
  }
  // A turn's share: the calls it made that this finding wastes; for a turn
  // the finding names itself (stalled reasoning), every call of it wasted anywhere.
  const share = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const d = priced.decider[i]!
    if (d < 0 || covered[d] === 1) continue
    if (wasted[i] === 1 || (wasted[d] === 1 && wastedAnywhere[i] === 1)) share[d]! += 1 / priced.decided[d]!
  }
  for (let d = 0; d < n; d++) if (share[d]! > 0) tokens += Math.min(1, share[d]!) * priced.subtree[d]!
  return Math.round(tokens)
}

/**
 * Adds what the loops cost to a report: `totalTokens` (the run's recorded
 * usage), `wastedTokens` (the tokens spent on the steps the findings call
 * wasted, each step counted once however many findings name it) and each
 * finding's own `wastedTokens`. All are `null` when the trace records no
 * usage: unknown, never zero.
 *
 * @example
 * const report = withTokenCosts(detector.detect(trace, options), trace)
 * report.wastedTokens // 12400
 * report.totalTokens  // 32600
 */
export function withTokenCosts<R extends UnpricedLoopReport>(report: R, trace: NormalizedTrace | null): R & TokenCosts {
  const priced = trace === null || trace.root === null || !recordsUsage(trace.root) ? null : priceSpans(trace.root)
  if (priced === null || priced.total === null) {
    return { ...report, totalTokens: null, wastedTokens: null, findings: report.findings.map((f) => ({ ...f, wastedTokens: null })) }
  }
  const perFinding = report.findings.map(wastedSpans)
  const anywhere = new Uint8Array(priced.own.length)
  for (const spans of perFinding) for (const i of spans) if (i >= 0 && i < anywhere.length) anywhere[i] = 1
  const findings = report.findings.map((finding, k) => ({ ...finding, wastedTokens: tokensOf(priced, perFinding[k]!, anywhere) }))
  return { ...report, totalTokens: Math.round(priced.total), wastedTokens: tokensOf(priced, perFinding.flat(), anywhere), findings }
}
