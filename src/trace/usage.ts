import { z } from 'zod'

// Token usage as every source records it, read into one shape. Providers and
// SDKs agree on what is counted (prompt tokens in, completion tokens out) and
// disagree on every name, so the names are listed here once and each format
// adapter hands over the object its source puts usage in.

const count = z.number().finite().nonnegative()

/**
 * Tokens one span spent, as the source recorded them: `totalTokens` always,
 * the input/output split when it was recorded. Cached and reasoning tokens
 * are included in the counts they belong to (Anthropic's cache reads and
 * writes count as input).
 *
 * @example
 * TokenUsageSchema.parse({ inputTokens: 1200, outputTokens: 80, totalTokens: 1280 })
 */
export const TokenUsageSchema = z.object({
  inputTokens: count.optional(),
  outputTokens: count.optional(),
  totalTokens: count,
})

/** Tokens one span spent; see {@link TokenUsageSchema}. */
export type TokenUsage = z.infer<typeof TokenUsageSchema>

// [input names, output names, total names], most specific first. The dotted
// names are OpenTelemetry attributes: GenAI semantic conventions (current and
// pre-1.27), the AI SDK's telemetry, OpenInference and OpenLLMetry.
const INPUT_KEYS = [
  'inputTokens',
  'promptTokens',
  'input_tokens',
  'prompt_tokens',
  'input_token_count',
  'inputTokenCount',
  'prompt_token_count',
  'promptTokenCount',
  'gen_ai.usage.input_tokens',
  'gen_ai.usage.prompt_tokens',
  'ai.usage.inputTokens',
  'ai.usage.promptTokens',
  'llm.token_count.prompt',
  'llm.usage.prompt_tokens',
] as const
const OUTPUT_KEYS = [
  'outputTokens',
  'completionTokens',
  'output_tokens',
  'completion_tokens',
  'output_token_count',
  'outputTokenCount',
  'completion_token_count',
  'candidatesTokenCount',
  'candidates_token_count',
  'gen_ai.usage.output_tokens',
  'gen_ai.usage.completion_tokens',
  'ai.usage.outputTokens',
  'ai.usage.completionTokens',
  'llm.token_count.completion',
  'llm.usage.completion_tokens',
] as const
const TOTAL_KEYS = [
  'totalTokens',
  'total_tokens',
  'total_token_count',
  'totalTokenCount',
  'gen_ai.usage.total_tokens',
  'ai.usage.totalTokens',
  'llm.token_count.total',
  'llm.usage.total_tokens',
] as const
// Anthropic reports cached prompt tokens beside `input_tokens`, not in it.
const CACHED_INPUT_KEYS = ['cache_creation_input_tokens', 'cache_read_input_tokens'] as const

/**
 * Every field name {@link readTokenUsage} reads usage from. A record with
 * none of them, own or inherited, records no usage.
 *
 * @example
 * TOKEN_USAGE_KEYS.has('input_token_count') // true
 */
export const TOKEN_USAGE_KEYS: ReadonlySet<string> = new Set<string>([...INPUT_KEYS, ...OUTPUT_KEYS, ...TOTAL_KEYS, ...CACHED_INPUT_KEYS])

/**
 * Whether plain records inherit a usage field from `Object.prototype` (only
 * when something assigned one there): then every record has to be read.
 */
export function usageInherited(): boolean {
  for (const key of TOKEN_USAGE_KEYS) if (key in Object.prototype) return true
  return false
}

function numberAt(record: Record<string, unknown>, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const value = record[key]
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value
    // OTLP JSON writes 64-bit integers as strings.
    if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  }
  return undefined
}

/**
 * Reads token usage from the object a source keeps it in: an AI SDK step's
 * `usage` (`inputTokens`/`outputTokens`, or v4's `promptTokens`/
 * `completionTokens`), an OpenAI or Anthropic response's `usage`
 * (`prompt_tokens`, `input_tokens`…), LangSmith's `usage_metadata`,
 * deepeval's `input_token_count`, Gemini's `usageMetadata`, or a span's
 * OpenTelemetry attributes (`gen_ai.usage.input_tokens`,
 * `llm.token_count.prompt`…). Returns `undefined` when nothing is recorded:
 * unknown usage is never read as zero tokens.
 *
 * @example
 * readTokenUsage({ prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 })
 * // { inputTokens: 900, outputTokens: 40, totalTokens: 940 }
 * readTokenUsage({ 'gen_ai.usage.input_tokens': 500, 'gen_ai.usage.output_tokens': 20 })
 * // { inputTokens: 500, outputTokens: 20, totalTokens: 520 }
 * readTokenUsage({}) // undefined
 */
export function readTokenUsage(source: unknown): TokenUsage | undefined {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return undefined
  const record = source as Record<string, unknown>
  let input = numberAt(record, INPUT_KEYS)
  const cached = CACHED_INPUT_KEYS.reduce((sum, key) => sum + (numberAt(record, [key]) ?? 0), 0)
  if (cached > 0) input = (input ?? 0) + cached
  const output = numberAt(record, OUTPUT_KEYS)
  const total = numberAt(record, TOTAL_KEYS) ?? (input !== undefined || output !== undefined ? (input ?? 0) + (output ?? 0) : undefined)
  if (total === undefined) return undefined
  const usage: TokenUsage = { totalTokens: total }
  if (input !== undefined) usage.inputTokens = input
  if (output !== undefined) usage.outputTokens = output
  return usage
}

/**
 * The sum of two usages (a model turn recorded over several messages). The
 * input/output split is kept only when both sides recorded it.
 *
 * @example
 * addTokenUsage({ totalTokens: 100, inputTokens: 90, outputTokens: 10 }, { totalTokens: 50 }) // { totalTokens: 150 }
 */
export function addTokenUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  const sum: TokenUsage = { totalTokens: a.totalTokens + b.totalTokens }
  if (a.inputTokens !== undefined && b.inputTokens !== undefined) sum.inputTokens = a.inputTokens + b.inputTokens
  if (a.outputTokens !== undefined && b.outputTokens !== undefined) sum.outputTokens = a.outputTokens + b.outputTokens
  return sum
}
