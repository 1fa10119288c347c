// The progress analysis of one trace: actions judged by the ledger, stale
// stretches named, resources checked for flips, agents checked for
// ping-pong, reasoning judged with the actions around it, and the tree
// checked for recursion. Pure and synchronous; every stage is linear or
// bounded (see each module's header).

import type { AskedStep } from './asked-calls.js'
import { toolCallOf, withAskedArguments } from './tool-call.js'
import type { RecursiveCallFinding, SpanRef } from '../report/types.js'
import type { Span } from '../trace/span.js'
import { asksUnanswered, observeAction, personAnswer, type ActionObservation, type ToolCallRecord } from './action.js'
import { ListShapes } from './list-shapes.js'
import { unreadableSpan } from './unreadable.js'
import { findingForRun, type ActionFinding } from './action-findings.js'
import { analyzeAgents, type AgentAnalysis } from './agents.js'
import { hashString } from './hash.js'
import { isUnrecorded, ProgressLedger, type SharedOutcomes } from './ledger.js'
import { LeafMemo, LeafReader } from './memo.js'
import type { ProgressSettings } from './options.js'
import type { ToolIdentities } from './tools.js'
import { progressBetween } from './progress-between.js'
import { analyzeReasoning, type ReasoningAnalysis, type ReasoningInput, type RunEnd, withoutFencedCode } from './reasoning.js'
import { findRecursions } from './recursion.js'
import { delegatesToAgent } from './span-kind.js'
import { flipThresholds, resourceFlips } from './flips.js'
import {
  confirmChanges,
  eventStatuses,
  failedWithoutInput,
  loopThresholds,
  staleRuns,
  type EventStatus,
  type LedgerEvent,
  type LoopThresholds,
  type StaleRun,
} from './runs.js'
import { ResourceStates } from './resources.js'
import { ScreenPoints } from './screen-points.js'
import { collectTimeline, type GenericStep, textOf, type TextStep, type Timeline } from './timeline.js'
import { endedFailing } from './run-end.js'
import { userTurnsOf } from './user-turns.js'
import { countWords } from './action.js'
import { callsSaidInText, FreeTexts, LONG_TEXT_WORDS, reasonedTexts } from './said.js'

const STATE_CHANGE = { novel: true, reason: null, repeats: null } as const
// A call that hands the turn to another agent: `transfer_to_billing`, `transfer_back_to_supervisor`, `handoff_to_x`.
const HANDOFF_CALL = /^(?:transfer|handoff|hand_off)_(?:back_)?to_[a-z0-9_]+$/i
const COVERED_LEVELS = [undefined, 'warning', 'critical'] as const

/**
 * Everything the progress analysis found, per signal.
 *
 * @example
 * const analysis: ProgressAnalysis = analyzeProgress(trace.root, resolveProgressSettings({}))
 * analysis.actions.statuses // ['novel', 'wasted', 'wasted', 'wasted']
 */
export interface ProgressAnalysis {
  readonly timeline: Timeline
  readonly actions: {
    readonly events: LedgerEvent[]
    readonly statuses: EventStatus[]
    readonly runs: StaleRun[]
    readonly findings: ActionFinding[]
  }
  readonly agents: AgentAnalysis
  readonly reasoning: ReasoningAnalysis
  readonly recursions: RecursiveCallFinding[]
}

/**
 * Analyses a span tree for loops by progress.
 *
 * @example
 * const analysis = analyzeProgress(trace.root, resolveProgressSettings({}))
 * analysis.actions.findings.map((f) => f.kind) // ['no-progress-repeat']
 */
export function analyzeProgress(root: Span | null, settings: ProgressSettings): ProgressAnalysis {
  const timeline = collectTimeline(root, (name) => settings.identities.of(name).asksPerson)
  const thresholds = loopThresholds(settings.repetitionThreshold)

  const ledger = new ProgressLedger()
  const resources = new ResourceStates()
  const observer = new SpanObserver(settings.identities)
  const answers = restatedAnswers(timeline.texts, settings.identities)
  const events: LedgerEvent[] = []
  let lastAnswer: number | null = null
  // What the person said in the latest action, while it is the latest: the model step after it reads the same message.
  let personSaid: string | null = null
  for (let a = 0, k = 0; a < timeline.actions.length || k < answers.length; ) {
    const position = events.length
    // A person's answer arrives with the model step that reads it: after the actions before that step.
    if (k < answers.length && (a === timeline.actions.length || answers[k]!.spanIndex < timeline.actions[a]!.spanIndex)) {
      const { spanIndex, action, text } = answers[k++]!
      // The answer a person's own step recorded, read again as the next step's user message, is one answer.
      const echoed = personSaid !== null && personSaid.trim() === text.trim()
      personSaid = null
      if (echoed) continue
      events.push({ position, spanIndex, action, novelty: { novel: false, reason: 'same-answer', repeats: lastAnswer } })
      lastAnswer = position
      continue
    }
    const { spanIndex, span, asked, person } = timeline.actions[a++]!
    personSaid = person ?? null
    // A hand-off call only passes the turn (its "Transferred to …" is the framework's, not an
    // observation): neither progress nor a repeat. Delegation is judged on the agents.
    if (HANDOFF_CALL.test(span.name)) continue
    let action: ActionObservation
    try {
      // A person's message a step brought back is their answer, compared like a restated one.
      action = person === undefined ? observer.observe(span, asked) : personAnswerOf(person, settings.identities)
    } catch (error) {
      throw unreadableSpan(root!, span, error)
    }
    const novelty = ledger.observe(action, position, observer.shared, Array.isArray(span.children) && delegatesToAgent(span.children))
    // Moving a resource to another state is never a repeat; flips are judged
    // separately. A write that failed moved nothing.
    const changed = !action.failing && resources.changes(action)
    events.push({ position, spanIndex, action, novelty: changed && !novelty.novel ? STATE_CHANGE : novelty })
  }
  const statuses = confirmChanges(events, eventStatuses(events, settings.repetitionThreshold))
  const unrecorded = events.map((e) => e.action.exempt || isUnrecorded(e.action))
  const freeTexts = new FreeTexts()
  const runs = staleRuns(statuses, thresholds, wasteCosts(events, statuses, timeline.texts, thresholds, freeTexts), unrecorded, passedOver(events, statuses))
  const findings: ActionFinding[] = []
  // The level of the finding that explains each position, if any (0 none, 1 warning, 2 critical).
  const coveredLevels = new Uint8Array(events.length)
  const stalledRanges: Array<ReasoningInput['stalledRanges'][number]> = []
  for (const run of runs) {
    if (run.level === null) continue
    const finding = findingForRun(events, run)
    findings.push(finding)
    // Unconfirmed changes stay open to flip detection: writing X, Y, X is its own finding.
    for (let p = run.start; p <= run.end; p++) if (statuses[p] !== 'unconfirmed') coveredLevels[p] = run.level === 'critical' ? 2 : 1
    if (run.level !== 'critical') continue
    const cause = { kind: finding.kind, spanIndices: finding.spanIndices }
    let from = run.start > 0 ? events[run.start - 1]!.spanIndex : -1
    for (let p = run.start; p <= run.end; p++) {
      // The reasoning that led to a wasted check includes the reasoning behind the change before it.
      if (statuses[p] === 'wasted') stalledRanges.push({ from, to: events[p]!.spanIndex, cause })
      if (statuses[p] !== 'unconfirmed') from = events[p]!.spanIndex
    }
  }
  const covered = { get: (p: number) => COVERED_LEVELS[coveredLevels[p]!] }
  for (const flip of resourceFlips(events, statuses, flipThresholds(settings.repetitionThreshold), covered)) {
    findings.push(flip.finding)
    if (flip.finding.level !== 'critical') continue
    const cause = { kind: flip.finding.kind, spanIndices: flip.finding.spanIndices }
    for (const p of flip.returnPositions) stalledRanges.push({ from: p > 0 ? events[p - 1]!.spanIndex : -1, to: events[p]!.spanIndex, cause })
  }
  findings.sort((a, b) => a.spanIndices[0]! - b.spanIndices[0]!)

  const novelSpans: number[] = []
  const actionProgress: number[] = []
  const informativeSpans: number[] = []
  const changingSpans: number[] = []
  const answeredSpans: number[] = []
  const failedSpans: number[] = []
  const retrySpans: number[] = []
  statuses.forEach((status, p) => {
    if (status === 'novel') novelSpans.push(events[p]!.spanIndex)
    if (status === 'wasted' && events[p]!.action.failing) failedSpans.push(events[p]!.spanIndex)
    if (status === 'waiting' && events[p]!.action.failing) retrySpans.push(events[p]!.spanIndex)
    if (status === 'novel' || status === 'waiting') actionProgress.push(events[p]!.spanIndex)
    const told = informs(events[p]!, status)
    if (told) informativeSpans.push(events[p]!.spanIndex)
    // A reading that moved (a battery filling while docked) is a change the run is waiting on: news for a restated step.
    if (told || ((status === 'novel' || status === 'waiting') && events[p]!.novelty.remeasured === true)) changingSpans.push(events[p]!.spanIndex)
    // An answer in the same words with only its readings moved (see `informs`) answers nothing new either.
    if (status === 'novel' && answeredAnew(events[p]!.action) && events[p]!.novelty.remeasured !== true) answeredSpans.push(events[p]!.spanIndex)
  })
  // A generic step that did something new (a ham moved, then the next) happened between the model
  // steps around it: a templated note after each is no repeated reasoning.
  const stepsDone = freshSteps(timeline.steps)
  const progressSpans = stepsDone.length > 0 ? mergeSorted(actionProgress, stepsDone) : actionProgress

  const writeSpans = events.filter((e) => e.action.mutating && !e.action.failing).map((e) => e.spanIndex)
  const agents = analyzeAgents(timeline.agents, timeline.texts, novelSpans, settings.identities, thresholds, writeSpans)
  for (const run of agents.runs) {
    if (run.level !== 'critical') continue
    const cause = { kind: 'agent-ping-pong', spanIndices: agents.findingOfRun.get(run)?.spanIndices ?? [] }
    for (let p = run.start; p <= run.end; p++) {
      if (agents.statuses[p] !== 'wasted') continue
      const agent = timeline.agents[p]!
      stalledRanges.push({ from: agent.spanIndex, to: agent.end + 1, cause })
    }
  }

  // Actions that brought nothing new: wasted, or the same words with only their readings moved (remeasured).
  const wastedSpans = new Set<number>()
  statuses.forEach((status, p) => {
    if (status === 'wasted' || events[p]!.novelty.remeasured === true) wastedSpans.add(events[p]!.spanIndex)
  })
  const found = findRecursions(root, settings.identities.volatileArgKeys, wastedSpans)
  const recursions = found.map((recursion): RecursiveCallFinding => {
    const last = recursion.path[recursion.path.length - 1]!
    const label = `${last.type}:${last.name}#${hashString(recursion.label).slice(0, 12)}`
    const path: SpanRef[] = recursion.path.map(({ spanIndex, type, name }) => ({ spanIndex, type, name }))
    return {
      kind: 'recursive-call',
      signal: 'callGraphCycles',
      detector: 'progress',
      level: 'critical',
      label,
      path,
      elided: recursion.elided,
      spanIndices: recursion.reentries,
      count: recursion.count,
      wastedSteps: recursion.count,
      message: `${last.type} span "${last.name}" re-enters itself ${recursion.idle ? 'with its task in other words, no work done on the way,' : 'with the same input'} ${recursion.count === 1 ? 'once' : `${recursion.count} times`} (${path.map((s) => s.name).join(' → ')}${recursion.elided > 0 ? `, ${recursion.elided} spans elided` : ''}).`,
    }
  })
  // The reasoning that led a span to re-enter itself, with no action making
  // progress on the way, stalled like the reasoning of any other confirmed loop.
  found.forEach((recursion, r) => {
    const cause = { kind: 'recursive-call', spanIndices: recursions[r]!.spanIndices }
    recursion.reentries.forEach((to, k) => {
      const from = recursion.entered[k]!
      if (!progressBetween(progressSpans, from, to)) stalledRanges.push({ from, to, cause })
    })
  })

  const reasoning = analyzeReasoning({
    texts: reasonedTexts(timeline.texts, events),
    messages: sentMessages(events, statuses, freeTexts),
    progressSpans,
    informativeSpans,
    changingSpans,
    answeredSpans,
    failedSpans,
    retrySpans,
    stalledRanges,
    similarityThreshold: settings.similarityThreshold,
    thresholds,
    window: settings.textWindow,
    quietBreaks: mergeSorted(
      mergeSorted(
        timeline.actions.map((a) => a.spanIndex),
        timeline.agents.map((a) => a.spanIndex),
      ),
      stepsDone,
    ),
    checkMonologues: settings.checkMonologues,
    writeSpans,
    runEnd: runEndsOf(root, timeline),
  })

  return { timeline, actions: { events, statuses, runs, findings }, agents, reasoning, recursions }
}

/**
 * How each agent run ended (the root at position 0, each delegated agent at
 * its own), read when asked: the text it gave as its answer, and whether the
 * run, or the root around it, ended failing (see run-end.ts: an error, a
 * failed status, an answer that says it stopped at its limit). A model step that is its run's
 * answer was delivered, whatever it repeats.
 */
function runEndsOf(root: Span | null, timeline: Timeline): (owner: number) => RunEnd {
  const spans = new Map<number, Span>()
  if (root !== null) spans.set(0, root)
  for (const agent of timeline.agents) spans.set(agent.spanIndex, agent.span)
  return (owner) => {
    const span = spans.get(owner)
    const output = span?.output
    // An answer kept in a shape not read as text is searched as textOf renders it (bounded, safe on any value).
    const answer = output === undefined || output === null ? null : textOf(output)
    return { answer, failed: endedFailing(span) || endedFailing(root ?? undefined) }
  }
}

/** Distinct calls remembered by content, and the characters of their arguments and results in all. */
const OBSERVATION_LIMIT = 1 << 18
const OBSERVATION_SIZE = 1 << 24

/**
 * Observes tool spans. Calls to the same tool with the same arguments and
 * the same result, both made of leaves and equal entry by entry (key order
 * included), are the same observation: it is made once, from a copy of what
 * was read, and shared. An error, or rules with the user's own callbacks,
 * are observed every time.
 */
class SpanObserver {
  private readonly memo = new LeafMemo<SharedObservation>(OBSERVATION_LIMIT, OBSERVATION_SIZE)
  private readonly args = new LeafReader()
  private readonly output = new LeafReader()
  /** Hashes of the tool and result of the calls observed (a result first seen is never looked up). */
  private readonly answers = new Set<number>()
  /** Where the calls pointed on screen: a click a few pixels from an earlier one is that click again. */
  private readonly points = new ScreenPoints()
  /** The shapes of each tool's answers with a list in them: an answer with its list left out found nothing. */
  private readonly lists = new ListShapes()
  /** The latest observation's place for its outcome ids when it is kept for equal calls (made before, or remembered now): it may be judged again. */
  shared: SharedOutcomes | null = null

  constructor(private readonly identities: ToolIdentities) {}

  observe(span: Span, asked?: AskedStep | null): ActionObservation {
    this.shared = null
    // The answer is set beside the tool's earlier answers first (a failure has no answer to shape).
    const call = this.points.snap(withAskedArguments(toolCallOf(span), asked))
    if (typeof call.tool !== 'string' || (call.error !== undefined && call.error !== null)) return this.observeCall(call)
    const omitsList = this.lists.omitsList(call.tool, call.output)
    this.lists.note(call.tool, call.output)
    return this.observeCall(call, omitsList)
  }

  private observeCall(call: ToolCallRecord, omitsList = false): ActionObservation {
    // A failure or an exit status is not part of what the memo compares: such calls are observed on their own.
    if ((call.error !== undefined && call.error !== null) || call.exitCode !== undefined || typeof call.tool !== 'string')
      return observeAction(call, this.identities)
    // Whether an answer left its list out depends on the answers before it: such a call is observed on its own.
    if (omitsList) return observeAction(call, this.identities, true)
    const rules = this.identities.of(call.tool)
    if (rules.loopKey !== undefined || rules.resultKey !== undefined || !this.output.read(call.output)) return observeAction(call, this.identities)
    // A result this tool never gave before cannot make a call seen before: only its hash is noted.
    const answer = LeafMemo.hashOf(call.tool, this.output)
    if (!this.answers.has(answer)) {
      if (this.answers.size >= OBSERVATION_LIMIT) this.answers.clear()
      this.answers.add(answer)
      this.output.clear()
      return observeAction(call, this.identities)
    }
    if (!this.args.read(call.args)) {
      this.output.clear()
      return observeAction(call, this.identities)
    }
    const hash = LeafMemo.hashOf(call.tool, this.args, this.output)
    const known = this.memo.find(hash, call.tool, this.args, this.output)
    if (known !== undefined) {
      this.args.clear()
      this.output.clear()
      this.shared = known
      return known.action
    }
    const args = this.args.copy()
    const output = this.output.copy()
    this.args.clear()
    this.output.clear()
    const made: SharedObservation = {
      action: observeAction({ tool: call.tool, args: args.value, output: output.value, error: call.error }, this.identities),
      outcomes: null,
    }
    this.shared = made
    return this.memo.add(hash, call.tool, args, output, made).action
  }
}

/** An observation kept for equal calls, with the ledger's place for its outcome ids. */
interface SharedObservation extends SharedOutcomes {
  readonly action: ActionObservation
}

/**
 * Whether an action told the run something a repeated long step could be
 * answering: a new result that is neither empty ("no results", no new
 * messages) nor a failure. A long message said again word for word after
 * "nothing found" or after the action it announced failed ignores what
 * came back, and so does one said again after the same read came back in
 * the same words with other readings (a humidity that moved), and a
 * question put again in the same words after the person answered it.
 */
function informs(event: LedgerEvent, status: EventStatus): boolean {
  // An answer that was not recorded may have told the model anything: missing data is never evidence that
  // nothing new came back (a test run again after an edit, its output not kept).
  if (event.action.resultClass === 'unknown' && !event.action.exempt) return true
  if (status !== 'novel' && status !== 'waiting') return false
  // A harness refusing the reply (a failure with no input: "found 2 actions") told the model its step was
  // never taken: the same content sent again in the right form is that step delivered, not a repeat.
  if (failedWithoutInput(event)) return true
  return !event.action.empty && !event.action.failing && !event.action.asksPerson && event.novelty.remeasured !== true
}

/**
 * The calls that only wrote a thought down (`think`; see `ToolSpec.scratchpad`)
 * and are read as if they were not there: they learn and change nothing, so
 * the same short note to itself before each new item parts no stretch and
 * lengthens none. A thought written again with no other call bringing
 * anything new since it was first written is reasoning going round: that
 * one counts as the wasted step it is. `undefined` when the trace has none.
 */
function unheededThoughts(events: readonly LedgerEvent[], statuses: readonly EventStatus[]): boolean[] | undefined {
  if (!events.some((e) => e.action.scratchpad)) return undefined
  // newsBefore[p]: how many other calls before position p brought something new.
  const newsBefore = new Int32Array(events.length + 1)
  for (let p = 0; p < events.length; p++) newsBefore[p + 1] = newsBefore[p]! + (!events[p]!.action.scratchpad && statuses[p] === 'novel' ? 1 : 0)
  return events.map((event, p) => {
    if (!event.action.scratchpad) return false
    const first = event.novelty.repeats
    return !(statuses[p] === 'wasted' && first !== null && newsBefore[p] === newsBefore[first + 1])
  })
}

/**
 * The calls read as if they were not there (see `staleRuns`): unheeded
 * thoughts, questions to a person with no answer recorded on the call (the
 * answer that comes back is judged), and scrolls answered only with where they moved to
 * (browser-use's "Scrolled down the page by one page (scrollY=3626)"): a
 * move's news is what the read after it shows, so scrolling on between two
 * reads of the same page parts no stretch. A scroll that did not move
 * (answered as before) counts as the wasted step it is. `undefined` when the
 * trace has neither.
 */
function passedOver(events: readonly LedgerEvent[], statuses: readonly EventStatus[]): boolean[] | undefined {
  const thoughts = unheededThoughts(events, statuses)
  let moves: boolean[] | undefined
  for (let p = 0; p < events.length; p++) {
    if (statuses[p] !== 'novel' || !(onlyMoved(events[p]!.action) || asksUnanswered(events[p]!.action))) continue
    moves ??= thoughts?.slice() ?? new Array<boolean>(events.length).fill(false)
    moves[p] = true
  }
  return moves ?? thoughts
}

// A tool that scrolls, by its name: `scroll`, `scroll_down`, `scrollPage`, `mouse_scroll`.
const SCROLL_TOOL = /scroll/i

/** Whether a call only scrolled: a scroll tool answered with a short acknowledgement, not a page's content. */
function onlyMoved(action: ActionObservation): boolean {
  return !action.failing && action.resultClass === 'short' && SCROLL_TOOL.test(action.tool)
}

/** Whether an action came back with an answer that is neither a failure nor empty (nor a person's). */
function answeredAnew(action: ActionObservation): boolean {
  return !action.failing && !action.empty && !action.asksPerson && (action.resultClass === 'substantive' || action.resultClass === 'short')
}

/** Words a reasoning step needs before the step itself is work that was wasted (not "Retrying."). */
const REASONED_WORDS = 8

/**
 * What each wasted action cost, in repeats. A loop is a stretch of steps
 * that make no progress, long enough to matter, and steps differ in what
 * they cost:
 * - a bare repeated call costs 1, and half more when it ignored a clear
 *   answer: it failed the same way, found nothing again, or asked a person
 *   again what they had answered;
 * - a call that a reasoning step led to costs 2: the model turn that chose
 *   it made no progress either (a turn of 8 words or more; "Retrying." is cheap;
 *   a fenced command in the turn is the call said in text, not reasoning);
 * - a call that re-sends the same long text (a message or question of 20
 *   words or more) right after the same text brought nothing new costs a
 *   whole loop: one verbatim repeat of a long step is enough.
 * Linear: one pass, a moving pointer over the text steps.
 */
function wasteCosts(
  events: readonly LedgerEvent[],
  statuses: readonly EventStatus[],
  texts: readonly TextStep[],
  thresholds: LoopThresholds,
  freeTexts: FreeTexts,
): number[] {
  const costs: number[] = new Array(events.length).fill(1)
  // informedBefore[p]: how many actions before position p told the run something (see `informs`), so "none since" is O(1).
  const informedBefore = new Int32Array(events.length + 1)
  for (let p = 0; p < events.length; p++) informedBefore[p + 1] = informedBefore[p]! + (informs(events[p]!, statuses[p]!) ? 1 : 0)
  // Text steps since the last action that was not an unconfirmed change (the
  // reasoning behind an edit led to the check after it); their words are
  // only counted for a wasted action, and at most REASONED_WORDS of them.
  let since = 0
  let t = 0
  for (let p = 0; p < events.length; p++) {
    const event = events[p]!
    while (t < texts.length && texts[t]!.spanIndex < event.spanIndex) t++
    if (statuses[p] === 'wasted') {
      let words = 0
      for (let k = since; k < t && words < REASONED_WORDS; k++) {
        const said = withoutFencedCode(texts[k]!.text)
        if (!callsSaidInText(said, events, texts[k]!.spanIndex, texts[k + 1]?.spanIndex ?? Number.POSITIVE_INFINITY)) words += countWords(said, REASONED_WORDS)
      }
      let cost = (words >= REASONED_WORDS ? 2 : 1) + (event.action.failing || event.action.empty || event.action.asksPerson ? 0.5 : 0)
      const sameCall =
        event.novelty.reason === 'same-result' && event.novelty.repeats !== null && informedBefore[p]! === informedBefore[event.novelty.repeats + 1]!
      // A long text the tool accepted again (a message re-sent); a rejected one is an ordinary failing retry.
      if (sameCall && !event.action.failing && (freeTexts.of(event.action)?.words ?? 0) >= LONG_TEXT_WORDS) cost = Math.max(cost, thresholds.critical)
      costs[p] = cost
    }
    if (statuses[p] !== 'unconfirmed') since = t
  }
  return costs
}

/**
 * The long texts the agent sent through tools (a message to a customer, a
 * comment, a question), as steps of their own channel: the tool and whom or
 * what the call names (the recipient, the ticket). One channel's messages are
 * compared with each other only, so a templated message to each of many
 * recipients is batch work, and the same long message to one recipient
 * again is a repeat. Only texts the tool accepted count.
 */
function sentMessages(events: readonly LedgerEvent[], statuses: readonly EventStatus[], freeTexts: FreeTexts): TextStep[] {
  const channels = new Map<string, number>()
  const messages: TextStep[] = []
  for (const event of events) {
    // Only a text the tool took: a rejected send is an ordinary failing retry, a pending one is missing data.
    const { action } = event
    if (action.failing || action.resultClass === 'unknown' || !action.argsRecorded) continue
    const longest = freeTexts.of(event.action)
    if (longest === null || longest.words < LONG_TEXT_WORDS) continue
    const text = longest.text
    const channel = `${event.action.tool}\u0000${event.action.identifiers}`
    let owner = channels.get(channel)
    if (owner === undefined) channels.set(channel, (owner = -(channels.size + 1)))
    const informed = statuses[event.position] === 'novel' && event.action.resultClass === 'substantive' && !event.action.empty
    messages.push({ spanIndex: event.spanIndex, group: event.action.tool, owner, user: null, text, informed })
  }
  return messages
}

/** The span positions of the generic steps that did something no earlier one did (its name, arguments and answer). */
function freshSteps(steps: readonly GenericStep[]): number[] {
  const seen = new Set<string>()
  const fresh: number[] = []
  for (const step of steps) {
    if (seen.has(step.digest)) continue
    seen.add(step.digest)
    fresh.push(step.spanIndex)
  }
  return fresh
}

/** Two ascending lists merged into one. Linear. */
function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = new Array(a.length + b.length)
  let i = 0
  let j = 0
  let n = 0
  while (i < a.length || j < b.length) out[n++] = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!
  return out
}

/** The name a person's answer read from a user turn is listed under. */
export const USER_ANSWER_TOOL = 'user'

/**
 * The user messages that only restate an earlier one (see user-turns.ts), as
 * observations of a person's answer at the model step that read them: a
 * person who answers "Saturday morning before 11" again, asked in other
 * words, told the run nothing new, whatever asked them (a message tool, the
 * model's own text). New user messages are not listed: a new request is
 * not an action's outcome.
 */
function restatedAnswers(texts: readonly TextStep[], identities: ToolIdentities): Array<{ spanIndex: number; action: ActionObservation; text: string }> {
  if (texts.length === 0) return []
  const turns = userTurnsOf(texts)
  const answers: Array<{ spanIndex: number; action: ActionObservation; text: string }> = []
  turns.forEach((turn, i) => {
    if (turn !== 'restated') return
    const text = texts[i]!.userText ?? ''
    answers.push({ spanIndex: texts[i]!.spanIndex, action: personAnswerOf(text, identities), text })
  })
  return answers
}

/** A person's answer as an action: what they said, under the user's name. */
function personAnswerOf(text: string, identities: ToolIdentities): ActionObservation {
  return personAnswer(text, identities, USER_ANSWER_TOOL)
}
