// The loop guard for the Vercel AI SDK (`ai` 5 and 6): a `stopWhen`
// condition that stops a looping agent, and a `prepareStep` hook that warns
// the model first (the two-strike response gemini-cli and openclaw converged
// on). No runtime import of `ai`: the SDK's shapes are read structurally, so
// `ai` stays an optional peer and this module works with any version that
// passes `steps` with `content` parts (or `toolCalls`/`toolResults`).

import { z } from 'zod'
import { createLoopGuard, GuardOptionsSchema, type LoopGuard } from '../guard/guard.js'
import { Fn } from '../progress/options.js'
import { parseOptions, type SchemaCovers } from '../util/options-schema.js'
import { recommendationOf } from '../guard/events.js'
import type { GuardEvent, GuardVerdict, LoopGuardOptions } from '../guard/types.js'
import type { LoopFinding } from '../report/types.js'

/**
 * The parts of an AI SDK step the guard reads (`StepResult` of `ai` 5 and 6
 * is assignable to it). Content parts are read by their `type`: `text`,
 * `reasoning`, `tool-call`, `tool-result`, `tool-error`.
 *
 * @example
 * const step: AiSdkStepLike = { content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'search', input: { q: 'x' } }] }
 */
export interface AiSdkStepLike {
  readonly content?: ReadonlyArray<{ readonly type: string }>
  readonly text?: string
  readonly reasoningText?: string
  readonly toolCalls?: ReadonlyArray<{ readonly toolCallId?: string; readonly toolName: string; readonly input?: unknown; readonly args?: unknown }>
  readonly toolResults?: ReadonlyArray<{ readonly toolCallId?: string; readonly toolName?: string; readonly output?: unknown; readonly result?: unknown }>
}

/**
 * A message the warning hook adds (assignable to the SDK's model messages).
 *
 * @example
 * const note: GuardWarningMessage = { role: 'user', content: 'Loop guard: search was called 4 times…' }
 */
export interface GuardWarningMessage {
  role: 'user' | 'system'
  content: string
}

/**
 * Options of {@link aiSdkLoopGuard}: the guard's own, plus how to respond.
 *
 * @example
 * aiSdkLoopGuard({ repetitionThreshold: 4, warnAs: 'system', onCritical: 'final-answer' })
 */
export interface AiSdkLoopGuardOptions extends LoopGuardOptions {
  /** Use this guard instead of creating one (to share its log, or its runs). */
  guard?: LoopGuard
  /** A fixed run id for every call; by default each `generateText`/`streamText` call is its own run. */
  runId?: string
  /** Add a warning message to the next step while the run is at warning level (true). */
  warn?: boolean
  /** The role of the warning message: `user` (default; accepted by every provider) or `system`. */
  warnAs?: 'user' | 'system'
  /** The warning's text (default: the finding and what to do instead). */
  warningMessage?: (finding: LoopFinding) => string
  /**
   * What to do on a confirmed loop: `stop` (default) ends the run after the
   * step; `final-answer` first gives the model one step without tools to
   * answer with what it has (deer-flow's response), then ends the run.
   */
  onCritical?: 'stop' | 'final-answer'
  /** Stop already at warning level (false). */
  stopOnWarning?: boolean
}

/**
 * The guard wired for the AI SDK.
 *
 * @example
 * import { generateText, stepCountIs } from 'ai'
 * import { aiSdkLoopGuard } from 'loopcheck'
 *
 * const loopGuard = aiSdkLoopGuard({ repetitionThreshold: 3 })
 * const result = await generateText({
 *   model, tools, prompt,
 *   stopWhen: [stepCountIs(30), loopGuard.stopWhen],
 *   prepareStep: loopGuard.prepareStep,
 * })
 * loopGuard.lastVerdict()?.status // 'critical' when the agent was stopped for looping
 * loopGuard.events()              // guard log for LoopEvaluator / toHaveHealthyLoop
 */
export interface AiSdkLoopGuard {
  readonly guard: LoopGuard
  /** A `stopWhen` condition: true once the run reaches a confirmed loop (or warning, with `stopOnWarning`). */
  readonly stopWhen: (options: { steps: ReadonlyArray<AiSdkStepLike> }) => boolean
  /** A `prepareStep` hook: warns the model while the run is at warning level, forces a final answer with `onCritical: 'final-answer'`. */
  readonly prepareStep: <M>(options: {
    steps: ReadonlyArray<AiSdkStepLike>
    messages: M[]
  }) => { messages: Array<M | GuardWarningMessage>; toolChoice?: 'none' } | { toolChoice: 'none'; messages?: Array<M | GuardWarningMessage> } | undefined
  /** The id of the most recent run. */
  runId(): string | undefined
  /** The latest verdict of the most recent run. */
  lastVerdict(): GuardVerdict | undefined
  /** The guard log of a run (the most recent by default). */
  events(runId?: string): GuardEvent[]
}

interface RunTracking {
  readonly runId: string
  consumed: number
  verdict: GuardVerdict | undefined
  forcedAnswerAt: number | null
}

let runCounter = 0

// The guard's options plus the wiring's own; unknown keys rejected.
const AiSdkLoopGuardOptionsSchema = GuardOptionsSchema.extend({
  guard: z
    .custom<LoopGuard>((value) => typeof value === 'object' && value !== null && typeof (value as LoopGuard).record === 'function', {
      message: 'expected a loop guard (createLoopGuard())',
    })
    .optional(),
  runId: z.string().optional(),
  warn: z.boolean().optional(),
  warnAs: z.enum(['user', 'system']).optional(),
  warningMessage: Fn.optional(),
  onCritical: z.enum(['stop', 'final-answer']).optional(),
  stopOnWarning: z.boolean().optional(),
})
const _aiSdkKeys: SchemaCovers<AiSdkLoopGuardOptions, typeof AiSdkLoopGuardOptionsSchema> = true
void _aiSdkKeys

/**
 * Creates the AI SDK wiring of a loop guard. Steps are fed to the guard as
 * the SDK reports them (text and reasoning first, then each tool call with
 * its result or error), once each, whichever of `stopWhen` and
 * `prepareStep` sees them first.
 *
 * @example
 * const loopGuard = aiSdkLoopGuard({ tools: { job_status: { poll: true } } })
 * await generateText({ model, tools, prompt, stopWhen: [stepCountIs(20), loopGuard.stopWhen], prepareStep: loopGuard.prepareStep })
 */
export function aiSdkLoopGuard(options: AiSdkLoopGuardOptions = {}): AiSdkLoopGuard {
  parseOptions(AiSdkLoopGuardOptionsSchema, options, 'aiSdkLoopGuard')
  const {
    guard: given,
    runId: _runId,
    warn: _warn,
    warnAs: _warnAs,
    warningMessage: _message,
    onCritical: _onCritical,
    stopOnWarning: _stop,
    ...guardOptions
  } = options
  const guard = given ?? createLoopGuard(guardOptions)
  const runs = new WeakMap<object, RunTracking>()
  let latest: RunTracking | undefined

  const track = (steps: ReadonlyArray<AiSdkStepLike>): RunTracking | undefined => {
    const first = steps[0]
    if (first === undefined) return undefined
    let run = runs.get(first)
    if (run === undefined) {
      run = { runId: options.runId ?? `ai-sdk-${++runCounter}`, consumed: 0, verdict: undefined, forcedAnswerAt: null }
      runs.set(first, run)
    }
    for (; run.consumed < steps.length; run.consumed++) run.verdict = feedStep(guard, run.runId, steps[run.consumed]!)
    latest = run
    return run
  }

  const stopLevelReached = (verdict: GuardVerdict | undefined): boolean =>
    verdict !== undefined && (verdict.peak === 'critical' || (options.stopOnWarning === true && verdict.peak === 'warning'))

  const warningText = (finding: LoopFinding): string =>
    options.warningMessage !== undefined ? options.warningMessage(finding) : `Loop guard: ${finding.message} ${recommendationOf(finding)}`

  return {
    guard,
    stopWhen({ steps }) {
      const run = track(steps)
      if (run === undefined || !stopLevelReached(run.verdict)) return false
      if (options.onCritical !== 'final-answer') return true
      // Stop once the forced answer step has run.
      return run.forcedAnswerAt !== null && steps.length > run.forcedAnswerAt
    },
    prepareStep({ steps, messages }) {
      const run = track(steps)
      const verdict = run?.verdict
      if (run === undefined || verdict === undefined) return undefined
      if (verdict.peak === 'critical' && options.onCritical === 'final-answer') {
        run.forcedAnswerAt ??= steps.length
        const note: GuardWarningMessage = {
          role: options.warnAs ?? 'user',
          content: `Loop guard: ${verdict.finding?.message ?? 'the run is looping.'} Do not call any more tools; give your final answer with what you have.`,
        }
        return { toolChoice: 'none', messages: [...messages, note] }
      }
      if (options.warn === false || verdict.status !== 'warning' || verdict.finding === null) return undefined
      return { messages: [...messages, { role: options.warnAs ?? 'user', content: warningText(verdict.finding) }] }
    },
    runId: () => latest?.runId,
    lastVerdict: () => latest?.verdict,
    events: (runId) => guard.events(runId ?? latest?.runId),
  }
}

/** Feeds one SDK step to the guard and returns the verdict after it. */
function feedStep(guard: LoopGuard, runId: string, step: AiSdkStepLike): GuardVerdict {
  if (Array.isArray(step.content)) {
    const parts = step.content as ReadonlyArray<{ readonly type: string; readonly [key: string]: unknown }>
    const outcomes = new Map<string, { output?: unknown; error?: unknown }>()
    for (const part of parts) {
      if ((part.type === 'tool-result' || part.type === 'tool-error') && typeof part.toolCallId === 'string') {
        outcomes.set(part.toolCallId, part.type === 'tool-result' ? { output: part.output } : { error: part.error ?? 'error' })
      }
    }
    for (const part of parts) {
      if ((part.type === 'text' || part.type === 'reasoning') && typeof part.text === 'string') guard.text(part.text, runId)
      else if (part.type === 'tool-call' && typeof part.toolName === 'string') {
        const outcome = typeof part.toolCallId === 'string' ? outcomes.get(part.toolCallId) : undefined
        guard.record({ runId, toolName: part.toolName, args: part.input ?? part.args, result: outcome?.output, error: outcome?.error })
      }
    }
  } else {
    const text = `${step.reasoningText ?? ''}${step.text ?? ''}`
    if (text !== '') guard.text(text, runId)
    for (const call of step.toolCalls ?? []) {
      const result = step.toolResults?.find((r) => r.toolCallId === call.toolCallId)
      guard.record({ runId, toolName: call.toolName, args: call.input ?? call.args, result: result?.output ?? result?.result })
    }
  }
  return guard.endStep(runId)
}
