import type { LoopAnomaly } from './anomaly-types.js'
import type { GuardEventVerdict } from './guard-events.js'
import { wantsColor } from '../util/color.js'
import { formatLoopHealthSummary, type SummaryStream } from './summary.js'
import type { UsagePerSuccess } from './usage-anomalies.js'

/**
 * PraisonAI's `LoopHealthResult.to_dict()`, field for field and in the same
 * order. This is what the parity fixtures compare.
 *
 * @example
 * const dict: LoopHealthDict = health.toDict()
 * dict.metadata.num_iterations
 */
export interface LoopHealthDict {
  iterations_to_success: number
  wasted_iterations: number
  doom_loop_fired: boolean
  guard_interventions: number
  total_duration_s: number
  score_delta_per_iteration: number[]
  converged: boolean
  success: boolean
  passed: boolean
  threshold: number
  reasoning: string
  metadata: { num_iterations: number }
}

/** Everything a {@link LoopHealthResult} is built from. Only the reference's fields are required. */
export interface LoopHealthResultInit {
  iterationsToSuccess: number
  wastedIterations: number
  doomLoopFired: boolean
  guardInterventions: number
  totalDurationS: number
  scoreDeltaPerIteration: readonly number[]
  converged: boolean
  success: boolean
  threshold: number
  reasoning: string
  numIterations: number
  scoreHistory?: ReadonlyArray<number | null>
  mode?: string
  maxWastedIterations?: number
  firstReachedIteration?: number | null
  firstWastedIteration?: number | null
  guardEvents?: readonly GuardEventVerdict[]
  anomalies?: readonly LoopAnomaly[]
  usage?: UsagePerSuccess | null
  name?: string | null
}

/** Where {@link LoopHealthResult.printSummary} writes, and whether in colour. */
export interface PrintSummaryOptions {
  /** Default `process.stdout`. */
  stream?: SummaryStream
  /** Default: colour on a terminal, unless `NO_COLOR` is set; `FORCE_COLOR` forces it (see `wantsColor`). */
  color?: boolean
}

/**
 * The health of one evaluation loop: PraisonAI's verdict (camelCase
 * properties, `toDict()` in the reference's snake_case) plus what loopcheck
 * adds — the score history, one verdict per guard event, anomalies and
 * usage per success — none of which changes the verdict.
 *
 * @example
 * const health = new LoopEvaluator().run({ score_history: [6, 8.5], threshold: 8 })
 * health.passed           // true
 * health.toDict().metadata // { num_iterations: 2 }
 * health.printSummary()   // a table on stdout
 */
export class LoopHealthResult {
  /** 1-based iteration that first reached the threshold (optimize mode), else the number of iterations. */
  readonly iterationsToSuccess: number
  /** Iterations run after the threshold was first reached; always 0 in review mode. */
  readonly wastedIterations: number
  /** Whether any guard event said a doom loop fired. */
  readonly doomLoopFired: boolean
  /** How many guard events there were, fired or not. */
  readonly guardInterventions: number
  /** Wall-clock duration in seconds. */
  readonly totalDurationS: number
  /** Score change from each iteration to the next, rounded as Python's `round(x, 4)`. */
  readonly scoreDeltaPerIteration: readonly number[]
  /** Whether the loop reached its threshold (review mode: the loop's own verdict or its final score). */
  readonly converged: boolean
  /** Converged, no doom loop, and waste within `maxWastedIterations`. */
  readonly success: boolean
  /** The threshold used: the evaluator's, else the loop result's, else 8.0. */
  readonly threshold: number
  /** The reference's one-line explanation. */
  readonly reasoning: string
  /** How many iterations (scores) the loop had. */
  readonly numIterations: number
  /** The scores the verdict was computed from (`null` for a missing score). */
  readonly scoreHistory: ReadonlyArray<number | null>
  /** The loop's mode, lower-cased. */
  readonly mode: string
  /** The waste the evaluator tolerated. */
  readonly maxWastedIterations: number
  /** 1-based iteration whose score first reached the threshold, in either mode; `null` if none did. */
  readonly firstReachedIteration: number | null
  /** 1-based iteration where the wasted iterations began; `null` without waste. */
  readonly firstWastedIteration: number | null
  /** How each guard event was read, in order. */
  readonly guardEvents: readonly GuardEventVerdict[]
  /** What the reference cannot see (plateau, oscillation…). Never changes `success`. */
  readonly anomalies: readonly LoopAnomaly[]
  /** Tokens and cost per success, when the loop result carried usage. */
  readonly usage: UsagePerSuccess | null
  /** The evaluator's name, when it had one. */
  readonly name: string | null

  constructor(init: LoopHealthResultInit) {
    this.iterationsToSuccess = init.iterationsToSuccess
    this.wastedIterations = init.wastedIterations
    this.doomLoopFired = init.doomLoopFired
    this.guardInterventions = init.guardInterventions
    this.totalDurationS = init.totalDurationS
    this.scoreDeltaPerIteration = Object.freeze([...init.scoreDeltaPerIteration])
    this.converged = init.converged
    this.success = init.success
    this.threshold = init.threshold
    this.reasoning = init.reasoning
    this.numIterations = init.numIterations
    this.scoreHistory = Object.freeze([...(init.scoreHistory ?? [])])
    this.mode = init.mode ?? 'optimize'
    this.maxWastedIterations = init.maxWastedIterations ?? 0
    this.firstReachedIteration = init.firstReachedIteration ?? null
    this.firstWastedIteration = init.firstWastedIteration ?? null
    this.guardEvents = Object.freeze([...(init.guardEvents ?? [])])
    this.anomalies = Object.freeze([...(init.anomalies ?? [])])
    this.usage = init.usage ?? null
    this.name = init.name ?? null
  }

  /** Alias of {@link success}, as the reference's other evaluator results spell it. */
  get passed(): boolean {
    return this.success
  }

  /** The reference's `metadata`: `{ num_iterations }`. */
  get metadata(): { num_iterations: number } {
    return { num_iterations: this.numIterations }
  }

  /**
   * The reference's `to_dict()`: exactly its snake_case fields, in its order.
   *
   * @example
   * Object.keys(health.toDict()) // ['iterations_to_success', 'wasted_iterations', …, 'metadata']
   */
  toDict(): LoopHealthDict {
    return {
      iterations_to_success: this.iterationsToSuccess,
      wasted_iterations: this.wastedIterations,
      doom_loop_fired: this.doomLoopFired,
      guard_interventions: this.guardInterventions,
      total_duration_s: this.totalDurationS,
      score_delta_per_iteration: [...this.scoreDeltaPerIteration],
      converged: this.converged,
      success: this.success,
      passed: this.passed,
      threshold: this.threshold,
      reasoning: this.reasoning,
      metadata: this.metadata,
    }
  }

  /**
   * What `JSON.stringify(health)` writes: {@link toDict}. (JSON has no NaN,
   * so a NaN delta from a missing score is written as `null`.)
   *
   * @example
   * JSON.parse(JSON.stringify(health)).success === health.success // true
   */
  toJSON(): LoopHealthDict {
    return this.toDict()
  }

  /**
   * The summary table as text, for logs or custom output.
   *
   * @example
   * console.error(health.formatSummary({ color: false }))
   */
  formatSummary(options: { color?: boolean } = {}): string {
    return formatLoopHealthSummary(this, options)
  }

  /**
   * Draws the summary table on a stream (stdout by default), in colour only
   * when the stream is a terminal.
   *
   * @example
   * health.printSummary()                              // stdout
   * health.printSummary({ stream: process.stderr })    // stderr
   */
  printSummary(options: PrintSummaryOptions = {}): void {
    const stream = options.stream ?? process.stdout
    const color = options.color ?? wantsColor(process.env, stream.isTTY === true)
    stream.write(formatLoopHealthSummary(this, { color }))
  }
}
