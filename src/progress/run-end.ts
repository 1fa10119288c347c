// How a run ended: whether it ended failing, from its error, its status, or
// what its answer says (cut off at a limit). Read by the reasoning checks (a
// step said again at the end of a failed run led nowhere) and by recursion (a
// re-entered agent that stopped at its limit did no work).

import type { Span } from '../trace/span.js'
import { spanRole } from './span-kind.js'
import { fromMetadata } from './tool-call.js'

// A run status that says the run did not finish well: `error`, `failed`, `incomplete`, `cancelled`, `timed_out`, `aborted`, `max_turns_exceeded`.
const FAILED_STATUS =
  /^(?:error|errored|fail(?:ed|ure)?|incomplete|cancel+ed|timed?[_ -]?out|timeout|abort(?:ed)?|interrupted|[a-z_]*(?:exceeded|limit(?:_reached)?))$/i

/**
 * Whether a run ended failing: an error on its span, a failed status in its
 * metadata, or an answer that says it failed or stopped at its limit.
 *
 * @example
 * endedFailing({ type: 'agent', name: 'run', input: 'x', output: { note: 'maxSteps reached' }, children: [] }) // true
 */
export function endedFailing(span: Span | undefined): boolean {
  if (span === undefined) return false
  if (span.error !== undefined && span.error !== null && span.error !== '') return true
  const status = fromMetadata(span.metadata, (record) => (typeof record.status === 'string' ? record.status : undefined))
  return (status !== undefined && FAILED_STATUS.test(status.trim())) || saysStopped(span.output) || endsCutOff(span)
}

// An event that says a run was cut off: `run_cancelled`, `aborted`, `interrupted`, `timeout`, `killed`, `terminated`.
const CUT_OFF_EVENT = /(?:^|[._ -])(?:cancel+ed|cancel+ation|abort(?:ed)?|interrupt(?:ed)?|timed?[_ -]?out|timeout|killed|terminated)(?:$|[._ -])/i

/** Spans walked down a run's last branch (its last child, that child's last child, …) for how it ended. */
const LAST_BRANCH_DEPTH = 8
// A model turn cut off by its token limit: `max_tokens` (Anthropic), `length` (OpenAI), `MAX_TOKENS` (Gemini).
const TOKEN_LIMIT = /^(?:max_tokens|max_output_tokens|length|max_tokens_reached)$/i
const FINISH_KEYS = ['stop_reason', 'stopReason', 'finish_reason', 'finishReason']

/**
 * Whether a run's last branch says it was cut off: down its last child, that
 * child's last child and so on, an event (no agent, model call or tool)
 * named for a cut-off, a span whose error says it stopped at a limit
 * (smolagents' "Reached max steps." on the last step), or a model turn that
 * ran out of tokens, with nothing after it.
 */
function endsCutOff(span: Span): boolean {
  let at: Span = span
  for (let depth = 0; depth < LAST_BRANCH_DEPTH; depth++) {
    const children = at.children
    if (!Array.isArray(children)) return false
    let last: Span | null = null
    for (let i = children.length - 1; i >= 0 && last === null; i--) {
      const child = children[i] as Span | null
      if (child !== null && typeof child === 'object') last = child
    }
    if (last === null) return false
    const role = typeof last.type === 'string' ? spanRole(last.type) : null
    if (role === null && typeof last.name === 'string' && CUT_OFF_EVENT.test(last.name)) return true
    if (typeof last.error === 'string' && last.error.length <= END_CHARS && STOPPED_AT_LIMIT.test(last.error)) return true
    if (role === 'llm' && ranOutOfTokens(last.output)) return true
    at = last
  }
  return false
}

/** Whether a model turn's output says the model stopped at its token limit (its own record, or its first choice or candidate). */
function ranOutOfTokens(output: unknown): boolean {
  if (output === null || typeof output !== 'object' || Array.isArray(output)) return false
  const record = output as Record<string, unknown>
  const first = (list: unknown): unknown => (Array.isArray(list) && list.length > 0 ? list[0] : undefined)
  for (const holder of [record, first(record.choices), first(record.candidates)]) {
    if (holder === null || typeof holder !== 'object') continue
    for (const key of FINISH_KEYS) {
      const reason = (holder as Record<string, unknown>)[key]
      if (typeof reason === 'string' && TOKEN_LIMIT.test(reason)) return true
    }
  }
  return false
}

// Where a run's answer says how it ended: `status`, `stop_reason`, `finishReason`, `subtype`, a `note`, an `error`.
const END_KEY = /(?:^|\.)(?:status|state|stop_?reason|finish_?reason|reason|subtype|note|error|outcome)$/i
/**
 * A run stopped at its limit, as runners say it: `maxSteps reached`, `MAX_REMOTE_CALLS`, `error_max_turns`,
 * `max_tool_calls`, CrewAI's "Agent stopped due to iteration limit", LangGraph's "Recursion limit of 25
 * reached", the Agents SDK's "Max turns (10) exceeded", AutoGen's "max nested chat depth reached".
 *
 * @example
 * STOPPED_AT_LIMIT.test('Agent stopped due to iteration limit or time limit.') // true
 */
export const STOPPED_AT_LIMIT =
  /max(?:imum)?[ _-]?(?:steps|turns|iterations|tool[ _-]?calls|remote[ _-]?calls|llm[ _-]?calls|requests)|\b(?:iteration|step|turn|recursion|request|usage|budget|depth|nesting)s?[ _-]?limit\b|\bstopped due to\b|\bmax(?:imum)?\b[\w -]{0,30}?\b(?:depth|rounds|calls|handoffs)\s+(?:reached|exceeded)\b/i
/** Characters of a run's answer read for how it ended. */
const END_CHARS = 300

/** Whether a run's answer (a short text, or a record's top-level fields that say how it ended) says it failed or stopped at a limit. */
function saysStopped(output: unknown): boolean {
  if (typeof output === 'string') return output.length <= END_CHARS && STOPPED_AT_LIMIT.test(output)
  if (output === null || typeof output !== 'object' || Array.isArray(output)) return false
  let read = 0
  for (const key in output) {
    if (++read > 32) break
    const value = (output as Record<string, unknown>)[key]
    if (typeof value !== 'string' || value.length > END_CHARS || !END_KEY.test(key)) continue
    if (FAILED_STATUS.test(value.trim()) || STOPPED_AT_LIMIT.test(value) || (/(?:^|\.)error$/i.test(key) && value.trim() !== '')) return true
  }
  return false
}
