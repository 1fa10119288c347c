import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { detectLoopAnomalies } from './anomalies.js'
import { readGuardEvents } from './guard-events.js'
import { readEvaluationLoopResult } from './loop-result.js'
import { LoopEvaluatorOptionsSchema, LoopHealthOptionsSchema, readPraisonAiSpellings, type LoopEvaluatorOptions, type LoopHealthOptions } from './options.js'
import { LoopHealthResult } from './result.js'
import { saveLoopHealthResult } from './save.js'
import { scoreLoopHealth } from './scoring.js'
import type { SummaryStream } from './summary.js'
import { usagePerSuccess } from './usage-anomalies.js'
import { parseOptions } from '../util/options-schema.js'

type ResolvedHealthOptions = z.output<typeof LoopHealthOptionsSchema>

// PraisonAI's spellings are read first, so the schema checks one name per option.
function resolveOptions<S extends z.ZodType>(schema: S, options: unknown, owner: string): z.output<S> {
  return parseOptions(schema, readPraisonAiSpellings(options, owner), owner)
}

function buildResult(loopResult: unknown, guardEvents: unknown, options: ResolvedHealthOptions, name: string | null): LoopHealthResult {
  const loop = readEvaluationLoopResult(loopResult)
  const events = readGuardEvents(guardEvents)
  const score = scoreLoopHealth(loop, events, options)
  const anomalies =
    options.anomalies === false
      ? []
      : detectLoopAnomalies({ scoreHistory: loop.scoreHistory, threshold: score.threshold, converged: score.converged, usage: loop.usage }, options.anomalies)
  return new LoopHealthResult({
    ...score,
    scoreHistory: loop.scoreHistory,
    mode: loop.mode,
    maxWastedIterations: options.maxWastedIterations,
    anomalies,
    usage: loop.usage === null ? null : usagePerSuccess(loop.usage, score.converged),
    name,
  })
}

/**
 * Scores loop health with no side effects: no printing, no files. This is
 * {@link LoopEvaluator.run} for matchers and pipelines. Inputs are never
 * modified.
 *
 * @example
 * const health = evaluateLoopHealth({ score_history: [5, 7, 8.5], threshold: 8 }, [{ is_loop: false }])
 * health.success // true
 */
export function evaluateLoopHealth(loopResult: unknown, guardEvents?: readonly unknown[] | null, options: LoopHealthOptions = {}): LoopHealthResult {
  return buildResult(loopResult, guardEvents, resolveOptions(LoopHealthOptionsSchema, options, 'evaluateLoopHealth'), null)
}

/**
 * Scores how healthy an evaluation loop was — did it converge, were
 * iterations wasted, did a doom-loop guard fire — with PraisonAI's
 * `LoopEvaluator` rules, plus anomalies the reference cannot see. No LLM
 * calls; scoring is synchronous and pure, and only `saveResultsPath` and
 * `verbose` reach outside.
 *
 * Options are checked when the evaluator is built; a bad one throws a
 * `LoopcheckOptionsError` naming it (`LoopEvaluator: option "maxWastedIterations": …`),
 * with the closest valid name for a misspelling.
 *
 * @example
 * const evaluator = new LoopEvaluator({ threshold: 8, maxWastedIterations: 1 })
 * const health = evaluator.run(loopResult, [{ type: 'doom_loop', reason: 'repeated tool call' }])
 * health.doomLoopFired // true
 * health.passed        // false
 */
export class LoopEvaluator {
  /** The constructor's threshold, or `null` to use the loop result's. */
  readonly threshold: number | null
  readonly maxWastedIterations: number
  readonly name: string
  /** Eight hex digits identifying this evaluator, usable as `{eval_id}` in `saveResultsPath`. */
  readonly evalId: string
  readonly saveResultsPath: string | null
  readonly verbose: boolean
  private readonly options: ResolvedHealthOptions
  private readonly output: SummaryStream | undefined

  constructor(options: LoopEvaluatorOptions = {}) {
    const { name, saveResultsPath, verbose, output, ...health } = resolveOptions(LoopEvaluatorOptionsSchema, options, 'LoopEvaluator')
    this.options = health
    this.threshold = health.threshold
    this.maxWastedIterations = health.maxWastedIterations
    this.evalId = randomUUID().slice(0, 8)
    // PraisonAI's `name or f"eval_{id}"`: an empty name gets the default too.
    this.name = name || `eval_${this.evalId}`
    this.saveResultsPath = saveResultsPath || null
    this.verbose = verbose
    this.output = output
  }

  /**
   * Scores a completed loop. `loopResult` is anything exposing a score
   * history (see {@link readEvaluationLoopResult}); `guardEvents` is an
   * optional list of dicts or objects (see {@link isDoomLoopEvent}).
   * Saves and prints afterwards when configured to; a failed save throws a
   * {@link LoopHealthSaveError} carrying the path, with any earlier file intact.
   *
   * @example
   * new LoopEvaluator().run({ score_history: [6, 8.5], threshold: 8 }).reasoning // 'Converged in 2 iteration(s).'
   */
  run(loopResult: unknown, guardEvents?: readonly unknown[] | null): LoopHealthResult {
    const result = buildResult(loopResult, guardEvents, this.options, this.name)
    if (this.saveResultsPath !== null) {
      const target = this.saveResultsPath.replaceAll('{name}', this.name).replaceAll('{eval_id}', this.evalId)
      saveLoopHealthResult(result, target)
    }
    if (this.verbose) result.printSummary(this.output === undefined ? {} : { stream: this.output })
    return result
  }
}
