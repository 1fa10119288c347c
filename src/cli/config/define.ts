// loopcheck/config: the CLI's configuration file, in the convention of
// `vitest.config.ts`. `loopcheck.config.{ts,mts,js,mjs}` default-exports
// `defineConfig({...})`; the CLI finds it in the working folder (or takes
// `--config <file>`), validates it with the same options schema as the API,
// and lets command-line flags override it.

import { z } from 'zod'
import type { JudgeBackend } from '../../judge/backends/types.js'
import { DetectOptionsSchema, type DetectOptions } from '../../report/options.js'
import type { SchemaCovers } from '../../util/options-schema.js'
import { OUTPUT_FORMATS, type OutputFormat } from '../output/reporter.js'

/**
 * What `loopcheck.config.ts` can set: every option of `detectLoops` (the
 * detector, its thresholds and checks, `progress` identity options), what to
 * read, a judge, the baseline gate and the output. Flags on the command line
 * override it.
 *
 * @example
 * const config: LoopcheckConfig = { include: ['traces/'], threshold: 0.7, baseline: 'loopcheck-baseline.json' }
 */
export interface LoopcheckConfig extends Omit<DetectOptions, 'format' | 'goal'> {
  /** Files, folders and globs to score when no paths are given on the command line. */
  include?: string[]
  /** Globs of files never to score (relative to the working folder). */
  ignore?: string[]
  /**
   * A judge to score with instead of a detector: any `JudgeBackend`, for
   * example `new AiSdkJudgeBackend({ model })` from `loopcheck/judge`.
   * `--judge jev|llm` on the command line replaces it.
   */
  judge?: JudgeBackend
  /** Traces judged at once (4). */
  judgeConcurrency?: number
  /** Fail a trace whose loops cost more tokens than this (`--max-wasted-tokens`; needs recorded usage). */
  maxWastedTokens?: number
  /** The baseline file the run is compared with (`--baseline`). */
  baseline?: string
  /**
   * How much a trace's score may drop below its baseline, and its wasted
   * tokens grow (as a share of the baseline's), before it is a regression (0; `--tolerance`).
   */
  tolerance?: number
  /** The output format (`--format`): pretty, json, junit, markdown or github. */
  reporter?: OutputFormat
  /** Write the output to this file instead of stdout (`--output`). */
  output?: string
  /** Also write the HTML report here (`--html`). */
  html?: string
  /** Scoring threads (`--jobs`; default: by input size). */
  jobs?: number
}

const Judge = z.custom<JudgeBackend>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as JudgeBackend).ask === 'function' && typeof (value as JudgeBackend).model === 'string',
  { message: 'expected a judge backend (an object with name, model and ask(), for example new AiSdkJudgeBackend({ model }))' },
)

/**
 * The schema of {@link LoopcheckConfig}: the options schema of `detectLoops`
 * (so a misspelt option fails with the closest valid name) plus the CLI's own.
 *
 * @example
 * LoopcheckConfigSchema.safeParse({ repetitonThreshold: 2 }).success // false
 */
export const LoopcheckConfigSchema = DetectOptionsSchema.omit({ format: true, goal: true }).extend({
  threshold: z.number().min(0).max(1).optional(),
  include: z.array(z.string()).optional(),
  ignore: z.array(z.string()).optional(),
  judge: Judge.optional(),
  judgeConcurrency: z.number().int().min(1).optional(),
  maxWastedTokens: z.number().int().min(0).optional(),
  baseline: z.string().optional(),
  tolerance: z.number().min(0).max(1).optional(),
  reporter: z.enum(OUTPUT_FORMATS).optional(),
  output: z.string().optional(),
  html: z.string().optional(),
  jobs: z.number().int().min(1).optional(),
})
const _configKeys: SchemaCovers<LoopcheckConfig, typeof LoopcheckConfigSchema> = true
void _configKeys

/**
 * Types a configuration file's default export (it returns it unchanged).
 *
 * @example
 * // loopcheck.config.ts
 * import { anthropic } from '@ai-sdk/anthropic'
 * import { defineConfig } from 'loopcheck/config'
 * import { AiSdkJudgeBackend } from 'loopcheck/judge'
 *
 * export default defineConfig({
 *   include: ['traces/'],
 *   judge: new AiSdkJudgeBackend({ model: anthropic('claude-3-5-haiku-latest') }),
 *   baseline: 'loopcheck-baseline.json',
 * })
 */
export function defineConfig(config: LoopcheckConfig): LoopcheckConfig {
  return config
}
