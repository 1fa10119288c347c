import { describe, expect, it } from 'vitest'
import { explainLoopHealth, LoopEvaluator } from '../../src/health/index.js'

describe('explainLoopHealth', () => {
  it('is empty for a healthy loop without anomalies', () => {
    expect(explainLoopHealth(new LoopEvaluator().run({ score_history: [4, 6, 8.5], threshold: 8 }))).toEqual([])
  })

  it('names a loop that did not converge, with its best and final scores', () => {
    const [reason] = explainLoopHealth(new LoopEvaluator({ anomalies: false }).run({ score_history: [5, 7, 6], threshold: 8 }))
    expect(reason).toEqual({
      code: 'not_converged',
      affectsSuccess: true,
      message: 'Did not reach the threshold 8.0 in 3 iteration(s) (best 7.0, final 6.0).',
      numIterations: 3,
      threshold: 8,
      mode: 'optimize',
      bestScore: 7,
      finalScore: 6,
    })
  })

  it('explains review mode and empty loops in their own words', () => {
    const review = explainLoopHealth(new LoopEvaluator({ anomalies: false }).run({ score_history: [9, 5], threshold: 8, mode: 'review' }))
    expect(review[0]!.message).toContain('review mode judges the final iteration')
    const empty = explainLoopHealth(new LoopEvaluator().run({ score_history: [] }))
    expect(empty[0]!.message).toBe('Did not converge: the loop has no scores (threshold 8.0).')
  })

  it('says where wasted iterations began, only beyond the tolerance', () => {
    const loop = { score_history: [6, 8.5, 9, 9], threshold: 8 }
    const reasons = explainLoopHealth(new LoopEvaluator().run(loop))
    expect(reasons).toEqual([
      expect.objectContaining({ code: 'wasted_iterations', wastedIterations: 2, convergedAt: 2, firstWastedIteration: 3, maxWastedIterations: 0 }),
    ])
    expect(reasons[0]!.message).toBe('2 wasted iteration(s) after the threshold was reached at iteration 2, from iteration 3 on (at most 0 tolerated).')
    expect(explainLoopHealth(new LoopEvaluator({ maxWastedIterations: 2 }).run(loop))).toEqual([])
  })

  it('lists the guard events that fired, with their index and triggering field', () => {
    const health = new LoopEvaluator().run({ score_history: [9], threshold: 8 }, [
      { type: 'info' },
      { isLoop: true },
      { doom_loop: false, doom_loop_fired: true },
      { event: 'REPETITION' },
    ])
    const reason = explainLoopHealth(health).find((r) => r.code === 'doom_loop_fired')
    expect(reason).toEqual({
      code: 'doom_loop_fired',
      affectsSuccess: true,
      message: 'Doom-loop guard fired: guardEvents[1].isLoop = true, guardEvents[3].event = "REPETITION".',
      events: [
        { index: 1, rule: 'is_loop', field: 'isLoop', value: true },
        { index: 3, rule: 'type_marker', field: 'event', value: 'REPETITION' },
      ],
    })
  })

  it('adds anomalies after the reference reasons, marked as not affecting success', () => {
    const health = new LoopEvaluator().run({ score_history: [6, 6.5, 6.5, 6.5, 6.5], threshold: 8 })
    const reasons = explainLoopHealth(health)
    expect(reasons.map((r) => r.code)).toEqual(['not_converged', 'anomaly'])
    const anomaly = reasons[1]!
    expect(anomaly.affectsSuccess).toBe(false)
    expect(anomaly.code === 'anomaly' && anomaly.anomaly.code).toBe('plateau')
  })

  it('can explain an anomaly on a loop that passed', () => {
    const health = new LoopEvaluator().run({ score_history: [9, 7, 9], threshold: 8, mode: 'review' })
    expect(health.passed).toBe(true)
    expect(explainLoopHealth(health).map((r) => r.code)).toEqual(['anomaly'])
  })
})
