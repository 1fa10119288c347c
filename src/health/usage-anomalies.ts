import type { CostPerSuccessAnomaly, PerSuccessEvidence, TokensPerSuccessAnomaly } from './anomaly-types.js'
import type { LoopUsage } from './usage.js'

/** Tokens and cost per success, when the loop result carries usage. */
export interface UsagePerSuccess extends LoopUsage {
  /** 1 when the loop converged, else 0: one loop run produces at most one success. */
  successes: number
  /** `tokens / successes`; `Infinity` when tokens were spent without success; `null` without token data. */
  tokensPerSuccess: number | null
  /** `cost / successes`; `Infinity` when money was spent without success; `null` without cost data. */
  costPerSuccess: number | null
}

function perSuccess(total: number | null, successes: number): number | null {
  if (total === null) return null
  if (successes > 0) return total / successes
  return total > 0 ? Number.POSITIVE_INFINITY : 0
}

/**
 * What each success cost. A loop run is one attempt, so it has one success
 * when it converged and none otherwise.
 *
 * @example
 * usagePerSuccess({ tokens: 12000, cost: 0.3 }, false)
 * // { tokens: 12000, cost: 0.3, successes: 0, tokensPerSuccess: Infinity, costPerSuccess: Infinity }
 */
export function usagePerSuccess(usage: LoopUsage, converged: boolean): UsagePerSuccess {
  const successes = converged ? 1 : 0
  return {
    ...usage,
    successes,
    tokensPerSuccess: perSuccess(usage.tokens, successes),
    costPerSuccess: perSuccess(usage.cost, successes),
  }
}

function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)))
}

function perSuccessEvidence(total: number, successes: number, ratio: number, budget: number | null): PerSuccessEvidence {
  return { iterations: [], scores: [], total, successes, perSuccess: ratio, budget }
}

function describeSpend(spend: (amount: string) => string, total: number, ratio: number, successes: number, budget: number | null): string | null {
  if (successes === 0 && total > 0) return `${spend(formatAmount(total))} without a success (the loop did not converge).`
  if (budget !== null && ratio > budget) {
    return `${spend(formatAmount(ratio))} per success, over the budget of ${formatAmount(budget)}.`
  }
  return null
}

/**
 * Reports tokens spent without a success, or more tokens per success than
 * `budget` (no ceiling when `null`).
 *
 * @example
 * detectTokensPerSuccess(usagePerSuccess({ tokens: 9000, cost: null }, true), 5000)?.message
 * // 'Used 9000 tokens per success, over the budget of 5000.'
 */
export function detectTokensPerSuccess(usage: UsagePerSuccess, budget: number | null): TokensPerSuccessAnomaly | null {
  if (usage.tokens === null || usage.tokensPerSuccess === null) return null
  const message = describeSpend((n) => `Used ${n} tokens`, usage.tokens, usage.tokensPerSuccess, usage.successes, budget)
  if (message === null) return null
  return { code: 'tokens_per_success', message, evidence: perSuccessEvidence(usage.tokens, usage.successes, usage.tokensPerSuccess, budget) }
}

/**
 * Reports money spent without a success, or a higher cost per success than
 * `budget` (no ceiling when `null`).
 *
 * @example
 * detectCostPerSuccess(usagePerSuccess({ tokens: null, cost: 0.4 }, false), null)?.message
 * // 'Cost 0.4 without a success (the loop did not converge).'
 */
export function detectCostPerSuccess(usage: UsagePerSuccess, budget: number | null): CostPerSuccessAnomaly | null {
  if (usage.cost === null || usage.costPerSuccess === null) return null
  const message = describeSpend((n) => `Cost ${n}`, usage.cost, usage.costPerSuccess, usage.successes, budget)
  if (message === null) return null
  return { code: 'cost_per_success', message, evidence: perSuccessEvidence(usage.cost, usage.successes, usage.costPerSuccess, budget) }
}
