// Names the shape of each stretch of stale actions and turns it into a
// finding with its evidence, most specific first: one error again and again,
// one call repeated, a resource flipped back and forth, a fixed cycle of 2
// to 5 calls, one tool churning through argument variants that all give a
// known result, or a mixed stretch.

import type {
  ActionEvidence,
  ArgumentChurnFinding,
  NoProgressRepeatFinding,
  NoProgressRunFinding,
  PeriodicCycleFinding,
  RepeatedErrorFinding,
  ResourceFlipFinding,
} from '../report/types.js'
import { asksUnanswered, replyText } from './action.js'
import { plural } from '../util/text.js'
import { firstItems, firstMapped } from './limits.js'
import { maskVolatileText, volatileKinds } from './mask.js'
import { previewText, previewValue } from './preview.js'
import { periodOf, type LedgerEvent, type StaleRun } from './runs.js'

/** The action findings the detector reports. */
export type ActionFinding =
  | NoProgressRepeatFinding
  | PeriodicCycleFinding
  | ArgumentChurnFinding
  | RepeatedErrorFinding
  | ResourceFlipFinding
  | NoProgressRunFinding

const DETECTOR = 'progress'
const VARIANT_LIMIT = 10

/**
 * The finding for one stretch of stale actions that reached a level.
 * `events` is the whole timeline (the stretch's first occurrences sit before it).
 */
export function findingForRun(events: readonly LedgerEvent[], run: StaleRun): ActionFinding {
  const level = run.level ?? 'warning'
  const inside = events.slice(run.start, run.end + 1)
  // Changes inside a stretch were new in themselves, but the check after each
  // said what it said before: they are cited as changes, and the shape is
  // read from the observations.
  // A question with no answer recorded is no change: its answer is judged on its own.
  const changes = inside.filter((e) => e.novelty.novel && !asksUnanswered(e.action))
  const stale = changes.length === 0 ? inside : inside.filter((e) => !e.novelty.novel)
  const involved = involvedPositions(events, run).filter((p) => !events[p]!.novelty.novel || p < run.start)
  const cited = involved.map((p) => events[p]!)
  const base = {
    signal: 'toolRepetition' as const,
    detector: DETECTOR,
    level,
    spanIndices: firstMapped(cited, (e) => e.spanIndex),
    positions: firstItems(involved),
    wastedSteps: run.wasted,
    ...(changes.length > 0 ? { changes: changes.slice(0, VARIANT_LIMIT).map(evidenceOf) } : {}),
    ...volatileEvidence(cited),
  }
  const nothing = stale.every((e) => e.action.empty)
  if (nothing) (base as { foundNothing?: true }).foundNothing = true
  // A write between is a change; a read between brought an answer of its own (a status re-read
  // between re-submits), which is no change to the world.
  const changed = changes.filter((e) => e.action.mutating)
  const answered = changes.filter((e) => !e.action.mutating)
  const between = [
    ...(changed.length > 0 ? [`${changed.length} change${changed.length === 1 ? '' : 's'} (${list(distinct(changed.map((e) => e.action.tool)))})`] : []),
    ...(answered.length > 0
      ? [`${answered.length} new answer${answered.length === 1 ? '' : 's'} (${list(distinct(answered.map((e) => e.action.tool)))})`]
      : []),
  ]
  const after = between.length > 0 ? ` after ${between.join(' and ')} that did not change the outcome` : ''
  const first = cited[0]!.action
  const count = cited.length

  // A person who kept answering what they had already said, whatever asked
  // them again: restated user messages (after messages, the model's own
  // questions), or the answers of calls that ask a person, however the
  // question was worded.
  const restated = cited.every((e) => e.novelty.reason === 'same-answer')
  if (restated || cited.every((e) => e.action.asksPerson && !e.action.mutating && !e.action.failing)) {
    // What the person said, not the record it came in.
    const said = (restated ? cited[cited.length - 1]! : stale[stale.length - 1]!).action.output
    const answer = previewValue(restated ? said : (replyText(said) ?? said))
    return {
      ...base,
      kind: 'no-progress-repeat',
      tool: first.tool,
      arguments: previewValue(first.args),
      result: answer,
      count,
      message: restated
        ? `The person answered ${plural(count, 'more time')} with what they had already said (${quote(answer)})${after}; asking again brought nothing new.`
        : `A person was asked ${count} times and kept answering what they had already said (${quote(answer)})${after}; ${plural(run.wasted, 'more question')} brought nothing new.`,
    }
  }
  // One error again and again: every call it cites failed, and with the same error
  // (whatever the tool): two tools failing in turn with their own errors are a mixed stretch.
  if (
    stale.every((e) => e.action.resultClass === 'error') &&
    cited.every((e) => e.action.resultClass === 'error') &&
    distinct(cited.map(failureOf)).length === 1
  ) {
    const tools = distinct(cited.map((e) => e.action.tool))
    const variants = distinctBy(cited, (e) => e.action.key)
    const error = previewValue(stale[0]!.action.failureReason())
    return {
      ...base,
      kind: 'repeated-error',
      tools,
      error,
      variants: variants.slice(0, VARIANT_LIMIT).map((e) => previewValue(e.action.args)),
      count,
      message: `${list(tools)} failed ${count} times with the same error (${quote(error)})${variants.length > 1 ? ` across ${variants.length} argument variants` : ''}${after}; ${run.wasted === 1 ? '1 retry' : `${run.wasted} retries`} brought nothing new.`,
    }
  }
  if (cited.every((e) => e.action.key === first.key)) {
    const result = previewValue(stale[0]!.action.output)
    return {
      ...base,
      kind: 'no-progress-repeat',
      tool: first.tool,
      arguments: previewValue(first.args),
      result,
      count,
      // A framework that refused the repeat in the tool's place (CrewAI) said so: that is the answer quoted.
      message: stale[0]!.action.repeatRefused
        ? `${first.tool} was called ${count} times with the same arguments and the framework refused the repeat (${quote(result)})${after}; ${plural(run.wasted, 'repeat')} brought nothing new.`
        : `${first.tool} was called ${count} times with the same arguments and got a result it had already seen (${quote(result)})${after}; ${plural(run.wasted, 'repeat')} brought nothing new.`,
    }
  }
  const flip = flipShape(cited)
  if (flip !== null) {
    return {
      ...base,
      kind: 'resource-flip',
      tools: distinct(cited.map((e) => e.action.tool)),
      resource: flip.resource,
      states: flip.states,
      sequence: flip.sequence,
      returns: flip.returns,
      message: `${flip.resource} was written back and forth between ${flip.states.length} states ${count} times, returning to an earlier state ${flip.returns === 1 ? 'once' : `${flip.returns} times`}, with no new result.`,
    }
  }
  const period = periodOf(events, run.start, run.end)
  // A cycle is a whole turn said again: one call repeating the call three back is no three-call cycle.
  if (period !== null && period >= 2 && run.end - run.start + 1 >= period) {
    const turn = events.slice(run.start - period, run.start)
    // The calls cited from the cycle's first turn on, so that the k-th cited is the cycle's (k mod period)-th call.
    const cycleStart = involved.indexOf(run.start - period)
    const positions = cycleStart >= 0 ? involved.slice(cycleStart) : positionsFrom(run.start - period, run.end)
    return {
      ...base,
      positions: firstItems(positions),
      spanIndices: firstMapped(positions, (p) => events[p]!.spanIndex),
      kind: 'periodic-cycle',
      period,
      cycle: turn.map(evidenceOf),
      count: positions.length,
      message: `A cycle of ${period} calls (${turn.map((e) => e.action.tool).join(' → ')}) repeated over ${positions.length} calls without a new result.`,
    }
  }
  if (cited.every((e) => e.action.tool === first.tool)) {
    const variants = distinctBy(cited, (e) => e.action.key)
    const result = previewValue(stale[0]!.action.output)
    return {
      ...base,
      kind: 'argument-churn',
      tool: first.tool,
      variants: variants.slice(0, VARIANT_LIMIT).map((e) => previewValue(e.action.args)),
      result,
      count,
      message: `${first.tool} was called ${count} times with ${variants.length} argument variants${cited.every((e) => e.action.target === first.target) ? ' on the same target' : ''}, and ${nothing ? 'every variant found nothing again' : 'every variant got a result already seen'} (${quote(result)})${after}.`,
    }
  }
  const actions = distinctBy(cited, (e) => e.action.key)
  return {
    ...base,
    kind: 'no-progress-run',
    actions: actions.slice(0, VARIANT_LIMIT).map(evidenceOf),
    count,
    message: `${count} calls to ${list(distinct(actions.map((e) => e.action.tool)))} went by without any new result${after}; ${run.wasted} of them brought nothing new.`,
  }
}

/** The positions from `first` to `last`, both included. */
function positionsFrom(first: number, last: number): number[] {
  const positions: number[] = []
  for (let p = first; p <= last; p++) positions.push(p)
  return positions
}

/**
 * The positions a finding cites: the stretch itself and, before it, the
 * earlier actions its repeats repeat (the first occurrences).
 */
function involvedPositions(events: readonly LedgerEvent[], run: StaleRun): number[] {
  // The stretch is every position from start to end; only the first occurrences before it need sorting.
  const before = new Set<number>()
  for (let p = run.start; p <= run.end; p++) {
    const repeats = events[p]!.novelty.repeats
    if (repeats !== null && repeats < run.start) before.add(repeats)
  }
  const sorted = [...before].sort((a, b) => a - b)
  const positions: number[] = new Array(sorted.length + run.end - run.start + 1)
  for (let i = 0; i < sorted.length; i++) positions[i] = sorted[i]!
  for (let p = run.start, i = sorted.length; p <= run.end; p++, i++) positions[i] = p
  return positions
}

function flipShape(cited: readonly LedgerEvent[]): { resource: string; states: unknown[]; sequence: number[]; returns: number } | null {
  const firstWrite = cited[0]!.action.write
  if (firstWrite === null) return null
  if (!cited.every((e) => e.action.write !== null && e.action.write.resource === firstWrite.resource)) return null
  const stateIndex = new Map<string, number>()
  const states: unknown[] = []
  const sequence: number[] = []
  let returns = 0
  let previous: string | null = null
  for (const event of cited) {
    const state = event.action.write!.state
    let index = stateIndex.get(state)
    if (index === undefined) {
      index = stateIndex.size
      stateIndex.set(state, index)
      if (states.length < VARIANT_LIMIT) states.push(previewValue(event.action.args))
    } else if (state !== previous) {
      returns++
    }
    sequence.push(index < VARIANT_LIMIT ? index : -1)
    previous = state
  }
  if (stateIndex.size < 2) return null
  return { resource: resourceName(firstWrite.resource), states, sequence, returns }
}

/** The readable part of a resource identity (`path\u0000src/app.ts` → `src/app.ts`). */
export function resourceName(resource: string): string {
  const cut = resource.indexOf('\u0000')
  return previewText(cut >= 0 ? resource.slice(cut + 1) : resource, 200)
}

/**
 * What the comparison ignored: when the cited results differ as recorded but
 * are equal once volatile parts are masked, the kinds of part masked and the
 * result as compared. Bounded: reads the previews of at most ten results.
 */
function volatileEvidence(cited: readonly LedgerEvent[]): { ignored?: string[]; comparedAs?: string } {
  const shown = cited.slice(0, VARIANT_LIMIT)
  const texts = shown.map((e) => resultText(e.action.output))
  if (texts.length < 2 || texts.every((t) => t === texts[0])) return {}
  const kinds = new Set<string>()
  for (const text of texts) for (const kind of volatileKinds(text)) kinds.add(kind)
  // Fields left out by name (`took_ms`, `checked_at`) whose values differ between the results.
  for (const field of differingFields(shown.map((e) => e.action.output))) if (!kinds.has(`field ${field}`)) kinds.add(`field ${field}`)
  if (kinds.size === 0) return {}
  return { ignored: [...kinds].sort(), comparedAs: previewText(maskVolatileText(texts[0]!), 300) }
}

/** The top-level keys of record results whose values differ between them and are not mere masked text (at most 8). */
function differingFields(outputs: readonly unknown[]): string[] {
  const records = outputs.filter((o): o is Record<string, unknown> => o !== null && typeof o === 'object' && !Array.isArray(o))
  if (records.length < 2) return []
  const out: string[] = []
  for (const key of Object.keys(records[0]!).slice(0, 50)) {
    const values = records.map((r) => r[key])
    const leaf = values.every((v) => v === null || typeof v !== 'object')
    if (!leaf || values.every((v) => v === values[0])) continue
    // A string that masking already equalises is reported by its kind, not as a field.
    if (values.every((v) => typeof v === 'string') && values.every((v) => maskVolatileText(v as string) === maskVolatileText(values[0] as string))) continue
    out.push(key)
    if (out.length >= 8) break
  }
  return out
}

function resultText(value: unknown): string {
  if (typeof value === 'string') return value
  return JSON.stringify(previewValue(value)) ?? 'null'
}

/** An action's evidence: tool, argument and result previews. */
export function evidenceOf(event: LedgerEvent): ActionEvidence {
  return { tool: event.action.tool, arguments: previewValue(event.action.args), result: previewValue(event.action.output) }
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)]
}

function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const item of items) {
    const k = key(item)
    if (seen.has(k)) continue
    seen.add(k)
    out.push(item)
  }
  return out
}

function list(names: readonly string[]): string {
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
}

function quote(value: unknown): string {
  // An answer of no characters at all (LangChain's SQL tool when no row matched) is named, not shown as `""`.
  if (value === '') return 'an empty answer'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return JSON.stringify(previewText(text ?? 'null', 80))
}

/** What an action failed with, whichever tool it was: its error's digest (digits ignored). */
function failureOf(event: LedgerEvent): string {
  const key = event.action.errorKey
  return key === null ? event.action.result : key.slice(key.indexOf('\u0000') + 1)
}
