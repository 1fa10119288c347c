// One run's guard state: the progress engine fed step by step, in bounded
// memory. Everything kept is windowed: the last `window` actions (and the
// ledger of their outcomes), the current stretch without progress, the last
// `textWindow` reasoning steps as shingle sets, the resources written
// recently, and at most `maxEvents` events.
//
// Without hindsight a stale poll cannot be known to pay off later, so poll
// tools get `pollFactor` times the repeats before they warn or stop, and
// stale polls within that allowance count as waiting for the reasoning check.
//
// Monologues (model steps with no tool call between them) are judged by
// content as they end, with the detector's rule (progress/monologue.ts): the
// judge keeps at most `textWindow` steps' terms, and any tool call starts a
// new stretch.

import { observeAction } from '../progress/action.js'
import { findingForRun } from '../progress/action-findings.js'
import { flipThresholds } from '../progress/flips.js'
import { ProgressLedger } from '../progress/ledger.js'
import { ResourceStates } from '../progress/resources.js'
import { previewText } from '../progress/preview.js'
import { findChant, monologueThresholds } from '../progress/reasoning.js'
import { MonologueJudge, turnTerms } from '../progress/monologue.js'
import { levelOf, loopThresholds, type LedgerEvent, type LoopThresholds } from '../progress/runs.js'
import { intersectSorted, shingleHashes, sketch, sketchSimilarity, wordHashes } from '../progress/shingles.js'
import type { ToolIdentities } from '../progress/tools.js'
import type { ChantingFinding, FindingLevel, LoopFinding, RepeatedReasoningFinding } from '../report/types.js'
import { guardEventOf } from './events.js'
import { FlipTracker, MAX_RESOURCES } from './flip-tracker.js'
import type { GuardEvent, GuardStatus, GuardVerdict } from './types.js'

/** The resolved settings every run of one guard shares. */
export interface GuardSettings {
  readonly identities: ToolIdentities
  readonly repetitionThreshold: number
  readonly similarityThreshold: number
  readonly window: number
  readonly textWindow: number
  readonly maxTextChars: number
  readonly checkMonologues: boolean
  readonly pollFactor: number
  readonly maxEvents: number
  readonly onEvent: ((event: GuardEvent) => void) | undefined
}

interface Streak {
  /** The stale actions since the last new outcome (the last `window` of them). */
  entries: LedgerEvent[]
  wasted: number
  pollOnly: boolean
}

interface TextStepState {
  readonly step: number
  readonly hashes: Uint32Array
  readonly text: string
  /** The progress tick when the step ended: equal ticks mean no progress in between. */
  readonly tick: number
}

const CHANT_CHECK_EVERY = 2000
const MAX_PENDING = 100

/** One run's guard state. */
export class RunState {
  private step = 0
  private actionCount = 0
  private novelCount = 0
  private tick = 0
  private readonly ledger: ProgressLedger
  private readonly resourceStates = new ResourceStates(MAX_RESOURCES)
  private readonly flips: FlipTracker
  private readonly recent: LedgerEvent[] = []
  private streak: Streak = { entries: [], wasted: 0, pollOnly: true }
  private readonly pending = new Map<string, { toolName: string; args: unknown }>()
  private readonly unnamedPending: Array<{ toolName: string; args: unknown }> = []
  private buffer = ''
  private bufferSinceChant = 0
  private readonly textSteps: TextStepState[] = []
  private textStreak: Array<{ steps: [number, number]; similarity: number }> = []
  private chant: ChantingFinding | null = null
  private readonly monologue: MonologueJudge
  /** Consecutive restating steps of the current monologue. */
  private monologueRun: Array<{ steps: [number, number]; similarity: number }> = []
  private readonly monologueLimits: LoopThresholds
  private readonly log: GuardEvent[] = []
  private eventCount = 0
  private readonly emitted = new Set<string>()
  private peak: GuardStatus = 'ok'
  private readonly thresholds: LoopThresholds
  private readonly pollThresholds: LoopThresholds

  constructor(
    readonly runId: string,
    private readonly settings: GuardSettings,
  ) {
    this.ledger = new ProgressLedger(settings.window)
    this.flips = new FlipTracker(flipThresholds(settings.repetitionThreshold))
    this.thresholds = loopThresholds(settings.repetitionThreshold)
    this.monologue = new MonologueJudge(settings.textWindow)
    this.monologueLimits = monologueThresholds(settings.repetitionThreshold)
    this.pollThresholds = {
      critical: settings.repetitionThreshold * settings.pollFactor,
      warning: this.thresholds.warning === null ? null : this.thresholds.warning * settings.pollFactor,
    }
  }

  /** All events recorded, oldest first (the first `maxEvents`). */
  get events(): GuardEvent[] {
    return [...this.log]
  }

  /** How many events were recorded in all. */
  get totalEvents(): number {
    return this.eventCount
  }

  /** Remembers a call until its result arrives. */
  call(toolName: string, args: unknown, callId: string | undefined): GuardVerdict {
    this.finishText()
    this.endMonologue()
    const record = { toolName, args }
    if (callId !== undefined) {
      if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string)
      this.pending.set(callId, record)
    } else {
      if (this.unnamedPending.length >= MAX_PENDING) this.unnamedPending.shift()
      this.unnamedPending.push(record)
    }
    return this.verdict()
  }

  /** Judges a result against the run so far; the call is looked up by id, else by name, else taken from `args`. */
  result(toolName: string | undefined, callId: string | undefined, args: unknown, output: unknown, error: unknown): GuardVerdict {
    let call: { toolName: string; args: unknown } | undefined
    if (callId !== undefined) {
      call = this.pending.get(callId)
      this.pending.delete(callId)
    }
    if (call === undefined) {
      const at = this.unnamedPending.findIndex((c) => toolName === undefined || c.toolName === toolName)
      if (at >= 0) call = this.unnamedPending.splice(at, 1)[0]
    }
    const name = toolName ?? call?.toolName ?? 'unknown'
    return this.action(name, args !== undefined ? args : call?.args, output, error)
  }

  /** Judges a call and its result at once. */
  action(toolName: string, args: unknown, output: unknown, error: unknown): GuardVerdict {
    this.finishText()
    this.endMonologue()
    const step = ++this.step
    const action = observeAction({ tool: toolName, args, output, error }, this.settings.identities)
    const position = this.actionCount++
    const observed = this.ledger.observe(action, position)
    // Moving a resource to another state is never a repeat; flips are judged separately.
    const novelty = this.resourceStates.changes(action) && !observed.novel ? { novel: true, reason: null, repeats: null } : observed
    const event: LedgerEvent = { position, spanIndex: step, action, novelty }
    this.recent.push(event)
    if (this.recent.length > this.settings.window) this.recent.shift()
    if (novelty.novel) {
      this.novelCount++
      this.tick++
      this.streak = { entries: [], wasted: 0, pollOnly: true }
    } else {
      this.streak.entries.push(event)
      if (this.streak.entries.length > this.settings.window) this.streak.entries.shift()
      this.streak.wasted++
      this.streak.pollOnly = this.streak.pollOnly && action.poll
      // A stale poll within its allowance is a wait, as far as reasoning is concerned.
      if (this.streak.pollOnly && this.streak.wasted < this.pollThresholds.critical) this.tick++
    }
    this.flips.record(action, step, novelty.novel, this.novelCount)
    return this.verdict()
  }

  /** Adds streamed reasoning text to the current step. */
  text(chunk: string): GuardVerdict {
    if (chunk.length === 0) return this.verdict()
    this.buffer += chunk
    if (this.buffer.length > this.settings.maxTextChars) this.buffer = this.buffer.slice(this.buffer.length - this.settings.maxTextChars)
    this.bufferSinceChant += chunk.length
    if (this.bufferSinceChant >= CHANT_CHECK_EVERY) {
      this.bufferSinceChant = 0
      this.checkChant(this.step + 1)
    }
    return this.verdict()
  }

  /** Ends the current reasoning step (a tool call ends it too). */
  endStep(): GuardVerdict {
    this.finishText()
    return this.verdict()
  }

  /** The run's current verdict, recording nothing new. */
  current(): GuardVerdict {
    return this.verdict()
  }

  private finishText(): void {
    if (this.buffer.trim() === '') {
      this.buffer = ''
      return
    }
    const step = ++this.step
    const text = this.buffer
    this.buffer = ''
    this.bufferSinceChant = 0
    this.chant = null
    this.checkChant(step, text)
    const hashes = shingleHashes(wordHashes(text))
    const last = this.textSteps[this.textSteps.length - 1]
    if (last !== undefined && last.tick !== this.tick) this.textStreak = []
    // Steps with no progress since: compare, after removing what all of them (and this one) share.
    const comparable = this.textSteps.filter((s) => s.tick === this.tick)
    let common: Uint32Array | null = null
    if (comparable.length >= 2) {
      common = hashes
      for (const s of comparable) common = intersectSorted(common, s.hashes)
    }
    const mine = sketch(hashes, common)
    let best: { steps: [number, number]; similarity: number } | null = null
    for (const earlier of comparable) {
      const similarity = sketchSimilarity(sketch(earlier.hashes, common), mine)
      if (similarity >= this.settings.similarityThreshold && (best === null || similarity > best.similarity)) best = { steps: [earlier.step, step], similarity }
    }
    if (best !== null) this.textStreak.push(best)
    this.textSteps.push({ step, hashes, text: previewText(text, 300), tick: this.tick })
    if (this.textSteps.length > this.settings.textWindow) this.textSteps.shift()
    if (this.settings.checkMonologues) {
      const verdict = this.monologue.push(turnTerms(text), step)
      if (verdict.verdict === 'restates' && verdict.repeats !== null) this.monologueRun.push({ steps: [verdict.repeats, step], similarity: verdict.similarity })
      else if (verdict.verdict === 'new') this.monologueRun = []
    }
  }

  /** A tool call ends the monologue: the next step starts a new stretch. */
  private endMonologue(): void {
    this.monologue.reset()
    this.monologueRun = []
  }

  private checkChant(step: number, text: string = this.buffer): void {
    const found = findChant(text)
    if (found === null) return
    const { chant, prose } = found
    this.chant = {
      kind: 'chanting',
      signal: 'reasoningStagnation',
      detector: 'progress',
      level: 'critical',
      step,
      spanIndex: step,
      text: previewText(text, 300),
      unit: (prose.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).slice(chant.firstWord, chant.firstWord + 8).join(' '),
      repeats: chant.repeats,
      novelty: Math.round(chant.novelty * 10_000) / 10_000,
      wastedSteps: 1,
      message: `The model is repeating itself: one 8-word unit occurs ${chant.repeats} times in the current output.`,
    }
  }

  private actionFinding(): LoopFinding | null {
    const { entries, wasted, pollOnly } = this.streak
    if (entries.length === 0) return null
    const level = levelOf(wasted, pollOnly ? this.pollThresholds : this.thresholds)
    if (level === null) return null
    // Re-base the window so the shared finding builder can read it.
    const base = this.recent[0]!.position
    const local: LedgerEvent[] = this.recent.map((e) => ({
      ...e,
      position: e.position - base,
      novelty: e.novelty.repeats === null ? e.novelty : { ...e.novelty, repeats: e.novelty.repeats - base >= 0 ? e.novelty.repeats - base : null },
    }))
    const start = Math.max(0, entries[0]!.position - base)
    const end = entries[entries.length - 1]!.position - base
    const finding = findingForRun(local, { start, end, wasted, cost: wasted, level })
    // Positions back in the run's numbering (steps are the span indices online).
    return { ...finding, positions: finding.positions.map((p) => p + base) } as LoopFinding
  }

  private textFinding(): RepeatedReasoningFinding | null {
    const run = this.textStreak
    const level = levelOf(run.length, this.thresholds)
    if (level === null) return null
    return this.reasoningFinding(
      run,
      level,
      'residual-shingle-jaccard',
      `${run.length} reasoning steps repeat an earlier one with no new result from any action in between.`,
    )
  }

  private monologueFinding(): RepeatedReasoningFinding | null {
    const run = this.monologueRun
    const level = levelOf(run.length, this.monologueLimits)
    if (level === null) return null
    const lowest = run.reduce((min, p) => Math.min(min, p.similarity), 1)
    return this.reasoningFinding(
      run,
      level,
      'content-word-containment',
      `${run.length} model steps in a row restate an earlier step (${Math.round(lowest * 100)}% or more of their content already said) with no tool call in between.`,
    )
  }

  /** A repeated-reasoning finding over a run of alike step pairs; online, steps stand in for span indices. */
  private reasoningFinding(
    run: ReadonlyArray<{ steps: [number, number]; similarity: number }>,
    level: FindingLevel,
    measure: RepeatedReasoningFinding['measure'],
    message: string,
  ): RepeatedReasoningFinding {
    const steps = [...new Set(run.flatMap((p) => p.steps))].sort((a, b) => a - b)
    const texts = new Map(this.textSteps.map((s) => [s.step, s.text]))
    return {
      kind: 'repeated-reasoning',
      signal: 'reasoningStagnation',
      detector: 'progress',
      level,
      steps,
      spanIndices: steps,
      texts: steps
        .filter((s) => texts.has(s))
        .slice(0, 10)
        .map((s) => texts.get(s)!),
      pairs: run.slice(0, 50).map((p) => ({ steps: p.steps, similarity: Math.round(p.similarity * 10_000) / 10_000 })),
      measure,
      wastedSteps: run.length,
      message,
    }
  }

  private verdict(): GuardVerdict {
    const live: Array<{ key: string; finding: LoopFinding }> = []
    const action = this.actionFinding()
    if (action !== null) live.push({ key: `action:${this.streak.entries[0]?.position ?? 0}`, finding: action })
    const flip = this.flips.finding(this.novelCount)
    if (flip !== null) live.push({ key: `flip:${flip.resource}`, finding: flip })
    // Repeated wording and a restating monologue often describe the same
    // steps: the more serious one is live, under one key, so one loop makes one event per level.
    const text = this.textFinding()
    const monologue = this.monologueFinding()
    const reasoning = monologue !== null && (text === null || rank(monologue.level) > rank(text.level)) ? monologue : text
    if (reasoning !== null) live.push({ key: `text:${reasoning.steps[0] ?? 0}`, finding: reasoning })
    if (this.chant !== null) live.push({ key: `chant:${this.chant.step}`, finding: this.chant })

    let status: GuardStatus = 'ok'
    let worst: LoopFinding | null = null
    let recorded: GuardEvent | null = null
    for (const { key, finding } of live) {
      if (rank(finding.level) > rank(status)) {
        status = finding.level
        worst = finding
      }
      const emitKey = `${key}:${finding.level}`
      if (this.emitted.has(emitKey)) continue
      this.emitted.add(emitKey)
      const event = guardEventOf(finding, this.runId, this.step)
      this.eventCount++
      if (this.log.length < this.settings.maxEvents) this.log.push(event)
      this.settings.onEvent?.(event)
      if (recorded === null || (event.is_loop && !recorded.is_loop)) recorded = event
    }
    if (rank(status) > rank(this.peak)) this.peak = status
    return { runId: this.runId, status, peak: this.peak, finding: worst, event: recorded, step: this.step }
  }
}

function rank(level: GuardStatus | FindingLevel): number {
  return level === 'critical' ? 2 : level === 'warning' ? 1 : 0
}
