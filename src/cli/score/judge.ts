// The judged detector in the CLI: one request per trace to a judge model,
// so scoring is network-bound, not CPU-bound. It runs on the main thread
// with a few traces in flight at once rather than in the worker pool.

import { JevBackend, JudgeError, judgeDetectLoops, OpenAICompatibleBackend, type JudgeBackend, type SemanticLoopOptions } from '../../judge/index.js'
import type { Scorer } from './pool.js'
import { scoreTextAsync } from './score-text.js'
import type { ScoreConfig } from './types.js'

/**
 * The judge backends `--judge` accepts.
 *
 * @example
 * JUDGE_BACKENDS.includes(name) // 'jev' or 'llm'
 */
export const JUDGE_BACKENDS = ['jev', 'llm'] as const

/** One of {@link JUDGE_BACKENDS}. */
export type JudgeBackendName = (typeof JUDGE_BACKENDS)[number]

/** Where a judge is, beyond what the environment says. */
export interface JudgeSettings {
  backend: JudgeBackendName
  model?: string
  baseUrl?: string
  env: Readonly<Record<string, string | undefined>>
}

/**
 * The judge backend `--judge` names, configured from the flags and the
 * environment (`TYPESAFE_API_KEY`, `OPENAI_API_KEY`, `OPENAI_MODEL`...). API
 * keys are only ever read from the environment, never from a flag, so they
 * do not show in process lists or shell history. Throws `JudgeError`
 * (kind `config`) when the backend is not set up.
 *
 * @example
 * const judge = createJudgeBackend({ backend: 'llm', model: 'gpt-4o-mini', env: process.env })
 */
export function createJudgeBackend(settings: JudgeSettings): JudgeBackend {
  if (settings.backend === 'jev') return new JevBackend({ model: settings.model, baseUrl: settings.baseUrl, env: settings.env })
  return new OpenAICompatibleBackend({ model: settings.model, baseUrl: settings.baseUrl, env: settings.env })
}

/**
 * Whether an error is a judge that is not configured (a usage problem, not a bad trace).
 *
 * @example
 * try { createJudgeBackend(settings) } catch (error) { if (isJudgeConfigError(error)) throw new UsageError(error.message) }
 */
export function isJudgeConfigError(error: unknown): error is JudgeError {
  return error instanceof JudgeError && error.kind === 'config'
}

/**
 * A scorer that asks a judge about each trace, `concurrency` traces at a
 * time. A trace whose judge call fails is an error result (the judge's
 * message, with the key redacted), never a pass.
 *
 * @example
 * const scorer = judgeScorer(config, createJudgeBackend({ backend: 'jev', env: process.env }), 4)
 */
export function judgeScorer(config: ScoreConfig, backend: JudgeBackend, concurrency: number): Scorer {
  const options: SemanticLoopOptions = {
    threshold: config.detect.threshold,
    repetitionThreshold: config.detect.repetitionThreshold,
    similarityThreshold: config.detect.similarityThreshold,
    checkToolRepetition: config.detect.checkToolRepetition,
    checkReasoningStagnation: config.detect.checkReasoningStagnation,
    checkCallGraphCycles: config.detect.checkCallGraphCycles,
  }
  for (const key of Object.keys(options) as Array<keyof SemanticLoopOptions>) if (options[key] === undefined) delete options[key]
  let running = 0
  const waiting: Array<() => void> = []
  const slot = async (): Promise<void> => {
    if (running < concurrency) {
      running++
      return
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = (): void => {
    const next = waiting.shift()
    if (next === undefined) running--
    else next()
  }
  return {
    threads: 0,
    score(items) {
      const scored = Promise.all(
        items.map(async (item) => {
          await slot()
          try {
            return await scoreTextAsync(item, config, async (trace) => {
              const report = await judgeDetectLoops(trace, backend, options)
              return report.judge.failed ? { ...report, judgeError: report.judge.error ?? 'no answer' } : report
            })
          } finally {
            release()
          }
        }),
      )
      return scored.then((results) => results.flat())
    },
    utilization: () => [],
    close: async () => {},
  }
}
