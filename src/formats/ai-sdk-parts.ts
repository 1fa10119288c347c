import { errorMessage, parseStructured } from './shared/json.js'
import { isObjectLike } from './shared/objects.js'
import { contentText } from './shared/text.js'

/**
 * Reading the Vercel AI SDK's tool parts, shared by the result/steps adapter
 * and the message adapter: v4 names (`args`, `result`, `isError`) and v5+
 * names (`input`, `output`, the `{ type, value }` output wrapper of model
 * messages) side by side.
 */

/** A tool result part's value and error, unwrapped. */
export interface AiSdkToolOutcome {
  output: unknown
  error?: unknown
}

const OUTPUT_WRAPPERS = new Set(['text', 'json', 'error-text', 'error-json', 'content', 'execution-denied'])

/** The arguments of a `tool-call` part: v5+ `input`, v4 `args`. */
export function toolCallArguments(part: Record<string, unknown>): unknown {
  return 'input' in part ? part.input : 'args' in part ? part.args : null
}

/**
 * Unwraps a `tool-result` part (R4). In v5+ model messages the output is
 * wrapped as `{ type: 'json' | 'text' | 'error-text' | 'error-json' |
 * 'content' | 'execution-denied', value }`; in step `content` it is the raw
 * value; in v4 it is `result` with an optional `isError`. A string that holds
 * JSON (a result that went through `JSON.stringify`) is parsed.
 *
 * @example
 * toolResultOutcome({ type: 'tool-result', output: { type: 'json', value: { t: 18 } } }, true) // { output: { t: 18 } }
 * toolResultOutcome({ type: 'tool-result', result: '{"t":18}' }, false)                      // { output: { t: 18 } }
 */
export function toolResultOutcome(part: Record<string, unknown>, wrapped: boolean): AiSdkToolOutcome {
  if (!('output' in part)) {
    const output = parseStructured(part.result ?? null)
    return part.isError === true ? { output, error: errorMessage(part.result) } : { output }
  }
  const output = part.output
  if (!wrapped || !isObjectLike(output) || !OUTPUT_WRAPPERS.has(output.type as string)) return { output: parseStructured(output ?? null) }
  switch (output.type) {
    case 'text':
      return { output: parseStructured(output.value) }
    case 'json':
      return { output: output.value ?? null }
    case 'error-text':
      return { output: parseStructured(output.value), error: output.value }
    case 'error-json':
      return { output: output.value ?? null, error: errorMessage(output.value) }
    case 'execution-denied': {
      const reason = typeof output.reason === 'string' ? output.reason : 'execution denied'
      return { output: reason, error: reason }
    }
    default: {
      const value = Array.isArray(output.value) ? output.value : []
      // An empty part list has no text to join: it stays [], not ''.
      const allText = value.length > 0 && value.every((item) => isObjectLike(item) && item.type === 'text')
      return { output: allText ? parseStructured(contentText(value, ['text']) ?? '') : value }
    }
  }
}

/** Whether a part is a typed AI SDK tool part carrying a call id. */
export function isToolPart(part: unknown): part is Record<string, unknown> {
  return isObjectLike(part) && (part.type === 'tool-call' || part.type === 'tool-result' || part.type === 'tool-error') && typeof part.toolCallId === 'string'
}
