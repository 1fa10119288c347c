import type { CorpusApi } from './api.js'
import { errorOf, failureOf } from './api.js'
import { healthyLoop, regressingLoop, stuckLoop, stuckLoopGuardEvents, wastefulLoop } from './fixtures.js'

export function healthyLoopCases({ runner, describe, it, expect, lib }: CorpusApi): void {
  describe('toHaveHealthyLoop', () => {
    it('passes on a loop that converged, and .not fails on it', () => {
      expect(healthyLoop).toHaveHealthyLoop()
      expect(failureOf(() => expect(healthyLoop).not.toHaveHealthyLoop())).toMatchInlineSnapshot(`
        "expect(loopResult).not.toHaveHealthyLoop()

        Expected an unhealthy evaluation loop, but it is healthy.

        converged at iteration 3 of 3 · 0 wasted (at most 0) · guard events: 0 of 0 fired · mode optimize

        scores ▄▆▇ (threshold 8.0 ─ at ▇)
               4, 6.5, 8.2"
      `)
    })

    it('names every reason a loop is unhealthy, with the score history drawn', () => {
      expect(stuckLoop).not.toHaveHealthyLoop({ guardEvents: stuckLoopGuardEvents })
      expect(failureOf(() => expect(stuckLoop).toHaveHealthyLoop({ guardEvents: stuckLoopGuardEvents }))).toMatchInlineSnapshot(`
        "expect(loopResult).toHaveHealthyLoop(options)

        Expected a healthy evaluation loop, but it is not: 2 reasons.

        ✖ Did not reach the threshold 8.0 in 5 iteration(s) (best 6.3, final 6.3).
        ✖ Doom-loop guard fired: guardEvents[1].loop_type = "repeated_action".

        scores ▅▅▅▅▅ (threshold 8.0 ─ at ▇)
               5, 6, 6.2, 6.25, 6.3

        not converged in 5 iterations · 0 wasted (at most 0) · guard events: 1 of 2 fired · mode optimize"
      `)
    })

    it('says where wasted iterations began, and tolerates what it is told to', () => {
      expect(failureOf(() => expect(wastefulLoop).toHaveHealthyLoop())).toMatchInlineSnapshot(`
        "expect(loopResult).toHaveHealthyLoop()

        Expected a healthy evaluation loop, but it is not: 1 reason.

        ✖ 3 wasted iteration(s) after the threshold was reached at iteration 2, from iteration 3 on (at most 0 tolerated).

        scores ▅▇▇▇▇ (threshold 8.0 ─ at ▇)
               6, 8.5, 8.7, 8.6, 8.8

        converged at iteration 2 of 5 · 3 wasted (at most 0) · guard events: 0 of 0 fired · mode optimize"
      `)
      expect(wastefulLoop).toHaveHealthyLoop({ maxWastedIterations: 3 })
      // With a higher threshold the loop converges on its last iteration: nothing wasted.
      expect(wastefulLoop).toHaveHealthyLoop({ threshold: 8.8 })
    })

    it('shows anomalies, and fails on them only when asked', () => {
      expect(regressingLoop).toHaveHealthyLoop()
      expect(regressingLoop).not.toHaveHealthyLoop({ failOnAnomalies: true })
      expect(regressingLoop).toHaveHealthyLoop({ failOnAnomalies: ['plateau'] })
      expect(failureOf(() => expect(regressingLoop).not.toHaveHealthyLoop())).toMatchInlineSnapshot(`
        "expect(loopResult).not.toHaveHealthyLoop()

        Expected an unhealthy evaluation loop, but it is healthy.

        converged at iteration 2 of 3 · 0 wasted (at most 0) · guard events: 0 of 0 fired · mode review

        scores ▅▇▆ (threshold 8.0 ─ at ▇)
               6, 8.5, 7.1

        ⚠ anomaly (regression_after_convergence): Reached the threshold 8.0 at iteration 2 (8.5), then fell below it at iteration(s) 3 (7.1); it ended below the threshold. (not failing: see failOnAnomalies)"
      `)
      expect(failureOf(() => expect(regressingLoop).toHaveHealthyLoop({ failOnAnomalies: ['regression_after_convergence'] }))).toMatchInlineSnapshot(`
        "expect(loopResult).toHaveHealthyLoop(options)

        Expected a healthy evaluation loop, but it is not: 1 reason.

        ✖ anomaly (regression_after_convergence): Reached the threshold 8.0 at iteration 2 (8.5), then fell below it at iteration(s) 3 (7.1); it ended below the threshold.

        scores ▅▇▆ (threshold 8.0 ─ at ▇)
               6, 8.5, 7.1

        converged at iteration 2 of 3 · 0 wasted (at most 0) · guard events: 0 of 0 fired · mode review"
      `)
    })

    it('hands the verdict to the runner as actual and expected', () => {
      const error = errorOf(() => expect(wastefulLoop).toHaveHealthyLoop())
      const result = runner === 'vitest' ? error : (error.matcherResult as Record<string, unknown>)
      expect({ actual: result.actual, expected: result.expected }).toMatchInlineSnapshot(`
        {
          "actual": {
            "converged": true,
            "doomLoopFired": false,
            "failingAnomalies": [],
            "wastedIterations": 3,
          },
          "expected": {
            "converged": true,
            "doomLoopFired": false,
            "failingAnomalies": [],
            "wastedIterations": 0,
          },
        }
      `)
    })

    it('accepts a LoopHealthResult, but not evaluator options with it', () => {
      const evaluator = new lib.LoopEvaluator({ threshold: 8 })
      expect(evaluator.run(healthyLoop)).toHaveHealthyLoop()
      expect(evaluator.run(stuckLoop, stuckLoopGuardEvents)).not.toHaveHealthyLoop()
      expect(failureOf(() => expect(evaluator.run(healthyLoop)).toHaveHealthyLoop({ threshold: 5 }))).toMatchInlineSnapshot(`
        "expect(loopResult).toHaveHealthyLoop(options)

        Matcher error: options threshold cannot apply to a LoopHealthResult that is already computed.

        Pass the evaluation-loop result instead, or evaluate it with these options yourself."
      `)
    })
  })
}
