// A tool span as a call: its tool, arguments, result and error. Tracers that
// record a tool call as attributes (exported into a span tree as the span's
// input) name the real tool inside it: the span is `ai.toolCall` or
// `execute_tool`, the tool is `ai.toolCall.name`. Read as recorded, every
// call would be "the same tool" with a call id that never repeats.

import type { Span } from '../trace/span.js'
import { EXIT_CODE_KEY, type ToolCallRecord } from './action.js'
import { canonicalDigest, isRecord, parseJsonArguments } from './canonical.js'
import { type AskedStep, bedrockArguments } from './asked-calls.js'
import { itemsOf } from './items.js'
import { withResultBody } from './tool-result.js'
import { functionCallPart, namedCall, soleRecordField } from './named-call.js'

/** Attribute spellings of one tool call: name, arguments, result and the call's own id. */
const ENVELOPES = [
  { name: 'ai.toolCall.name', args: 'ai.toolCall.args', result: 'ai.toolCall.result', id: 'ai.toolCall.id' },
  { name: 'gen_ai.tool.name', args: 'gen_ai.tool.call.arguments', result: 'gen_ai.tool.call.result', id: 'gen_ai.tool.call.id' },
  { name: 'tool.name', args: 'input.value', result: 'output.value', id: 'tool_call.id' },
  // Strands Agents: `{ 'tool.name', 'tool.id', 'tool.parameters': '{…}' }`, its answer `{ 'tool.result', 'tool.status' }`.
  { name: 'tool.name', args: 'tool.parameters', result: 'tool.result', id: 'tool.id' },
  { name: 'traceloop.entity.name', args: 'traceloop.entity.input', result: 'traceloop.entity.output', id: 'traceloop.entity.id' },
] as const

/**
 * The call a tool span records: its name, input, output and error as they
 * are, or, when its input is a tracer's attribute envelope
 * (`{ 'ai.toolCall.name': 'search', 'ai.toolCall.args': '{"q":"x"}' }`), the
 * tool and arguments named inside it, and the result from the envelope when
 * the span has none.
 *
 * @example
 * toolCallOf({ type: 'tool', name: 'ai.toolCall', input: { 'ai.toolCall.name': 'search', 'ai.toolCall.args': '{"q":"x"}' }, output: 'ok', children: [] })
 * // { tool: 'search', args: { q: 'x' }, output: 'ok', error: undefined }
 */
export function toolCallOf(span: Span): ToolCallRecord {
  let call = withResultBody(withItemsRead(recordedCall(span)))
  // Named only by its span (`ai.toolCall`), the call may still carry its tool's name as an attribute,
  // or, under a span named for invoking tools, as its input's `tool` (`{ tool: 'send_quote', quote, to }`).
  if (call.tool === span.name) {
    const named = metadataToolName(span.metadata)
    if (named !== undefined && named !== span.name) call = { ...call, tool: named }
    else if (INVOKER.test(span.name) && isRecord(call.args) && typeof call.args.tool === 'string' && call.args.tool.trim() !== '') {
      const { tool, ...args } = call.args
      call = { ...call, tool, args }
    } else if (
      isRecord(call.args) &&
      typeof call.args.function === 'string' &&
      call.args.function.trim() !== '' &&
      BEDROCK_GROUP_KEYS.some((k) => typeof (call.args as Record<string, unknown>)[k] === 'string')
    ) {
      // A Bedrock function-details action group's observation (`{ actionGroup, function }`) is the call to that function;
      // its parameters are in the model step that asked for it, found by the function it names (see withAskedArguments).
      const { actionGroup: _group, actionGroupName: _name, ...args } = call.args
      call = { ...call, tool: call.args.function as string, args }
    }
  }
  // A call named in its input (`{ tool, arguments }`, `{ tool, …arguments }` under a span for invoking tools)
  // whose output is a Haystack run's tool messages answered with them.
  if (call.tool !== span.name && call.output === span.output) {
    const answered = toolMessageAnswer(span)
    if (answered !== null) call = { ...call, ...answered }
  }
  const exitCode = metadataExitCode(span.metadata)
  return exitCode === undefined ? call : { ...call, exitCode }
}

// Where a Bedrock action group's observation names its group beside the function it ran.
const BEDROCK_GROUP_KEYS = ['actionGroup', 'actionGroupName']

// A span named for running whichever tool was asked (Haystack's `ToolInvoker`, an `execute_tool` step).
const INVOKER = /^(?:tool_?invoker|(?:invoke|execute|run|call|use)_?tools?|tool_?(?:call|executor|runner))$/i

// Where tracers keep a tool call's tool name as a span attribute: the AI SDK, OpenTelemetry GenAI, OpenInference.
const TOOL_NAME_ATTRIBUTES = ['ai.toolCall.name', 'gen_ai.tool.name', 'tool.name']

/** The tool name a span's metadata keeps. */
function metadataToolName(metadata: unknown): string | undefined {
  return fromMetadata(metadata, (record) => {
    for (const key of TOOL_NAME_ATTRIBUTES) {
      const value = record[key]
      if (typeof value === 'string' && value.trim() !== '') return value
    }
    return undefined
  })
}

/** The exit status a span's metadata keeps (`{ exit_code: 2 }`), if it is a whole number. */
function metadataExitCode(metadata: unknown): number | undefined {
  return fromMetadata(metadata, (record) => {
    for (const key in record) if (Number.isInteger(record[key]) && EXIT_CODE_KEY.test(key)) return record[key] as number
    return undefined
  })
}

/**
 * What `read` finds in a span's metadata, or else one level down, in a
 * recorded `metadata` or `attributes` record (formats keep a tracer's
 * attributes either way).
 */
export function fromMetadata<T>(metadata: unknown, read: (record: Record<string, unknown>) => T | undefined): T | undefined {
  if (!isRecord(metadata)) return undefined
  const found = read(metadata)
  if (found !== undefined) return found
  for (const key of ['metadata', 'attributes']) {
    const inner = metadata[key]
    if (isRecord(inner)) {
      const nested = read(inner)
      if (nested !== undefined) return nested
    }
  }
  return undefined
}

/** A call whose arguments and result are kept as n8n items, read out of them (see {@link itemsOf}). */
function withItemsRead(call: ToolCallRecord): ToolCallRecord {
  const args = itemsOf(call.args)
  const output = itemsOf(call.output)
  return args === undefined && output === undefined ? call : { ...call, args: args ?? call.args, output: output ?? call.output }
}

function recordedCall(span: Span): ToolCallRecord {
  const bedrock = bedrockActionCall(span)
  if (bedrock !== null) return bedrock
  const input = span.input
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const record = input as Record<string, unknown>
    for (const envelope of ENVELOPES) {
      const name = record[envelope.name]
      if (typeof name !== 'string' || name === '') continue
      // Tracers that share a name attribute are told apart by where they keep the arguments.
      if (!(envelope.args in record) && ENVELOPES.some((other) => other !== envelope && other.name === envelope.name && other.args in record)) continue
      const output = unwrapResult(span.output, envelope.result) ?? record[envelope.result]
      let args = envelope.args in record ? parseJsonArguments(record[envelope.args]) : withoutEnvelope(record, envelope)
      // Beside the attributes, the model's own tool use (Strands: `{ toolUse: { toolUseId, name, input } }`) holds the arguments.
      const part = isRecord(args) ? functionCallPart(args) : null
      const inner = part === null ? null : namedCall(part)
      if (inner !== null) args = inner.args
      return { tool: name, args, output, error: span.error }
    }
    // A Griptape action as the span's input (`{ action: { tag, name, path, input: { values } } }`) is the call it holds.
    const action = griptapeAction(record)
    if (action !== null) return { tool: span.name, args: action, output: span.output, error: span.error }
    // A Gemini part as the span's input (Google ADK: `{ functionCall: { id, name, args } }`) is the call it holds.
    const part = functionCallPart(record)
    const named = namedCall(part ?? record)
    if (named !== null && named.tool !== null) return { tool: named.tool, args: named.args, output: span.output, error: span.error }
    // With no name beside them (`{ call_id, arguments }`, LangSmith's `{ input }`), the arguments are the
    // span's tool's, and a result kept as one attribute (`{ output }`) is read inside it.
    if (named !== null) return { tool: span.name, args: named.args, output: keptAsOutput(span.output), error: span.error }
    // One tracer attribute kept as the span's input and output (OpenInference's `{ 'input.value':
    // '{"q":…}', 'input.mime_type': … }`, Vertex's `gcp.vertex.agent.tool_call_args`): the JSON it
    // holds is the call's arguments, and the output's one attribute its result.
    const args = soleJsonAttribute(record)
    if (args !== undefined) return { tool: span.name, args, output: soleJsonAttribute(span.output, true) ?? span.output, error: span.error }
  }
  return toolOutputCall(span) ?? toolInvokerCall(span) ?? { tool: span.name, args: span.input, output: span.output, error: span.error }
}

/**
 * A Bedrock agent's action-group call as its trace events record it
 * (`{ agentId, sessionId, trace: { orchestrationTrace: { invocationInput:
 * { actionGroupInvocationInput: { actionGroupName, apiPath, verb,
 * parameters: [{ name, value }], requestBody } } } } }`): its arguments are
 * the path, verb, parameters (by name) and body; the answer is read by
 * `withResultBody`. `null` for any other span. Read as recorded, every call
 * would differ by its trace id and session.
 */
function bedrockActionCall(span: Span): ToolCallRecord | null {
  const input = span.input
  if (!isRecord(input)) return null
  const orchestration = isRecord(input.trace) && isRecord(input.trace.orchestrationTrace) ? input.trace.orchestrationTrace : input
  const invocation = isRecord(orchestration.invocationInput) ? orchestration.invocationInput : null
  const action = invocation !== null && isRecord(invocation.actionGroupInvocationInput) ? invocation.actionGroupInvocationInput : null
  if (action === null) return null
  const name = typeof action.actionGroupName === 'string' ? action.actionGroupName : span.name
  return { tool: span.name !== '' ? span.name : name, args: bedrockArguments(action), output: span.output, error: span.error }
}

/**
 * A call read with what the model step before it asked for: under a generic
 * name (`function`), named for the tool it asked for (see withAskedName); and
 * recorded with fewer arguments than the step asked for, read with the
 * arguments it asked for (a Bedrock action-group span
 * that keeps only the path while the model's `invocationInput` holds the
 * parameters). Only an unambiguous fill-in counts: exactly one call asked
 * for (by the tool's name, or a Bedrock action group) holds every recorded
 * argument with the same value and more. Otherwise the call as recorded:
 * calls that differ in what was not recorded would read as one.
 *
 * @example
 * withAskedArguments({ tool: 'fleet', args: { apiPath: '/date' }, output: 'ok' }, new AskedStep({ invocationInput: [{ actionGroupInvocationInput: { apiPath: '/date', parameters: [{ name: 'id', value: 'TR-4' }] } }] })).args
 * // { apiPath: '/date', id: 'TR-4' }
 */
export function withAskedArguments(asRecorded: ToolCallRecord, step: AskedStep | null | undefined): ToolCallRecord {
  if (step === null || step === undefined) return asRecorded
  const call = GENERIC_TOOL_NAME.test(asRecorded.tool) ? withAskedName(asRecorded, step) : asRecorded
  const asked = step.output
  if (asked === null || typeof asked !== 'object' || !isRecord(call.args)) return call
  const recorded = call.args
  // The call's id beside its arguments (`{ tool_use_id }`), or a framework's flag (`request_heartbeat`), is not what it asked: not matched.
  const keys = Object.keys(recorded).filter((key) => !CALL_ID_KEY.test(key))
  let found: Record<string, unknown> | null = null
  for (const { name, args } of step.calls) {
    // A Bedrock request names no tool: what was recorded (its path) must be among its arguments.
    if (name === null ? keys.length === 0 : name !== call.tool) continue
    const candidate = parseJsonArguments(args)
    if (!isRecord(candidate) || Object.keys(candidate).length <= keys.length) continue
    if (!keys.every((k) => k in candidate && sameValue(candidate[k], recorded[k]))) continue
    // Two calls asked for that both fit: which one ran is not known.
    if (found !== null) return call
    found = candidate
  }
  if (found === null && keys.length === 0) found = codeCallArguments(asked, call.tool)
  return found === null ? call : { ...call, args: found }
}

// Keys a tool span keeps beside its arguments that say nothing of what was asked: its call's id (a Claude
// Agent SDK `tool_result`'s `tool_use_id`) or Letta's `request_heartbeat` flag, added to every call.
const CALL_ID_KEY = /^(?:tool_?use_?id|tool_?call_?id|call_?id|toolUseId|toolCallId|callId|request_?heartbeat|requestHeartbeat)$/

// A tool span named for its kind, not its tool (`function`, `tool`, `tool_call`): the name is in the model's request.
const GENERIC_TOOL_NAME = /^(?:function|tool|tool[ _]?call|function[ _]?call|tool[ _]?use|execute[ _]?tool|call[ _]?tool|action)$/i

/**
 * A call recorded under a generic name, named for the tool the model step
 * before it asked for: the one asked for with the arguments it recorded, or
 * the only one asked for. As recorded, a test run and the edit between two of
 * them would be one tool, and the edit's news would answer the test's failure.
 */
function withAskedName(call: ToolCallRecord, step: AskedStep): ToolCallRecord {
  const calls = step.calls
  const recorded = parseJsonArguments(call.args)
  let name: string | null = null
  for (const asked of calls) {
    if (asked.name === null || !sameValue(parseJsonArguments(asked.args), recorded)) continue
    // Two calls asked for with these arguments under two names: which one ran is not known.
    if (name !== null && name !== asked.name) return call
    name = asked.name
  }
  if (name === null && calls.length === 1) name = calls[0]!.name
  return name === null ? call : { ...call, tool: name }
}

/** Characters of a model step's text read for a call written as code (bounded). */
const CODE_CHARS = 20_000
// One keyword argument of a call written as Python: `transect="T07"`, `metres=22`, `urgent=True`.
const KEYWORD_ARGUMENT = /^\s*([A-Za-z_]\w{0,40})\s*=\s*("(?:[^"\\\n]|\\.){0,500}"|'(?:[^'\\\n]|\\.){0,500}'|-?\d+(?:\.\d+)?|True|False|None)\s*(?:,|$)/

/**
 * The keyword arguments of the one call to `tool` a code agent wrote in its
 * step (smolagents: `create_work_order(transect="T07", metres=22)` in a
 * ```` ```py ```` block), for a span that recorded none; `null` when the text
 * holds no such call, more than one, or one whose arguments are not all
 * plain keyword literals.
 */
function codeCallArguments(asked: unknown, tool: string): Record<string, unknown> | null {
  if (!/^[A-Za-z_][\w.]{0,80}$/.test(tool)) return null
  // The step's text, once: deepeval's reading keeps it both as the output and in the message.
  const texts = new Set<string>()
  for (const value of Array.isArray(asked) ? asked.slice(0, 4) : [asked]) {
    if (typeof value === 'string') texts.add(value)
    else if (isRecord(value) && typeof value.content === 'string') texts.add(value.content)
  }
  let found: Record<string, unknown> | null = null
  for (const text of texts) {
    const calls = [...text.slice(0, CODE_CHARS).matchAll(new RegExp(`(?<![\\w.])${tool.replace(/\./g, '\\.')}\\(([^()]{0,2000})\\)`, 'g'))]
    for (const [, inner] of calls) {
      const args: Record<string, unknown> = {}
      let rest = inner!
      while (rest.trim() !== '') {
        const m = KEYWORD_ARGUMENT.exec(rest)
        if (m === null) return null
        args[m[1]!] = pythonLiteral(m[2]!)
        rest = rest.slice(m[0].length)
      }
      if (Object.keys(args).length === 0) continue
      // Two calls written out: which one this span ran is not known.
      if (found !== null) return null
      found = args
    }
  }
  return found
}

function pythonLiteral(text: string): unknown {
  if (text === 'True') return true
  if (text === 'False') return false
  if (text === 'None') return null
  if (text.startsWith('"') || text.startsWith("'")) return text.slice(1, -1).replace(/\\(.)/g, '$1')
  return Number(text)
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || canonicalDigest(a) === canonicalDigest(b)
}

/**
 * A Haystack `ToolInvoker` run: the one call the assistant message asked for
 * (`{ messages: [{ role, content: [{ tool_call: { tool_name, arguments } }] }] }`,
 * serialized as `content` or `_content`, or the run's input as the call alone:
 * `{ tool_calls: [{ tool_name, arguments }] }`, `{ tool_name, …arguments }` or `{ tool, arguments }`) and its one tool message's result
 * (`{ tool_messages: [{ content: [{ result, origin, error }] }] }`, or
 * `{ tool_call_result: { result } }`). `null` for any other span, or a run of
 * several calls.
 */
function toolInvokerCall(span: Span): ToolCallRecord | null {
  const input = span.input as { messages?: unknown; tool_calls?: unknown } | null
  const output = span.output as { tool_messages?: unknown } | null
  if (input === null || typeof input !== 'object') return null
  if (output === null || typeof output !== 'object' || !Array.isArray(output.tool_messages) || output.tool_messages.length !== 1) return null
  let call: { tool_name?: unknown; arguments?: unknown } | undefined
  if (Array.isArray(input.messages) && input.messages.length > 0) {
    const last = input.messages[input.messages.length - 1] as { tool_call?: unknown } | null
    // The call as a content part of the assistant message, or kept on the message itself.
    call = (onePart(last)?.tool_call ?? (last !== null && typeof last === 'object' ? last.tool_call : undefined)) as typeof call
  } else if (Array.isArray(input.tool_calls) && input.tool_calls.length === 1) {
    // The run's input as its calls alone: `{ tool_calls: [{ tool_name, arguments }] }`.
    call = input.tool_calls[0] as typeof call
  } else {
    // The run's input as the one call itself: `{ tool_name, arguments }`, `{ tool, arguments }` beside
    // Haystack's own attributes (`haystack.component.name`), or its arguments beside its name.
    const record = input as Record<string, unknown>
    const nameKey = typeof record.tool_name === 'string' ? 'tool_name' : typeof record.tool === 'string' ? 'tool' : null
    if (nameKey !== null) {
      const rest: Record<string, unknown> = {}
      let count = 0
      for (const key in record) if (key !== nameKey && !key.startsWith('haystack.')) (rest[key] = record[key]), count++
      call = { tool_name: record[nameKey], arguments: 'arguments' in rest && count === 1 ? rest.arguments : rest }
    }
  }
  if (call === undefined || call === null || typeof call !== 'object' || typeof call.tool_name !== 'string') return null
  const answered = toolMessageAnswer(span)
  return answered === null ? null : { tool: call.tool_name, args: parseJsonArguments(call.arguments), ...answered }
}

/**
 * The result a Haystack run's one tool message holds (`{ tool_messages: [{ _content: [{ result, error }] }] }`,
 * or `{ tool_call_result: { result } }` as its part), parsed when it is JSON, and its error; `null` for
 * any other output.
 */
function toolMessageAnswer(span: Span): { output: unknown; error: unknown } | null {
  const output = span.output as { tool_messages?: unknown } | null
  if (output === null || typeof output !== 'object' || !Array.isArray(output.tool_messages) || output.tool_messages.length !== 1) return null
  const part = onePart(output.tool_messages[0])
  const answer = (part?.tool_call_result ?? part) as { result?: unknown; error?: unknown } | undefined
  if (answer === undefined || answer === null || typeof answer !== 'object' || !('result' in answer)) return null
  return { output: parseJsonArguments(answer.result), error: answer.error === true ? answer.result : span.error }
}

/** The one content part of a serialized Haystack ChatMessage (`content` or `_content`), or `undefined`. */
function onePart(message: unknown): Record<string, unknown> | undefined {
  if (message === null || typeof message !== 'object') return undefined
  const content = (message as { content?: unknown; _content?: unknown }).content ?? (message as { _content?: unknown })._content
  if (!Array.isArray(content) || content.length !== 1 || content[0] === null || typeof content[0] !== 'object') return undefined
  return content[0] as Record<string, unknown>
}

/**
 * A call whose result names it (LlamaIndex's `ToolOutput`: `{ content,
 * tool_name, raw_input, raw_output, is_error }` under a span named for the
 * wrapper, `FunctionTool.acall`): the tool and its raw result are inside.
 */
function toolOutputCall(span: Span): ToolCallRecord | null {
  const output = span.output
  if (output === null || typeof output !== 'object' || Array.isArray(output)) return null
  const record = output as Record<string, unknown>
  if (typeof record.tool_name !== 'string' || record.tool_name === '' || !('raw_output' in record) || !('raw_input' in record)) return null
  const raw = record.raw_input
  const args =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'kwargs' in raw && Object.keys(raw).length <= 2
      ? (raw as { kwargs: unknown }).kwargs
      : raw
  const failed = record.is_error === true
  return {
    tool: record.tool_name,
    args: args ?? span.input,
    output: record.raw_output ?? record.content,
    error: failed && (span.error === undefined || span.error === null) ? record.content : span.error,
  }
}

/**
 * The arguments of a Griptape action kept as a record's only field
 * (`{ action: { tag, name, path, input: { values } } }`): its `values`; `null`
 * for any other record. Read as recorded, every call would differ by its
 * `tag`, the call's id.
 */
function griptapeAction(record: Record<string, unknown>): unknown {
  const action = soleRecordField(record, ACTION_KEYS)
  if (action === null || !isRecord(action.input) || !('tag' in action)) return null
  const values = action.input.values
  return isRecord(values) ? values : action.input
}

const ACTION_KEYS: ReadonlySet<string> = new Set(['action'])
/**
 * The JSON object or list a record holds as its one attribute (beside a
 * `mime_type`), parsed; `undefined` for any other value. For a result
 * (`asResult`), an attribute that holds the object itself counts too
 * (Pydantic AI's `{ tool_response: { exit_code, output } }`): read in its
 * envelope, a result's fields would sit one level too deep to be read.
 */
function soleJsonAttribute(value: unknown, asResult = false): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  let found: unknown
  let name = ''
  let count = 0
  for (const key in value as Record<string, unknown>) {
    if (key.endsWith('mime_type')) continue
    if (++count > 1) return undefined
    found = (value as Record<string, unknown>)[key]
    name = key
  }
  if (count !== 1) return undefined
  // A dotted name is a tracer's attribute (`gen_ai.tool.call.arguments`), never an argument's: the
  // object it holds is the call's arguments or result.
  if ((asResult || name.includes('.')) && found !== null && typeof found === 'object') return found
  if (typeof found !== 'string') return undefined
  const parsed = parseJsonArguments(found)
  if (parsed !== null && typeof parsed === 'object') return parsed
  // A result kept as a tracer's attribute in plain text (`gen_ai.tool.call.result: 'HTTP/1.1 200 OK…'`) is that text.
  return asResult && name.includes('.') ? found : undefined
}

/**
 * A result kept as a tool run's one `output` field or one tracer attribute
 * (LangSmith's `{ output }`, `{ 'gen_ai.tool.call.result': … }`), read inside
 * it; any other output as it is (a framework's envelope, `{ function_response }`,
 * is read by `withResultBody`).
 */
function keptAsOutput(output: unknown): unknown {
  if (output === null || typeof output !== 'object' || Array.isArray(output)) return output
  const keys = Object.keys(output)
  if (keys.length !== 1 || (keys[0] !== 'output' && !keys[0]!.includes('.'))) return output
  return soleJsonAttribute(output, true) ?? output
}

function unwrapResult(output: unknown, key: string): unknown {
  if (output !== null && typeof output === 'object' && !Array.isArray(output) && key in output) return (output as Record<string, unknown>)[key]
  return output ?? undefined
}

function withoutEnvelope(record: Record<string, unknown>, envelope: (typeof ENVELOPES)[number]): unknown {
  const rest: Record<string, unknown> = {}
  let kept = 0
  let last = ''
  // The call's own id beside the tool's name (`tool_call_id`) says which call it was, not what it asked.
  for (const [key, value] of Object.entries(record))
    if (key !== envelope.name && key !== envelope.id && !CALL_ID_KEYS.has(key)) {
      rest[key] = value
      kept++
      last = key
    }
  // The arguments kept under another attribute's name (`tool_arguments`, `tool.input`) are the arguments.
  if (kept === 1 && ARGUMENTS_ATTRIBUTE.test(last)) {
    const args = parseJsonArguments(rest[last])
    if (args !== null && typeof args === 'object') return args
  }
  return rest
}

const CALL_ID_KEYS = new Set(['call_id', 'callId', 'tool_call_id', 'toolCallId', 'tool_use_id'])
const ARGUMENTS_ATTRIBUTE = /(?:^|[._])(?:arguments|args|input|parameters|params)$/i
