// What a span is to progress detection, whatever its tracer calls it. The
// span tree keeps each source's own kind (`generation`, `function`, `LLM`),
// and the deepeval port must see them as recorded; progress reads them by
// what they do: an agent run, a model step, or an action.

/** The role a span kind plays: an agent run, a model step, an action, or structure (`null`). */
export type SpanRole = 'agent' | 'llm' | 'action' | null

// Kinds as tracers spell them, lower-cased: the OpenAI Agents SDK and Langfuse
// (`generation`, `response`, `function`), OpenInference (`LLM`, `TOOL`, `RETRIEVER`),
// AutoGen's human input (`human`), Burr's actions (`action`).
const ROLES: ReadonlyMap<string, SpanRole> = new Map<string, SpanRole>([
  ['agent', 'agent'],
  ['llm', 'llm'],
  ['generation', 'llm'],
  ['chat', 'llm'],
  ['completion', 'llm'],
  // The OpenAI Agents SDK's span of one Responses API call.
  ['response', 'llm'],
  ['tool', 'action'],
  ['retriever', 'action'],
  ['human', 'action'],
  ['function', 'action'],
  ['tool_call', 'action'],
  ['function_call', 'action'],
  // Burr's steps of its state machine.
  ['action', 'action'],
])

/**
 * The role of a span kind.
 *
 * @example
 * spanRole('generation') // 'llm'
 * spanRole('function')   // 'action'
 * spanRole('chain')      // null
 */
export function spanRole(type: string): SpanRole {
  return ROLES.get(type) ?? ROLES.get(type.toLowerCase()) ?? null
}
