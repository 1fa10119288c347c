import type { NormalizedTrace, Span } from '../../trace/span.js'
import { addTokenUsage, readTokenUsage } from '../../trace/usage.js'
import { makeSpan, setMetadata } from './spans.js'
import { ToolCallLinker, type ToolResult } from './tool-calls.js'

/** Options for {@link MessageLogBuilder}. */
export interface MessageLogOptions {
  /** The trace's format name. */
  format: string
  /** The task, when the caller knows it and the log does not record it. */
  goal?: string | undefined
  /** Use reasoning text as a turn's output when its visible text is empty (R2). Default `true`. */
  reasoningFallback?: boolean | undefined
}

/** One model turn being built: an `llm` span whose text arrives in parts. */
/**
 * A turn whose text parts are lines: each non-empty part on a line of its
 * own (coding agents' events each carry one thought or message).
 *
 * @example
 * const turn = linedTurn(log.beginTurn('gpt-4o'))
 * turn.addText('Reading the file.'); turn.addText('It is empty.') // 'Reading the file.\nIt is empty.'
 */
export function linedTurn(turn: TurnHandle): TurnHandle {
  let hasText = false
  return {
    span: turn.span,
    addText: (text) => {
      if (text === '') return
      turn.addText(hasText ? `\n${text}` : text)
      hasText = true
    },
    addReasoning: turn.addReasoning,
    addUsage: turn.addUsage,
  }
}

export interface TurnHandle {
  readonly span: Span
  /** Appends visible text (R2: the turn's output is its text parts joined with ''). */
  addText(text: string): void
  /** Appends reasoning or thinking text, used only when the visible text is empty. */
  addReasoning(text: string): void
  /**
   * Adds the usage object the source recorded for (part of) this turn, in
   * any shape `readTokenUsage` knows; a turn continued over several
   * messages sums them. Nothing recorded leaves the usage unknown.
   */
  addUsage(source: unknown): void
}

interface TurnState extends TurnHandle {
  text: string[]
  reasoning: string[]
}

/**
 * Builds the span tree of a message-log format (rule R1 of the formats spec):
 * a synthetic `agent` root whose children are, in order, one `llm` span per
 * model turn, each followed by a `tool` span per call that turn made. Tool
 * results fill their calls by id (R5), and each `llm` span's input is what
 * was added since the previous turn (R6): the user message or the tool
 * results, as `{ role: 'user', content }` / `{ role: 'tool', toolCallId, content }`.
 *
 * Chat, Responses, Anthropic and AI SDK adapters all read their messages into
 * this builder, so the trees they produce agree.
 *
 * @example
 * const log = new MessageLogBuilder({ format: 'openai-chat' })
 * log.userMessage('Weather in Paris?', 'Weather in Paris?')
 * const turn = log.beginTurn('gpt-4o-mini')
 * turn.addText('Checking.')
 * log.toolCall(toolSpan('get_weather', '{"city":"Paris"}', { id: 'call_1' }))
 * log.toolResult({ id: 'call_1', output: { temp_c: 18 } })
 * log.build().root?.children.map((s) => s.type) // ['llm', 'tool']
 */
export class MessageLogBuilder {
  private readonly root: Span
  private readonly linker = new ToolCallLinker()
  private readonly reasoningFallback: boolean
  private readonly turns: TurnState[] = []
  private delta: unknown[] = []
  private firstUserText: string | undefined
  private readonly system: string[] = []

  constructor(private readonly options: MessageLogOptions) {
    this.root = makeSpan('agent', 'agent', null, null)
    this.reasoningFallback = options.reasoningFallback ?? true
  }

  /** Records system or developer instructions; they go to the root's metadata, not to any turn's input. */
  systemMessage(text: string): void {
    if (text !== '') this.system.push(text)
  }

  /**
   * Records a user message. `content` is what goes into the next turn's
   * input; `text` is its plain text, when it has any (the first one becomes
   * the root's input).
   */
  userMessage(content: unknown, text: string | undefined): void {
    if (this.firstUserText === undefined && text !== undefined && text !== '') this.firstUserText = text
    this.delta.push({ role: 'user', content })
  }

  /** Starts a model turn: an `llm` span whose input is everything added since the previous turn. */
  beginTurn(name: string, metadata?: Record<string, unknown>): TurnHandle {
    const span = makeSpan('llm', name, this.takeDelta(), '', { metadata })
    const turn: TurnState = {
      span,
      text: [],
      reasoning: [],
      addText: (text) => void turn.text.push(text),
      addReasoning: (text) => void turn.reasoning.push(text),
      addUsage: (source) => {
        const usage = readTokenUsage(source)
        if (usage !== undefined) span.usage = span.usage === undefined ? usage : addTokenUsage(span.usage, usage)
      },
    }
    this.turns.push(turn)
    this.root.children.push(span)
    return turn
  }

  /**
   * The last turn, to continue it: Anthropic `pause_turn` and AI SDK v4
   * `continue` steps split one model turn over several messages, and
   * comparing the fragments would make stagnation checks meaningless. A
   * response that only carries calls a running script made (Anthropic's
   * programmatic tool calling) continues the turn that started the script.
   */
  lastTurn(): TurnHandle | undefined {
    return this.turns.at(-1)
  }

  /** Adds a tool call right after the current turn's `llm` span (and its earlier calls). */
  toolCall(span: Span): void {
    this.root.children.push(span)
    this.linker.addCall(span)
  }

  /**
   * Adds a tool call made by another call rather than by the model: code
   * running inside a server-side code-execution call (Anthropic's
   * programmatic tool calling) calls client tools, and those calls belong
   * under the code's span, so a script that calls the same tool in a loop
   * shows as one step with many children, not as the model repeating itself.
   * The result still links by id like any other call.
   *
   * @example
   * const code = makeSpan('tool', 'code_execution', { code: '...' }, null, { id: 'srvtoolu_1' })
   * log.toolCall(code)
   * log.nestedToolCall(code, makeSpan('tool', 'get_inventory', { sku: 'A' }, null, { id: 'toolu_1' }))
   * code.children.length // 1
   */
  nestedToolCall(parent: Span, span: Span): void {
    parent.children.push(span)
    this.linker.addCall(span)
  }

  /**
   * Records a tool result: fills the call with the same id and adds the
   * result to the next turn's input. A result whose call is not in the log
   * becomes its own `tool` span here.
   */
  toolResult(result: ToolResult): void {
    const orphan = this.linker.addResult(result)
    if (orphan !== null) this.root.children.push(orphan)
    const entry: Record<string, unknown> = { role: 'tool' }
    if (result.id !== undefined) entry.toolCallId = result.id
    else if (result.name !== undefined) entry.name = result.name
    entry.content = result.output
    if (result.error !== undefined && result.error !== null) entry.isError = true
    this.delta.push(entry)
  }

  /** Adds a non-tool span (for example a built-in tool the provider ran) in document order. */
  addSpan(span: Span): void {
    this.root.children.push(span)
  }

  /** Finishes the tree: turn outputs, pending calls, root input and output. */
  build(extraRootMetadata?: Record<string, unknown>): NormalizedTrace {
    let lastText: string | undefined
    for (const turn of this.turns) {
      const text = turn.text.join('')
      const reasoning = turn.reasoning.join('')
      if (text === '' && reasoning !== '' && this.reasoningFallback) {
        turn.span.output = reasoning
        setMetadata(turn.span, 'outputFromReasoning', true)
      } else {
        turn.span.output = text
      }
      if (reasoning !== '') setMetadata(turn.span, 'reasoning', reasoning)
      if (text !== '') lastText = text
    }
    this.linker.finish()
    const goal = this.options.goal ?? this.firstUserText
    this.root.input = this.firstUserText ?? this.options.goal ?? null
    this.root.output = lastText ?? null
    if (this.system.length > 0) setMetadata(this.root, 'system', this.system.join('\n\n'))
    for (const [key, value] of Object.entries(extraRootMetadata ?? {})) setMetadata(this.root, key, value)
    // The agent's task was never answered by a model turn: there is nothing to score.
    const root = this.root.children.length === 0 && this.root.input === null ? null : this.root
    return { format: this.options.format, root, ...(goal !== undefined ? { goal } : {}) }
  }

  private takeDelta(): unknown[] | null {
    const delta = this.delta
    this.delta = []
    return delta.length === 0 ? null : delta
  }
}
