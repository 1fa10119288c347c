// One iterative depth-first walk of the span tree that lists what progress
// detection reads: the actions (tool and retriever spans), the reasoning
// steps (model text), and the delegated agents, each with its position in
// the trace. Positions count every span depth-first from the root (0), as
// deepeval and every loopcheck finding do.

import type { Span } from '../trace/span.js'
import { previewValue } from './preview.js'

/** A tool or retriever span. */
export interface ActionSpan {
  readonly spanIndex: number
  readonly span: Span
}

/** A model span with text. */
export interface TextStep {
  readonly spanIndex: number
  /** The nearest enclosing agent's name (steps are compared within one agent). */
  readonly group: string
  readonly text: string
}

/** An agent span below the root: a delegated unit of work. */
export interface AgentSpan {
  readonly spanIndex: number
  /** The position of its last descendant (its subtree is `spanIndex..end`). */
  readonly end: number
  readonly span: Span
}

/** Everything the walk collected. */
export interface Timeline {
  readonly actions: ActionSpan[]
  readonly texts: TextStep[]
  readonly agents: AgentSpan[]
  /** How many spans the tree holds. */
  readonly spanCount: number
}

const ACTION_TYPES = new Set(['tool', 'retriever'])

/**
 * Walks a span tree once, iteratively (depth does not matter), and lists its
 * actions, text steps and delegated agents in trace order.
 *
 * @example
 * const { actions, texts } = collectTimeline(trace.root)
 * actions.map((a) => a.span.name) // ['grep', 'read_file', ...]
 */
export function collectTimeline(root: Span | null): Timeline {
  const actions: ActionSpan[] = []
  const texts: TextStep[] = []
  const agents: AgentSpan[] = []
  if (root === null) return { actions, texts, agents, spanCount: 0 }
  type Job = { span: Span; group: string; exit?: { agentSlot: number } }
  const stack: Job[] = [{ span: root, group: root.type === 'agent' ? root.name : '' }]
  let index = 0
  while (stack.length > 0) {
    const job = stack.pop()!
    if (job.exit !== undefined) {
      const agent = agents[job.exit.agentSlot]!
      agents[job.exit.agentSlot] = { ...agent, end: index - 1 }
      continue
    }
    const { span } = job
    const spanIndex = index++
    let group = job.group
    if (span.type === 'agent') {
      group = span.name
      if (spanIndex !== 0) {
        agents.push({ spanIndex, end: spanIndex, span })
        stack.push({ span, group, exit: { agentSlot: agents.length - 1 } })
      }
    } else if (ACTION_TYPES.has(span.type)) {
      actions.push({ spanIndex, span })
    } else if (span.type === 'llm') {
      const text = textOf(span.output)
      if (text !== null) texts.push({ spanIndex, group, text })
    }
    const children = Array.isArray(span.children) ? span.children : []
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]
      if (child !== null && typeof child === 'object') stack.push({ span: child, group })
    }
  }
  return { actions, texts, agents, spanCount: index }
}

/**
 * The text a model span produced: its output string, the `content` of a
 * message-like output, or a key-sorted rendering of structured output (so
 * structured and short outputs are compared too). `null` when empty.
 */
export function textOf(output: unknown): string | null {
  if (output === null || output === undefined) return null
  if (typeof output === 'string') return output.trim() === '' ? null : output
  if (typeof output === 'object' && !Array.isArray(output) && typeof (output as { content?: unknown }).content === 'string') {
    return textOf((output as { content: string }).content)
  }
  const rendered = JSON.stringify(previewValue(output, { maxString: 10_000, maxItems: 200, maxNodes: 2_000, maxDepth: 12 }))
  return rendered === undefined || rendered === '{}' || rendered === '[]' ? null : rendered
}
