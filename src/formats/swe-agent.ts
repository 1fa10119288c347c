import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace, Span } from '../trace/span.js'
import { firstMismatch } from './shared/adapter.js'
import { finishRoot, firstWord } from './shared/coding-agent.js'
import { parseLenient } from './shared/json.js'
import { MessageLogBuilder } from './shared/message-log.js'
import { isObjectLike, nonEmptyString } from './shared/objects.js'
import { makeSpan, toolSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { checkItem } from './shared/validate.js'

/**
 * Options for {@link fromSweAgent}.
 *
 * @example
 * fromSweAgent(traj, { model: 'gpt-4o' })
 */
export interface SweAgentOptions extends NormalizeOptions {
  /** The model name for `llm` spans (default: `replay_config.agent.model.name`, else `llm`). */
  model?: string
}

const Step = z.object({
  action: z.string(),
  observation: z.string().nullable().optional(),
  thought: z.string().nullable().optional(),
  response: z.string().nullable().optional(),
})
const HistoryItem = z.object({ role: z.string() })
const ToolCall = z.object({ id: z.string().optional(), function: z.object({ name: z.string() }) })

function isStep(step: unknown): boolean {
  return isObjectLike(step) && typeof step.action === 'string' && 'observation' in step && ('thought' in step || 'response' in step)
}

// SWE-agent marks its messages with `message_type` (1.x) or the `agent` that sent them (0.x, beside `info`).
function isHistoryItem(item: unknown, withInfo: boolean): boolean {
  return isObjectLike(item) && typeof item.role === 'string' && ('message_type' in item || (withInfo && 'agent' in item))
}

// A `.traj` holds the steps (`trajectory`), the chat the model saw
// (`history`), or both; a demonstration holds only the history.
function isSweAgentTraj(value: unknown): boolean {
  if (!isObjectLike(value)) return false
  const { trajectory, history } = value
  if (Array.isArray(trajectory) && trajectory.length > 0) return trajectory.every(isStep)
  const withInfo = isObjectLike(value.info)
  return Array.isArray(history) && history.some((m) => isHistoryItem(m, withInfo)) && history.every((m) => isObjectLike(m) && typeof m.role === 'string')
}

/**
 * Reads a SWE-agent `.traj` file into the span tree. Each `trajectory` step
 * is an `llm` span (output: the step's `thought`, else its `response`)
 * followed by a `tool` span for its `action`, whose output is the step's
 * `observation`. The tool is the function the model called when `history`
 * records its `tool_calls` (name, parsed arguments and call id); otherwise
 * the action's first word (`find_file`, `edit`, `python`, `submit`) with
 * input `{ command: action }`. A file with only `history` is read from its
 * messages (demonstrations skipped). The root's input is the first
 * non-demonstration user message (the issue), its output `info.submission`;
 * `info.exit_status` and `info.model_stats` go to its metadata. SWE-agent
 * records no per-call usage or exit codes, so neither is set.
 *
 * @example
 * import { readFileSync } from 'node:fs'
 * const trace = fromSweAgent(JSON.parse(readFileSync('pydicom__pydicom-1458.traj', 'utf8')))
 * trace.root?.children.map((s) => `${s.type}:${s.name}`) // ['llm:llm', 'tool:create', 'llm:llm', 'tool:edit', ...]
 */
export function fromSweAgent(value: unknown, options: SweAgentOptions = {}): NormalizedTrace {
  const format = options.format ?? 'swe-agent'
  if (!isObjectLike(value))
    throw new TraceValidationError([], `expected a SWE-agent trajectory object ({ trajectory, history, info }), got ${describeValue(value)}`)
  const { trajectory, history, info } = value
  if (trajectory !== undefined && !Array.isArray(trajectory))
    throw new TraceValidationError(['trajectory'], `expected an array of steps, got ${describeValue(trajectory)}`)
  if (history !== undefined && !Array.isArray(history))
    throw new TraceValidationError(['history'], `expected an array of messages, got ${describeValue(history)}`)
  if (trajectory === undefined && history === undefined)
    throw new TraceValidationError(['trajectory'], 'expected a trajectory array of steps or a history array of messages')
  const infoRecord = isObjectLike(info) ? info : {}
  const model = options.model ?? replayModel(value.replay_config) ?? 'llm'
  const log = new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback })
  const messages = (history as unknown[] | undefined) ?? []
  messages.forEach((message, index) => checkItem(HistoryItem, message, ['history', index]))
  const steps = (trajectory as unknown[] | undefined) ?? []
  if (steps.length > 0) readSteps(log, steps, messages, model)
  else readHistory(log, messages, model)
  const trace = log.build({ exitStatus: infoRecord.exit_status, modelStats: infoRecord.model_stats })
  return finishRoot(trace, 'swe-agent', infoRecord.submission)
}

function isDemo(message: Record<string, unknown>): boolean {
  return message.is_demo === true || message.message_type === 'demonstration'
}

// The system prompt and the first user message that is not a demonstration (the issue).
function readPrompt(log: MessageLogBuilder, messages: readonly unknown[]): void {
  for (const message of messages) {
    const m = message as Record<string, unknown>
    if (isDemo(m)) continue
    if (m.role === 'system') log.systemMessage(contentText(m.content) ?? '')
    else if (m.role === 'user') {
      const text = contentText(m.content, ['text'])
      log.userMessage(m.content ?? null, text)
      return
    }
  }
}

function readSteps(log: MessageLogBuilder, steps: readonly unknown[], history: readonly unknown[], model: string): void {
  // The prompt is in the history, or else in the first step's query (the messages the model was sent).
  const first = steps[0]
  const query = isObjectLike(first) && Array.isArray(first.query) ? first.query : []
  readPrompt(log, history.length > 0 ? history : query.filter(isObjectLike))
  // The history's action messages, in order, to find the tool call each step made.
  const actions: number[] = []
  history.forEach((m, index) => {
    if (isObjectLike(m) && m.role === 'assistant' && typeof m.action === 'string' && !isDemo(m)) actions.push(index)
  })
  let next = 0
  steps.forEach((step, index) => {
    const path: TracePath = ['trajectory', index]
    const s = checkItem(Step, step, path)
    const turn = log.beginTurn(model)
    const text = nonEmptyString(s.thought) ?? nonEmptyString(s.response)
    if (text !== undefined) turn.addText(text)
    const action = s.action.trim()
    if (action === '') return
    // Steps and action messages pair up in order; a step with no matching message keeps its command.
    const at = actions[next]
    const message = at === undefined ? undefined : (history[at] as Record<string, unknown>)
    const paired = message !== undefined && (message.action as string).trim() === action
    if (paired) next++
    const span = paired ? actionSpan(action, message, ['history', at!]) : actionSpan(action, undefined, path)
    log.toolCall(span)
    if (typeof s.observation === 'string') log.toolResult({ id: span.id, name: span.name, output: s.observation })
  })
}

function readHistory(log: MessageLogBuilder, history: readonly unknown[], model: string): void {
  readPrompt(log, history)
  let seenTask = false
  let open: Span | undefined
  history.forEach((message, index) => {
    const m = message as Record<string, unknown>
    if (isDemo(m) || m.role === 'system') return
    if (m.role === 'assistant') {
      const turn = log.beginTurn(model)
      const text = nonEmptyString(m.thought) ?? contentText(m.content, ['text'])
      if (text !== undefined && text !== '') turn.addText(text)
      const action = typeof m.action === 'string' ? m.action.trim() : ''
      open = action === '' ? undefined : actionSpan(action, m, ['history', index])
      if (open !== undefined) log.toolCall(open)
      return
    }
    // The first user message is the task, already read; later ones answer the open action or add input.
    if (!seenTask && m.role === 'user') {
      seenTask = true
      return
    }
    const output = contentText(m.content, ['text']) ?? m.content ?? null
    if (open !== undefined) {
      log.toolResult({ id: open.id, name: open.name, output })
      open = undefined
    } else {
      log.userMessage(m.content ?? null, typeof output === 'string' ? output : undefined)
    }
  })
}

// The tool span for an action: the function call the history recorded for
// it, when there is one, else the command's first word.
function actionSpan(action: string, message: Record<string, unknown> | undefined, path: TracePath): Span {
  const calls = message?.tool_calls
  if (Array.isArray(calls) && calls.length > 0) {
    const call = checkItem(ToolCall, calls[0], [...path, 'tool_calls', 0]) as { id?: string; function: { name: string; arguments?: unknown } }
    return toolSpan(call.function.name, call.function.arguments ?? {}, { id: call.id })
  }
  return makeSpan('tool', firstWord(action), { command: action }, null)
}

// SWE-agent 1.x stores the run's config as a JSON string in `replay_config`.
function replayModel(config: unknown): string | undefined {
  const parsed = typeof config === 'string' ? parseLenient(config) : config
  if (!isObjectLike(parsed) || !isObjectLike(parsed.agent) || !isObjectLike(parsed.agent.model)) return undefined
  return nonEmptyString(parsed.agent.model.name)
}

/**
 * SWE-agent `.traj` files: `{ trajectory: [{ thought, action, observation, … }], history, info }`.
 *
 * @example
 * normalizeTrace(traj, { format: 'swe-agent' })
 */
export const sweAgentFormat: TraceFormatAdapter = {
  format: 'swe-agent',
  description: 'SWE-agent .traj ({ trajectory: [{ thought, action, observation }], history, info })',
  detect: isSweAgentTraj,
  mismatch(value) {
    const v = value as Record<string, unknown>
    const steps = isObjectLike(value) && Array.isArray(v.trajectory) && v.trajectory.length > 0 ? (v.trajectory as unknown[]) : null
    return firstMismatch([
      () => ({
        ok: isObjectLike(value) && (Array.isArray(v.trajectory) || Array.isArray(v.history)),
        path: [],
        expected: 'a SWE-agent .traj object with a trajectory array of steps (or a history array of messages)',
      }),
      () => {
        if (steps === null) {
          const history = Array.isArray(v.history) ? v.history : []
          const bad = history.findIndex((m) => !(isObjectLike(m) && typeof m.role === 'string'))
          if (bad >= 0) return { ok: false, path: ['history', bad, 'role'], expected: 'a message with a string role' }
          return {
            ok: history.some((m) => isHistoryItem(m, isObjectLike(v.info))),
            path: ['history'],
            expected: 'messages with a message_type (or an agent, beside info)',
          }
        }
        const bad = steps.findIndex((step) => !isObjectLike(step) || typeof step.action !== 'string')
        return { ok: bad < 0, path: ['trajectory', bad, 'action'], expected: 'a step with a string action' }
      },
      () => {
        if (steps === null) return { ok: true, path: [], expected: '' }
        const bad = steps.findIndex((step) => !isStep(step))
        return { ok: bad < 0, path: ['trajectory', bad], expected: 'a step with an observation and a thought or response' }
      },
    ])
  },
  normalize: (value, options) => fromSweAgent(value, { ...options, format: 'swe-agent' }),
}
