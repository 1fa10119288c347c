import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace, Span } from '../trace/span.js'
import { firstMismatch } from './shared/adapter.js'
import { exitCodeError, finishRoot, litellmUsage } from './shared/coding-agent.js'
import { parseStructured } from './shared/json.js'
import { linedTurn, MessageLogBuilder, type TurnHandle } from './shared/message-log.js'
import { isObjectLike, itemList, nonEmptyString } from './shared/objects.js'
import { fromOpenHandsV1, isOpenHandsV1Stream, usesV1Events } from './openhands-v1.js'
import { makeSpan, toolSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { checkItem } from './shared/validate.js'

/**
 * Options for {@link fromOpenHands}.
 *
 * @example
 * fromOpenHands(events, { model: 'claude-sonnet-4' })
 */
export interface OpenHandsOptions extends NormalizeOptions {
  /** The model name for `llm` spans (default: the recorded response's `model`, else `llm`). */
  model?: string
}

// A bare event list, a trajectory export ({ trajectory }), an event dump ({ events }), an evaluation output ({ history }),
// or a page of the V1 agent server's event search ({ items, next_page_id }).
const EVENT_KEYS = ['events', 'trajectory', 'history', 'items'] as const

// Agent actions that are not tool calls: the agent's own bookkeeping and the controller's.
const NOT_TOOLS = new Set([
  'change_agent_state',
  'recall',
  'condensation',
  'condensation_request',
  'null',
  'pause',
  'resume',
  'stop',
  'push',
  'send_pr',
  'start',
])
// Observations that answer no tool call: state changes, memory recalls, condensations, empty acknowledgements.
const NOT_RESULTS = new Set(['agent_state_changed', 'null', 'recall', 'condense', 'think'])
// Action arguments that are OpenHands' bookkeeping, not what the model asked for.
const BOOKKEEPING_ARGS = new Set(['thought', 'security_risk', 'confirmation_state', 'impl_source', 'translated_ipython_code', 'hidden', 'is_confirmed'])

const Event = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  source: z.string().optional(),
  cause: z.union([z.number(), z.string()]).nullable().optional(),
  args: z.object({}).nullable().optional(),
  tool_call_metadata: z.object({ function_name: z.string().optional(), tool_call_id: z.string().optional() }).nullable().optional(),
})

function isEvent(item: unknown): boolean {
  return isObjectLike(item) && (typeof item.action === 'string') !== (typeof item.observation === 'string')
}

function isOpenHandsEvents(value: unknown): boolean {
  const list = itemList(value, EVENT_KEYS)
  if (list === null || list.items.length === 0) return false
  if (isOpenHandsV1Stream(list.items)) return true
  return list.items.every(isEvent) && list.items.some((item) => typeof (item as Record<string, unknown>).source === 'string')
}

interface OpenTurn {
  /** The turn, whose `addText` joins the thoughts of one response's actions with line breaks. */
  handle: TurnHandle
  responseId: string | undefined
}

interface ReadState {
  log: MessageLogBuilder
  model: string | undefined
  turn: OpenTurn | undefined
  /** Ids of actions whose observations answer no tool call (messages, thoughts, state changes). */
  ignored: Set<string>
  /** Tool-call id → the id of the action event that made the call. */
  byToolCall: Map<string, string>
  /** The last accumulated token usage seen (`llm_metrics`), to read a turn's usage as the difference. */
  accumulated: { prompt: number; completion: number } | undefined
  finalOutput: string | undefined
  agentClass: string | undefined
}

/**
 * Reads an OpenHands event stream into the span tree: a JSON array of
 * events, a trajectory export `{ trajectory: [...] }`, `{ events: [...] }` or
 * an evaluation output `{ history: [...] }`. Streams of the V1 SDK's events
 * (each with a `kind`: `ActionEvent`, `ObservationEvent`, `MessageEvent`...,
 * also as the agent server's `{ items }` page) are read by
 * {@link fromOpenHandsV1}; the rest of this describes V0. Agent actions from one model
 * response (`tool_call_metadata.model_response.id`; an action without one
 * is its own response) form one `llm` span, whose output is the actions'
 * `thought` (and an agent `message`'s content, a `think` action's thought),
 * with usage from the response's `usage` or, failing that, the growth of
 * `llm_metrics.accumulated_token_usage`. Every other agent action (`run`,
 * `run_ipython`, `read`, `write`, `edit`, `browse`, `call_tool_mcp`,
 * `delegate`, …) is a `tool` span named after the function the model called
 * (`execute_bash`, `str_replace_editor`; the action type when none was
 * recorded), with the call's parsed arguments as input (else the action's
 * `args` without OpenHands' bookkeeping) and the event id as its id. An
 * observation fills the action its `cause` names: output is its `content`;
 * an `error` observation, `success: false` or a non-zero exit code sets
 * `error`. An observation that answers no action becomes a span of its own.
 * The root's input is the first user message, its output the `finish`
 * action's message.
 *
 * @example
 * const response = await fetch(`${host}/api/conversations/${id}/trajectory`)
 * const trace = fromOpenHands(await response.json())
 * trace.root?.children.map((s) => `${s.type}:${s.name}`) // ['llm:claude-sonnet-4', 'tool:execute_bash', ...]
 *
 * // V1: a page of the agent server's event search
 * const page = await fetch(`${agentServer}/api/conversations/${id}/events/search?limit=100`)
 * fromOpenHands(await page.json()).root?.children.map((s) => `${s.type}:${s.name}`) // ['llm:llm', 'tool:terminal', ...]
 */
export function fromOpenHands(value: unknown, options: OpenHandsOptions = {}): NormalizedTrace {
  const format = options.format ?? 'openhands'
  const list = itemList(value, EVENT_KEYS)
  if (list === null) throw new TraceValidationError([], `expected an array of OpenHands events or { trajectory: [...] }, got ${describeValue(value)}`)
  // The V1 SDK's events name their class in `kind`; V0's name their action or observation.
  if (usesV1Events(list.items)) return fromOpenHandsV1(list, { ...options, format })
  const state: ReadState = {
    log: new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback }),
    model: options.model,
    turn: undefined,
    ignored: new Set(),
    byToolCall: new Map(),
    accumulated: undefined,
    finalOutput: undefined,
    agentClass: undefined,
  }
  list.items.forEach((item, index) => readEvent(state, item, [...list.path, index], options.model !== undefined))
  return finishRoot(state.log.build(), state.agentClass ?? 'openhands', state.finalOutput)
}

function readEvent(state: ReadState, item: unknown, path: TracePath, modelForced: boolean): void {
  const event = checkItem(Event, item, path) as Record<string, unknown>
  if (!isEvent(event)) throw new TraceValidationError(path, 'expected an event with either an action or an observation')
  const id = event.id === undefined ? undefined : String(event.id)
  if (typeof event.action === 'string') readAction(state, event, event.action, id, modelForced)
  else readObservation(state, event, event.observation as string)
}

function readAction(state: ReadState, event: Record<string, unknown>, action: string, id: string | undefined, modelForced: boolean): void {
  const args = isObjectLike(event.args) ? event.args : {}
  const ignore = () => {
    if (id !== undefined) state.ignored.add(id)
  }
  if (action === 'system') {
    state.log.systemMessage(contentText(args.content) ?? '')
    state.agentClass = nonEmptyString(args.agent_class)
    return ignore()
  }
  if (event.source !== 'agent') {
    // A person's message is input for the next turn; anything else they or the environment did is not the agent's step.
    if (action === 'message') {
      const content = args.content ?? event.message ?? null
      state.log.userMessage(content, contentText(content))
      state.turn = undefined
    }
    return ignore()
  }
  if (NOT_TOOLS.has(action)) return ignore()
  const turn = turnFor(state, event, modelForced)
  const thought = nonEmptyString(args.thought)
  switch (action) {
    case 'message':
      turn.addText(nonEmptyString(args.content) ?? nonEmptyString(event.message) ?? '')
      return ignore()
    case 'think':
      if (thought !== undefined) turn.addText(thought)
      return ignore()
    case 'finish':
    case 'reject': {
      const outputs = isObjectLike(args.outputs) ? args.outputs : {}
      const final = nonEmptyString(args.final_thought) ?? nonEmptyString(outputs.content) ?? nonEmptyString(outputs.reason)
      if (thought !== undefined || final !== undefined) turn.addText((thought ?? final)!)
      state.finalOutput = final ?? thought ?? nonEmptyString(event.message)
      return ignore()
    }
  }
  if (thought !== undefined) turn.addText(thought)
  const span = callSpan(event, action, args, id)
  const toolCallId = span.metadata?.toolCallId
  if (typeof toolCallId === 'string' && id !== undefined) state.byToolCall.set(toolCallId, id)
  state.log.toolCall(span)
}

// The `llm` span an agent action belongs to: the open one when the action
// comes from the same model response, else a new one.
function turnFor(state: ReadState, event: Record<string, unknown>, modelForced: boolean): TurnHandle {
  const metadata = isObjectLike(event.tool_call_metadata) ? event.tool_call_metadata : {}
  const response = isObjectLike(metadata.model_response) ? metadata.model_response : undefined
  const responseId = nonEmptyString(response?.id)
  const growth = usageGrowth(state, event.llm_metrics)
  if (state.turn !== undefined && responseId !== undefined && state.turn.responseId === responseId) return state.turn.handle
  const model = (modelForced ? state.model : (nonEmptyString(response?.model) ?? state.model)) ?? 'llm'
  const turn = state.log.beginTurn(model, responseId === undefined ? undefined : { responseId })
  if (response?.usage !== undefined) turn.addUsage(litellmUsage(response.usage))
  else if (growth !== undefined) turn.addUsage(growth)
  const handle = linedTurn(turn)
  state.turn = { handle, responseId }
  return handle
}

// `llm_metrics` on an action holds the run's accumulated usage so far; what
// it grew by since the last one seen is what the calls in between spent.
function usageGrowth(state: ReadState, metrics: unknown): { prompt_tokens: number; completion_tokens: number } | undefined {
  if (!isObjectLike(metrics) || !isObjectLike(metrics.accumulated_token_usage)) return undefined
  const usage = metrics.accumulated_token_usage
  if (typeof usage.prompt_tokens !== 'number' || typeof usage.completion_tokens !== 'number') return undefined
  const now = { prompt: usage.prompt_tokens, completion: usage.completion_tokens }
  const before = state.accumulated ?? { prompt: 0, completion: 0 }
  state.accumulated = now
  const prompt = now.prompt - before.prompt
  const completion = now.completion - before.completion
  // The same snapshot again (several calls of one response), or a reset: nothing to attribute.
  if (prompt < 0 || completion < 0 || prompt + completion === 0) return undefined
  return { prompt_tokens: prompt, completion_tokens: completion }
}

function callSpan(event: Record<string, unknown>, action: string, args: Record<string, unknown>, id: string | undefined): Span {
  const metadata = isObjectLike(event.tool_call_metadata) ? event.tool_call_metadata : undefined
  const toolCallId = nonEmptyString(metadata?.tool_call_id)
  const functionName = nonEmptyString(metadata?.function_name)
  const extra: Record<string, unknown> = { action }
  if (toolCallId !== undefined) extra.toolCallId = toolCallId
  // The arguments the model sent, from the recorded response, when it is there.
  const call = toolCallId === undefined ? undefined : recordedCall(metadata?.model_response, toolCallId)
  if (functionName !== undefined && call !== undefined && isObjectLike(call.function) && 'arguments' in call.function) {
    return toolSpan(functionName, call.function.arguments, { id, metadata: extra })
  }
  const input: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(args)) if (!BOOKKEEPING_ARGS.has(key)) input[key] = value
  return makeSpan('tool', functionName ?? action, input, null, { id, metadata: extra })
}

function recordedCall(response: unknown, toolCallId: string): Record<string, unknown> | undefined {
  if (!isObjectLike(response) || !Array.isArray(response.choices)) return undefined
  const message = isObjectLike(response.choices[0]) ? response.choices[0].message : undefined
  if (!isObjectLike(message) || !Array.isArray(message.tool_calls)) return undefined
  return message.tool_calls.find((call): call is Record<string, unknown> => isObjectLike(call) && call.id === toolCallId)
}

function readObservation(state: ReadState, event: Record<string, unknown>, type: string): void {
  const metadata = isObjectLike(event.tool_call_metadata) ? event.tool_call_metadata : {}
  const toolCallId = nonEmptyString(metadata.tool_call_id)
  const cause =
    event.cause !== undefined && event.cause !== null ? String(event.cause) : toolCallId === undefined ? undefined : state.byToolCall.get(toolCallId)
  if (cause !== undefined && state.ignored.has(cause)) return
  if (NOT_RESULTS.has(type)) return
  const content = typeof event.content === 'string' ? event.content : (nonEmptyString(event.message) ?? '')
  const output = parseStructured(content)
  state.log.toolResult({ id: cause, name: nonEmptyString(metadata.function_name) ?? type, output, error: observationError(event, type, content) })
}

function observationError(event: Record<string, unknown>, type: string, content: string): unknown {
  const orMessage = (fallback: string) => (content.trim() === '' ? fallback : content)
  if (type === 'error') return orMessage('error')
  if (type === 'user_rejected') return orMessage('rejected by the user')
  const extras = isObjectLike(event.extras) ? event.extras : {}
  if (extras.error === true) return orMessage(nonEmptyString(extras.last_browser_action_error) ?? 'error')
  const meta = isObjectLike(extras.metadata) ? extras.metadata : {}
  const code = typeof meta.exit_code === 'number' ? meta.exit_code : typeof extras.exit_code === 'number' ? extras.exit_code : undefined
  // OpenHands' own verdict first: a command succeeded when it exited 0 (a command still running after its timeout, exit code -1, did not).
  if (event.success === false) return exitCodeError(content, code ?? -1) ?? orMessage('error')
  if (event.success === true) return undefined
  return exitCodeError(content, code)
}

/**
 * OpenHands event streams: V0 `[{ id, source, action, args } | { id, cause, observation, content, extras }]`
 * and the V1 SDK's `[{ kind: 'ActionEvent' | 'ObservationEvent' | 'MessageEvent' | ..., source, ... }]`.
 *
 * @example
 * normalizeTrace(events, { format: 'openhands' })
 */
export const openHandsFormat: TraceFormatAdapter = {
  format: 'openhands',
  description:
    'OpenHands events (V0 [{ id, source, action, args } | { cause, observation, content, extras }], or { trajectory: [...] }; V1 [{ kind: ActionEvent | ObservationEvent | MessageEvent..., source }], or { items: [...] })',
  detect: isOpenHandsEvents,
  mismatch(value) {
    const list = itemList(value, EVENT_KEYS)
    const v1 = list !== null && usesV1Events(list.items)
    // The events' marker comes before the per-event check, so a stream with
    // one broken event is still named as the closest format.
    return firstMismatch([
      () => ({ ok: list !== null, path: [], expected: 'an array of OpenHands events, { trajectory: [...] }, { events: [...] } or { items: [...] }' }),
      () => ({ ok: list!.items.length > 0, path: list!.path, expected: 'at least one event' }),
      () => ({
        ok: list!.items.some(
          (item) =>
            isObjectLike(item) &&
            typeof item.source === 'string' &&
            (v1 ? typeof item.kind === 'string' : typeof item.action === 'string' || typeof item.observation === 'string'),
        ),
        path: list!.path,
        expected: v1
          ? 'V1 events with a kind (ActionEvent, ObservationEvent, MessageEvent...) and a source'
          : 'events with a source (agent, user or environment) and an action or an observation',
      }),
      () => {
        const bad = list!.items.findIndex(
          (item) => !(v1 ? isObjectLike(item) && typeof item.kind === 'string' && typeof item.source === 'string' : isEvent(item)),
        )
        return {
          ok: bad < 0,
          path: [...list!.path, bad],
          expected: v1 ? 'an event with a kind and a source' : 'an event with either an action or an observation',
        }
      },
      () => ({
        ok: !v1 || isOpenHandsV1Stream(list!.items),
        path: list!.path,
        expected: 'at least one ActionEvent, ObservationEvent, MessageEvent or SystemPromptEvent',
      }),
    ])
  },
  normalize: (value, options) => fromOpenHands(value, { ...options, format: 'openhands' }),
}
