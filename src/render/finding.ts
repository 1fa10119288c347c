import type { ActionEvidence, LoopFinding } from '../report/types.js'
import { isPlainRecord } from '../util/records.js'
import { sanitize } from '../util/sanitize.js'
import { stableJson } from '../util/stable-json.js'
import { plural, pluralWord, truncate } from '../util/text.js'
import { argumentDiff, differsSlightly, findNearMisses, toolArguments, type ArgumentDiff } from './argument-diff.js'
import { CAPS, capList, listPositions, more } from './caps.js'
import { cyclePath, type PathNode } from './cycle-path.js'
import { kindTitle } from './kinds.js'
import type { SpanView } from './spans.js'
import { approx, rich, toned, type Text } from './text.js'
import { wordDiff, type WordDiff } from './word-diff.js'

// The render model: a finding turned into plain data once — its title, a
// summary line, the evidence (lines, and the structured parts an output may
// draw richly: argument diffs, the word diff of two steps, a cycle's path)
// and the spans it cites. Matcher messages and every CLI output lay this
// out and colour it; none of them reads a finding's fields itself. Pure: no
// colour, no terminal, no IO. Every text is terminal-safe (sanitised).

/** A line of evidence, indented under the summary by `indent` spaces. */
export interface EvidenceLine {
  type: 'line'
  indent: number
  text: Text
}

/** The diff of two argument values (`-` the first, `+` the second). */
export interface ArgumentDiffPart extends ArgumentDiff {
  type: 'argument-diff'
  indent: number
}

/** The word diff of two steps' texts. */
export interface WordDiffPart extends WordDiff {
  type: 'word-diff'
}

/** A cycle's ancestry path, drawn as a tree. */
export interface CyclePathPart {
  type: 'cycle-path'
  indent: number
  nodes: PathNode[]
}

/** A structured part of the evidence. */
export type EvidencePart = ArgumentDiffPart | WordDiffPart | CyclePathPart

/** One piece of evidence, in reading order. */
export type Evidence = EvidenceLine | EvidencePart

/**
 * A finding as every output shows it. Plain data (it crosses from the CLI's
 * worker threads by structured clone).
 */
export interface FindingView {
  kind: string
  signal: string
  level: string
  detector: string
  /** The kind in words: one title per kind, everywhere (see `FINDING_KINDS`). */
  title: string
  /** The detector's own sentence, raw. */
  message: string
  /** Whether the summary and evidence already say what `message` says; if not, a message shows it after them. */
  restatesMessage: boolean
  /** What happened, on one line. */
  summary: Text
  /** What shows it, in reading order: lines and structured parts. */
  evidence: Evidence[]
  /** The spans the finding is about (depth-first indices), for highlighting. */
  spans: number[]
  /** For a cycle or a recursion, the span the path comes back to. */
  repeatsSpan?: number
  /** The steps the loop wasted, when the detector estimates them. */
  wastedSteps?: number
  /** The tokens they cost, when the trace recorded usage. */
  wastedTokens?: number
}

/** What the model may use besides the finding. */
export interface DescribeContext {
  /** The trace's spans by position, when at hand: near misses of a repeated call are found among them. */
  spans?: Spans
}

/** The finding of one kind. */
type Of<K extends LoopFinding['kind']> = Extract<LoopFinding, { kind: K }>
type Spans = ReadonlyMap<number, SpanView> | null

const line = (text: Text, indent = 0): EvidenceLine => ({ type: 'line', indent, text })
const strong = (text: string) => toned('strong', text)
const muted = (text: string) => toned('muted', text)
const compact = (value: unknown): string => stableJson(value, { max: CAPS.valueChars })
/** `label: value`, the label muted. */
const labelled = (label: string, value: string, indent = 0): EvidenceLine => line(rich`${muted(`${label}:`)} ${value}`, indent)
const diffPart = (from: unknown, to: unknown, indent: number): ArgumentDiffPart => ({ type: 'argument-diff', indent, ...argumentDiff(from, to) })
const times = (count: number) => strong(`${count} times`)

/** ` (3 wasted steps)`, or nothing when none were. */
function wasted(finding: { wastedSteps?: number }): string {
  return finding.wastedSteps !== undefined && finding.wastedSteps > 0 ? ` (${plural(finding.wastedSteps, 'wasted step')})` : ''
}

function actionText(action: ActionEvidence): Text {
  return rich`${strong(sanitize(action.tool))} ${compact(action.arguments)} ${muted('→')} ${compact(action.result)}`
}

/**
 * A sequence of argument sets: the first, then each against the one before
 * (a diff where it changed slightly, else the new set), capped.
 */
function variantEvidence(variants: readonly unknown[], first: string, noun: string): Evidence[] {
  if (variants.length === 0) return []
  const out: Evidence[] = [labelled(first, compact(variants[0]))]
  const { shown, omitted } = capList(variants.slice(1), CAPS.nearMisses)
  shown.forEach((args, i) => {
    const previous = variants[i]
    if (differsSlightly(previous, args)) out.push(line(['then (- before, + after):']), diffPart(previous, args, 2))
    else out.push(labelled('then', compact(args)))
  })
  if (omitted > 0) out.push(line([muted(more(omitted, noun))]))
  return out
}

/**
 * What the comparison ignored and what happened in between, for any action
 * finding: every repeat finding nothing, the changes the check did not
 * confirm, and the volatile parts (timestamps, ids…) left out of "the same
 * result".
 */
function comparisonEvidence(f: { changes?: ActionEvidence[]; ignored?: string[]; comparedAs?: string; foundNothing?: true }): Evidence[] {
  const out: Evidence[] = []
  if (f.foundNothing === true) out.push(line([muted('every repeat found nothing, as the call before it had: after the first, an empty answer is no news')]))
  if (f.changes !== undefined && f.changes.length > 0) {
    const { shown, omitted } = capList(f.changes, 4)
    out.push(line([muted('changes in between, none changed the outcome:')]), ...shown.map((action) => line(actionText(action), 2)))
    if (omitted > 0) out.push(line([muted(more(omitted, 'change'))], 2))
  }
  if (f.ignored !== undefined && f.ignored.length > 0) {
    const parts = f.ignored.map((part) => sanitize(part)).join(', ')
    out.push(labelled(`equal once volatile parts are ignored (${parts})`, truncate(sanitize(f.comparedAs ?? ''), CAPS.valueChars)))
  }
  return out
}

function stepTexts(steps: readonly number[], texts: readonly string[]): Evidence[] {
  const { shown, omitted } = capList(texts, 4)
  const out: Evidence[] = shown.map((text, i) => labelled(`step ${steps[i] ?? '?'}`, truncate(sanitize(text), 120), 2))
  if (omitted > 0) out.push(line([muted(more(omitted, 'step'))], 2))
  return out
}

/** The parts of a view every kind fills the same way. */
interface Described {
  summary: Text
  evidence: Evidence[]
  spans: number[]
  repeatsSpan?: number
  /** Whether a message line must follow (default: the summary says it). */
  showMessage?: boolean
}

// The deepeval port's and the judge's messages restate the fields shown;
// another detector's message may carry evidence this version does not know
// how to draw, so it is kept.
function restates(finding: LoopFinding): boolean {
  return finding.detector === 'deepeval' || String(finding.detector).startsWith('judge') || finding.message === ''
}

/**
 * The argument sets of a repetition judged as one action under different
 * arguments (`judgeDetectLoops` puts them, in order of first use, in
 * `arguments`), or `null` for calls with identical arguments. Told apart by
 * the calls themselves when the trace is at hand, else by the judge's
 * wording; an explicit `distinctArguments` field wins.
 */
function distinctArgumentsOf(finding: Of<'repeated-tool-call'>, spans: Spans): unknown[] | null {
  const explicit = (finding as Of<'repeated-tool-call'> & { distinctArguments?: unknown }).distinctArguments
  if (Array.isArray(explicit)) return explicit.length > 1 ? explicit : null
  const args = finding.arguments
  if (!finding.detector.startsWith('judge') || !Array.isArray(args) || args.length < 2) return null
  if (spans !== null) {
    const keys = new Set(finding.spanIndices.map((index) => stableJson(toolArguments(spans.get(index)?.input ?? {}))))
    return keys.size > 1 ? args : null
  }
  return /distinct argument sets/.test(finding.message) ? args : null
}

function repeatedToolCall(f: Of<'repeated-tool-call'>, spans: Spans): Described {
  const tool = sanitize(f.tool)
  const at = listPositions(f.spanIndices)
  const distinct = distinctArgumentsOf(f, spans)
  const base = { spans: [...f.spanIndices], showMessage: !restates(f) }
  if (distinct !== null) {
    return {
      ...base,
      summary: rich`${strong(tool)} called ${times(f.count)} with ${distinct.length} different argument sets read as one action, at spans ${at}`,
      evidence: variantEvidence(distinct, 'first arguments', 'argument set'),
    }
  }
  const evidence: Evidence[] = [labelled('arguments', compact(f.arguments))]
  const nearMisses = spans === null ? [] : findNearMisses(f.tool, f.arguments, spans)
  if (nearMisses.length > 0) {
    const calls = nearMisses.reduce((sum, variant) => sum + variant.positions.length, 0)
    evidence.push(line([`${plural(calls, 'other call')} to ${tool} differ only slightly (- repeated, + the other call):`]))
    const { shown, omitted } = capList(nearMisses, CAPS.nearMisses)
    for (const { positions, arguments: args } of shown) {
      evidence.push(line([`at ${pluralWord(positions.length, 'span')} ${listPositions(positions)}:`], 2), diffPart(f.arguments, args, 4))
    }
    if (omitted > 0) evidence.push(line([muted(more(omitted, 'other argument set'))], 2))
  }
  return { ...base, summary: rich`${strong(tool)} called ${times(f.count)} with identical arguments, at spans ${at}${wasted(f)}`, evidence }
}

function stagnation(f: Of<'reasoning-stagnation'>): Described {
  const [a, b] = f.steps
  const measure = sanitize(String(f.measure))
  const similarity = strong(approx(f.similarity))
  // A judge reports how probably the pair is stagnant, not how alike the texts are.
  const how = measure.startsWith('judge') ? rich`judged stagnant with probability ${similarity} (${measure})` : rich`similarity ${similarity} by ${measure}`
  return {
    summary: [`steps ${a} and ${b} (spans ${f.spanIndices[0]} and ${f.spanIndices[1]}): `, ...how],
    evidence: [{ type: 'word-diff', ...wordDiff(f.texts[0], f.texts[1], [a, b]) }],
    spans: [...f.spanIndices],
    showMessage: !restates(f),
  }
}

function cycle(f: Of<'call-graph-cycle'>): Described {
  const last = f.path[f.path.length - 1]
  const first = f.path[f.repeatsIndex]
  const up = plural(f.path.length - 1 - f.repeatsIndex, 'level')
  return {
    summary:
      last !== undefined && first !== undefined
        ? rich`${strong(sanitize(`${last.type}:${last.name}`))} at span ${last.spanIndex} repeats its ancestor at span ${first.spanIndex}, ${up} up:`
        : [sanitize(f.message)],
    evidence: [{ type: 'cycle-path', indent: 2, nodes: cyclePath(f.path, f.repeatsIndex) }],
    // The cycle itself: from the ancestor the last span repeats down to it.
    // The ancestry above it is context, and can be 100,000 deep.
    spans: f.path.slice(Math.max(0, f.repeatsIndex)).map((ref) => ref.spanIndex),
    ...(first === undefined ? {} : { repeatsSpan: first.spanIndex }),
  }
}

function noProgressRepeat(f: Of<'no-progress-repeat'>): Described {
  const at = `${listPositions(f.spanIndices)}${wasted(f)}`
  return {
    summary: rich`${strong(sanitize(f.tool))} called ${times(f.count)} with the same arguments and the same result, at spans ${at}`,
    evidence: [labelled('arguments', compact(f.arguments)), labelled('result every time', compact(f.result)), ...comparisonEvidence(f)],
    spans: [...f.spanIndices],
  }
}

function periodicCycle(f: Of<'periodic-cycle'>): Described {
  return {
    summary: rich`a cycle of ${f.period} calls repeated over ${strong(`${f.count} calls`)} without a new result, at spans ${listPositions(f.spanIndices)}${wasted(f)}:`,
    evidence: [...f.cycle.map((action, i) => line([`${i + 1}. `, ...actionText(action)], 2)), ...comparisonEvidence(f)],
    spans: [...f.spanIndices],
  }
}

function argumentChurn(f: Of<'argument-churn'>): Described {
  const outcome = f.foundNothing === true ? 'every one found nothing' : 'every one answered with a result already seen'
  const variants = plural(f.variants.length, 'argument variant')
  return {
    summary: rich`${strong(sanitize(f.tool))} called ${times(f.count)} with ${variants}, ${outcome}, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
    evidence: [labelled('result', compact(f.result)), ...variantEvidence(f.variants, 'arguments', 'argument variant'), ...comparisonEvidence(f)],
    spans: [...f.spanIndices],
  }
}

function repeatedError(f: Of<'repeated-error'>): Described {
  const tools: Text = f.tools.flatMap((tool, i) => (i === 0 ? [strong(sanitize(tool))] : [', ', strong(sanitize(tool))]))
  return {
    summary: [...tools, ...rich` failed ${times(f.count)} with the same error, at spans ${listPositions(f.spanIndices)}${wasted(f)}`],
    evidence: [labelled('error', compact(f.error)), ...variantEvidence(f.variants, 'arguments', 'argument variant'), ...comparisonEvidence(f)],
    spans: [...f.spanIndices],
  }
}

function resourceFlip(f: Of<'resource-flip'>): Described {
  const letter = (state: number) => (state < 0 ? '?' : String.fromCharCode(65 + state))
  const { shown, omitted } = capList(f.sequence, 24)
  const by = `${f.tools.map((tool) => sanitize(tool)).join(', ')}, ${plural(f.returns, 'return')} to an earlier state`
  return {
    summary: rich`${strong(sanitize(f.resource))} written back and forth by ${by}, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
    evidence: [
      labelled('writes', `${shown.map(letter).join(' → ')}${omitted > 0 ? ` … (${omitted} more)` : ''}`),
      ...f.states.slice(0, 6).map((state, i) => line([`${letter(i)}: ${compact(state)}`], 2)),
    ],
    spans: [...f.spanIndices],
  }
}

function noProgressRun(f: Of<'no-progress-run'>): Described {
  const { shown, omitted } = capList(f.actions, 6)
  const evidence: Evidence[] = shown.map((action) => line(actionText(action), 2))
  if (omitted > 0) evidence.push(line([muted(more(omitted, 'distinct call'))], 2))
  return {
    summary: rich`${strong(`${f.count} calls`)} in a row brought nothing new, at spans ${listPositions(f.spanIndices)}${wasted(f)}:`,
    evidence: [...evidence, ...comparisonEvidence(f)],
    spans: [...f.spanIndices],
  }
}

function stalledReasoning(f: Of<'stalled-reasoning'>): Described {
  const cause = `${sanitize(f.cause.kind)} at spans ${listPositions(f.cause.spanIndices)}`
  return {
    summary: [
      `${plural(f.steps.length, 'reasoning step')} (spans ${listPositions(f.spanIndices)}) led to calls that repeated known outcomes (${cause}), however they were worded${wasted(f)}:`,
    ],
    evidence: stepTexts(f.steps, f.texts),
    spans: [...f.spanIndices],
  }
}

function repeatedReasoning(f: Of<'repeated-reasoning'>): Described {
  const { shown, omitted } = capList(f.pairs, 3)
  const pairs = `${shown.map((pair) => `steps ${pair.steps[0]} and ${pair.steps[1]} (similarity ${approx(pair.similarity)})`).join(', ')}${omitted > 0 ? ` … (${omitted} more)` : ''}`
  const first = f.pairs[0]
  const a = first === undefined ? undefined : f.texts[f.steps.indexOf(first.steps[0])]
  const b = first === undefined ? undefined : f.texts[f.steps.indexOf(first.steps[1])]
  return {
    summary: [
      `${plural(f.steps.length, 'reasoning step')} repeat an earlier one with no new result in between${wasted(f)}: ${pairs} by ${sanitize(f.measure)}`,
    ],
    evidence: first !== undefined && a !== undefined && b !== undefined ? [{ type: 'word-diff', ...wordDiff(a, b, first.steps) }] : stepTexts(f.steps, f.texts),
    spans: [...f.spanIndices],
  }
}

function chanting(f: Of<'chanting'>): Described {
  return {
    summary: rich`step ${f.step} (span ${f.spanIndex}) repeats ${strong(`"${sanitize(f.unit)}"`)} ${times(f.repeats)}; ${approx(f.novelty)} of its 8-word sequences are new${wasted(f)}`,
    evidence: [labelled('text', truncate(sanitize(f.text), CAPS.valueChars))],
    spans: [f.spanIndex],
  }
}

function recursiveCall(f: Of<'recursive-call'>): Described {
  const last = f.path[f.path.length - 1]
  const first = f.path[0]?.spanIndex
  const evidence: Evidence[] = [{ type: 'cycle-path', indent: 2, nodes: cyclePath(f.path, 0) }]
  if (f.elided > 0) evidence.push(line([muted(`(${f.elided} spans of the path were left out by the detector)`)], 2))
  const where = last !== undefined ? `, first at span ${last.spanIndex}` : ''
  return {
    summary: rich`${strong(sanitize(f.label))} re-enters itself ${plural(f.count, 'time')}${where}${wasted(f)}:`,
    evidence,
    spans: [...new Set([...f.path.map((ref) => ref.spanIndex), ...f.spanIndices])],
    ...(first === undefined ? {} : { repeatsSpan: first }),
  }
}

function agentPingPong(f: Of<'agent-ping-pong'>): Described {
  const turn = f.agents.map((agent) => sanitize(agent))
  return {
    summary: rich`${strong(turn.concat(turn[0] ?? '').join(' → '))} over ${strong(`${f.count} agent runs`)} without a new output, at spans ${listPositions(f.spanIndices)}${wasted(f)}`,
    evidence: [labelled('positions among the agent runs', listPositions(f.positions)), ...comparisonEvidence(f)],
    spans: [...f.spanIndices],
  }
}

// The span indices a finding of a kind this version does not know carries,
// by the names the known kinds use.
function spanIndicesOf(finding: Record<string, unknown>): number[] {
  const out: number[] = []
  const add = (value: unknown): void => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) out.push(value)
  }
  add(finding.spanIndex)
  if (Array.isArray(finding.spanIndices)) finding.spanIndices.forEach(add)
  if (Array.isArray(finding.path)) for (const ref of finding.path) if (isPlainRecord(ref)) add(ref.spanIndex)
  return [...new Set(out)]
}

/** A finding of a kind this version does not know (a newer detector's): its sentence and its fields. */
function other(finding: Record<string, unknown>): Described {
  const { kind: _kind, level: _level, message, signal: _signal, detector: _detector, ...rest } = finding
  const spans = spanIndicesOf(finding)
  return {
    summary: [sanitize(String(message ?? ''))],
    evidence: [line([muted(compact(rest))])],
    spans,
  }
}

const DESCRIBE: { [K in LoopFinding['kind']]: (finding: Of<K>, spans: Spans) => Described } = {
  'repeated-tool-call': repeatedToolCall,
  'reasoning-stagnation': stagnation,
  'call-graph-cycle': cycle,
  'no-progress-repeat': noProgressRepeat,
  'periodic-cycle': periodicCycle,
  'argument-churn': argumentChurn,
  'repeated-error': repeatedError,
  'resource-flip': resourceFlip,
  'no-progress-run': noProgressRun,
  'stalled-reasoning': stalledReasoning,
  'repeated-reasoning': repeatedReasoning,
  chanting,
  'recursive-call': recursiveCall,
  'agent-ping-pong': agentPingPong,
}

/**
 * Turns a finding of any kind (the deepeval port's, the progress detector's,
 * a judge's, or a kind this version does not know) into the plain data
 * every output shows: title, summary, evidence, the spans it cites.
 *
 * @example
 * const view = describeFinding(report.findings[0])
 * view.title             // 'repeat without progress'
 * plainText(view.summary) // 'search called 4 times with the same arguments and the same result, at spans 1–4 (3 wasted steps)'
 */
export function describeFinding(finding: LoopFinding, context: DescribeContext = {}): FindingView {
  const known = Object.hasOwn(DESCRIBE, finding.kind) ? (DESCRIBE[finding.kind] as (finding: LoopFinding, spans: Spans) => Described) : null
  const described = known === null ? other(finding as unknown as Record<string, unknown>) : known(finding, context.spans ?? null)
  const view: FindingView = {
    kind: String(finding.kind),
    signal: String(finding.signal),
    level: String(finding.level),
    detector: String(finding.detector),
    title: kindTitle(String(finding.kind)),
    message: typeof finding.message === 'string' ? finding.message : '',
    restatesMessage: described.showMessage !== true,
    summary: described.summary,
    evidence: described.evidence,
    spans: described.spans,
  }
  if (described.repeatsSpan !== undefined) view.repeatsSpan = described.repeatsSpan
  if (typeof finding.wastedSteps === 'number') view.wastedSteps = finding.wastedSteps
  if (typeof finding.wastedTokens === 'number') view.wastedTokens = finding.wastedTokens
  return view
}
