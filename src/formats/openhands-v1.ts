import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import { exitCodeError, finishRoot } from './shared/coding-agent.js'
import { parseStructured } from './shared/json.js'
import { linedTurn, MessageLogBuilder, type TurnHandle } from './shared/message-log.js'
import { type ItemList, isObjectLike, nonEmptyString } from './shared/objects.js'
import { makeSpan, toolSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { checkItem } from './shared/validate.js'

/**
 * OpenHands' V1 event streams, written by its newer SDK (openhands-sdk, the
 * agent-sdk / software-agent-sdk repository): each event is a pydantic model
 * serialized with a `kind` naming its class (`ActionEvent`,
 * `ObservationEvent`, `MessageEvent`, `SystemPromptEvent`, `AgentErrorEvent`,
 * `UserRejectObservation`, and bookkeeping events such as
 * `ConversationStateUpdateEvent` or `Condensation`) and a `source`. The
 * format is `openhands`, like the V0 streams `openhands.ts` reads; that
 * module hands a stream to {@link fromOpenHandsV1} when its events have a
 * `kind`.
 */

// The events that carry the model's turns, its calls and their results; every other kind is bookkeeping.
const TURN_KINDS = new Set(['SystemPromptEvent', 'MessageEvent', 'ActionEvent', 'ObservationEvent', 'AgentErrorEvent', 'UserRejectObservation'])
// Built-in tools that are the agent's own bookkeeping, not calls into the environment: `finish` ends the run, `think` logs a thought.
const FINISH = 'finish'
const THINK = 'think'

const V1Event = z.object({ kind: z.string(), source: z.string().optional() })
const ActionEvent = z.object({
  tool_name: z.string(),
  tool_call_id: z.string(),
  tool_call: z.object({ arguments: z.string().optional() }).nullable().optional(),
  llm_response_id: z.string().nullable().optional(),
  thought: z.array(z.unknown()).optional(),
  action: z.object({}).nullable().optional(),
})
const ObservationEvent = z.object({ tool_call_id: z.string(), observation: z.object({ content: z.union([z.string(), z.array(z.unknown())]).optional() }) })
const AgentErrorEvent = z.object({ tool_call_id: z.string(), error: z.string() })
const UserRejectObservation = z.object({ tool_call_id: z.string() })
const MessageEvent = z.object({
  llm_message: z.object({
    role: z.string(),
    content: z
      .union([z.string(), z.array(z.unknown())])
      .nullable()
      .optional(),
  }),
})
const SystemPromptEvent = z.object({ system_prompt: z.object({ text: z.string() }) })

/**
 * Whether a list of events is a V1 stream: every event an object with a
 * string `kind` and `source`, and at least one of them a turn event (an
 * action, an observation, a message or the system prompt).
 *
 * @example
 * isOpenHandsV1Stream([{ kind: 'MessageEvent', source: 'user', llm_message: { role: 'user', content: [] } }]) // true
 * isOpenHandsV1Stream([{ id: 1, source: 'agent', action: 'run', args: {} }])                                 // false (V0)
 */
export function isOpenHandsV1Stream(items: readonly unknown[]): boolean {
  return (
    items.length > 0 &&
    items.every((item) => isObjectLike(item) && typeof item.kind === 'string' && typeof item.source === 'string') &&
    items.some((item) => TURN_KINDS.has((item as Record<string, unknown>).kind as string))
  )
}

/**
 * Whether a stream is meant as V1: some event has a string `kind`. Such a
 * stream is read (and its errors reported) as V1 even when other events are
 * broken, so the error names the broken event rather than the whole list.
 *
 * @example
 * usesV1Events([{ kind: 'ActionEvent' }, { nope: true }]) // true
 */
export function usesV1Events(items: readonly unknown[]): boolean {
  return items.some((item) => isObjectLike(item) && typeof item.kind === 'string')
}

interface OpenTurn {
  handle: TurnHandle
  responseId: string | undefined
}

interface V1State {
  log: MessageLogBuilder
  model: string
  turn: OpenTurn | undefined
  /** Calls whose observation answers nothing the loop signals read (`finish`, `think`). */
  bookkeeping: Set<string>
  finalOutput: string | undefined
}

/**
 * Reads a V1 event stream (already found in the value: a bare list,
 * `{ events }`, or the agent server's `{ items }` page) into the span tree.
 * The agent's events from one model response (`llm_response_id`) form one
 * `llm` span: the actions' `thought` text, an agent message's text, with
 * `reasoning_content` as reasoning. Each other `ActionEvent` is a `tool`
 * span named by its `tool_name`, with the model's parsed
 * `tool_call.arguments` as input (else the `action` without its `kind`) and
 * the `tool_call_id` as id. An `ObservationEvent` fills the call with its
 * `tool_call_id`: its observation's `content` (text parts joined, JSON
 * parsed) as output, `is_error` or a non-zero `exit_code` as the error;
 * `AgentErrorEvent` (arguments that failed validation, an unknown tool) and
 * `UserRejectObservation` answer the call as errors. The `finish` tool's
 * message is the root's output, a `think` call's thought is the turn's text.
 * Bookkeeping events (state updates, condensations, pauses) are skipped.
 * OpenHands V1 events record no token usage, so what a loop cost is unknown.
 *
 * @example
 * const page = await (await fetch(`${agentServer}/api/conversations/${id}/events/search?limit=100`)).json()
 * fromOpenHandsV1(itemList(page, ['items'])!, {}).root?.children.map((s) => `${s.type}:${s.name}`)
 * // ['llm:llm', 'tool:terminal', 'llm:llm', 'tool:file_editor', ...]
 */
export function fromOpenHandsV1(list: ItemList, options: NormalizeOptions & { model?: string }): NormalizedTrace {
  const state: V1State = {
    log: new MessageLogBuilder({ format: options.format ?? 'openhands', goal: options.goal, reasoningFallback: options.reasoningFallback }),
    model: options.model ?? 'llm',
    turn: undefined,
    bookkeeping: new Set(),
    finalOutput: undefined,
  }
  let turnEvents = 0
  list.items.forEach((item, index) => {
    const path: TracePath = [...list.path, index]
    if (!isObjectLike(item) || typeof item.kind !== 'string') {
      throw new TraceValidationError(
        path,
        `expected an OpenHands event with a kind (ActionEvent, ObservationEvent, MessageEvent...), got ${describeValue(item)}`,
      )
    }
    const event = checkItem(V1Event, item, path) as Record<string, unknown> & { kind: string }
    if (TURN_KINDS.has(event.kind)) turnEvents++
    readEvent(state, event, path)
  })
  // A list of events none of which the agent or its tools produced is not a
  // run to score: saying so beats an empty tree that scores as healthy.
  if (turnEvents === 0) {
    throw new TraceValidationError(
      list.path,
      `expected OpenHands events with at least one ActionEvent, ObservationEvent, MessageEvent or SystemPromptEvent, got ${list.items.length} event${list.items.length === 1 ? '' : 's'} of other kinds`,
    )
  }
  return finishRoot(state.log.build(), 'openhands', state.finalOutput)
}

function readEvent(state: V1State, event: Record<string, unknown> & { kind: string }, path: TracePath): void {
  switch (event.kind) {
    case 'SystemPromptEvent': {
      checkItem(SystemPromptEvent, event, path)
      const prompt = (event.system_prompt as { text: string }).text
      const dynamic = isObjectLike(event.dynamic_context) ? nonEmptyString(event.dynamic_context.text) : undefined
      state.log.systemMessage(dynamic === undefined ? prompt : `${prompt}\n\n${dynamic}`)
      return
    }
    case 'MessageEvent':
      return readMessage(state, checkItem(MessageEvent, event, path) as Record<string, unknown>)
    case 'ActionEvent':
      return readAction(state, checkItem(ActionEvent, event, path) as Record<string, unknown>, [...path, 'tool_call', 'arguments'])
    case 'ObservationEvent': {
      checkItem(ObservationEvent, event, path)
      if (state.bookkeeping.has(event.tool_call_id as string)) return
      const observation = event.observation as Record<string, unknown>
      const output = observationOutput(observation.content)
      const text = typeof output === 'string' ? output : ''
      const code = typeof observation.exit_code === 'number' ? observation.exit_code : exitCodeOf(observation.metadata)
      const failed = observation.is_error === true ? (text.trim() === '' ? 'error' : text) : undefined
      const error = failed ?? exitCodeError(output, code)
      state.log.toolResult({ id: event.tool_call_id as string, name: nonEmptyString(event.tool_name), output, error })
      return
    }
    case 'AgentErrorEvent': {
      checkItem(AgentErrorEvent, event, path)
      const error = event.error as string
      state.log.toolResult({ id: event.tool_call_id as string, name: nonEmptyString(event.tool_name), output: error, error })
      return
    }
    case 'UserRejectObservation': {
      checkItem(UserRejectObservation, event, path)
      const reason = nonEmptyString(event.rejection_reason) ?? 'rejected by the user'
      state.log.toolResult({ id: event.tool_call_id as string, name: nonEmptyString(event.tool_name), output: reason, error: reason })
      return
    }
    default:
    // State updates, condensations, pauses, streaming tokens: the run's bookkeeping, not its steps.
  }
}

function readMessage(state: V1State, event: Record<string, unknown>): void {
  const message = event.llm_message as Record<string, unknown>
  const text = contentText(message.content, ['text'])
  if (event.source === 'agent' || message.role === 'assistant') {
    const turn = turnFor(state, nonEmptyString(event.llm_response_id))
    if (text !== undefined) turn.addText(text)
    const reasoning = nonEmptyString(message.reasoning_content)
    if (reasoning !== undefined) turn.addReasoning(reasoning)
    return
  }
  // A person's message (or an environment's) is input for the next turn.
  state.log.userMessage(text ?? message.content ?? null, text)
  state.turn = undefined
}

function readAction(state: V1State, event: Record<string, unknown>, argumentsPath: TracePath): void {
  const turn = turnFor(state, nonEmptyString(event.llm_response_id))
  const thought = contentText(event.thought, ['text'])
  if (thought !== undefined) turn.addText(thought)
  const reasoning = nonEmptyString(event.reasoning_content)
  if (reasoning !== undefined) turn.addReasoning(reasoning)
  const toolName = event.tool_name as string
  const callId = event.tool_call_id as string
  const action = isObjectLike(event.action) ? event.action : undefined
  const call = isObjectLike(event.tool_call) ? event.tool_call : {}
  if (toolName === FINISH || toolName === THINK) {
    state.bookkeeping.add(callId)
    const args = action ?? argumentsOf(call.arguments)
    const said = nonEmptyString(toolName === FINISH ? args?.message : args?.thought)
    if (said !== undefined && (toolName === THINK || thought === undefined)) turn.addText(said)
    if (toolName === FINISH) state.finalOutput = said ?? thought
    return
  }
  const metadata: Record<string, unknown> = {}
  if (typeof event.id === 'string') metadata.eventId = event.id
  if (typeof action?.kind === 'string') metadata.action = action.kind
  // `action` is null when the call could not be executed (its arguments failed validation); the model's call is still the step it took.
  if (action === undefined) metadata.notExecuted = true
  if (typeof call.arguments === 'string') {
    state.log.toolCall(toolSpan(toolName, call.arguments, { id: callId, metadata }))
    return
  }
  if (action === undefined) throw new TraceValidationError(argumentsPath, 'expected the tool call arguments (a JSON string) or an action')
  const { kind: _kind, ...input } = action
  state.log.toolCall(makeSpan('tool', toolName, input, null, { id: callId, metadata }))
}

// The `llm` span an agent event belongs to: the open one when it comes
// from the same model response, else a new one. Parallel calls of one
// response share the first call's thought.
function turnFor(state: V1State, responseId: string | undefined): TurnHandle {
  if (state.turn !== undefined && responseId !== undefined && state.turn.responseId === responseId) return state.turn.handle
  const turn = state.log.beginTurn(state.model, responseId === undefined ? undefined : { responseId })
  const handle = linedTurn(turn)
  state.turn = { handle, responseId }
  return handle
}

function argumentsOf(raw: unknown): Record<string, unknown> | undefined {
  if (typeof raw !== 'string') return undefined
  const parsed = parseStructured(raw)
  return isObjectLike(parsed) ? parsed : undefined
}

// An observation's content is a string or a list of text (and image) parts;
// the text is the tool's answer. A part list with no text stays as it is,
// so an empty list is not read as an empty string.
function observationOutput(content: unknown): unknown {
  if (content === undefined) return ''
  if (typeof content === 'string') return parseStructured(content)
  const text = contentText(content, ['text'])
  return text === undefined ? content : parseStructured(text)
}

function exitCodeOf(metadata: unknown): number | undefined {
  return isObjectLike(metadata) && typeof metadata.exit_code === 'number' ? metadata.exit_code : undefined
}
