// What a run does, decided from the options and the environment: pure
// functions, so the rules (colours, progress bar, worker threads, the
// detector's options) are tested without starting a process.

import { wantsColor } from '../../util/color.js'
import { verdictRuleOf } from '../../report/verdict.js'
import type { DetectOptions } from '../../index.js'
import type { CheckOptions } from '../args/parse.js'
import type { ScoreConfig } from '../score/types.js'

/**
 * Inputs at least this large are scored on worker threads (unless `--jobs` says otherwise).
 *
 * @example
 * const threads = totalBytes >= WORKER_THRESHOLD_BYTES ? availableParallelism() : 1
 */
export const WORKER_THRESHOLD_BYTES = 2 * 1024 * 1024

/**
 * The detector's options from the command line: only what the user set, so
 * the detector's own defaults apply otherwise.
 *
 * @example
 * detectOptionsOf({ ...options, threshold: 0.7, checkCallGraphCycles: false }, 'deepeval')
 * // { detector: 'deepeval', threshold: 0.7, checkCallGraphCycles: false }
 */
export function detectOptionsOf(options: CheckOptions, detector: string | undefined): DetectOptions {
  const detect: DetectOptions = detector === undefined ? {} : { detector }
  if (options.threshold !== undefined) detect.threshold = options.threshold
  if (options.repetitionThreshold !== undefined) detect.repetitionThreshold = options.repetitionThreshold
  if (options.similarityThreshold !== undefined) detect.similarityThreshold = options.similarityThreshold
  if (!options.checkToolRepetition) detect.checkToolRepetition = false
  if (!options.checkReasoningStagnation) detect.checkReasoningStagnation = false
  if (!options.checkCallGraphCycles) detect.checkCallGraphCycles = false
  if (options.progressOptions !== undefined) detect.progress = options.progressOptions
  return detect
}

/**
 * What the scorer needs: the detector's options, the verdict rule (the
 * matcher's: any loop fails, unless `--threshold` asks for the score), and
 * the extra data the chosen outputs print.
 *
 * @example
 * scoreConfigOf(options, detectOptionsOf(options, 'deepeval')).verdictBy // 'loops'
 */
export function scoreConfigOf(options: CheckOptions, detect: DetectOptions): ScoreConfig {
  return {
    detect,
    verdictBy: verdictRuleOf(options.threshold),
    maxWastedTokens: options.maxWastedTokens,
    includeReport: options.format === 'json',
    includeTimeline: options.html !== undefined,
  }
}

/** The environment variables and terminals the output rules read. */
export interface Terminal {
  env: Readonly<Record<string, string | undefined>>
  stdoutIsTTY: boolean
  stderrIsTTY: boolean
}

/**
 * Whether to colour the output: `--color`/`--no-color` win; then
 * `NO_COLOR` (set to anything non-empty) turns colours off and
 * `FORCE_COLOR` (anything but `0`) on; otherwise colours go to a terminal
 * only, never to a file or a pipe, and not to a dumb terminal.
 *
 * @example
 * useColors(options, { env: { NO_COLOR: '1' }, stdoutIsTTY: true, stderrIsTTY: true }) // false
 */
export function useColors(options: Pick<CheckOptions, 'color' | 'output'>, terminal: Terminal): boolean {
  return options.color ?? wantsColor(terminal.env, options.output === undefined && terminal.stdoutIsTTY)
}

/**
 * Whether to draw the progress bar: on a terminal's stderr only, never with
 * `--format json` (whose consumers are programs), not in CI logs, and not
 * with `--no-progress`.
 *
 * @example
 * showProgressBar({ progress: true, format: 'json' }, terminal) // false
 */
export function showProgressBar(options: Pick<CheckOptions, 'progress' | 'format'>, terminal: Terminal): boolean {
  return options.progress && options.format !== 'json' && terminal.stderrIsTTY && terminal.env.CI === undefined
}

/**
 * How many threads score: `--jobs` when given, otherwise every core for
 * inputs of at least {@link WORKER_THRESHOLD_BYTES} and one thread below
 * that, where starting workers would cost more than it saves.
 *
 * @example
 * scoringThreads(undefined, 50_000_000, 2) // 2
 * scoringThreads(undefined, 10_000, 2)     // 1
 */
export function scoringThreads(jobs: number | undefined, totalBytes: number, cores: number): number {
  return jobs ?? (totalBytes >= WORKER_THRESHOLD_BYTES ? cores : 1)
}
