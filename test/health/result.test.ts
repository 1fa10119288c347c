import { describe, expect, it } from 'vitest'
import { LoopEvaluator, LoopHealthResult } from '../../src/health/index.js'

const REFERENCE_FIELDS = [
  'iterations_to_success',
  'wasted_iterations',
  'doom_loop_fired',
  'guard_interventions',
  'total_duration_s',
  'score_delta_per_iteration',
  'converged',
  'success',
  'passed',
  'threshold',
  'reasoning',
  'metadata',
]

describe('LoopHealthResult', () => {
  const health = new LoopEvaluator().run({ score_history: [6, 8.5], threshold: 8, total_duration_seconds: 2.5 })

  it('toDict() returns exactly the reference fields, in order', () => {
    expect(Object.keys(health.toDict())).toEqual(REFERENCE_FIELDS)
    expect(health.toDict()).toEqual({
      iterations_to_success: 2,
      wasted_iterations: 0,
      doom_loop_fired: false,
      guard_interventions: 0,
      total_duration_s: 2.5,
      score_delta_per_iteration: [2.5],
      converged: true,
      success: true,
      passed: true,
      threshold: 8,
      reasoning: 'Converged in 2 iteration(s).',
      metadata: { num_iterations: 2 },
    })
  })

  it('has camelCase properties and a passed alias', () => {
    expect(health.iterationsToSuccess).toBe(2)
    expect(health.totalDurationS).toBe(2.5)
    expect(health.passed).toBe(health.success)
    expect(health.metadata).toEqual({ num_iterations: 2 })
    expect(health.numIterations).toBe(2)
  })

  it('serialises through toJSON() to the reference dict', () => {
    expect(health.toJSON()).toEqual(health.toDict())
    expect(JSON.parse(JSON.stringify(health))).toEqual(health.toDict())
  })

  it('hands out copies, so callers cannot change the result', () => {
    const dict = health.toDict()
    dict.score_delta_per_iteration.push(99)
    dict.metadata.num_iterations = 99
    expect(health.toDict().score_delta_per_iteration).toEqual([2.5])
    expect(health.metadata.num_iterations).toBe(2)
  })

  it('can be built directly with only the reference fields', () => {
    const built = new LoopHealthResult({
      iterationsToSuccess: 1,
      wastedIterations: 0,
      doomLoopFired: false,
      guardInterventions: 0,
      totalDurationS: 0,
      scoreDeltaPerIteration: [],
      converged: true,
      success: true,
      threshold: 8,
      reasoning: 'Converged in 1 iteration(s).',
      numIterations: 1,
    })
    expect(built.anomalies).toEqual([])
    expect(built.mode).toBe('optimize')
    expect(built.formatSummary()).toContain('✓ HEALTHY')
  })
})
