// createLoopGuard: the progress engine at run time. Feed it each tool call,
// result and text chunk while an agent runs; it answers ok, warning or
// critical with the finding, per run, in bounded memory.

import { z } from 'zod'
import { Fn, IdentityOptionsSchema } from '../progress/options.js'
import { ToolIdentities } from '../progress/tools.js'
import { parseOptions, type SchemaCovers } from '../util/options-schema.js'
import { RunState, type GuardSettings } from './run-state.js'
import type { GuardEvent, GuardVerdict, LoopGuardOptions } from './types.js'

/**
 * The run used when a call names none.
 *
 * @example
 * createLoopGuard().status().runId === DEFAULT_RUN_ID // true
 */
export const DEFAULT_RUN_ID = 'default'

/**
 * A tool call as the guard receives it.
 *
 * @example
 * guard.toolCall({ runId: 'r1', toolName: 'search', args: '{"q": "x"}', toolCallId: 'call_1' })
 */
export interface GuardToolCall {
  toolName: string
  /** The arguments (an object, or a JSON string as providers send them). */
  args?: unknown
  /** The provider's call id, to match the result to the call. */
  toolCallId?: string
  runId?: string
}

/**
 * A tool result as the guard receives it.
 *
 * @example
 * guard.toolResult({ runId: 'r1', toolCallId: 'call_1', result: 'no results' })
 */
export interface GuardToolResult {
  /** The tool's name (needed when the call was not recorded or had no id). */
  toolName?: string
  toolCallId?: string
  /** The call's arguments, when the call itself was not recorded. */
  args?: unknown
  /** What the tool returned (`undefined` for a failure reported in `error`). */
  result?: unknown
  /** The error the call failed with. */
  error?: unknown
  runId?: string
}

/**
 * A loop guard: one progress engine per run.
 *
 * @example
 * const guard = createLoopGuard({ repetitionThreshold: 3 })
 * for (const step of agentSteps) {
 *   const verdict = guard.record({ runId, toolName: step.tool, args: step.args, result: step.result })
 *   if (verdict.status === 'critical') break
 * }
 * guard.events(runId) // [{ type: 'repeated_action', is_loop: true, ... }]
 */
export interface LoopGuard {
  /** Records a call before it runs; answers with the run's status so far. */
  toolCall(call: GuardToolCall): GuardVerdict
  /** Records a result and judges it. */
  toolResult(result: GuardToolResult): GuardVerdict
  /** Records a call and its result at once and judges them. */
  record(call: GuardToolCall & Omit<GuardToolResult, 'toolName' | 'toolCallId' | 'runId' | 'args'>): GuardVerdict
  /** Adds a chunk of model text (reasoning or answer) to the current step. */
  text(chunk: string, runId?: string): GuardVerdict
  /** Ends the current model step (a tool call ends it too). */
  endStep(runId?: string): GuardVerdict
  /** The run's current verdict. */
  status(runId?: string): GuardVerdict
  /** The run's guard log, oldest first, in the shape LoopEvaluator recognises. */
  events(runId?: string): GuardEvent[]
  /** Forgets a run and returns its guard log. */
  endRun(runId?: string): GuardEvent[]
  /** The runs currently tracked, least recently used first. */
  readonly runIds: string[]
}

/**
 * Creates a loop guard. Each run (by `runId`; `default` when none is given)
 * has its own state, so nothing leaks between runs; at most `maxRuns` runs
 * are tracked (the least recently used is forgotten), each in memory bounded
 * by `window`, `textWindow` and `maxTextChars`.
 *
 * @example
 * import { createLoopGuard } from 'loopcheck'
 *
 * const guard = createLoopGuard()
 * guard.record({ toolName: 'search', args: { q: 'refund api' }, result: 'no results' })
 * guard.record({ toolName: 'search', args: { q: 'refund api' }, result: 'no results' })
 * guard.record({ toolName: 'search', args: { q: 'refund api' }, result: 'no results' }).status // 'warning'
 * guard.record({ toolName: 'search', args: { q: 'refund api' }, result: 'no results' }).status // 'critical'
 */
export function createLoopGuard(options: LoopGuardOptions = {}): LoopGuard {
  const settings = resolveGuardSettings(options)
  const maxRuns = positiveInteger('maxRuns', options.maxRuns, 100)
  const runs = new Map<string, RunState>()

  const run = (runId: string | undefined): RunState => {
    const id = runId ?? DEFAULT_RUN_ID
    let state = runs.get(id)
    if (state === undefined) {
      state = new RunState(id, settings)
      if (runs.size >= maxRuns) runs.delete(runs.keys().next().value as string)
    } else {
      runs.delete(id) // re-inserted: most recently used last
    }
    runs.set(id, state)
    return state
  }

  return {
    toolCall: (call) => run(call.runId).call(call.toolName, call.args, call.toolCallId),
    toolResult: (result) => run(result.runId).result(result.toolName, result.toolCallId, result.args, result.result, result.error),
    record: (call) => run(call.runId).action(call.toolName, call.args, call.result, call.error),
    text: (chunk, runId) => run(runId).text(chunk),
    endStep: (runId) => run(runId).endStep(),
    status: (runId) => run(runId).current(),
    events: (runId) => runs.get(runId ?? DEFAULT_RUN_ID)?.events ?? [],
    endRun(runId) {
      const id = runId ?? DEFAULT_RUN_ID
      const events = runs.get(id)?.events ?? []
      runs.delete(id)
      return events
    },
    get runIds() {
      return [...runs.keys()]
    },
  }
}

/** The schema of {@link LoopGuardOptions}: identity options plus the guard's own; unknown keys rejected. */
export const GuardOptionsSchema = IdentityOptionsSchema.extend({
  repetitionThreshold: z.number().optional(),
  similarityThreshold: z.number().optional(),
  window: z.number().optional(),
  textWindow: z.number().optional(),
  maxTextChars: z.number().optional(),
  checkMonologues: z.boolean().optional(),
  pollFactor: z.number().optional(),
  maxRuns: z.number().optional(),
  maxEvents: z.number().optional(),
  onEvent: Fn.optional(),
})
const _guardKeys: SchemaCovers<LoopGuardOptions, typeof GuardOptionsSchema> = true
void _guardKeys

function resolveGuardSettings(options: LoopGuardOptions): GuardSettings {
  parseOptions(GuardOptionsSchema, options, 'createLoopGuard')
  const similarityThreshold = options.similarityThreshold ?? 0.85
  if (typeof similarityThreshold !== 'number' || !(similarityThreshold > 0 && similarityThreshold <= 1)) {
    throw new TypeError(`similarityThreshold must be a number above 0 and at most 1, got ${String(similarityThreshold)}`)
  }
  return {
    identities: new ToolIdentities(options),
    repetitionThreshold: positiveInteger('repetitionThreshold', options.repetitionThreshold, 3),
    similarityThreshold,
    window: positiveInteger('window', options.window, 50),
    textWindow: positiveInteger('textWindow', options.textWindow, 8),
    maxTextChars: positiveInteger('maxTextChars', options.maxTextChars, 20_000),
    checkMonologues: options.checkMonologues !== false,
    pollFactor: positiveInteger('pollFactor', options.pollFactor, 3),
    maxEvents: positiveInteger('maxEvents', options.maxEvents, 200),
    onEvent: options.onEvent,
  }
}

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new TypeError(`${name} must be a positive integer, got ${String(value)}`)
  return value
}
