import type { Span } from '../../trace/span.js'
import { makeSpan, setMetadata } from './spans.js'

/** A tool result to attach to the call it answers. */
export interface ToolResult {
  /** The call id the result carries (`tool_call_id`, `call_id`, `tool_use_id`, `toolCallId`). */
  id?: string | undefined
  /** The tool name, when the result carries one. */
  name?: string | undefined
  /** The unwrapped result value. */
  output: unknown
  /** The error the tool reported, when it failed. */
  error?: unknown
}

/**
 * Links tool results to the calls they answer (R5 of the formats spec).
 * Calls are indexed by id in a `Map`, so linking a trace with thousands of
 * calls stays linear. A call id used twice (some providers and mocks reuse
 * them across turns) links results first-in first-out. Calls with no id
 * (legacy OpenAI `function_call`) link by tool name in call order.
 *
 * Calls still unanswered when {@link ToolCallLinker.finish} runs are kept
 * and marked `metadata.pending = true` with `output: null`: a loop that ends
 * on an unanswered call must still show that call.
 *
 * @example
 * const linker = new ToolCallLinker()
 * const call = makeSpan('tool', 'get_weather', { city: 'Paris' }, null, { id: 'call_1' })
 * linker.addCall(call)
 * linker.addResult({ id: 'call_1', output: { temp_c: 18 } }) // null: linked to `call`
 * linker.finish()
 * call.output // { temp_c: 18 }
 */
export class ToolCallLinker {
  // Unanswered calls per key; answered calls leave the queue.
  private readonly open = new Map<string, Span[]>()

  /** Registers a call span; its output is filled when a matching result arrives. */
  addCall(span: Span, id: string | undefined = span.id): void {
    const key = keyOf(id, span.name)
    const queue = this.open.get(key)
    if (queue === undefined) this.open.set(key, [span])
    else queue.push(span)
  }

  /**
   * Attaches a result to its call. Returns `null` when a call was found, or
   * a new `tool` span for a result whose call is not in the trace (named
   * after the result's tool, or `unknown`), which the caller places where
   * the result appeared.
   */
  addResult(result: ToolResult): Span | null {
    // A result that names neither a call nor a tool answers the one call still open, when there is exactly one.
    if (result.id === undefined && result.name === undefined && this.open.size === 1) {
      const [only] = this.open.values()
      if (only!.length === 1) return this.addResult({ ...result, id: only![0]!.id, name: only![0]!.id === undefined ? only![0]!.name : undefined })
    }
    const key = keyOf(result.id, result.name)
    const queue = this.open.get(key)
    const call = queue?.shift()
    if (queue !== undefined && queue.length === 0) this.open.delete(key)
    if (call === undefined) {
      const orphan = makeSpan('tool', result.name ?? 'unknown', null, result.output, {
        id: result.id,
        error: result.error,
        metadata: { unmatchedResult: true },
      })
      return orphan
    }
    call.output = result.output
    if (result.error !== undefined && result.error !== null) call.error = result.error
    return null
  }

  /** Whether a call with this id is still waiting for its result. */
  isOpen(id: string): boolean {
    return this.open.has(keyOf(id, undefined))
  }

  /** Marks every unanswered call as pending (`output: null`, `metadata.pending = true`). */
  finish(): void {
    for (const queue of this.open.values()) {
      for (const call of queue) {
        call.output = null
        setMetadata(call, 'pending', true)
      }
    }
    this.open.clear()
  }
}

// Ids and names live in separate key spaces so a tool named like an id
// cannot capture another call's result.
function keyOf(id: string | undefined, name: string | undefined): string {
  return id !== undefined && id !== '' ? `id:${id}` : `name:${name ?? ''}`
}
