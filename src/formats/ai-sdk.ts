import { z } from 'zod'
import { TraceValidationError } from '../trace/errors.js'
import type { NormalizeOptions, TraceFormatAdapter } from '../trace/format.js'
import { describeValue, type TracePath } from '../trace/path.js'
import type { NormalizedTrace } from '../trace/span.js'
import { toolCallArguments, toolResultOutcome, type AiSdkToolOutcome } from './ai-sdk-parts.js'
import { firstMismatch } from './shared/adapter.js'
import { errorMessage } from './shared/json.js'
import { MessageLogBuilder, type TurnHandle } from './shared/message-log.js'
import { isObjectLike, isThenable, nonEmptyString } from './shared/objects.js'
import { setMetadata, toolSpan } from './shared/spans.js'
import { checkItem } from './shared/validate.js'

/**
 * Options for {@link fromAiSdkResult}.
 *
 * @example
 * fromAiSdkResult(result, { prompt: 'Compare the weather in Paris and Berlin.' })
 */
export interface AiSdkResultOptions extends NormalizeOptions {
  /**
   * The prompt the run was given. A `generateText` result does not record
   * it; when given it becomes the root's input and the first turn's input.
   * Defaults to `goal`.
   */
  prompt?: string
}

const ToolCallPart = z.object({ toolCallId: z.string(), toolName: z.string() })
const ToolResultPart = z.object({ toolCallId: z.string() })

function isStep(value: unknown): value is Record<string, unknown> {
  if (!isObjectLike(value)) return false
  if (Array.isArray(value.content) && ('finishReason' in value || 'response' in value)) return true
  return 'stepType' in value || (Array.isArray(value.toolCalls) && Array.isArray(value.toolResults) && 'finishReason' in value)
}

function stepsOf(value: unknown): { steps: readonly unknown[]; path: TracePath } | null {
  if (Array.isArray(value)) return value.length > 0 && value.every(isStep) ? { steps: value, path: [] } : null
  if (!isObjectLike(value) || !Array.isArray(value.steps)) return null
  // An empty step list is only a result when the result's own fields say so.
  if (value.steps.length === 0) return 'totalUsage' in value || 'finishReason' in value ? { steps: [], path: ['steps'] } : null
  if (value.steps.every(isStep)) return { steps: value.steps, path: ['steps'] }
  return null
}

/**
 * Reads a Vercel AI SDK `generateText` result (or `await streamText(...).steps`,
 * or a bare step array) into the span tree: one `llm` span per step, then a
 * `tool` span per call that step made, linked to its result by `toolCallId`.
 *
 * Steps are authoritative. v5 and later are read from each step's `content`
 * parts (`text`, `reasoning`, `tool-call` with `input`, `tool-result` with
 * `output`, `tool-error`), which survive `JSON.stringify` (the `text` /
 * `toolCalls` getters do not). v4 steps are read from `text`, `toolCalls`
 * (`args`) and `toolResults` (`result`); a `stepType: 'continue'` step
 * extends the previous turn's text instead of starting a turn. Preliminary
 * results of streaming tools are superseded by the final one. The result
 * does not record the prompt: pass it as `prompt` (or `goal`).
 *
 * @example
 * import { generateText, stepCountIs } from 'ai'
 * const prompt = 'Compare the weather in Paris and Berlin.'
 * const result = await generateText({ model, prompt, tools, stopWhen: stepCountIs(5) })
 * const trace = fromAiSdkResult(result, { prompt })
 * // also fine after storage: fromAiSdkResult(JSON.parse(JSON.stringify(result)), { prompt })
 */
export function fromAiSdkResult(value: unknown, options: AiSdkResultOptions = {}): NormalizedTrace {
  const format = options.format ?? 'ai-sdk'
  if (isObjectLike(value) && isThenable(value.steps)) {
    throw new TraceValidationError(['steps'], 'is a promise (a streamText result): pass { steps: await result.steps } or the awaited steps array')
  }
  const found = stepsOf(value)
  if (found === null) {
    const steps = isObjectLike(value) ? value.steps : undefined
    if (isObjectLike(value) && Array.isArray(steps)) {
      const bad = steps.findIndex((step) => !isStep(step))
      throw new TraceValidationError(
        ['steps', bad],
        `expected an AI SDK step (content parts, or v4 text / toolCalls / toolResults), got ${describeValue(steps[bad])}`,
      )
    }
    throw new TraceValidationError([], `expected a generateText result ({ steps: [...] }) or a step array, got ${describeValue(value)}`)
  }
  const prompt = options.prompt ?? options.goal
  const log = new MessageLogBuilder({ format, goal: options.goal ?? prompt, reasoningFallback: options.reasoningFallback })
  if (prompt !== undefined) log.userMessage(prompt, prompt)
  found.steps.forEach((step, index) => {
    const path = [...found.path, index]
    const s = step as Record<string, unknown>
    if (Array.isArray(s.content) && !('stepType' in s)) readModernStep(log, s, path)
    else readV4Step(log, s, path)
  })
  return log.build()
}

function stepModel(step: Record<string, unknown>): string {
  const model = isObjectLike(step.model) ? nonEmptyString(step.model.modelId) : undefined
  const response = isObjectLike(step.response) ? nonEmptyString(step.response.modelId) : undefined
  return model ?? response ?? 'llm'
}

function stepMetadata(step: Record<string, unknown>): Record<string, unknown> {
  const metadata: Record<string, unknown> = {}
  if (typeof step.finishReason === 'string') metadata.finishReason = step.finishReason
  if (isObjectLike(step.response) && typeof step.response.id === 'string') metadata.responseId = step.response.id
  return metadata
}

// v5 and later: everything the step produced is in `content`, in order.
function readModernStep(log: MessageLogBuilder, step: Record<string, unknown>, path: TracePath): void {
  const turn = log.beginTurn(stepModel(step), stepMetadata(step))
  turn.addUsage(step.usage)
  const outcomes = new Map<string, { outcome: AiSdkToolOutcome; name: string | undefined; preliminary: boolean }>()
  const content = step.content as unknown[]
  content.forEach((part, k) => {
    const at = [...path, 'content', k]
    if (!isObjectLike(part)) throw new TraceValidationError(at, `expected a content part object, got ${describeValue(part)}`)
    switch (part.type) {
      case 'text':
        if (typeof part.text === 'string') turn.addText(part.text)
        return
      case 'reasoning':
        if (typeof part.text === 'string') turn.addReasoning(part.text)
        return
      case 'tool-call':
        addCall(log, part, at)
        return
      case 'tool-result':
      case 'tool-error': {
        checkItem(ToolResultPart, part, at)
        const id = part.toolCallId as string
        const preliminary = part.preliminary === true
        // A final result replaces earlier preliminary ones; a later
        // preliminary never replaces a final one.
        if (preliminary && outcomes.get(id)?.preliminary === false) return
        const outcome: AiSdkToolOutcome =
          part.type === 'tool-error' ? { output: errorMessage(part.error), error: errorMessage(part.error) } : toolResultOutcome(part, false)
        outcomes.set(id, { outcome, name: nonEmptyString(part.toolName), preliminary })
        return
      }
      default:
      // sources, files, approval requests and custom parts carry no loop signal
    }
  })
  for (const [id, { outcome, name }] of outcomes) log.toolResult({ id, name, output: outcome.output, error: outcome.error })
}

function addCall(log: MessageLogBuilder, part: Record<string, unknown>, path: TracePath): void {
  checkItem(ToolCallPart, part, path)
  const span = toolSpan(part.toolName as string, toolCallArguments(part), { id: part.toolCallId as string })
  if (part.providerExecuted === true) setMetadata(span, 'providerExecuted', true)
  if (part.invalid === true) setMetadata(span, 'invalidInput', true)
  log.toolCall(span)
}

// v4: text, reasoning, toolCalls and toolResults are plain fields of the step.
function readV4Step(log: MessageLogBuilder, step: Record<string, unknown>, path: TracePath): void {
  const continued = step.stepType === 'continue' ? log.lastTurn() : undefined
  const turn: TurnHandle = continued ?? log.beginTurn(stepModel(step), stepMetadata(step))
  turn.addUsage(step.usage)
  if (typeof step.text === 'string') turn.addText(step.text)
  if (typeof step.reasoning === 'string') turn.addReasoning(step.reasoning)
  else if (Array.isArray(step.reasoningDetails)) {
    for (const detail of step.reasoningDetails) if (isObjectLike(detail) && typeof detail.text === 'string') turn.addReasoning(detail.text)
  }
  listAt(step, 'toolCalls', path).forEach((call, k) => {
    if (!isObjectLike(call)) throw new TraceValidationError([...path, 'toolCalls', k], `expected a tool call object, got ${describeValue(call)}`)
    addCall(log, call, [...path, 'toolCalls', k])
  })
  listAt(step, 'toolResults', path).forEach((result, k) => {
    const at = [...path, 'toolResults', k]
    checkItem(ToolResultPart, result, at)
    const r = result as Record<string, unknown>
    const outcome = r.type === 'tool-error' ? { output: errorMessage(r.error), error: errorMessage(r.error) } : toolResultOutcome(r, false)
    log.toolResult({ id: r.toolCallId as string, name: nonEmptyString(r.toolName), output: outcome.output, error: outcome.error })
  })
}

function listAt(step: Record<string, unknown>, key: string, path: TracePath): readonly unknown[] {
  const value = step[key]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new TraceValidationError([...path, key], `expected an array, got ${describeValue(value)}`)
  return value
}

/**
 * Vercel AI SDK `generateText` / `streamText` results and step arrays (v4, v5, v6 and later).
 *
 * @example
 * normalizeTrace(result, { format: 'ai-sdk' })
 */
export const aiSdkFormat: TraceFormatAdapter = {
  format: 'ai-sdk',
  description: 'Vercel AI SDK generateText / streamText result or step array ({ steps: [{ content: [...] }] }, v4 { stepType, toolCalls, toolResults })',
  detect: (value) => stepsOf(value) !== null || (isObjectLike(value) && isThenable(value.steps)),
  mismatch(value) {
    if (Array.isArray(value)) {
      return firstMismatch([
        () => ({ ok: value.length > 0, path: [], expected: 'at least one step' }),
        () => {
          const bad = value.findIndex((step) => !isStep(step))
          return { ok: bad < 0, path: [bad], expected: 'an AI SDK step ({ content: [...], finishReason } or v4 { stepType, toolCalls, toolResults })' }
        },
      ])
    }
    return firstMismatch([
      () => ({ ok: isObjectLike(value), path: [], expected: 'a generateText result or a step array' }),
      () => ({ ok: Array.isArray((value as Record<string, unknown>).steps), path: ['steps'], expected: 'a steps array' }),
      () => {
        const steps = (value as { steps: unknown[] }).steps
        const bad = steps.findIndex((step) => !isStep(step))
        return { ok: bad < 0, path: ['steps', bad], expected: 'an AI SDK step ({ content: [...], finishReason } or v4 { stepType, toolCalls, toolResults })' }
      },
    ])
  },
  normalize: (value, options) => fromAiSdkResult(value, { ...options, format: 'ai-sdk' }),
}
