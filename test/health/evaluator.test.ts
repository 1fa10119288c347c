import { describe, expect, it } from 'vitest'
import { evaluateLoopHealth, explainLoopHealth, LoopEvaluator, LoopHealthResult } from '../../src/health/index.js'
import { LoopcheckOptionsError } from '../../src/util/options-schema.js'

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

describe('LoopEvaluator: the reference rules', () => {
  it('optimize mode converges at the first score at or above the threshold and counts the rest as wasted', () => {
    const health = new LoopEvaluator().run({ score_history: [6, 8, 9, 7], threshold: 8 })
    expect(health.iterationsToSuccess).toBe(2)
    expect(health.wastedIterations).toBe(2)
    expect(health.converged).toBe(true)
    expect(health.success).toBe(false)
    expect(health.firstWastedIteration).toBe(3)
    expect(health.reasoning).toBe('Converged in 2 iteration(s). 2 wasted iteration(s) after threshold.')
  })

  it('tolerates waste up to maxWastedIterations', () => {
    const loop = { score_history: [6, 8.5, 9], threshold: 8 }
    expect(new LoopEvaluator({ maxWastedIterations: 1 }).run(loop).passed).toBe(true)
    expect(new LoopEvaluator({ maxWastedIterations: 0 }).run(loop).passed).toBe(false)
  })

  it('review mode defers to the loop success, else the final score, with all iterations and no waste', () => {
    const early = { score_history: [9, 5], threshold: 8, mode: 'review' }
    const health = new LoopEvaluator().run(early)
    expect(health.converged).toBe(false)
    expect(health.iterationsToSuccess).toBe(2)
    expect(health.wastedIterations).toBe(0)
    expect(health.firstReachedIteration).toBe(1)
    expect(new LoopEvaluator().run({ ...early, success: true }).converged).toBe(true)
    expect(new LoopEvaluator().run({ score_history: [5, 9, 9], threshold: 8, mode: 'Review' }).toDict()).toMatchObject({
      converged: true,
      iterations_to_success: 3,
      wasted_iterations: 0,
      success: true,
    })
  })

  it('takes the threshold from the constructor, else the loop result, else 8.0', () => {
    const loop = { score_history: [7.5] }
    expect(new LoopEvaluator().run(loop).threshold).toBe(8)
    expect(new LoopEvaluator().run({ ...loop, threshold: 7 }).threshold).toBe(7)
    expect(new LoopEvaluator({ threshold: 7.5 }).run({ ...loop, threshold: 9 }).converged).toBe(true)
    expect(new LoopEvaluator({ threshold: null }).run({ ...loop, threshold: 9 }).threshold).toBe(9)
  })

  it('fires on a doom-loop guard event and counts every event as an intervention', () => {
    const health = new LoopEvaluator().run({ score_history: [9], threshold: 8 }, [{ type: 'info' }, { is_loop: true }])
    expect(health.doomLoopFired).toBe(true)
    expect(health.guardInterventions).toBe(2)
    expect(health.passed).toBe(false)
    expect(health.reasoning).toBe('Converged in 1 iteration(s). Doom-loop guard fired. 2 guard intervention(s).')
    expect(health.guardEvents.map((v) => v.fired)).toEqual([false, true])
  })

  it('rounds deltas as Python round(x, 4) does (ties to even on the exact value)', () => {
    const health = new LoopEvaluator().run({ score_history: [8.0625, 7.03125, 9.87654, 10], threshold: 8 })
    expect(health.scoreDeltaPerIteration).toEqual([-1.0312, 2.8453, 0.1235])
  })

  it('handles an empty history', () => {
    const health = new LoopEvaluator().run({ score_history: [], threshold: 6, mode: 'review', success: true })
    expect(health.toDict()).toMatchObject({ iterations_to_success: 0, converged: false, score_delta_per_iteration: [] })
    expect(health.reasoning).toBe('Did not converge after 0 iteration(s).')
  })
})

describe('LoopEvaluator: non-finite scores', () => {
  it('never crashes: null and NaN never reach the threshold, Infinity does', () => {
    const health = new LoopEvaluator().run({ score_history: [null, Number.NaN, 5, Number.POSITIVE_INFINITY], threshold: 8 })
    expect(health.converged).toBe(true)
    expect(health.iterationsToSuccess).toBe(4)
    expect(health.scoreDeltaPerIteration.map((d) => (Number.isNaN(d) ? 'NaN' : d))).toEqual(['NaN', 'NaN', Number.POSITIVE_INFINITY])
    expect(health.anomalies.map((a) => a.code)).toContain('non_finite_score')
    expect(JSON.parse(JSON.stringify(health)).score_delta_per_iteration).toEqual([null, null, null])
  })
})

describe('LoopEvaluator: non-finite scores downstream', () => {
  it('summarises, explains and draws them without throwing', () => {
    const health = new LoopEvaluator().run({ score_history: [null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY], threshold: 8 })
    const summary = health.formatSummary()
    expect(summary).toContain('+nan → +nan → -inf')
    expect(summary).toContain('××↑↓')
    expect(explainLoopHealth(health).map((r) => r.code)).toEqual(['wasted_iterations', 'anomaly', 'anomaly'])
  })
})

describe('LoopEvaluator: inputs are never modified', () => {
  it('works on deeply frozen inputs and leaves them equal to a copy', () => {
    const loop = {
      score_history: [6, 6.5, 6.5, 6.5, 9],
      threshold: 8,
      iterations: [{ score: 6, usage: { total_tokens: 10 } }],
      usage: { total_tokens: 100, cost: 0.2 },
    }
    const events = [{ type: 'doom_loop', meta: { n: 1 } }, { isLoop: false }]
    const before = structuredClone({ loop, events })
    deepFreeze(loop)
    deepFreeze(events)
    const health = new LoopEvaluator({ threshold: 7 }).run(loop, events)
    expect(health.doomLoopFired).toBe(true)
    expect({ loop, events }).toEqual(before)
    expect(health.scoreHistory).not.toBe(loop.score_history)
  })

  it('keeps results independent of later changes to the inputs', () => {
    const scores = [5, 9]
    const health = evaluateLoopHealth({ score_history: scores, threshold: 8 })
    scores.push(1)
    expect(health.scoreHistory).toEqual([5, 9])
    expect(Object.isFrozen(health.scoreHistory)).toBe(true)
  })
})

describe('LoopEvaluator options', () => {
  it('accepts the PraisonAI spellings for ported configs', () => {
    const evaluator = new LoopEvaluator({ max_wasted_iterations: 2 })
    expect(evaluator.maxWastedIterations).toBe(2)
    expect(() => new LoopEvaluator({ maxWastedIterations: 1, max_wasted_iterations: 2 })).toThrow(
      'LoopEvaluator: option "max_wasted_iterations" conflicts with "maxWastedIterations"; give only one.',
    )
  })

  it('rejects bad values, naming the option', () => {
    expect(() => new LoopEvaluator({ threshold: '8' as unknown as number })).toThrow(LoopcheckOptionsError)
    expect(() => new LoopEvaluator({ threshold: '8' as unknown as number })).toThrow(
      'LoopEvaluator: option "threshold": Invalid input: expected number, received string',
    )
    expect(() => new LoopEvaluator({ maxWastedIterations: -1 })).toThrow('option "maxWastedIterations"')
    expect(() => new LoopEvaluator({ verbose: 'yes' as unknown as boolean })).toThrow('option "verbose"')
    expect(() => new LoopEvaluator({ output: 'stdout' as never })).toThrow('option "output": expected a stream with a write() method')
    expect(() => new LoopEvaluator({ maxWasted: 1 } as never)).toThrow(
      'LoopEvaluator: unknown option "maxWasted". Valid options: threshold, maxWastedIterations,',
    )
    expect(() => new LoopEvaluator({ anomalies: { plateau: { window: 0 } } })).toThrow(
      'option "anomalies.plateau.window": Too small: expected number to be >=1',
    )
  })

  it('tolerates any number of wasted iterations with Infinity', () => {
    expect(new LoopEvaluator({ maxWastedIterations: Infinity }).run({ score_history: [9, 9, 9], threshold: 8 }).passed).toBe(true)
  })

  it('names the evaluator like PraisonAI: given, else eval_<8 hex>', () => {
    expect(new LoopEvaluator({ name: 'nightly' }).name).toBe('nightly')
    const evaluator = new LoopEvaluator()
    expect(evaluator.evalId).toMatch(/^[0-9a-f]{8}$/)
    expect(evaluator.name).toBe(`eval_${evaluator.evalId}`)
    expect(evaluator.run({ score_history: [] }).name).toBe(evaluator.name)
  })

  it('can turn anomaly detection off without touching the verdict', () => {
    const loop = { score_history: [6, 6.5, 6.5, 6.5, 6.5], threshold: 8 }
    const withAnomalies = new LoopEvaluator().run(loop)
    const without = new LoopEvaluator({ anomalies: false }).run(loop)
    expect(withAnomalies.anomalies.map((a) => a.code)).toEqual(['plateau'])
    expect(without.anomalies).toEqual([])
    expect(without.toDict()).toEqual(withAnomalies.toDict())
  })

  it('prints the summary when verbose, to the given stream', () => {
    const chunks: string[] = []
    const health = new LoopEvaluator({ verbose: true, output: { write: (c: string) => chunks.push(c), isTTY: false } }).run({
      score_history: [9],
      threshold: 8,
    })
    expect(health).toBeInstanceOf(LoopHealthResult)
    expect(chunks.join('')).toContain('Loop Health Summary')
    expect(chunks.join('')).toContain('✓ HEALTHY')
  })

  it('does not print when not verbose', () => {
    const chunks: string[] = []
    new LoopEvaluator({ output: { write: (c: string) => chunks.push(c) } }).run({ score_history: [9] })
    expect(chunks).toEqual([])
  })
})

describe('evaluateLoopHealth', () => {
  it('gives the same verdict as LoopEvaluator.run', () => {
    const loop = { score_history: [3, 8.2, 9], threshold: 8, total_duration_seconds: 4 }
    const events = [{ loop_type: 'no_progress' }]
    expect(evaluateLoopHealth(loop, events, { maxWastedIterations: 1 }).toDict()).toEqual(
      new LoopEvaluator({ maxWastedIterations: 1 }).run(loop, events).toDict(),
    )
  })

  it('rejects unknown options, and side-effect options it would otherwise ignore', () => {
    expect(() => evaluateLoopHealth({ score_history: [] }, null, { threshhold: 8 } as never)).toThrow(
      'evaluateLoopHealth: unknown option "threshhold". Did you mean "threshold"?',
    )
    expect(() => evaluateLoopHealth({ score_history: [] }, null, { saveResultsPath: 'x.json' } as never)).toThrow(
      'evaluateLoopHealth: unknown option "saveResultsPath". Valid options: threshold, maxWastedIterations, anomalies.',
    )
  })
})
