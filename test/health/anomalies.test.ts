import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ANOMALY_OPTIONS,
  detectLoopAnomalies,
  detectNonFiniteScores,
  detectOscillation,
  detectPlateau,
  detectRegression,
  LoopEvaluator,
  resolveAnomalyOptions,
  type LoopAnomaly,
} from '../../src/health/index.js'

const codes = (anomalies: readonly LoopAnomaly[]): string[] => anomalies.map((a) => a.code)
const plateauDefaults = { window: 3, minImprovement: 0.1 }
const oscillationDefaults = { minReversals: 3, minDelta: 0.1 }

describe('defaults', () => {
  it('are documented values', () => {
    expect(DEFAULT_ANOMALY_OPTIONS).toEqual({
      plateau: { window: 3, minImprovement: 0.1 },
      oscillation: { minReversals: 3, minDelta: 0.1 },
      regression: { tolerance: 0 },
      nonFinite: true,
      usage: { maxTokensPerSuccess: null, maxCostPerSuccess: null },
    })
    expect(resolveAnomalyOptions()).toEqual(DEFAULT_ANOMALY_OPTIONS)
  })
})

describe('plateau', () => {
  it('fires when the last k iterations do not improve on the one before, below the threshold', () => {
    const anomaly = detectPlateau([6, 6.5, 6.5, 6.5, 6.5], 8, plateauDefaults)
    expect(anomaly?.code).toBe('plateau')
    expect(anomaly?.evidence).toMatchObject({
      iterations: [3, 4, 5],
      scores: [6.5, 6.5, 6.5],
      baselineIteration: 2,
      baselineScore: 6.5,
      bestScoreInWindow: 6.5,
    })
    expect(anomaly?.message).toContain('No meaningful improvement over the last 3 iterations')
  })

  it('counts a rise within minImprovement as no improvement', () => {
    expect(detectPlateau([5, 6, 6.05, 6.1, 6.02], 8, plateauDefaults)).not.toBeNull()
  })

  it('does not fire while the loop still improves', () => {
    expect(detectPlateau([2, 3, 4, 5, 6], 8, plateauDefaults)).toBeNull()
    expect(detectPlateau([6, 6.5, 6.5, 6.5, 7], 8, plateauDefaults)).toBeNull()
  })

  it('does not fire once the window reaches the threshold (that is waste, not a plateau)', () => {
    expect(detectPlateau([9, 9, 9, 9], 8, plateauDefaults)).toBeNull()
  })

  it('needs window + 1 scores, and honours a custom window', () => {
    expect(detectPlateau([6.5, 6.5, 6.5], 8, plateauDefaults)).toBeNull()
    expect(detectPlateau([6, 6.5, 6.5], 8, { window: 1, minImprovement: 0.1 })?.evidence.iterations).toEqual([3])
    expect(detectPlateau([5, 6, 6.05, 6.1, 6.02], 8, { window: 3, minImprovement: 0.01 })).toBeNull()
  })

  it('leaves windows with non-finite scores to the non-finite detector', () => {
    expect(detectPlateau([6, 6.5, null, 6.5, 6.5], 8, plateauDefaults)).toBeNull()
  })
})

describe('oscillation', () => {
  it('fires on scores alternating up and down with enough reversals', () => {
    const anomaly = detectOscillation([5, 7, 5, 7, 5], 8, oscillationDefaults)
    expect(anomaly?.evidence).toMatchObject({ iterations: [1, 2, 3, 4, 5], scores: [5, 7, 5, 7, 5], reversals: 3 })
  })

  it('does not fire with too few reversals, or on steady moves', () => {
    expect(detectOscillation([5, 7, 5, 7], 8, oscillationDefaults)).toBeNull()
    expect(detectOscillation([1, 2, 3, 4, 5, 6], 8, oscillationDefaults)).toBeNull()
    expect(detectOscillation([5, 7, 5, 7], 8, { minReversals: 2, minDelta: 0.1 })?.evidence.reversals).toBe(2)
  })

  it('ignores moves within minDelta instead of counting or breaking on them', () => {
    expect(detectOscillation([5, 5.05, 5, 5.05, 5, 5.05], 8, oscillationDefaults)).toBeNull()
    expect(detectOscillation([5, 7, 7.05, 5, 7, 5], 8, oscillationDefaults)?.evidence.reversals).toBe(3)
  })

  it('reports the longest alternating run', () => {
    const anomaly = detectOscillation([1, 2, 3, 6, 4, 6, 4, 6, 7], 8, oscillationDefaults)
    expect(anomaly?.evidence.iterations).toEqual([3, 4, 5, 6, 7, 8])
    expect(anomaly?.evidence.reversals).toBe(4)
  })

  it('does not fire when the loop ended at the threshold', () => {
    expect(detectOscillation([5, 7, 5, 7, 5, 9], 8, oscillationDefaults)).toBeNull()
  })

  it('breaks runs at non-finite scores', () => {
    expect(detectOscillation([5, 7, 5, null, 7, 5, 7], 8, oscillationDefaults)).toBeNull()
  })
})

describe('regression after convergence', () => {
  it('fires when a score falls below the threshold after one reached it', () => {
    const anomaly = detectRegression([6, 8.5, 7, 9, 5], 8, { tolerance: 0 })
    expect(anomaly?.evidence).toMatchObject({ convergedAt: 2, convergedScore: 8.5, iterations: [3, 5], scores: [7, 5], recovered: false })
    expect(anomaly?.message).toContain('it ended below the threshold')
  })

  it('says when the loop recovered', () => {
    const anomaly = detectRegression([9, 7, 9], 8, { tolerance: 0 })
    expect(anomaly?.evidence.recovered).toBe(true)
    expect(anomaly?.message).toContain('back at the threshold')
  })

  it('does not fire without convergence, or when the scores stay at the threshold', () => {
    expect(detectRegression([5, 6, 7], 8, { tolerance: 0 })).toBeNull()
    expect(detectRegression([8, 9, 8], 8, { tolerance: 0 })).toBeNull()
  })

  it('honours the tolerance', () => {
    expect(detectRegression([8.5, 7.9], 8, { tolerance: 0.5 })).toBeNull()
    expect(detectRegression([8.5, 7.4], 8, { tolerance: 0.5 })).not.toBeNull()
  })

  it('is visible in review mode, where the reference hides the early high score', () => {
    const health = new LoopEvaluator().run({ score_history: [9, 6], threshold: 8, mode: 'review' })
    expect(health.converged).toBe(false)
    expect(codes(health.anomalies)).toContain('regression_after_convergence')
  })
})

describe('non-finite scores', () => {
  it('lists null, NaN and infinite scores with their iterations', () => {
    const anomaly = detectNonFiniteScores([7, null, Number.NaN, Number.POSITIVE_INFINITY, 8])
    expect(anomaly?.evidence.iterations).toEqual([2, 3, 4])
    expect(anomaly?.evidence.scores).toEqual([null, Number.NaN, Number.POSITIVE_INFINITY])
    expect(anomaly?.message).toBe('3 score(s) are not finite numbers: iteration 2 (null), iteration 3 (NaN), iteration 4 (Infinity).')
  })

  it('does not fire on finite scores', () => {
    expect(detectNonFiniteScores([0, -1, 10])).toBeNull()
  })
})

describe('tokens and cost per success', () => {
  it('fires when usage was spent without a success', () => {
    const anomalies = detectLoopAnomalies({ scoreHistory: [5, 6], threshold: 8, converged: false, usage: { tokens: 1200, cost: 0.03 } })
    expect(codes(anomalies)).toEqual(['tokens_per_success', 'cost_per_success'])
    expect(anomalies[0]!.evidence).toMatchObject({ total: 1200, successes: 0, perSuccess: Number.POSITIVE_INFINITY, budget: null })
    expect(anomalies[0]!.message).toBe('Used 1200 tokens without a success (the loop did not converge).')
  })

  it('fires over a per-success budget and not under it', () => {
    const input = { scoreHistory: [9], threshold: 8, converged: true, usage: { tokens: 9000, cost: 0.2 } }
    expect(codes(detectLoopAnomalies(input))).toEqual([])
    const over = detectLoopAnomalies(input, { usage: { maxTokensPerSuccess: 5000, maxCostPerSuccess: 0.5 } })
    expect(codes(over)).toEqual(['tokens_per_success'])
    expect(over[0]!.message).toBe('Used 9000 tokens per success, over the budget of 5000.')
    expect(codes(detectLoopAnomalies(input, { usage: { maxCostPerSuccess: 0.1 } }))).toEqual(['cost_per_success'])
  })

  it('does nothing without usage', () => {
    expect(detectLoopAnomalies({ scoreHistory: [5], threshold: 8, converged: false })).toEqual([])
  })

  it('is reported by the evaluator, with the per-success numbers on the result', () => {
    const health = new LoopEvaluator().run({ score_history: [5, 6], threshold: 8, usage: { total_tokens: 500 } })
    expect(health.usage).toEqual({ tokens: 500, cost: null, successes: 0, tokensPerSuccess: Number.POSITIVE_INFINITY, costPerSuccess: null })
    expect(codes(health.anomalies)).toEqual(['tokens_per_success'])
  })
})

describe('detectLoopAnomalies', () => {
  it('reports several anomalies in a fixed order', () => {
    const anomalies = detectLoopAnomalies({ scoreHistory: [9, 5, 7, 5, 7, 5, null], threshold: 8, converged: true })
    expect(codes(anomalies)).toEqual(['non_finite_score', 'oscillation', 'regression_after_convergence'])
  })

  it('reports nothing for a clean loop', () => {
    expect(detectLoopAnomalies({ scoreHistory: [4, 6, 8.5], threshold: 8, converged: true })).toEqual([])
  })

  it('lets each detector be turned off', () => {
    const input = { scoreHistory: [9, 5, 7, 5, 7, 5, null], threshold: 8, converged: true }
    expect(codes(detectLoopAnomalies(input, { nonFinite: false, oscillation: false }))).toEqual(['regression_after_convergence'])
    expect(codes(detectLoopAnomalies({ scoreHistory: [6, 6, 6, 6], threshold: 8, converged: false }, { plateau: false }))).toEqual([])
  })

  it('never changes the parity fields', () => {
    const loop = { score_history: [9, 5, 7, 5, 7, 5], threshold: 8 }
    const withAll = new LoopEvaluator().run(loop)
    expect(withAll.anomalies.length).toBeGreaterThan(0)
    expect(withAll.toDict()).toEqual(new LoopEvaluator({ anomalies: false }).run(loop).toDict())
  })
})

describe('resolveAnomalyOptions', () => {
  it('fills in defaults around what is given', () => {
    const resolved = resolveAnomalyOptions({ plateau: { window: 5 }, oscillation: false })
    expect(resolved.plateau).toEqual({ window: 5, minImprovement: 0.1 })
    expect(resolved.oscillation).toBe(false)
  })

  it('rejects bad values and unknown keys, naming them', () => {
    expect(() => resolveAnomalyOptions({ plateau: { window: 2.5 } })).toThrow('option "plateau.window": Invalid input: expected int, received number')
    expect(() => resolveAnomalyOptions({ oscillation: { minDelta: -1 } })).toThrow('option "oscillation.minDelta": Too small: expected number to be >=0')
    expect(() => resolveAnomalyOptions({ usage: { maxTokensPerSuccess: 0 } })).toThrow('option "usage.maxTokensPerSuccess"')
    expect(() => resolveAnomalyOptions({ plateau: 'on' } as never)).toThrow('option "plateau": expected an options object or false')
    expect(() => resolveAnomalyOptions({ plateu: {} } as never)).toThrow('unknown option "plateu". Did you mean "plateau"?')
    expect(() => resolveAnomalyOptions({ regression: { tolerence: 1 } } as never)).toThrow(
      'unknown option "regression.tolerence". Did you mean "regression.tolerance"?',
    )
    expect(() => resolveAnomalyOptions({ nonFinite: 'yes' } as never)).toThrow('option "nonFinite": Invalid input: expected boolean')
  })
})
