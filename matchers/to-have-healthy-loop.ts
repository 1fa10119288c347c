import type { MatcherContext, MatcherResult } from './context.js'
import { readHealthInput } from './input/health-input.js'
import { checkOptions, MATCHER_OPTIONS, type HealthyLoopOptions } from './options.js'
import { healthSummary, judgeReasons, reasonLines, scoreHistoryLines } from './render/health.js'
import { blocks, describeCall } from './render/hint.js'
import { plural } from '../src/util/text.js'

/**
 * Asserts that an evaluation loop was healthy, with PraisonAI's
 * `LoopEvaluator` rules: it reached its threshold, wasted no more
 * iterations than tolerated after that, and no doom-loop guard fired.
 * Anomalies the reference cannot see (plateau, oscillation, regression…)
 * are shown and, with `failOnAnomalies`, fail the assertion too. The
 * failure names every reason and draws the score history as a sparkline
 * with the threshold marked.
 *
 * Accepts an evaluation-loop result (PraisonAI's `to_dict()` JSON or the
 * same in camelCase) or a `LoopHealthResult`. Bad input throws, with or
 * without `.not`.
 *
 * @example
 * expect({ score_history: [5, 7, 8.5], threshold: 8 }).toHaveHealthyLoop()
 * expect(loopResult).toHaveHealthyLoop({ guardEvents, maxWastedIterations: 1 })
 * expect(new LoopEvaluator().run(loopResult)).toHaveHealthyLoop({ failOnAnomalies: ['plateau'] })
 */
export function toHaveHealthyLoop(this: MatcherContext, received: unknown, options?: HealthyLoopOptions): MatcherResult {
  const call = describeCall(this, toHaveHealthyLoop, 'loopResult', options !== undefined)
  checkOptions(call, MATCHER_OPTIONS.toHaveHealthyLoop, options)
  const health = readHealthInput(call, received, options ?? {})
  const reasons = judgeReasons(health, options?.failOnAnomalies ?? false)
  const failing = reasons.filter((reason) => reason.fails)
  const pass = failing.length === 0
  const { palette } = call

  const message = (): string => {
    if (call.isNot) {
      const notes = reasonLines(reasons, palette)
      return blocks(
        call.hint,
        `Expected an unhealthy evaluation loop, but it is ${palette.received('healthy')}.`,
        healthSummary(health),
        scoreHistoryLines(health, palette).join('\n'),
        notes.length > 0 ? notes.join('\n') : '',
      )
    }
    return blocks(
      call.hint,
      `Expected a healthy evaluation loop, but it is not: ${palette.received(plural(failing.length, 'reason'))}.`,
      reasonLines(reasons, palette).join('\n'),
      scoreHistoryLines(health, palette).join('\n'),
      healthSummary(health),
    )
  }

  const outcome: MatcherResult = { pass, message }
  if (!call.isNot) {
    outcome.actual = {
      converged: health.converged,
      doomLoopFired: health.doomLoopFired,
      wastedIterations: health.wastedIterations,
      failingAnomalies: failing.flatMap(({ reason }) => (reason.code === 'anomaly' ? [reason.anomaly.code] : [])),
    }
    outcome.expected = {
      converged: true,
      doomLoopFired: false,
      wastedIterations: Math.min(health.wastedIterations, health.maxWastedIterations),
      failingAnomalies: [],
    }
  }
  return outcome
}
