import { z } from 'zod'

// PraisonAI's EvaluationLoopResult carries no usage; loops run by other code
// often do, under OpenAI's (`prompt_tokens`), Anthropic's (`input_tokens`) or
// a camelCase spelling, so all of them are read.

const amount = z
  .number({ error: 'expected a finite, non-negative number or null' })
  .nonnegative({ error: 'expected a finite, non-negative number or null' })
  .nullish()

/**
 * A token / cost record: `{ total_tokens, prompt_tokens, completion_tokens,
 * input_tokens, output_tokens, cost, total_cost, cost_usd }`, each also in
 * camelCase, all optional.
 *
 * @example
 * LoopUsageSchema.parse({ prompt_tokens: 900, completion_tokens: 300, cost: 0.012 })
 */
export const LoopUsageSchema = z.looseObject(
  {
    total_tokens: amount,
    totalTokens: amount,
    prompt_tokens: amount,
    promptTokens: amount,
    completion_tokens: amount,
    completionTokens: amount,
    input_tokens: amount,
    inputTokens: amount,
    output_tokens: amount,
    outputTokens: amount,
    cost: amount,
    total_cost: amount,
    totalCost: amount,
    cost_usd: amount,
    costUsd: amount,
  },
  { error: 'expected a usage object or null' },
)

/** A usage record as {@link LoopUsageSchema} validates it. */
export type LoopUsageRecord = z.infer<typeof LoopUsageSchema>

/** What a loop spent, when its result says so. */
export interface LoopUsage {
  /** Total tokens over the whole loop, or `null` when not reported. */
  tokens: number | null
  /** Total cost over the whole loop (in whatever currency the loop reports), or `null`. */
  cost: number | null
}

function firstNumber(...values: Array<number | null | undefined>): number | null {
  for (const value of values) if (typeof value === 'number') return value
  return null
}

function sumOrNull(a: number | null | undefined, b: number | null | undefined): number | null {
  return typeof a === 'number' && typeof b === 'number' ? a + b : null
}

/**
 * Reads the total tokens and cost from one usage record: `total_tokens`,
 * else prompt + completion, else input + output; `cost`, else `total_cost`,
 * else `cost_usd` (camelCase spellings after snake_case ones).
 *
 * @example
 * usageTotals({ input_tokens: 10, output_tokens: 5 }) // { tokens: 15, cost: null }
 */
export function usageTotals(record: LoopUsageRecord): LoopUsage {
  return {
    tokens: firstNumber(
      record.total_tokens,
      record.totalTokens,
      sumOrNull(record.prompt_tokens ?? record.promptTokens, record.completion_tokens ?? record.completionTokens),
      sumOrNull(record.input_tokens ?? record.inputTokens, record.output_tokens ?? record.outputTokens),
    ),
    cost: firstNumber(record.cost, record.total_cost, record.totalCost, record.cost_usd, record.costUsd),
  }
}

/**
 * Adds up per-iteration usage: a total is known only when every iteration
 * that reports usage reports it (a partial sum would understate the spend).
 *
 * @example
 * sumUsage([{ tokens: 10, cost: null }, { tokens: 5, cost: null }]) // { tokens: 15, cost: null }
 */
export function sumUsage(parts: readonly LoopUsage[]): LoopUsage {
  const total = (pick: (u: LoopUsage) => number | null): number | null => {
    const values = parts.map(pick)
    if (values.length === 0 || values.some((v) => v === null)) return null
    return (values as number[]).reduce((a, b) => a + b, 0)
  }
  return { tokens: total((u) => u.tokens), cost: total((u) => u.cost) }
}
