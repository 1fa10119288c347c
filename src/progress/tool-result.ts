// The result a tool call's recorded output holds, read out of the envelope
// a framework or API wraps it in (MCP and Bedrock content blocks, Anthropic
// `tool_result`, the Responses API's `function_call_output`, ADK and Pydantic
// AI responses, Claude Code transcript records, Bedrock action groups).
// Read as recorded, every answer would differ by its call id, and "nothing
// found" would sit levels down. Reading which call it was is tool-call.ts's job.

import type { ToolCallRecord } from './action.js'
import { isPlainRecord } from '../util/records.js'
import { parseJsonArguments } from './canonical.js'

// What a tool-result envelope holds beside its content blocks: the call it answers and whether it failed
// (MCP's `{ content, isError }`, Bedrock Converse and Strands' `{ toolUseId, status, content }`, Anthropic's
// `{ type: 'tool_result', tool_use_id, content, is_error }`).
const RESULT_ENVELOPE_KEYS = new Set(['content', 'toolUseId', 'tool_use_id', 'status', 'isError', 'is_error', 'type', 'structuredContent', '_meta'])
// The keys of a LangChain ToolMessage as its `dict()` records it.
const TOOL_MESSAGE_KEYS = new Set(['type', 'content', 'tool_call_id', 'name', 'id', 'status', 'artifact', 'additional_kwargs', 'response_metadata'])
/** Content blocks read from one result (bounded). */
const MAX_BLOCKS = 64

/**
 * A call whose result is a tool-result envelope, with the result read out
 * of it: the one JSON block's value (`{ json: {…} }`) or the text of its
 * text blocks, and a result the envelope marks failed (`isError: true`,
 * `status: 'error'`) as the call's error. Read as recorded, every answer
 * would differ by its call id and "nothing found" would sit two levels down
 * in a list.
 *
 * @example
 * withResultBody({ tool: 'search', args: {}, output: { toolUseId: 't1', status: 'success', content: [{ json: { hits: [] } }] } }).output
 * // { hits: [] }
 */
export function withResultBody(call: ToolCallRecord): ToolCallRecord {
  const read = readEnvelope(call)
  const answers = typeof read.output === 'string' ? answeredQuestions(read.output) : undefined
  return answers === undefined ? read : { ...read, output: answers }
}

// Claude Code's AskUserQuestion result as text: `User has answered your questions: "Q"="A", "Q2"="A2". You can now …`.
const ANSWERED_QUESTIONS = /^User has answered your questions?:\s*/
const QUESTION_AND_ANSWER = /"((?:[^"\\]|\\.)*)"="((?:[^"\\]|\\.)*)"/g
/** Questions read from one such result, at most. */
const MAX_QUESTIONS = 16

/**
 * The answers a person gave as Claude Code's AskUserQuestion reports them in
 * text, as the structured record it also keeps (`{ answers: { [question]: answer } }`);
 * `undefined` for any other text. Read as text, each answer would carry the
 * words of the question it answers, and the same answer to a reworded
 * question would read as news.
 */
function answeredQuestions(text: string): { answers: Record<string, string> } | undefined {
  const start = ANSWERED_QUESTIONS.exec(text)
  if (start === null) return undefined
  const answers: Record<string, string> = {}
  let count = 0
  QUESTION_AND_ANSWER.lastIndex = start[0].length
  for (let match = QUESTION_AND_ANSWER.exec(text); match !== null && count < MAX_QUESTIONS; match = QUESTION_AND_ANSWER.exec(text), count++)
    answers[match[1]!] = match[2]!
  return count === 0 ? undefined : { answers }
}

function readEnvelope(recorded: ToolCallRecord): ToolCallRecord {
  const output = enclosedResponse(recorded.output)
  // A response record may enclose content blocks in turn (Goose's `toolResult.value`): read on.
  const call = output === recorded.output ? recorded : { ...recorded, output }
  if (output === null || typeof output !== 'object' || Array.isArray(output)) return call
  const record = output as Record<string, unknown>
  // An Anthropic `tool_result` block whose content is one string.
  if (typeof record.content === 'string' && ('tool_use_id' in record || 'toolUseId' in record)) {
    for (const key in record) if (!RESULT_ENVELOPE_KEYS.has(key)) return call
    return bodyOf(call, record, record.content)
  }
  // A LangChain ToolMessage (`{ type: 'tool', content, tool_call_id, name }`): its content, parsed when it is JSON.
  if (record.type === 'tool' && typeof record.content === 'string') {
    for (const key in record) if (!TOOL_MESSAGE_KEYS.has(key)) return call
    return bodyOf(call, record, parseJsonArguments(record.content))
  }
  if (!Array.isArray(record.content) || record.content.length === 0 || record.content.length > MAX_BLOCKS) return call
  for (const key in record) if (!RESULT_ENVELOPE_KEYS.has(key)) return call
  const texts: string[] = []
  let json: unknown
  let jsonBlocks = 0
  for (const block of record.content) {
    if (block === null || typeof block !== 'object' || Array.isArray(block)) return call
    const { text, json: value, type } = block as Record<string, unknown>
    if (typeof text === 'string' && (type === undefined || type === 'text')) texts.push(text)
    else if (value !== undefined && (type === undefined || type === 'json')) {
      json = value
      jsonBlocks++
    } else return call
  }
  const body = jsonBlocks === 1 && texts.length === 0 ? json : jsonBlocks === 0 ? (texts.length === 1 ? texts[0] : texts.join('\n')) : null
  if (body === null) return call
  return bodyOf(call, record, body)
}

/** The call with its envelope's body as the output, and as the error when the envelope marks it failed. */
function bodyOf(call: ToolCallRecord, envelope: Record<string, unknown>, body: unknown): ToolCallRecord {
  const failed = envelope.isError === true || envelope.is_error === true || envelope.status === 'error'
  const error = failed && (call.error === undefined || call.error === null) ? body : call.error
  return { ...call, output: body, error }
}

/**
 * The answer a framework's response record encloses: a Gemini / Google ADK
 * function response (`{ function_response: { id, name, response } }`), a
 * Pydantic AI `{ tool_response }`, a Responses API `function_call_output`, or a
 * Bedrock action group's answer (see actionGroupOutput); else the output as
 * it is.
 */
function enclosedResponse(output: unknown): unknown {
  if (output === null || typeof output !== 'object' || Array.isArray(output)) return output
  const group = actionGroupOutput(output as Record<string, unknown>)
  if (group !== undefined) return group
  const item =
    responseItemOutput(output as Record<string, unknown>) ??
    lambdaResponseBody(output as Record<string, unknown>) ??
    transcriptResult(output as Record<string, unknown>) ??
    gooseResult(output as Record<string, unknown>) ??
    autogenResult(output as Record<string, unknown>) ??
    inspectResult(output as Record<string, unknown>)
  if (item !== undefined) return item
  const keys = Object.keys(output)
  // Pydantic AI (Logfire) keeps a tool's result as the span's one `tool_response` attribute.
  if (keys.length === 1 && (keys[0] === 'tool_response' || keys[0] === 'toolResponse')) return parseJsonArguments((output as Record<string, unknown>)[keys[0]])
  if (keys.length !== 1 || (keys[0] !== 'function_response' && keys[0] !== 'functionResponse')) return output
  const inner = (output as Record<string, unknown>)[keys[0]]
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner) || !('response' in inner)) return output
  return (inner as { response: unknown }).response
}

// The keys of an OpenAI Responses API `function_call_output` item.
const RESPONSE_ITEM_KEYS = new Set(['type', 'call_id', 'id', 'status', 'output'])

/**
 * What an OpenAI Responses API `function_call_output` item (`{ type,
 * call_id, output }`) holds: its output, parsed when it is JSON;
 * `undefined` for any other record.
 */
function responseItemOutput(record: Record<string, unknown>): unknown {
  if (record.type !== 'function_call_output' || !('output' in record)) return undefined
  for (const key in record) if (!RESPONSE_ITEM_KEYS.has(key)) return undefined
  return parseJsonArguments(record.output)
}

/**
 * What a Claude Code / Claude Agent SDK transcript record of a tool's result
 * holds (`{ type: 'user', message: { content: [{ type: 'tool_result', … }] },
 * toolUseResult }`): the structured `toolUseResult` when recorded, else the
 * one `tool_result` block's content, parsed when it is JSON; `undefined` for
 * any other record. Read as recorded, every answer would differ by its uuid.
 */
function transcriptResult(record: Record<string, unknown>): unknown {
  if (record.type !== 'user' || record.message === null || typeof record.message !== 'object') return undefined
  const content = (record.message as { content?: unknown }).content
  if (!Array.isArray(content) || content.length !== 1) return undefined
  const block = content[0] as { type?: unknown; content?: unknown; is_error?: unknown } | null
  if (block === null || typeof block !== 'object' || block.type !== 'tool_result') return undefined
  if (block.is_error === true) return undefined
  if (record.toolUseResult !== undefined && record.toolUseResult !== null) return parseJsonArguments(record.toolUseResult)
  return typeof block.content === 'string' ? parseJsonArguments(block.content) : block.content
}

/**
 * What a Goose session's tool response holds (`{ type: 'toolResponse', id,
 * toolResult: { status, value: [content blocks] } }`): its result as a
 * content envelope (`{ content, status }`, read like MCP's), or the error it
 * reports; `undefined` for any other record.
 */
function gooseResult(record: Record<string, unknown>): unknown {
  if (record.type !== 'toolResponse' || record.toolResult === null || typeof record.toolResult !== 'object') return undefined
  const { status, value, error } = record.toolResult as { status?: unknown; value?: unknown; error?: unknown }
  if (Array.isArray(value)) return { content: value, status: status === 'error' ? 'error' : 'success' }
  return value ?? error
}

/**
 * What an AutoGen `ToolCallExecutionEvent` holds: its one
 * `FunctionExecutionResult` (`{ call_id, content, is_error }`), as the
 * tool-result block it is (`{ tool_use_id, content, is_error }`, read on by
 * `readEnvelope`); `undefined` for any other record, or an event of several
 * calls.
 */
function autogenResult(record: Record<string, unknown>): unknown {
  if (record.type !== 'ToolCallExecutionEvent' || !Array.isArray(record.content) || record.content.length !== 1) return undefined
  const result = record.content[0] as { call_id?: unknown; content?: unknown; is_error?: unknown } | null
  if (result === null || typeof result !== 'object' || typeof result.content !== 'string') return undefined
  return { tool_use_id: result.call_id, content: result.content, is_error: result.is_error === true }
}

// The keys of an Inspect AI tool event's answer (`ToolEvent`): the result, and how it was produced.
const INSPECT_RESULT_KEYS = new Set(['result', 'truncated', 'events', 'error', 'completed', 'working_time', 'pending', 'agent', 'failed'])

/**
 * What an Inspect AI tool event answered (`{ result, truncated, events }`):
 * its result; `undefined` for any other record. Read as recorded, its empty
 * `events` list would read as nothing found.
 */
function inspectResult(record: Record<string, unknown>): unknown {
  if (!('result' in record) || !('truncated' in record || 'events' in record)) return undefined
  for (const key in record) if (!INSPECT_RESULT_KEYS.has(key)) return undefined
  return parseJsonArguments(record.result)
}

/**
 * What a Bedrock agent's action group answered: the text of
 * `{ actionGroupInvocationOutput: { text } }`, also inside the trace's
 * `{ observation: … }`, parsed when it holds JSON; `undefined` otherwise.
 */
/**
 * The body a Bedrock action group's Lambda answered with (`{ httpStatusCode: 200, responseBody: {
 * 'application/json': { body: '{…}' } } }`, or that inside `{ messageVersion, response }`), parsed
 * when it is JSON; `undefined` for any other record, or an error status (read as recorded).
 */
function lambdaResponseBody(outer: Record<string, unknown>): unknown {
  const inner = outer.response
  const holder = isPlainRecord(inner) && 'responseBody' in inner ? inner : outer
  const body = holder.responseBody
  if (!isPlainRecord(body)) return undefined
  const status = holder.httpStatusCode
  if (typeof status === 'number' && status >= 400) return undefined
  for (const type in body) {
    const entry = body[type]
    if (isPlainRecord(entry) && 'body' in entry) return typeof entry.body === 'string' ? parseJsonArguments(entry.body) : entry.body
  }
  return undefined
}

function actionGroupOutput(outer: Record<string, unknown>): unknown {
  // A trace event keeps it under `trace.orchestrationTrace` (`{ agentId, sessionId, trace: { orchestrationTrace: { observation } } }`).
  const trace = outer.trace as { orchestrationTrace?: unknown } | null | undefined
  const orchestration = trace !== null && typeof trace === 'object' ? trace.orchestrationTrace : undefined
  const record =
    orchestration !== null && typeof orchestration === 'object' && !Array.isArray(orchestration) ? (orchestration as Record<string, unknown>) : outer
  const observation = record.observation
  const holder = observation !== null && typeof observation === 'object' && !Array.isArray(observation) ? (observation as Record<string, unknown>) : record
  const group = holder.actionGroupInvocationOutput
  if (group === null || typeof group !== 'object' || Array.isArray(group)) return undefined
  const text = (group as Record<string, unknown>).text
  return typeof text === 'string' ? parseJsonArguments(text) : undefined
}
