import { resolveDeepevalOptions, scoreDeepevalTrace, deepevalInputOf } from '../deepeval/index.js'
import type { HttpOptions } from '../judge/backends/http.js'
import { JevBackend } from '../judge/backends/jev.js'
import { OpenAICompatibleBackend } from '../judge/backends/openai-compatible.js'
import type { Env } from '../judge/backends/env.js'
import type { JudgeBackend } from '../judge/backends/types.js'
import { SemanticLoopDetection } from '../judge/detection.js'
import type { SemanticLoopOptions } from '../judge/options.js'
import { detectLoops } from '../report/detect.js'
import { DETECTORS } from '../report/detectors.js'
import { OracleBackend } from './oracle.js'
import type { BenchmarkRow } from './rows.js'
import { UsageError } from '../util/usage-error.js'

/**
 * What a detector concluded about one row, and what it cost.
 *
 * @example
 * const outcome: BenchOutcome = await benchDetector('lexical').score(row)
 * outcome.success // false
 */
export interface BenchOutcome {
  /** The reasoning-stagnation sub-score (1.0 clean). */
  reasoningStagnation: number
  /** The detector's verdict: `true` means "no loop". */
  success: boolean
  /** The judge was undecided on the row (judged detectors only). */
  uncertain: boolean
  /** The judge failed and the row was scored deterministically; `error` says why. */
  failed: boolean
  error: string | null
  costUsd: number
  inputTokens: number
  latencyMs: number
}

/**
 * A detector as the benchmark runs it: one row in, one outcome out.
 *
 * @example
 * const detector = benchDetector('lexical')
 * const outcome = await detector.score(row)
 * outcome.reasoningStagnation // 1
 */
export interface BenchDetector {
  /** The name it was asked for (`lexical`, `jev`...). */
  name: string
  /** The column heading: the name, with the model for judges (`jev:jev-latest`). */
  label: string
  description: string
  /** Set for the oracle: its numbers check the mechanism, not a judge. */
  mechanismCheck: boolean
  score(row: BenchmarkRow, options?: { signal?: AbortSignal }): Promise<BenchOutcome>
}

/**
 * Settings for the judged detectors (`jev`, `llm`); the environment fills
 * what is not given (`TYPESAFE_*`, `OPENAI_*`).
 *
 * @example
 * benchDetector('jev', { model: 'typesafe/jev-1.13', baseUrl: 'https://host/api/jev', jevPath: '' })
 */
export interface BenchDetectorOptions {
  model?: string
  baseUrl?: string
  /** The System One path under the base URL; `''` when the base URL is the endpoint. */
  jevPath?: string
  inputUsdPerMTok?: number
  outputUsdPerMTok?: number
  http?: Partial<HttpOptions>
  env?: Env
  /** Options of the judged detector (defaults: semloop's). */
  judge?: SemanticLoopOptions
}

const BUILT_IN = {
  lexical: "the deterministic metric (deepeval's AgentLoopDetectionMetric, default options)",
  oracle: "the judged detector answered from each row's own labels: checks the mechanism, not a judge",
  jev: "the judged detector with TypeSafe's Jev (System One API)",
  llm: 'the judged detector with an OpenAI-compatible chat model',
} as const

/**
 * Every detector name the benchmark accepts: its own four, then every
 * detector registered in `DETECTORS` (looked up now, so detectors added
 * later appear without changes here).
 *
 * @example
 * benchDetectorNames() // ['lexical', 'oracle', 'jev', 'llm', 'deepeval', ...]
 */
export function benchDetectorNames(): Array<{ name: string; description: string }> {
  const names: Array<{ name: string; description: string }> = Object.entries(BUILT_IN).map(([name, description]) => ({ name, description }))
  for (const [name, detector] of Object.entries(DETECTORS)) {
    if (!Object.hasOwn(BUILT_IN, name)) names.push({ name, description: detector.description })
  }
  return names
}

/**
 * The detector called `name`: `lexical`, `oracle`, `jev`, `llm`, or any
 * detector in `DETECTORS`. Throws {@link UsageError} for an unknown
 * name or a judge that is not configured (no key, no model).
 *
 * @example
 * const detector = benchDetector('oracle')
 * detector.mechanismCheck // true
 */
export function benchDetector(name: string, options: BenchDetectorOptions = {}): BenchDetector {
  switch (name) {
    case 'lexical':
      return {
        name,
        label: name,
        description: BUILT_IN.lexical,
        mechanismCheck: false,
        async score(row) {
          const started = performance.now()
          const result = scoreDeepevalTrace(deepevalInputOf(row), resolveDeepevalOptions())
          return deterministicOutcome(result.scoreBreakdown?.reasoning_stagnation ?? 1, result.success === true, started)
        },
      }
    case 'oracle':
      return judged(name, 'oracle', BUILT_IN.oracle, true, (row) => new OracleBackend(row), options.judge)
    case 'jev': {
      const backend = configured(
        () =>
          new JevBackend({
            model: options.model,
            baseUrl: options.baseUrl,
            path: options.jevPath,
            inputUsdPerMTok: options.inputUsdPerMTok,
            http: options.http,
            env: options.env,
          }),
      )
      return judged(name, `jev:${backend.model}`, BUILT_IN.jev, false, () => backend, options.judge)
    }
    case 'llm': {
      const backend = configured(
        () =>
          new OpenAICompatibleBackend({
            model: options.model,
            baseUrl: options.baseUrl,
            inputUsdPerMTok: options.inputUsdPerMTok,
            outputUsdPerMTok: options.outputUsdPerMTok,
            http: options.http,
            env: options.env,
          }),
      )
      return judged(name, `llm:${backend.model}`, BUILT_IN.llm, false, () => backend, options.judge)
    }
  }
  const registered = Object.hasOwn(DETECTORS, name) ? DETECTORS[name] : undefined
  if (registered === undefined) {
    const known = benchDetectorNames()
      .map((d) => d.name)
      .join(', ')
    throw new UsageError(`unknown detector "${name}"; choose one of: ${known}`)
  }
  return {
    name,
    label: name,
    description: registered.description,
    mechanismCheck: false,
    async score(row) {
      const started = performance.now()
      const report = detectLoops(row, { detector: name })
      return deterministicOutcome(report.breakdown.reasoningStagnation, report.success, started)
    },
  }
}

function judged(
  name: string,
  label: string,
  description: string,
  mechanismCheck: boolean,
  backendFor: (row: BenchmarkRow) => JudgeBackend,
  options: SemanticLoopOptions | undefined,
): BenchDetector {
  return {
    name,
    label,
    description,
    mechanismCheck,
    async score(row, { signal } = {}) {
      const result = await new SemanticLoopDetection(backendFor(row), options).measure(row, { signal })
      return {
        reasoningStagnation: result.breakdown.reasoningStagnation,
        success: result.success,
        uncertain: result.uncertain,
        failed: result.judgeFailed,
        error: result.judgeError,
        costUsd: result.costUsd,
        inputTokens: result.inputTokens,
        latencyMs: result.latencyMs,
      }
    },
  }
}

function deterministicOutcome(reasoningStagnation: number, success: boolean, started: number): BenchOutcome {
  return {
    reasoningStagnation,
    success,
    uncertain: false,
    failed: false,
    error: null,
    costUsd: 0,
    inputTokens: 0,
    latencyMs: performance.now() - started,
  }
}

function configured<T>(make: () => T): T {
  try {
    return make()
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}
