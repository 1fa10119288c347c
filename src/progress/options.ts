// The progress detector's settings: the options of `DetectOptions` it reads
// (same names as deepeval's, with the meanings documented below) plus
// identity options under `progress`. Declared here, not imported, so the
// detector does not depend on the registry that lists it.

import { z } from 'zod'
import type { DeepevalOptions } from '../deepeval/index.js'
import type { IdentityOptions, ToolSpec } from './tools.js'
import { ToolIdentities } from './tools.js'
import type { SchemaCovers } from '../util/options-schema.js'

/**
 * Options specific to the progress detector: how tool calls are identified
 * (see {@link IdentityOptions}) and how far back reasoning is compared.
 *
 * @example
 * const options: ProgressOptions = { tools: { job_status: { poll: true } }, textWindow: 12 }
 */
export interface ProgressOptions extends IdentityOptions {
  /** How many earlier reasoning steps of the same agent each step is compared with (8). */
  textWindow?: number
  /**
   * Judge monologues (true): model turns with no tool call, delegation or
   * new user message between them that restate an earlier turn's content,
   * however reworded. `similarityThreshold` does not apply to them (it
   * measures wording; this measures content); turn them off here.
   */
  checkMonologues?: boolean
}

/**
 * `DetectOptions` as the progress detector reads them:
 * - `threshold` (0.5): the minimum combined score for `success`; warnings
 *   score between 0.5 and 1, so a threshold above 0.5 makes warnings fail too;
 *   a critical finding always fails.
 * - `repetitionThreshold` (3): how many repeats that bring nothing new
 *   (after the first call) make a confirmed loop; one fewer is a warning
 *   when it is 3 or more. The same count applies to repeated reasoning steps,
 *   agent runs and returns of a flipped resource.
 * - `similarityThreshold` (0.85): the Jaccard similarity of two reasoning
 *   steps' word-bigram sets, beyond what every step of the agent shares,
 *   that makes the later step a repeat.
 * - `checkToolRepetition`, `checkReasoningStagnation`, `checkCallGraphCycles`:
 *   report each signal (a check turned off scores 1 and reports nothing; the
 *   other signals are computed the same either way).
 * - `strictMode`: the verdict needs a perfect score (any finding fails), and
 *   the score becomes 1 or 0.
 * - `progress`: identity options ({@link ProgressOptions}).
 *
 * @example
 * detectLoops(trace, { detector: 'progress', repetitionThreshold: 4, progress: { tools: { search: { volatileArgs: ['session'] } } } })
 */
export interface ProgressDetectOptions
  extends Pick<
    DeepevalOptions,
    'repetitionThreshold' | 'similarityThreshold' | 'checkToolRepetition' | 'checkReasoningStagnation' | 'checkCallGraphCycles' | 'strictMode'
  > {
  /** The minimum combined score for `success` (0.5). */
  threshold?: number
  progress?: ProgressOptions
}

/**
 * Resolved settings.
 *
 * @example
 * const settings: ProgressSettings = resolveProgressSettings({ repetitionThreshold: 4 })
 */
export interface ProgressSettings {
  readonly threshold: number
  readonly repetitionThreshold: number
  readonly similarityThreshold: number
  readonly checkToolRepetition: boolean
  readonly checkReasoningStagnation: boolean
  readonly checkCallGraphCycles: boolean
  readonly strictMode: boolean
  readonly textWindow: number
  readonly checkMonologues: boolean
  readonly identities: ToolIdentities
}

/**
 * Validates and fills in the progress detector's settings. Throws a
 * `TypeError` naming the option when a value is out of range.
 *
 * @example
 * resolveProgressSettings({}).repetitionThreshold // 3
 */
export function resolveProgressSettings(options: ProgressDetectOptions = {}): ProgressSettings {
  const threshold = numberIn('threshold', options.threshold, 0.5, 0, 1)
  const repetitionThreshold = integerAtLeast('repetitionThreshold', options.repetitionThreshold, 3, 1)
  const similarityThreshold = numberIn('similarityThreshold', options.similarityThreshold, 0.85, Number.MIN_VALUE, 1)
  const textWindow = integerAtLeast('progress.textWindow', options.progress?.textWindow, 8, 1)
  return {
    threshold: options.strictMode === true ? 1 : threshold,
    repetitionThreshold,
    similarityThreshold,
    checkToolRepetition: options.checkToolRepetition !== false,
    checkReasoningStagnation: options.checkReasoningStagnation !== false,
    checkCallGraphCycles: options.checkCallGraphCycles !== false,
    strictMode: options.strictMode === true,
    textWindow,
    checkMonologues: options.progress?.checkMonologues !== false,
    identities: new ToolIdentities(options.progress ?? {}),
  }
}

function numberIn(name: string, value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new TypeError(`${name} must be a number from ${min === Number.MIN_VALUE ? 'above 0' : min} to ${max}, got ${String(value)}`)
  }
  return value
}

function integerAtLeast(name: string, value: number | undefined, fallback: number, min: number): number {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new TypeError(`${name} must be an integer of at least ${min}, got ${String(value)}`)
  }
  return value
}

const Names = z.array(z.string()).readonly()
/** A function-valued option. */
export const Fn = z.custom<(value: unknown) => unknown>((value) => typeof value === 'function', { message: 'expected a function' })

/** One tool's identity declaration ({@link ToolSpec}); unknown keys are rejected. */
const ToolSpecSchema = z.strictObject({
  volatileArgs: Names.optional(),
  volatileResults: Names.optional(),
  modifierArgs: Names.optional(),
  targetArgs: Names.optional(),
  rationaleArgs: Names.optional(),
  loopKey: Fn.optional(),
  resultKey: Fn.optional(),
  mutating: z.boolean().optional(),
  poll: z.boolean().optional(),
  resourceArg: z.string().optional(),
  asksPerson: z.boolean().optional(),
  exempt: z.boolean().optional(),
  bookkeeping: z.boolean().optional(),
  scratchpad: z.boolean().optional(),
})

/**
 * The schema of `IdentityOptions` (how tool calls are identified), shared by
 * the progress detector's options and the run-time guard's.
 *
 * @example
 * IdentityOptionsSchema.safeParse({ tools: { job_status: { poll: true } } }).success // true
 */
export const IdentityOptionsSchema = z.strictObject({
  tools: z.record(z.string(), ToolSpecSchema).optional(),
  volatileArgKeys: Names.optional(),
  volatileResultKeys: Names.optional(),
  rationaleKeys: Names.optional(),
  modifierKeys: Names.optional(),
  resourceKeys: Names.optional(),
  mutatingWords: Names.optional(),
  pollWords: Names.optional(),
  askWords: Names.optional(),
  bookkeepingWords: Names.optional(),
  queryKeys: Names.optional(),
  positionKeys: Names.optional(),
  maskVolatileText: z.boolean().optional(),
  volatileResultKeyPattern: z.instanceof(RegExp).nullable().optional(),
})

/**
 * The schema of {@link ProgressOptions}: every key and its type, unknown keys
 * rejected (ranges are checked by `resolveProgressSettings`).
 *
 * @example
 * ProgressOptionsSchema.safeParse({ textWindow: 12 }).success // true
 * ProgressOptionsSchema.safeParse({ textWindw: 12 }).success  // false
 */
export const ProgressOptionsSchema = IdentityOptionsSchema.extend({
  textWindow: z.number().optional(),
  checkMonologues: z.boolean().optional(),
})

const _progressKeys: SchemaCovers<ProgressOptions, typeof ProgressOptionsSchema> = true
const _toolKeys: SchemaCovers<ToolSpec, typeof ToolSpecSchema> = true
void _progressKeys
void _toolKeys
