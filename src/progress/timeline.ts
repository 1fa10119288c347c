// One iterative depth-first walk of the span tree that lists what progress
// detection reads: the actions (tool and retriever spans), the reasoning
// steps (model text), and the delegated agents, each with its position in
// the trace. Positions count every span depth-first from the root (0), as
// deepeval and every loopcheck finding do.

import { itemsOf } from './items.js'
import type { Span } from '../trace/span.js'
import { canonicalDigest, isRecord, isRecorded, parseJsonArguments } from './canonical.js'
import { maskVolatileText } from './mask.js'
import { previewValue } from './preview.js'
import { spanRole } from './span-kind.js'
import { AskedStep } from './asked-calls.js'
import { holdsNamedCall } from './named-call.js'

/** A tool or retriever span. */
export interface ActionSpan {
  readonly spanIndex: number
  readonly span: Span
  /** The latest model step before it, `null` for none: the call it asked for may hold arguments the span did not record. */
  readonly asked: AskedStep | null
  /** What a person answered, when the span only delivered their message (see `personAnswer`). */
  readonly person?: string
}

/** A model span with text. */
export interface TextStep {
  readonly spanIndex: number
  /** The nearest enclosing agent's name (steps are compared within one agent). */
  readonly group: string
  /** The span position of the nearest enclosing agent run (0 for the root): steps of one run, not of one name. */
  readonly owner: number
  /**
   * A digest of the last user message the step's input carries, or `null`
   * when its input records none (message-list inputs from chat formats).
   * Two steps of one run with different user messages answer different requests.
   */
  readonly user: string | null
  /**
   * The start of that user message's text (at most USER_EDGE characters),
   * when it is text: a message restating an earlier one in other words asks
   * nothing new.
   */
  readonly userText?: string | null
  readonly text: string
  /**
   * For a text sent through a tool (a command, a message): whether the call
   * itself brought back something new and substantive (a page of results,
   * not an acknowledgement). A text said again after that answered something.
   */
  readonly informed?: boolean
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
  /** Generic leaf spans that recorded arguments and an answer (see `isGenericStep`), with a digest of both. */
  readonly steps: GenericStep[]
  /** How many spans the tree holds. */
  readonly spanCount: number
}

const STEP_DIGEST = { mapString: maskVolatileText, parseNestedJson: true }

/** A generic span that did something, not asked for by a model step. */
export interface GenericStep {
  readonly spanIndex: number
  /** Its name, arguments and answer. */
  readonly digest: string
}

const NO_CHILDREN: unknown[] = []

/**
 * Walks a span tree once, iteratively (depth does not matter), and lists its
 * actions, text steps and delegated agents in trace order.
 *
 * @example
 * const { actions, texts } = collectTimeline(trace.root)
 * actions.map((a) => a.span.name) // ['grep', 'read_file', ...]
 */
export function collectTimeline(root: Span | null, asksPerson?: (name: string) => boolean): Timeline {
  const actions: ActionSpan[] = []
  const texts: TextStep[] = []
  const agents: AgentSpan[] = []
  const steps: GenericStep[] = []
  if (root === null) return { actions, texts, agents, steps, spanCount: 0 }
  // The walk's stack, one frame per level of the path: the children being
  // walked and where, the group and owner they inherit, and the agent run to
  // close (its slot, or -1) once they are all walked.
  const frameChildren: unknown[][] = []
  const frameNext: number[] = []
  const frameGroups: string[] = []
  const frameOwners: number[] = []
  const frameAgents: number[] = []
  const frameTurnTexts: Array<string | null> = []
  // The first agent run of each conversation (agent name and session id): a later run of it is another turn.
  const sessions = new Map<string, number>()
  let depth = 0
  let span: Span | null = root
  let group = spanRole(root.type) === 'agent' ? root.name : ''
  let owner = 0
  let turnText: string | null = null
  // The tools the latest model step asked for, by name, read from its output when a generic span asks.
  let lastStep: AskedStep | null = null
  const askedFor = (name: string): boolean => lastStep?.calls.some((call) => call.name === name) === true
  // Which run handed each agent run its task, the last text each run said (and how many actions had been
  // taken then), and the runs that only go on with their delegator's words (see `echoedRun`).
  const delegatorOf = new Map<number, number>()
  const lastText = new Map<number, { text: string; actions: number; group: string }>()
  const continues = new Map<number, { owner: number; group: string }>()
  let index = 0
  // Whether any span is a model step or an action; until one is, the leaves of no known kind that
  // recorded an input and an output (with no cap: each is a span of the tree, listed once).
  let typed = false
  const untyped: ActionSpan[] = []
  for (;;) {
    if (span !== null) {
      const spanIndex = index++
      let agentSlot = -1
      // A human-input span (AutoGen's get_human_input) is an action whose answer a person gives.
      const role = spanRole(span.type)
      if (role === 'llm' || role === 'action') typed = true
      let person: string | null
      if (role === 'agent' && spanIndex !== 0 && isLeaf(span) && asksPerson?.(span.name) === true) {
        // A person's proxy recorded as an agent that answered (AutoGen's `user_proxy` given the
        // question, answering in the person's place), with nothing recorded inside it: a person asked.
        actions.push({ spanIndex, span, asked: lastStep })
      } else if (role === 'agent') {
        const session = spanIndex === 0 ? null : sessionOf(span)
        const earlier = session === null ? undefined : sessions.get(session)
        // A conversation turn recorded as an agent span (`turn 3` whose input is the user's message, or
        // Bedrock's `InvokeAgent` again in the same session) is the same agent answering again, not an
        // agent it delegated to.
        if (earlier !== undefined) {
          group = span.name
          owner = earlier
        } else if (!(spanIndex !== 0 && isUserTurn(span.input))) {
          if (spanIndex !== 0) delegatorOf.set(spanIndex, owner)
          group = span.name
          owner = spanIndex
          if (session !== null) sessions.set(session, spanIndex)
          if (spanIndex !== 0) {
            agents.push({ spanIndex, end: spanIndex, span })
            agentSlot = agents.length - 1
          }
        }
        turnText = turnInputText(span.input) ?? (spanIndex === 0 ? null : turnText)
      } else if (
        role === 'action' ||
        (role === null && isLeaf(span) && (asksPerson?.(span.name) === true || askedFor(span.name) || holdsNamedCall(span.input)))
      ) {
        // A generic span (Langfuse's `SPAN`) named for a tool the model step before it asked for is that call,
        // and so is one given a tool's name and arguments (LlamaIndex's `FunctionTool.call` chain: `{ tool, kwargs }`).
        // A step of another kind that waits for a person (LangGraph's `__interrupt__`, an `await_user_input`
        // chain) is an action too: a person's answer, compared like a tool's. A span of the person's own kind
        // (`human`) that brought back what they typed is their answer, whatever it was given (a prompt, a flag).
        const said = role === 'action' && isLeaf(span) && PERSON_SPAN_TYPES.has(span.type.toLowerCase()) ? messageOfPerson(span.output) : null
        actions.push(said === null ? { spanIndex, span, asked: lastStep } : { spanIndex, span, asked: lastStep, person: said })
      } else if (role === null && isLeaf(span) && (person = personAnswer(span)) !== null) {
        actions.push({ spanIndex, span, asked: lastStep, person })
      } else if (role === null && isLeaf(span) && isGenericStep(span)) {
        // What is volatile (a request id, a clock) left out, as in a result.
        steps.push({ spanIndex, digest: `${span.name}\u0000${canonicalDigest(span.input, STEP_DIGEST)}\u0000${canonicalDigest(span.output, STEP_DIGEST)}` })
      } else if (role === null && isLeaf(span) && !typed && isRecorded(span.input) && isRecorded(span.output)) {
        untyped.push({ spanIndex, span, asked: null })
      } else if (role === 'llm') {
        // A message output read as deepeval reads it keeps its text as the output and the whole message,
        // with the calls it asked for, in `metadata.llm_output`.
        const message = span.metadata?.llm_output
        lastStep = new AskedStep(message === undefined ? span.output : [span.output, message])
        const text = textOf(span.output)
        if (text !== null) {
          const user = lastUserEntry(span.input) ?? turnText
          // A delegated run whose first words are its delegator's last, word for word, with nothing done
          // in between, is the delegator going on under another name: its steps are compared with the delegator's.
          if (!lastText.has(owner) && !continues.has(owner)) {
            const delegator = delegatorOf.get(owner)
            const said = delegator === undefined ? undefined : lastText.get(continues.get(delegator)?.owner ?? delegator)
            if (said !== undefined && said.actions === actions.length && echoedRun(said.text, text))
              continues.set(owner, continues.get(delegator!) ?? { owner: delegator!, group: said.group })
          }
          const run = continues.get(owner) ?? { owner, group }
          texts.push({
            spanIndex,
            group: run.group,
            owner: run.owner,
            user: user === null ? null : boundedDigest(user),
            userText: user === null ? null : userTextOf(user),
            text,
          })
          lastText.set(run.owner, { text, actions: actions.length, group: run.group })
        }
      }
      frameChildren[depth] = Array.isArray(span.children) ? span.children : NO_CHILDREN
      frameNext[depth] = 0
      frameGroups[depth] = group
      frameOwners[depth] = owner
      frameAgents[depth] = agentSlot
      frameTurnTexts[depth] = turnText
      depth++
      span = null
    }
    if (depth === 0) break
    const level = depth - 1
    const children = frameChildren[level]!
    while (frameNext[level]! < children.length) {
      const child = children[frameNext[level]!++]
      if (child !== null && typeof child === 'object') {
        span = child as Span
        break
      }
    }
    if (span !== null) {
      group = frameGroups[level]!
      owner = frameOwners[level]!
      turnText = frameTurnTexts[level]!
      continue
    }
    // Every child walked: close the level (and its agent run: its subtree ends at the last span walked).
    const slot = frameAgents[level]!
    if (slot >= 0) agents[slot] = { ...agents[slot]!, end: index - 1 }
    frameChildren[level] = NO_CHILDREN
    depth--
  }
  // A trace with no model step and no action among its spans (W&B Weave's calls, functions traced as
  // LangSmith's default `chain` runs): what its leaves did, with what and what came back, is what the
  // run did.
  if (!typed && actions.length === 0) actions.push(...untyped)
  return { actions, texts, agents, steps, spanCount: index }
}

/** Words a delegator's last step needs for a delegate repeating it to be going on with it (a bare "Delegating." is any agent's). */
const ECHO_WORDS = 12
const SPACES = /\s+/g

/** Whether a delegate's first step says its delegator's last step again, word for word (spacing aside), and it is not a short formula. */
function echoedRun(delegator: string, delegate: string): boolean {
  if (Math.abs(delegator.length - delegate.length) > delegator.length / 10) return false
  const a = delegator.trim().replace(SPACES, ' ')
  return a === delegate.trim().replace(SPACES, ' ') && a.split(' ').length >= ECHO_WORDS
}

/**
 * The text a model span produced: its output string, the `content` of a
 * message-like output, or a key-sorted rendering of structured output (so
 * structured and short outputs are compared too). `null` when empty.
 */
export function textOf(output: unknown): string | null {
  if (output === null || output === undefined) return null
  if (typeof output === 'string') return output.trim() === '' ? null : output
  if (typeof output === 'object' && !Array.isArray(output)) {
    const items = itemsOf(output)
    if (items !== undefined) return textOf(items)
    const enveloped = envelopedMessage(output as Record<string, unknown>)
    if (enveloped !== undefined) return typeof enveloped === 'string' ? textOf(enveloped) : (messageText(enveloped) ?? null)
    const message = messageText(output as Record<string, unknown>)
    if (message !== undefined) return message
    const recorded = recordedText(output as Record<string, unknown>)
    if (recorded !== undefined) return recorded
  }
  if (Array.isArray(output)) {
    const items = responseItemsText(output) ?? genAiMessagesText(output)
    if (items !== undefined) return items
  }
  const rendered = JSON.stringify(previewValue(output, { maxString: 10_000, maxItems: 200, maxNodes: 2_000, maxDepth: 12 }))
  return rendered === undefined || rendered === '{}' || rendered === '[]' ? null : rendered
}

/**
 * The message a provider's response wraps, as its API returns it: OpenAI's
 * chat completion (`{ choices: [{ message }] }`, or a completion's
 * `{ choices: [{ text }] }`), Gemini's `{ candidates: [{ content: { parts } }] }` (Google ADK's `{ content: { parts } }`),
 * Bedrock Converse's `{ output: { message } }`, Ollama's and Cohere's
 * `{ message }`, LangChain's `{ generations: [[{ text, message }]] }`; `undefined`
 * when the output is no such envelope. The first
 * choice is the turn the run went on with. Rendered as JSON instead, two
 * retries of one call would read as the same long step said twice.
 */
function envelopedMessage(record: Record<string, unknown>): Record<string, unknown> | string | undefined {
  const first = (list: unknown): unknown => (Array.isArray(list) && list.length > 0 ? list[0] : undefined)
  // n8n's model node keeps the response beside its token usage: `{ response: { generations }, tokenUsage }`.
  const output = isRecord(record.response) && Array.isArray(record.response.generations) ? record.response : record
  // LangChain's LLMResult: `{ generations: [[{ text, message }]] }`, the message maybe serialized (`{ lc, kwargs }`).
  const generation = first(first(output.generations))
  if (isRecord(generation)) {
    const message = isRecord(generation.message) && isRecord(generation.message.kwargs) ? generation.message.kwargs : generation.message
    const text = typeof generation.text === 'string' ? generation.text : undefined
    if (!isRecord(message)) return text
    // A chat generation's `text` is its message's content: a message recorded without it (only its
    // `tool_calls`) still said the generation's text.
    const said = message.content
    const spoken = (typeof said === 'string' && said.trim() !== '') || (Array.isArray(said) && said.length > 0)
    return spoken || text === undefined || text.trim() === '' ? message : { ...message, content: text }
  }
  // Google ADK's LlmResponse keeps Gemini's content itself: `{ content: { role: 'model', parts } }`.
  if (isRecord(output.content) && Array.isArray(output.content.parts)) return output.content
  const choice = first(output.choices) ?? first(output.candidates)
  const wrapped = isRecord(choice)
    ? (choice.message ?? choice.content ?? choice.delta ?? choice.text)
    : isRecord(output.output) && !Array.isArray(output.output)
      ? output.output.message
      : 'role' in output || 'content' in output
        ? undefined
        : output.message
  return isRecord(wrapped) || typeof wrapped === 'string' ? wrapped : undefined
}

// Where tracers keep a model turn's text when the output is not a message: the AI SDK's telemetry
// attribute, Haystack's replies, a Bedrock agent's rationale and final response.
const TEXT_ATTRIBUTES = ['ai.response.text', 'gen_ai.completion', 'llm.output']
// The parts of an OpenTelemetry GenAI message that hold the model's own words.
const TEXT_PARTS: ReadonlySet<unknown> = new Set(['text', 'reasoning', 'thinking'])
// Where they keep the calls it asked for (beyond a message's own, MESSAGE_KEYS): a turn with calls and
// no text only called tools.
const CALL_ATTRIBUTES = ['ai.response.toolCalls', 'ai.response.toolCall', 'invocationInput', 'functionCall']

/**
 * The text of a model turn recorded as attributes or a framework's record
 * (`{ 'ai.response.text', 'ai.response.toolCalls' }`, Haystack's
 * `{ replies: [...] }`, Bedrock's `{ rationale: { text }, invocationInput }`):
 * its text, `null` when it only called tools, `undefined` when the output is
 * none of these. Rendered as JSON instead, two retries of one call would read
 * as the same long step said twice.
 */
function recordedText(output: Record<string, unknown>): string | null | undefined {
  for (const key of TEXT_ATTRIBUTES) {
    const text = output[key]
    if (typeof text === 'string') return text.trim() === '' ? null : text
  }
  // OpenInference's output messages flattened into attributes: `llm.output_messages.0.message.content`.
  if ('llm.output_messages.0.message.role' in output || 'llm.output_messages.0.message.content' in output) {
    const texts: string[] = []
    for (let i = 0; i < 50; i++) {
      const text = output[`llm.output_messages.${i}.message.content`]
      if (typeof text === 'string') texts.push(text)
      else if (!(`llm.output_messages.${i}.message.role` in output)) break
    }
    return texts.join('').trim() === '' ? null : texts.join('\n')
  }
  // OpenTelemetry GenAI's output messages: `{ 'gen_ai.output.messages': [{ parts: [{ type: 'text', content }, { type: 'tool_call' }] }] }`
  // (or the same list as a JSON string); the text and reasoning parts are the turn's text, a turn of calls alone has none.
  const messages = parseJsonArguments(output['gen_ai.output.messages'])
  if (Array.isArray(messages)) return genAiMessagesText(messages) ?? null
  if (Array.isArray(output.replies)) {
    const texts = output.replies
      .slice(0, 50)
      .map((reply) => (typeof reply === 'string' ? reply : isRecord(reply) ? messageText(haystackFields(reply)) : null))
      .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    return texts.length === 0 ? null : texts.join('\n')
  }
  // The OpenAI Responses API's response: `{ id, status, output: [items] }`.
  if (Array.isArray(output.output)) {
    const items = responseItemsText(output.output)
    if (items !== undefined) return items
  }
  const rationale = textField(output.rationale) ?? textField((output.observation as { finalResponse?: unknown } | undefined)?.finalResponse)
  if (rationale !== undefined) return rationale
  return CALL_ATTRIBUTES.some((key) => key in output) ? null : undefined
}

/**
 * A Haystack ChatMessage serialized from its dataclass fields
 * (`{ _role, _content: [{ text }, { tool_call }] }`) read as the message it
 * is; any other record as it is.
 */
function haystackFields(message: Record<string, unknown>): Record<string, unknown> {
  return '_content' in message && !('content' in message) ? { role: message._role, content: message._content } : message
}

// The kinds of item a Responses API response lists: messages, reasoning, and the calls the turn asked for.
const RESPONSE_ITEM =
  /^(?:message|reasoning|function_call|custom_tool_call|(?:web_search|file_search|computer|code_interpreter|image_generation|local_shell|mcp)_call|mcp_list_tools|mcp_approval_request)$/
/** Items of a response read, at most (a turn lists a handful). */
const RESPONSE_ITEMS = 50

/**
 * The text and reasoning parts of OpenTelemetry GenAI messages
 * (`[{ role, parts: [{ type: 'text', content }, { type: 'tool_call' }] }]`):
 * `null` when they hold none (a turn of calls alone), `undefined` when the
 * list is no such messages.
 */
function genAiMessagesText(messages: readonly unknown[]): string | null | undefined {
  if (messages.length === 0 || !messages.every((message) => isRecord(message) && Array.isArray(message.parts))) return undefined
  const texts: string[] = []
  for (const message of messages.slice(0, 50))
    for (const part of (message as { parts: unknown[] }).parts.slice(0, 50))
      if (isRecord(part) && TEXT_PARTS.has(part.type) && typeof part.content === 'string') texts.push(part.content)
  return texts.length === 0 || texts.join('').trim() === '' ? null : texts.join('\n')
}

/**
 * The text of a turn recorded as the OpenAI Responses API's output items
 * (`[{ type: 'message', content: [{ type: 'output_text', text }] },
 * { type: 'function_call', … }]`): its messages' text, else its reasoning
 * summary, `null` when it only called tools, `undefined` when the list is
 * not such items. Rendered as JSON instead, the calls beside the text would
 * be compared as words.
 */
function responseItemsText(items: readonly unknown[]): string | null | undefined {
  if (items.length === 0 || items.length > RESPONSE_ITEMS) return undefined
  const texts: string[] = []
  const summaries: string[] = []
  for (const item of items) {
    if (item === null || typeof item !== 'object') return undefined
    const { type, content, summary } = item as Record<string, unknown>
    if (typeof type !== 'string' || !RESPONSE_ITEM.test(type)) return undefined
    if (type === 'message') {
      if (typeof content === 'string') texts.push(content)
      else if (Array.isArray(content)) for (const part of content.slice(0, RESPONSE_ITEMS)) texts.push(textField(part) ?? refusalOf(part) ?? '')
    } else if (type === 'reasoning' && Array.isArray(summary)) {
      for (const part of summary.slice(0, RESPONSE_ITEMS)) summaries.push(textField(part) ?? '')
    }
  }
  const said = texts.filter((t) => t.trim() !== '')
  if (said.length > 0) return said.join('\n')
  const thought = summaries.filter((t) => t.trim() !== '')
  return thought.length > 0 ? thought.join('\n') : null
}

function refusalOf(part: unknown): string | undefined {
  const refusal = part !== null && typeof part === 'object' ? (part as { refusal?: unknown }).refusal : undefined
  return typeof refusal === 'string' && refusal.trim() !== '' ? refusal : undefined
}

function textField(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const text = (value as { text?: unknown }).text
  return typeof text === 'string' && text.trim() !== '' ? text : undefined
}

/** Keys that make an output a chat message: its text is its content, its tool calls are actions. */
const MESSAGE_KEYS = ['content', 'tool_calls', 'toolCalls', 'function_call', 'parts', 'messages']

/**
 * The text of a message-like output (`{ role, content, tool_calls }`, content
 * parts, Gemini `parts`): the text parts only, `null` when the turn only
 * called tools (its calls are compared as actions, not as words);
 * `undefined` when the output is not a message.
 */
function messageText(output: Record<string, unknown>): string | null | undefined {
  if (!MESSAGE_KEYS.some((key) => key in output)) return undefined
  const text = contentText(output)
  // The reasoning a turn keeps beside its content (AutoGen's `thought`, DeepSeek's and Agno's `reasoning_content`)
  // is the turn's too: a turn that only called tools says why there, and one that also spoke thought it first.
  const reasoning = reasoningOf(output)
  if (text === undefined) return text
  if (text === null) return reasoning
  return reasoning === null ? text : `${reasoning}\n${text}`
}

/**
 * The reasoning a message keeps under a reasoning key, or `null`: beside a
 * turn's calls, or as a message of its own among the ones a step produced
 * (Letta's `{ message_type: 'reasoning_message', reasoning }`).
 */
function reasoningOf(message: Record<string, unknown>): string | null {
  for (const key of REASONING_KEYS) {
    const reasoning = message[key]
    if (typeof reasoning === 'string' && reasoning.trim() !== '') return reasoning
  }
  // LangChain keeps what the provider sent beside the content in `additional_kwargs`.
  const extra = message.additional_kwargs
  if (!isRecord(extra)) return null
  for (const key of REASONING_KEYS) {
    const reasoning = extra[key]
    if (typeof reasoning === 'string' && reasoning.trim() !== '') return reasoning
  }
  return null
}

/** Where a message keeps the model's reasoning beside its content (Ollama's `thinking`, Cohere's `tool_plan`). */
const REASONING_KEYS = ['thought', 'reasoning_content', 'reasoning', 'thinking', 'tool_plan']

function contentText(output: Record<string, unknown>): string | null | undefined {
  // A model output that holds the messages it produced (BeeAI's `{ messages: [...] }`).
  if (Array.isArray(output.messages) && output.content === undefined) {
    const texts = output.messages
      .slice(0, 50)
      .map((message) =>
        message !== null && typeof message === 'object'
          ? (messageText(message as Record<string, unknown>) ?? reasoningOf(message as Record<string, unknown>))
          : null,
      )
    const found = texts.filter((t): t is string => typeof t === 'string')
    return found.length === 0 ? null : found.join('\n')
  }
  // The AI SDK's model output is `{ text, toolCalls }`; a Responses API turn recorded by its SDK's
  // aggregate is `{ output_text, tool_calls }`.
  const content = output.content ?? output.parts ?? output.text ?? output.output_text
  if (typeof content === 'string') return textOf(content)
  if (Array.isArray(content)) {
    const texts = content
      .map((part) => (typeof part === 'string' ? part : isTextPart(part) ? (part as { text: string }).text : (partText(part, 'text') ?? '')))
      .filter((t) => t.trim() !== '')
    if (texts.length > 0) return texts.join('\n')
    // A turn that only thought and called tools says why in its thinking (as `reasoning_content` beside calls).
    const thoughts = content.map((part) => partText(part, 'thinking')).filter((t): t is string => t !== null && t.trim() !== '')
    return thoughts.length === 0 ? null : thoughts.join('\n')
  }
  if (content === null || content === undefined)
    return 'tool_calls' in output || 'toolCalls' in output || 'function_call' in output || 'role' in output ? null : undefined
  return undefined
}

/**
 * The text of a part of one kind that keeps it under `content` (Pydantic AI's
 * `{ part_kind: 'text', content }`), or for thinking also under `thinking`
 * (Anthropic's `{ type: 'thinking', thinking }`); `null` for any other part.
 */
function partText(part: unknown, kind: 'text' | 'thinking'): string | null {
  if (typeof part !== 'object' || part === null) return null
  const { part_kind: partKind, kind: partKindAlt, type, content, thinking, artifact } = part as Record<string, unknown>
  // Griptape keeps a message's text as an artifact: `{ artifact: { type: 'TextArtifact', value } }`.
  if (kind === 'text' && isRecord(artifact) && artifact.type === 'TextArtifact' && typeof artifact.value === 'string') return artifact.value
  if ((partKind ?? partKindAlt ?? type) !== kind) return null
  if (kind === 'thinking' && typeof thinking === 'string') return thinking
  return typeof content === 'string' ? content : null
}

function isTextPart(part: unknown): boolean {
  return typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string' && (part as { type?: unknown }).type !== 'thinking'
}

/** Messages looked at from the end of an input list: the latest user message is near the end. */
const USER_SCAN = 64
/** Characters of a user message read at each end: inputs that repeat the whole history must not cost its size per step. */
const USER_EDGE = 4096

/** A digest of a message's content from a bounded part of it: its length and both ends of a string, a bounded preview of anything else. */
function boundedDigest(content: unknown): string {
  if (typeof content === 'string') {
    return content.length <= 2 * USER_EDGE
      ? canonicalDigest(content)
      : `${content.length}:${canonicalDigest(content.slice(0, USER_EDGE))}:${canonicalDigest(content.slice(-USER_EDGE))}`
  }
  return canonicalDigest(previewValue(content, { maxString: USER_EDGE, maxItems: 50, maxNodes: 200, maxDepth: 6 }))
}

// A message that only tells the model to go on (OpenHands' "Please continue
// working on the task…", SWE-agent's and chat UIs' "continue", "keep going")
// asks nothing new: the request a step answers is the one before it. A first
// sentence with a number in it ("Continue with order 991.") says something.
const NUDGE = /^\s*(?:please\s+)?(?:continue|keep\s+going|go\s+on|carry\s+on|resume)\b/i

function isNudge(message: string): boolean {
  return NUDGE.test(message) && !/\d/.test(message.split(/[.!?\n]/, 1)[0]!)
}

/**
 * A digest of the last `{ role: 'user' }` message of a model step's input
 * (a message list, as chat formats record it), or `null`. Bounded: looks at
 * the last USER_SCAN entries only, and reads at most USER_EDGE characters at
 * each end of the message.
 *
 * @example
 * lastUserMessage([{ role: 'user', content: 'hi' }]) // a digest
 * lastUserMessage('a prompt')                          // null
 */
export function lastUserMessage(input: unknown): string | null {
  const content = lastUserEntry(input)
  return content === null ? null : boundedDigest(content)
}

/**
 * A generic span (Langfuse's `SPAN`, a plain `span`) that recorded arguments
 * and an answer: a named step that did something. Not a call (nothing asked
 * for it), but what it did happened between the model steps around it.
 */
function isGenericStep(span: Span): boolean {
  return span.type.toLowerCase() === 'span' && isRecord(span.input) && Object.keys(span.input).length > 0 && span.output !== undefined && span.output !== null
}

/**
 * The text of a person's message a span delivered as its output (OpenHands'
 * `message` event that waited for a response: `{ role: 'user', content }`),
 * or `null`: a step that brought the person's answer back.
 */
function personAnswer(span: Span): string | null {
  // A span of the person's own kind (`user`, `human`) that recorded no input and only what they typed.
  if (PERSON_SPAN_TYPES.has(span.type.toLowerCase()) && !isRecorded(span.input) && typeof span.output === 'string')
    return span.output.trim() === '' ? null : span.output
  // A message output is kept as its text, the message itself in `metadata.llm_output` (as deepeval reads it).
  const output = isRecord(span.output) ? span.output : span.metadata?.llm_output
  if (!isRecord(output) || output.role !== 'user') return null
  return messageOfPerson(output)
}

/** The nonblank text a person's step brought back: what they typed, or their message's (`{ role: 'user', content }`); else `null`. */
function messageOfPerson(output: unknown): string | null {
  const text = typeof output === 'string' ? output : isRecord(output) && (output.role === 'user' || output.role === 'human') ? output.content : null
  return typeof text === 'string' && text.trim() !== '' ? text : null
}

/** Span kinds a tracer gives a person's message. */
const PERSON_SPAN_TYPES = new Set(['user', 'human'])

/** Whether a span has no children. */
function isLeaf(span: Span): boolean {
  return !Array.isArray(span.children) || span.children.length === 0
}

// Where a run's input names the conversation it continues.
const SESSION_KEYS = ['sessionId', 'session_id', 'threadId', 'thread_id', 'conversationId', 'conversation_id']

/** An agent run's conversation: its name and the session id its input names, or `null`. */
function sessionOf(span: Span): string | null {
  const input = span.input
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null
  for (const key of SESSION_KEYS) {
    const id = (input as Record<string, unknown>)[key]
    if (typeof id === 'string' && id !== '') return `${span.name}\u0000${id}`
  }
  return null
}

/**
 * What the person said to start an agent run, when the run records it as
 * its input text (Bedrock's `InvokeAgent` `{ inputText, sessionId }`): the
 * request its model steps answer when their own input records none.
 */
function turnInputText(input: unknown): string | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null
  const text = (input as Record<string, unknown>).inputText ?? (input as Record<string, unknown>).input_text
  return typeof text === 'string' && text.trim() !== '' ? text : null
}

/** Whether a span's input is one message from the user (`{ role: 'user', content }`): a turn of a conversation. */
function isUserTurn(input: unknown): boolean {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return false
  const record = input as Record<string, unknown>
  return record.role === 'user' && (typeof record.content === 'string' || Array.isArray(record.content))
}

/** The content of the last user message worth reading (see lastUserMessage), or `null`. */
function lastUserEntry(value: unknown): unknown {
  try {
    // A request body ({ model, messages }) carries its message list under `messages`; a Responses API
    // request ({ model, input }) under `input`.
    let input = Array.isArray(value) ? value : isMessagesBody(value) ? (value as { messages: unknown[] }).messages : responsesInput(value)
    if (input === null) return null
    // LangChain's batch of message lists (`messages: [[system, human, …]]`): the last list is this call's.
    const batch: unknown = input.length > 0 ? input[input.length - 1] : null
    if (Array.isArray(batch)) input = batch
    for (let i = input.length - 1; i >= 0 && i >= input.length - USER_SCAN; i--) {
      const item: unknown = input[i]
      if (item !== null && typeof item === 'object' && !Array.isArray(item) && isUserRole(item as { role?: unknown; type?: unknown })) {
        const content = (item as { content?: unknown }).content ?? null
        // An empty turn or a nudge asks nothing: the request is the one before it.
        if (content === null) continue
        const text = userTextOf(content)
        if (text !== null && (text.trim() === '' || isNudge(text))) continue
        if (isAutomated(content)) continue
        // A tool's answer carried in a user turn (Anthropic's tool_result
        // blocks) is the tool speaking, judged with the actions.
        if (carriesToolResult(content)) continue
        return content
      }
    }
    return null
  } catch {
    // A hostile input (a throwing getter, a revoked proxy) records no user message.
    return null
  }
}

/** A message the user wrote: `role: 'user'`, or LangChain's `type: 'human'` message dict. */
function isUserRole(item: { role?: unknown; type?: unknown }): boolean {
  return item.role === 'user' || (item.role === undefined && item.type === 'human')
}

const TOOL_RESULT_PARTS = new Set(['tool_result', 'function_call_output', 'tool-result'])

function carriesToolResult(content: unknown): boolean {
  if (!Array.isArray(content) || content.length === 0) return false
  const first: unknown = content[0]
  if (first === null || typeof first !== 'object') return false
  const type = (first as { type?: unknown }).type
  return typeof type === 'string' && TOOL_RESULT_PARTS.has(type)
}

// A notice a framework posts in the user's place ("(automated) No reply yet",
// Letta's heartbeats) is not the person speaking.
// A framework's re-prompt after output it could not parse is the framework too (CrewAI's "I did it
// wrong. Invalid Format: …", LangChain's "Could not parse LLM output"): it asks for the same turn again.
const AUTOMATED =
  /^\W{0,3}(?:automated|system)\b|\bautomated (?:system )?message\b|\binvalid format\b|\bcould not parse (?:llm |model )?output\b|\boutput parsing error\b/i
function isAutomated(content: unknown): boolean {
  if (typeof content !== 'string') return false
  return AUTOMATED.test((envelopedText(content) ?? content).slice(0, 120))
}

const ENVELOPE_FIELDS = ['message', 'text', 'content', 'query', 'input'] as const

/**
 * The text inside a JSON envelope a framework wraps a user message in
 * (Letta's `{"type": "user_message", "message": …, "time": …}`), or `null`.
 */
function envelopedText(content: string): string | null {
  if (content.length > 2 * USER_EDGE || !/^\s*\{/.test(content)) return null
  try {
    const value: unknown = JSON.parse(content)
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
    if ((value as { type?: unknown }).type === 'heartbeat') return '(automated) heartbeat'
    for (const field of ENVELOPE_FIELDS) {
      const text = (value as Record<string, unknown>)[field]
      if (typeof text === 'string') return text
    }
    return null
  } catch {
    return null
  }
}

/** The item list of an OpenAI Responses API request body (`{ model, input: [...] }`), or `null`. */
function responsesInput(value: unknown): unknown[] | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const input = (value as { input?: unknown }).input
  return Array.isArray(input) ? input : null
}

function isMessagesBody(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as { messages?: unknown }).messages)
}

/**
 * A user message's text, bounded: a string's start, or its text parts'
 * (content-part lists). A tool's observation fed back as a user turn
 * (ReAct's "Observation: …") is the tool speaking: no text of the person's.
 */
function userTextOf(content: unknown): string | null {
  if (typeof content === 'string') {
    const text = envelopedText(content) ?? content
    return /^\s*observation\s*:/i.test(text) ? null : text.slice(0, USER_EDGE)
  }
  if (!Array.isArray(content)) return null
  let text = ''
  for (let i = 0; i < content.length && i < USER_SCAN && text.length < USER_EDGE; i++) {
    const part: unknown = content[i]
    if (isTextPart(part)) text += `${(part as { text: string }).text}\n`
  }
  return text === '' ? null : text.slice(0, USER_EDGE)
}
