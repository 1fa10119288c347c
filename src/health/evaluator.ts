import { randomUUID } from 'node:crypto'
import { TraceValidationError } from '../trace/errors.js'
import { describeValue } from '../trace/path.js'
import { isPlainRecord } from '../util/records.js'
import { detectLoopAnomalies, resolveAnomalyOptions } from './anomalies.js'
import type { LoopAnomalyOptions, ResolvedAnomalyOptions } from './anomaly-types.js'
import { readGuardEvents } from './guard-events.js'
import { readEvaluationLoopResult } from './loop-result.js'
import { LoopHealthResult } from './result.js'
import { saveLoopHealthResult } from './save.js'
import { scoreLoopHealth } from './scoring.js'
import type { SummaryStream } from './summary.js'
import { usagePerSuccess } from './usage-anomalies.js'
import { didYouMean } from '../util/suggest.js'

/**
 * What decides a verdict: the parts of {@link LoopEvaluatorOptions} without side effects.
 *
 * @example
 * evaluateLoopHealth(loopResult, guardEvents, { threshold: 7, anomalies: { regression: { tolerance: 0.5 } } })
 */
export interface LoopHealthOptions {
  /** Convergence threshold; falls back to the loop result's, then 8.0. */
  threshold?: number | null
  /** Wasted iterations tolerated before the loop is unhealthy. Default 0. */
  maxWastedIterations?: number
  /** Anomaly detection settings, or `false` for none. Default: every detector with its defaults. */
  anomalies?: LoopAnomalyOptions | false
}

/**
 * Options of {@link LoopEvaluator}, named as PraisonAI's constructor in camelCase.
 *
 * @example
 * const options: LoopEvaluatorOptions = { threshold: 8, maxWastedIterations: 1, saveResultsPath: 'reports/{name}.json' }
 */
export interface LoopEvaluatorOptions extends LoopHealthOptions {
  /** A name for this evaluation run; default `eval_<8 hex digits>`. */
  name?: string | null
  /**
   * Where to save each result's JSON, atomically. `{name}` and `{eval_id}`
   * are replaced as in PraisonAI. Default: not saved.
   */
  saveResultsPath?: string | null
  /** Print the summary table after each run. Default false. */
  verbose?: boolean
  /** Where `verbose` prints. Default `process.stdout`. */
  output?: SummaryStream
  /** PraisonAI's spelling of `maxWastedIterations`, accepted for ported configs. */
  max_wasted_iterations?: number
  /** PraisonAI's spelling of `saveResultsPath`, accepted for ported configs. */
  save_results_path?: string | null
}

const HEALTH_OPTION_KEYS = ['threshold', 'maxWastedIterations', 'max_wasted_iterations', 'anomalies'] as const
const EVALUATOR_OPTION_KEYS = [...HEALTH_OPTION_KEYS, 'name', 'saveResultsPath', 'save_results_path', 'verbose', 'output'] as const

interface ResolvedHealthOptions {
  threshold: number | null
  maxWastedIterations: number
  anomalies: ResolvedAnomalyOptions | false
}

function pickAlias<T>(options: Record<string, unknown>, camel: string, snake: string): T | undefined {
  const camelValue = options[camel]
  const snakeValue = options[snake]
  if (camelValue !== undefined && snakeValue !== undefined && camelValue !== snakeValue) {
    throw new TraceValidationError(['options', snake], `conflicts with options.${camel}; give only one`)
  }
  return (camelValue ?? snakeValue) as T | undefined
}

function resolveHealthOptions(options: unknown, allowedKeys: readonly string[]): ResolvedHealthOptions {
  if (options === undefined) options = {}
  if (!isPlainRecord(options)) throw new TraceValidationError(['options'], `expected an options object, got ${describeValue(options)}`)
  // A misspelt or misplaced option would otherwise be ignored without a word.
  for (const key of Object.keys(options)) {
    if (!allowedKeys.includes(key)) {
      throw new TraceValidationError(['options', key], `unknown option;${didYouMean(key, allowedKeys)} expected one of ${allowedKeys.join(', ')}`)
    }
  }
  const threshold = options.threshold
  if (threshold !== undefined && threshold !== null && !(typeof threshold === 'number' && Number.isFinite(threshold))) {
    throw new TraceValidationError(['options', 'threshold'], `expected a finite number or null, got ${describeValue(threshold)}`)
  }
  const maxWasted = pickAlias<unknown>(options, 'maxWastedIterations', 'max_wasted_iterations') ?? 0
  if (typeof maxWasted !== 'number' || Number.isNaN(maxWasted) || maxWasted < 0) {
    throw new TraceValidationError(['options', 'maxWastedIterations'], `expected a non-negative number, got ${describeValue(maxWasted)}`)
  }
  const anomalies = options.anomalies
  return {
    threshold: (threshold as number | null | undefined) ?? null,
    maxWastedIterations: maxWasted,
    anomalies: anomalies === false ? false : resolveAnomalyOptions((anomalies ?? {}) as LoopAnomalyOptions, ['options', 'anomalies']),
  }
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
  return buildResult(loopResult, guardEvents, resolveHealthOptions(options, HEALTH_OPTION_KEYS), null)
}

/**
 * Scores how healthy an evaluation loop was — did it converge, were
 * iterations wasted, did a doom-loop guard fire — with PraisonAI's
 * `LoopEvaluator` rules, plus anomalies the reference cannot see. No LLM
 * calls; scoring is synchronous and pure, and only `saveResultsPath` and
 * `verbose` reach outside.
 *
 * Options are checked when the evaluator is built; a bad one throws a
 * {@link TraceValidationError} naming it (`options.maxWastedIterations: …`).
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
    this.options = resolveHealthOptions(options, EVALUATOR_OPTION_KEYS)
    const record = options as Record<string, unknown>
    const name = record.name
    if (name !== undefined && name !== null && typeof name !== 'string') {
      throw new TraceValidationError(['options', 'name'], `expected a string or null, got ${describeValue(name)}`)
    }
    const savePath = pickAlias<unknown>(record, 'saveResultsPath', 'save_results_path')
    if (savePath !== undefined && savePath !== null && typeof savePath !== 'string') {
      throw new TraceValidationError(['options', 'saveResultsPath'], `expected a file path or null, got ${describeValue(savePath)}`)
    }
    if (options.verbose !== undefined && typeof options.verbose !== 'boolean') {
      throw new TraceValidationError(['options', 'verbose'], `expected a boolean, got ${describeValue(options.verbose)}`)
    }
    this.threshold = this.options.threshold
    this.maxWastedIterations = this.options.maxWastedIterations
    this.evalId = randomUUID().slice(0, 8)
    this.name = name || `eval_${this.evalId}`
    this.saveResultsPath = (savePath as string | null | undefined) || null
    this.verbose = options.verbose ?? false
    this.output = options.output
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
