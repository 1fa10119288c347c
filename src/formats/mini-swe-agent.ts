import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import { firstMismatch } from './shared/adapter.js'
import { exitCodeError, finishRoot, litellmUsage } from './shared/coding-agent.js'
import { MessageLogBuilder, type TurnHandle } from './shared/message-log.js'
import { isObjectLike, itemList, nonEmptyString } from './shared/objects.js'
import { makeSpan, toolSpan } from './shared/spans.js'
import { contentText } from './shared/text.js'
import { checkItem } from './shared/validate.js'

/**
 * Options for {@link fromMiniSweAgent}.
 *
 * @example
 * fromMiniSweAgent(traj, { model: 'claude-sonnet-4' })
 */
export interface MiniSweAgentOptions extends NormalizeOptions {
  /** The model name for `llm` spans (default: the response's `model`, else `info.config.model.model_name`, else `llm`). */
  model?: string
}

const MESSAGE_KEYS = ['messages'] as const
// The fenced command of a text-based turn: ```bash (v1) or ```mswea_bash_command (v2).
const ACTION_BLOCK = /```(?:bash|mswea_bash_command)[ \t]*\r?\n([\s\S]*?)\r?\n```/g

const Message = z.object({ role: z.string() })
const ToolCall = z.object({ id: z.string(), function: z.object({ name: z.string() }) })
const ToolMessage = z.object({ tool_call_id: z.string() })
const FunctionCallOutput = z.object({ call_id: z.string() })
const ResponseItem = z.object({ type: z.string() })
const FunctionCall = z.object({ call_id: z.string(), name: z.string() })

function isMiniSweAgentTraj(value: unknown): boolean {
  if (!isObjectLike(value) || !Array.isArray(value.messages)) return false
  if (typeof value.trajectory_format === 'string') return value.trajectory_format.startsWith('mini-swe-agent')
  // Files written before the format was versioned (mini-swe-agent 1.0-1.7) say which version wrote them.
  return isObjectLike(value.info) && typeof value.info.mini_version === 'string'
}

interface ReadState {
  log: MessageLogBuilder
  model: string
  /** The calls of the last turn still waiting for their observation: call ids, `undefined` for text-mode commands. */
  open: Array<string | undefined>
  /** The exit message's submission (v2 `role: 'exit'`). */
  exit?: Record<string, unknown>
}

/**
 * Reads a mini-swe-agent trajectory (`.traj.json`:
 * `{ info, messages, trajectory_format: 'mini-swe-agent-1' | 'mini-swe-agent-1.1' }`)
 * into the span tree. Each assistant message is an `llm` span whose output
 * is its text without the fenced command block (the THOUGHT); each command is
 * a `bash` tool span with input `{ command }`. Text-based turns (a
 * ```` ```bash ```` or ```` ```mswea_bash_command ```` block, or v2
 * `extra.actions`) are answered by the next user message; tool-calling
 * turns (`tool_calls`, or a Responses API `function_call`) by the `tool` /
 * `function_call_output` message with their call id. An observation's
 * output is the command's output (`extra.raw_output`, else the text inside
 * `<output>`); a non-zero `<returncode>` / `extra.returncode`, or an
 * `exception_info`, sets `error`. Usage is read from each turn's
 * `extra.response.usage`. The root's output is `info.submission`, and
 * `info.exit_status` and `info.model_stats` go to its metadata.
 *
 * @example
 * import { readFileSync } from 'node:fs'
 * const trace = fromMiniSweAgent(JSON.parse(readFileSync('astropy__astropy-12907.traj.json', 'utf8')))
 * trace.root?.children.filter((s) => s.type === 'tool').map((s) => s.input) // [{ command: 'ls -la' }, ...]
 */
export function fromMiniSweAgent(value: unknown, options: MiniSweAgentOptions = {}): NormalizedTrace {
  const format = options.format ?? 'mini-swe-agent'
  // A bare message list (mini-swe-agent's test data) is read when the format is forced.
  const list = itemList(value, MESSAGE_KEYS)
  if (list === null)
    throw new TraceValidationError([], `expected a mini-swe-agent trajectory ({ info, messages, trajectory_format }), got ${describeValue(value)}`)
  const info = isObjectLike(list.envelope?.info) ? list.envelope.info : {}
  const config = isObjectLike(info.config) && isObjectLike(info.config.model) ? info.config.model : {}
  const state: ReadState = {
    log: new MessageLogBuilder({ format, goal: options.goal, reasoningFallback: options.reasoningFallback }),
    model: options.model ?? nonEmptyString(config.model_name) ?? 'llm',
    open: [],
  }
  const modelForced = options.model !== undefined
  list.items.forEach((message, index) => readMessage(state, message, [...list.path, index], modelForced))
  const trace = state.log.build({ exitStatus: nonEmptyString(info.exit_status) ?? state.exit?.exit_status, modelStats: info.model_stats })
  return finishRoot(trace, 'mini-swe-agent', nonEmptyString(info.submission) ?? state.exit?.submission)
}

function readMessage(state: ReadState, message: unknown, path: TracePath, modelForced: boolean): void {
  if (!isObjectLike(message)) throw new TraceValidationError(path, `expected a message object, got ${describeValue(message)}`)
  const extra = isObjectLike(message.extra) ? message.extra : {}
  // Responses API models keep the whole response as the assistant message, and answer with function_call_output items.
  if (message.object === 'response') return readResponse(state, message, extra, path, modelForced)
  if (message.type === 'function_call_output') {
    checkItem(FunctionCallOutput, message, path)
    return answer(state, message.call_id as string, observation(message.output, extra))
  }
  const { role } = checkItem(Message, message, path)
  switch (role) {
    case 'system':
      state.log.systemMessage(contentText(message.content) ?? '')
      return
    case 'assistant':
      return readAssistant(state, message, extra, path, modelForced)
    case 'tool':
      checkItem(ToolMessage, message, path)
      return answer(state, message.tool_call_id as string, observation(message.content, extra))
    case 'user':
      // In text mode the next user message is the command's observation (or its timeout).
      if (state.open.length > 0 && state.open[0] === undefined) return answer(state, undefined, observation(message.content, extra))
      state.log.userMessage(message.content ?? null, contentText(message.content, ['text', 'input_text']))
      return
    case 'exit':
      // The run ended (submitted, out of budget): a command that submitted got no observation and stays pending.
      state.exit = extra
      return
    default:
      throw new TraceValidationError([...path, 'role'], `expected "system", "user", "assistant", "tool" or "exit", got "${role}"`)
  }
}

function beginTurn(state: ReadState, response: unknown, modelForced: boolean): TurnHandle {
  const model = modelForced || !isObjectLike(response) ? state.model : (nonEmptyString(response.model) ?? state.model)
  const turn = state.log.beginTurn(model)
  if (isObjectLike(response)) turn.addUsage(litellmUsage(response.usage))
  return turn
}

function readAssistant(state: ReadState, m: Record<string, unknown>, extra: Record<string, unknown>, path: TracePath, modelForced: boolean): void {
  const turn = beginTurn(state, extra.response, modelForced)
  const content = contentText(m.content, ['text']) ?? ''
  const blocks = [...content.matchAll(ACTION_BLOCK)]
  const text = content.replace(ACTION_BLOCK, '').trim()
  if (text !== '') turn.addText(text)
  state.open = []
  if (Array.isArray(m.tool_calls) && m.tool_calls.length > 0) {
    m.tool_calls.forEach((call, k) => {
      const c = checkItem(ToolCall, call, [...path, 'tool_calls', k]) as { id: string; function: { name: string; arguments?: unknown } }
      state.log.toolCall(toolSpan(c.function.name, c.function.arguments ?? {}, { id: c.id }))
      state.open.push(c.id)
    })
    return
  }
  // v2 records the commands it parsed; v1 parsed exactly one fenced block (more or fewer was a format error).
  const commands = Array.isArray(extra.actions)
    ? extra.actions.map((action) => (isObjectLike(action) ? action.command : undefined)).filter((command): command is string => typeof command === 'string')
    : blocks.length === 1
      ? [blocks[0]![1]!.trim()]
      : []
  for (const command of commands) {
    state.log.toolCall(makeSpan('tool', 'bash', { command }, null))
    state.open.push(undefined)
  }
}

// Fills the open call with this id (text-mode commands have none: the oldest open one).
function answer(state: ReadState, id: string | undefined, result: { output: unknown; error?: unknown }): void {
  const at = state.open.indexOf(id)
  if (at >= 0) state.open.splice(at, 1)
  state.log.toolResult(id === undefined ? { name: 'bash', ...result } : { id, ...result })
}

function readResponse(state: ReadState, response: Record<string, unknown>, extra: Record<string, unknown>, path: TracePath, modelForced: boolean): void {
  const turn = beginTurn(state, response, modelForced)
  state.open = []
  const output = Array.isArray(response.output) ? response.output : []
  output.forEach((item, k) => {
    const at: TracePath = [...path, 'output', k]
    const it = checkItem(ResponseItem, item, at) as Record<string, unknown> & { type: string }
    if (it.type === 'message') {
      const text = contentText(it.content, ['output_text', 'text'])
      if (text !== undefined) turn.addText(text)
    } else if (it.type === 'reasoning') {
      const summary = Array.isArray(it.summary) ? contentText(it.summary) : undefined
      if (summary !== undefined) turn.addReasoning(summary)
    } else if (it.type === 'function_call') {
      checkItem(FunctionCall, it, at)
      state.log.toolCall(toolSpan(it.name as string, it.arguments ?? {}, { id: it.call_id as string }))
      state.open.push(it.call_id as string)
    }
  })
}

// What an observation message says: the command's output and, when it
// failed (non-zero return code, an exception), its error.
function observation(content: unknown, extra: Record<string, unknown>): { output: unknown; error?: unknown } {
  const text = contentText(content, ['text', 'input_text']) ?? (typeof content === 'string' ? content : '')
  const code = typeof extra.returncode === 'number' ? extra.returncode : returnCodeIn(text)
  const output = typeof extra.raw_output === 'string' ? extra.raw_output : outputIn(text)
  const exception = nonEmptyString(extra.exception_info)
  const error = exception ?? exitCodeError(output, code)
  return error === undefined ? { output } : { output, error }
}

function returnCodeIn(text: string): number | undefined {
  const match = /^\s*(?:<exception>[\s\S]*?<\/exception>\s*)?<returncode>(-?\d+)<\/returncode>/.exec(text)
  return match === null ? undefined : Number(match[1])
}

// The text inside `<output>…</output>` of the observation template; the whole text when it has no such block.
function outputIn(text: string): string {
  const open = text.indexOf('<output>')
  const close = text.lastIndexOf('</output>')
  if (open < 0 || close < open) return text
  let start = open + '<output>'.length
  if (text[start] === '\n') start++
  return text.slice(start, close)
}

/**
 * mini-swe-agent trajectories: `{ info, messages, trajectory_format: 'mini-swe-agent-1…' }`.
 *
 * @example
 * normalizeTrace(traj, { format: 'mini-swe-agent' })
 */
export const miniSweAgentFormat: TraceFormatAdapter = {
  format: 'mini-swe-agent',
  description: "mini-swe-agent .traj.json ({ info, messages, trajectory_format: 'mini-swe-agent-1…' })",
  detect: isMiniSweAgentTraj,
  mismatch(value) {
    const v = value as Record<string, unknown>
    return firstMismatch([
      () => ({
        ok: isObjectLike(value) && (typeof v.trajectory_format === 'string' || (isObjectLike(v.info) && typeof v.info.mini_version === 'string')),
        path: ['trajectory_format'],
        expected: "a trajectory_format such as 'mini-swe-agent-1.1'",
      }),
      () => ({
        ok: (v.trajectory_format as string | undefined)?.startsWith('mini-swe-agent') ?? true,
        path: ['trajectory_format'],
        expected: "a trajectory_format starting with 'mini-swe-agent'",
      }),
      () => ({ ok: Array.isArray(v.messages), path: ['messages'], expected: 'an array of messages' }),
    ])
  },
  normalize: (value, options) => fromMiniSweAgent(value, { ...options, format: 'mini-swe-agent' }),
}
