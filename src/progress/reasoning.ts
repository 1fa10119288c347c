// Reasoning stagnation, judged with the actions around the text:
// - repeated reasoning: a step that says again what a recent step said
//   (after removing what every step of the agent says: a fixed preamble,
//   a sign-off), with no new outcome from any action in between. Wording
//   alone never proves a loop when the actions between made progress.
// - stalled reasoning: the steps that led to the wasted calls of a
//   confirmed loop. Wording alone never proves health either: paraphrased
//   or terse steps whose calls keep repeating known outcomes stagnate.
//
// - monologue: model turns of one agent run with nothing at all in between
//   (no tool call, no delegated agent, no new user message) that restate an
//   earlier turn's content however they are worded (see monologue.ts).
//
// Cost: sketching is linear in the text; each step is compared with at most
// `window` earlier steps of its agent, each comparison O(SKETCH_SIZE); a
// monologue turn costs its words plus `window` look-ups per content word.

import type { ChantingFinding, FindingLevel, RepeatedReasoningFinding, StalledReasoningFinding } from '../report/types.js'
import { chantOf, type Chant } from './chanting.js'
import { firstItems, MAX_LISTED_PAIRS, MAX_LISTED_TEXTS } from './limits.js'
import { previewText } from './preview.js'
import { MonologueJudge, StepReadings } from './monologue.js'
import { stepsByOwner, userTurns as turnsOf, userTurnsOf } from './user-turns.js'
import { levelOf, loopThresholds, type LoopThresholds } from './runs.js'
import { type DeadEnds, LONG_STEP_WORDS, longRepeats } from './long-repeat.js'
import { progressBetween } from './progress-between.js'
import { restatedRuns } from './restated-steps.js'
import { intersectSorted, shingleHashes, sketch, sketchSimilarity, wordHashes } from './shingles.js'
import type { TextStep } from './timeline.js'

/** What reasoning analysis needs from the rest of the trace. */
export interface ReasoningInput {
  readonly texts: readonly TextStep[]
  /**
   * Long texts the agent sent through tools (messages, comments, questions),
   * each owned by its channel (a negative owner per tool and recipient): only
   * the repeat of a long step is judged on them.
   */
  readonly messages?: readonly TextStep[]
  /** Span positions of the actions that brought something new or a wait that paid off, ascending. */
  readonly progressSpans: readonly number[]
  /** The same without actions whose answer was empty (no results, no new messages), ascending: what a repeated long step could be answering. */
  readonly informativeSpans?: readonly number[]
  /** The informative spans and the answers whose readings moved (see `Novelty.remeasured`), ascending: what a step said again word for word could be waiting on. */
  readonly changingSpans?: readonly number[]
  /** Span positions of the actions answered with something new that is neither a failure nor empty, ascending. */
  readonly answeredSpans?: readonly number[]
  /** Span positions of wasted failing actions (the same failure again), ascending. */
  readonly failedSpans?: readonly number[]
  /** Span positions of failing actions a later success resolved (a retry that waited out a transient error), ascending. */
  readonly retrySpans?: readonly number[]
  /** The span ranges (exclusive start, exclusive end) leading to each wasted call of a confirmed loop, with the finding that shows it. */
  readonly stalledRanges: ReadonlyArray<{ from: number; to: number; cause: { kind: string; spanIndices: number[] } }>
  readonly similarityThreshold: number
  readonly thresholds: LoopThresholds
  /** How many earlier steps of the same agent each step is compared with. */
  readonly window: number
  /** Span positions of every action and delegated agent run, and of each generic step that did something new, ascending: anything that ends a monologue. */
  readonly quietBreaks: readonly number[]
  /** Whether monologues are judged. */
  readonly checkMonologues?: boolean
  /** Span positions of writes that took effect, ascending: a long step said again after one may report it. */
  readonly writeSpans?: readonly number[]
  /** How an agent run (by its span position, 0 for the root) ended. */
  readonly runEnd?: (owner: number) => RunEnd
}

/**
 * How an agent run ended: the text it gave as its answer (or `null`), and
 * whether it, or the root around it, ended failing.
 *
 * @example
 * const end: RunEnd = { answer: null, failed: true } // cut off at its turn limit
 */
export interface RunEnd {
  readonly answer: string | null
  readonly failed: boolean
}

/** The reasoning signal's findings and the steps they flag. */
export interface ReasoningAnalysis {
  readonly findings: Array<RepeatedReasoningFinding | StalledReasoningFinding | ChantingFinding>
  /** Steps flagged by a critical finding. */
  readonly criticalSteps: number
  /** Steps flagged only by warnings. */
  readonly warningSteps: number
}

const TEXT_PREVIEW = 300

/**
 * Analyses the reasoning steps of a trace.
 *
 * @example
 * const analysis = analyzeReasoning({ texts, progressSpans, stalledRanges: [], similarityThreshold: 0.85, thresholds, window: 8 })
 * analysis.findings[0]?.kind // 'repeated-reasoning'
 */
export function analyzeReasoning(input: ReasoningInput): ReasoningAnalysis {
  const findings: Array<RepeatedReasoningFinding | StalledReasoningFinding | ChantingFinding> = []
  const critical = new Set<number>()
  const warned = new Set<number>()
  // Each model step's words, read once for the three checks that read them.
  const readings = new StepReadings(input.texts)

  for (const { finding, repeats } of repeatedReasoning(input, readings)) {
    findings.push(finding)
    const target = finding.level === 'critical' ? critical : warned
    for (const step of repeats) target.add(step)
  }
  for (const { finding, repeats } of longStepRepeats(input, readings)) {
    if (repeats.every((step) => critical.has(step))) continue
    findings.push(finding)
    for (const step of repeats) critical.add(step)
  }
  // A long message sent again to the same recipient with nothing new in between; its steps count after the texts.
  if (input.messages !== undefined && input.messages.length > 1) {
    for (const { finding, repeats } of longStepRepeats({ ...input, texts: input.messages }, new StepReadings(input.messages), false)) {
      findings.push(finding)
      for (const step of repeats) critical.add(input.texts.length + step)
    }
  }
  for (const { finding, repeats } of input.checkMonologues === false ? [] : monologues(input, readings)) {
    // Reported when it adds something: steps not already flagged at this level.
    const already = finding.level === 'critical' ? critical : new Set([...critical, ...warned])
    if (repeats.every((step) => already.has(step))) continue
    findings.push(finding)
    const target = finding.level === 'critical' ? critical : warned
    for (const step of repeats) target.add(step)
  }
  for (const { finding, steps } of stalledReasoning(input)) {
    findings.push(finding)
    for (const step of steps) critical.add(step)
  }
  // A step said again word for word, three times or more in a row, with nothing new between or after:
  // reported only where no other reasoning check flagged any of its repeats (it is the plainest evidence,
  // and the last to look).
  for (const run of restatedRuns(input.texts, input.changingSpans ?? input.progressSpans, input.thresholds.critical)) {
    const repeats = run.map((pair) => pair[1])
    if (repeats.some((step) => critical.has(step) || warned.has(step))) continue
    findings.push(
      repeatedFinding(
        input.texts,
        run.map((steps) => ({ steps, similarity: 1 })),
        'critical',
        'verbatim-restatement',
      ),
    )
    for (const step of repeats) critical.add(step)
  }
  input.texts.forEach((step, index) => {
    const finding = chantingFinding(step, index)
    if (finding === null) return
    findings.push(finding)
    critical.add(index)
  })
  for (const step of critical) warned.delete(step)
  const firstSpan = (f: (typeof findings)[number]): number => ('spanIndices' in f ? f.spanIndices[0]! : f.spanIndex)
  findings.sort((a, b) => firstSpan(a) - firstSpan(b))
  return { findings, criticalSteps: critical.size, warningSteps: warned.size }
}

function repeatedReasoning(input: ReasoningInput, readings: StepReadings): Array<{ finding: RepeatedReasoningFinding; repeats: number[] }> {
  const { texts, similarityThreshold, thresholds, window } = input
  const groups = new Map<string, number[]>()
  texts.forEach((step, i) => {
    const members = groups.get(step.group)
    if (members === undefined) groups.set(step.group, [i])
    else members.push(i)
  })
  const findings: Array<{ finding: RepeatedReasoningFinding; repeats: number[] }> = []
  for (const members of groups.values()) {
    // Wording is only compared between steps with no progress in between;
    // when every step of the agent follows progress, nothing is sketched.
    const asked = userTurns(members.map((m) => texts[m]!))
    const follows = members.map((m, k) => k > 0 && !asked[k] && !progressBetween(input.progressSpans, texts[members[k - 1]!]!.spanIndex, texts[m]!.spanIndex))
    if (!follows.includes(true)) continue
    const sketches = groupSketches(members.map((i) => shinglesOf(readings, i)))
    // Stretches of the group's steps with no progress between neighbours.
    let stretch: Array<{ steps: [number, number]; similarity: number }> = []
    const flush = (): void => {
      const level = levelOf(stretch.length, thresholds)
      if (level !== null) findings.push({ finding: repeatedFinding(texts, stretch, level), repeats: stretch.map((p) => p.steps[1]) })
      stretch = []
    }
    for (let k = 0; k < members.length; k++) {
      if (k > 0 && !follows[k]) flush()
      let best: { steps: [number, number]; similarity: number } | null = null
      for (let back = k - 1; back >= 0 && back >= k - window; back--) {
        // Progress between two steps makes their wording irrelevant, and it
        // stays between this step and every earlier one: stop looking back.
        if (!follows[back + 1]) break
        const similarity = sketchSimilarity(sketches[back]!, sketches[k]!)
        if (similarity < similarityThreshold || (best !== null && similarity <= best.similarity)) continue
        best = { steps: [members[back]!, members[k]!], similarity }
      }
      if (best !== null) stretch.push(best)
    }
    flush()
  }
  return findings
}

/**
 * A step's bigram shingles (`shingleHashes(wordHashes(text))`), from its
 * reading when that read every word (the same hashes, already made for the
 * monologue and long-repeat checks), else read here.
 */
function shinglesOf(readings: StepReadings, index: number): Uint32Array {
  const read = readings.of(index)
  if (!read.whole) return shingleHashes(wordHashes(readings.textOf(index)))
  return read.words.length === 0 ? NO_SHINGLES : read.bigrams
}

const NO_SHINGLES = new Uint32Array(0)

/**
 * The comparable sketch of each step of one agent: its shingles, minus the
 * shingles every step shares when the agent has three steps or more (with
 * two, "what every step shares" is just what the pair shares).
 */
function groupSketches(hashes: readonly Uint32Array[]): Uint32Array[] {
  let common: Uint32Array | null = null
  if (hashes.length >= 3) {
    // Intersect the sorted shingle sets one by one: linear in their total size.
    common = hashes[0]!
    for (let i = 1; i < hashes.length && common.length > 0; i++) common = intersectSorted(common, hashes[i]!)
  }
  return hashes.map((set) => sketch(set, common))
}

/**
 * One repeat of a long step, almost word for word, with nothing new in
 * between: a confirmed loop on its own (see long-repeat.ts). One finding per
 * agent run.
 */
function longStepRepeats(input: ReasoningInput, readings: StepReadings, modelSteps = true): Array<{ finding: RepeatedReasoningFinding; repeats: number[] }> {
  const { texts } = input
  const asked = userTurnsOf(texts).map((turn) => turn === 'new')
  const pairsByOwner = new Map<number, Array<{ steps: [number, number]; similarity: number; ignoring: boolean }>>()
  const retries = modelSteps ? (input.retrySpans ?? []) : []
  for (const repeat of longRepeats(
    texts,
    input.informativeSpans ?? input.progressSpans,
    input.failedSpans ?? [],
    asked,
    input.window,
    input.similarityThreshold,
    modelSteps ? deadEndsOf(input) : null,
    readings,
  )) {
    // A step said again after a retry that a later success resolved ("the download timed out; I will
    // wait and run it again", twice) was part of that wait, as the retry was: backoff, not a loop.
    if (retries.length > 0 && progressBetween(retries, texts[repeat.steps[0]]!.spanIndex, texts[repeat.steps[1]]!.spanIndex)) continue
    // A step said again that led straight to an action bringing something new (the failed call sent
    // again with one argument put right, and answered) was acted on: the run moved on from it.
    if (modelSteps && ledOn(input, repeat.steps[1])) continue
    const owner = texts[repeat.steps[1]]!.owner
    const pair = { steps: repeat.steps, similarity: repeat.similarity, ignoring: repeat.ignoring }
    const list = pairsByOwner.get(owner)
    if (list === undefined) pairsByOwner.set(owner, [pair])
    else list.push(pair)
  }
  return [...pairsByOwner.values()].map((pairs) => ({
    finding: repeatedFinding(
      texts,
      pairs,
      'critical',
      'long-step-repeat',
      pairs.some((p) => p.ignoring),
    ),
    repeats: pairs.map((p) => p.steps[1]),
  }))
}

/**
 * Whether an action answered with something new (see `answeredSpans`) came
 * after the model step at `index` and before the next model step.
 */
function ledOn(input: ReasoningInput, index: number): boolean {
  const answered = input.answeredSpans
  if (answered === undefined || answered.length === 0) return false
  const next = input.texts[index + 1]?.spanIndex ?? Number.POSITIVE_INFINITY
  return progressBetween(answered, input.texts[index]!.spanIndex, next)
}

/** Characters of a step's start looked for in its run's answer. */
const ANSWER_PROBE = 80

/**
 * Where a model step leads nowhere (see long-repeat.ts's DeadEnds): the last
 * step of its agent run, no action after it in the trace that made progress,
 * the run ended failing (an error, a failed status: cut off at a limit), and
 * the step is not the answer it gave (a final answer may restate a plan). A
 * trace that just stops says nothing of how the run ended.
 */
function deadEndsOf(input: ReasoningInput): DeadEnds {
  const { texts, progressSpans } = input
  const lastOfOwner = new Map<number, number>()
  texts.forEach((step, index) => lastOfOwner.set(step.owner, index))
  const lastProgress = progressSpans.length > 0 ? progressSpans[progressSpans.length - 1]! : -1
  return {
    writeSpans: input.writeSpans ?? [],
    leadsNowhere: (index) => {
      const step = texts[index]!
      if (lastOfOwner.get(step.owner) !== index || lastProgress > step.spanIndex) return false
      const end = input.runEnd?.(step.owner)
      if (end === undefined || !end.failed) return false
      const { answer } = end
      if (answer === null) return true
      const probe = step.text.trim().replace(/\s+/g, ' ').slice(0, ANSWER_PROBE)
      return !answer.replace(/\s+/g, ' ').includes(probe)
    },
  }
}

/**
 * For each step of one agent, in order, whether a new request arrived with
 * it (a new user message that does not restate an earlier one): wording is
 * not compared across a new request.
 */
function userTurns(steps: readonly TextStep[]): boolean[] {
  return turnsOf(steps).map((turn) => turn === 'new')
}

/**
 * When restating turns of a monologue confirm a loop, from `repetitionThreshold` R:
 * R - 1 restating turns in a row (three turns saying the same thing with
 * nothing in between, OpenHands' monologue rule, at the default R = 3), one
 * fewer warns when that is at least 2.
 *
 * @example
 * monologueThresholds(3) // { critical: 2, warning: null }
 * monologueThresholds(4) // { critical: 3, warning: 2 }
 */
export function monologueThresholds(repetitionThreshold: number): LoopThresholds {
  return loopThresholds(Math.max(1, repetitionThreshold - 1))
}

/**
 * The monologues of a trace: per agent run, stretches of model turns with
 * no action, delegation or new user message between them, and in each the
 * runs of consecutive turns that restate an earlier turn of the stretch.
 */
function monologues(input: ReasoningInput, readings: StepReadings): Array<{ finding: RepeatedReasoningFinding; repeats: number[] }> {
  const { texts, quietBreaks, window } = input
  const thresholds = monologueThresholds(input.thresholds.critical)
  const byOwner = stepsByOwner(texts)
  // A stretch needs this many turns before its restatements can reach a level.
  const shortest = (thresholds.warning ?? thresholds.critical) + 1
  const findings: Array<{ finding: RepeatedReasoningFinding; repeats: number[] }> = []
  const judge = new MonologueJudge(window)
  for (const members of byOwner.values()) {
    if (members.length < shortest) continue
    const asked = userTurns(members.map((m) => texts[m]!))
    // Split into stretches first: only stretches long enough are read at all.
    let from = 0
    for (let k = 1; k <= members.length; k++) {
      const ends = k === members.length || asked[k] || progressBetween(quietBreaks, texts[members[k - 1]!]!.spanIndex, texts[members[k]!]!.spanIndex)
      if (!ends) continue
      if (k - from >= shortest) judgeStretch(members.slice(from, k), texts, readings, judge, thresholds, findings)
      from = k
    }
  }
  return findings
}

function judgeStretch(
  stretch: readonly number[],
  texts: readonly TextStep[],
  readings: StepReadings,
  judge: MonologueJudge,
  thresholds: LoopThresholds,
  findings: Array<{ finding: RepeatedReasoningFinding; repeats: number[] }>,
): void {
  judge.reset()
  let run: Array<{ steps: [number, number]; similarity: number }> = []
  const flush = (): void => {
    const level = levelOf(run.length, thresholds)
    if (level !== null) findings.push({ finding: repeatedFinding(texts, run, level, 'content-word-containment'), repeats: run.map((p) => p.steps[1]) })
    run = []
  }
  for (const step of stretch) {
    const verdict = judge.push(readings.of(step), step)
    if (verdict.verdict === 'restates' && verdict.repeats !== null) run.push({ steps: [verdict.repeats, step], similarity: verdict.similarity })
    else if (verdict.verdict === 'new') flush()
  }
  flush()
}

function repeatedFinding(
  texts: readonly TextStep[],
  pairs: Array<{ steps: [number, number]; similarity: number }>,
  level: FindingLevel,
  measure: RepeatedReasoningFinding['measure'] = 'residual-shingle-jaccard',
  /** For a long step: it was said again after news it ignored, at the end of its run. */
  ignoring = false,
): RepeatedReasoningFinding {
  const steps = [...new Set(pairs.flatMap((p) => p.steps))].sort((a, b) => a - b)
  const lowest = pairs.reduce((min, p) => Math.min(min, p.similarity), 1)
  return {
    kind: 'repeated-reasoning',
    signal: 'reasoningStagnation',
    detector: 'progress',
    level,
    steps: firstItems(steps),
    spanIndices: firstItems(steps.map((s) => texts[s]!.spanIndex)),
    texts: firstItems(steps, MAX_LISTED_TEXTS).map((s) => previewText(texts[s]!.text, TEXT_PREVIEW)),
    pairs: firstItems(pairs, MAX_LISTED_PAIRS).map((p) => ({ steps: p.steps, similarity: round4(p.similarity) })),
    measure,
    wastedSteps: pairs.length,
    message:
      measure === 'verbatim-restatement'
        ? `${pairs.length + 1} steps in a row say the same words, with nothing new from any action in between or after: the run went round without getting anywhere.`
        : measure === 'long-step-repeat'
          ? `${pairs.length === 1 ? 'A long step repeats' : `${pairs.length} long steps repeat`} an earlier step almost word for word (${lowest >= 1 ? 'all' : `${Math.floor(lowest * 100)}% or more`} of its word pairs, ${LONG_STEP_WORDS} content words or more)${ignoring ? ', ignoring what was observed in between, and nothing after it made progress' : ' with nothing new observed in between'}: one repeat of a step this long is a loop.`
          : measure === 'content-word-containment'
            ? `${pairs.length} model turns in a row restate an earlier turn (${Math.round(lowest * 100)}% or more of their content already said, beyond what every turn says) with no tool call, delegation or user message in between.`
            : `${pairs.length} reasoning steps repeat an earlier step (similarity ${round4(lowest)} or more, beyond what every step says) with no new result from any action in between.`,
  }
}

function stalledReasoning(input: ReasoningInput): Array<{ finding: StalledReasoningFinding; steps: number[] }> {
  const { texts, stalledRanges } = input
  const byCause = new Map<string, { cause: { kind: string; spanIndices: number[] }; steps: Set<number> }>()
  for (const range of stalledRanges) {
    // Text steps are in span order: binary search the first after `from`.
    let lo = 0
    let hi = texts.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (texts[mid]!.spanIndex <= range.from) lo = mid + 1
      else hi = mid
    }
    const key = `${range.cause.kind}:${range.cause.spanIndices[0]}`
    let entry = byCause.get(key)
    for (let i = lo; i < texts.length && texts[i]!.spanIndex < range.to; i++) {
      if (entry === undefined) {
        entry = { cause: range.cause, steps: new Set() }
        byCause.set(key, entry)
      }
      entry.steps.add(i)
    }
  }
  return [...byCause.values()].map(({ cause, steps }) => {
    const sorted = [...steps].sort((a, b) => a - b)
    const finding: StalledReasoningFinding = {
      kind: 'stalled-reasoning' as const,
      signal: 'reasoningStagnation' as const,
      detector: 'progress',
      level: 'critical' as const,
      steps: firstItems(sorted),
      spanIndices: firstItems(sorted.map((s) => texts[s]!.spanIndex)),
      texts: firstItems(sorted, MAX_LISTED_TEXTS).map((s) => previewText(texts[s]!.text, TEXT_PREVIEW)),
      cause,
      wastedSteps: sorted.length,
      message: `${sorted.length} reasoning steps led to calls that repeated known outcomes (${cause.kind}): however they were worded, they made no progress.`,
    }
    return { finding, steps: sorted }
  })
}

/**
 * The chanting finding of one step, or `null`. Fenced code blocks, table
 * rows, list items and headings are removed first: repeated lines are
 * normal there (gemini-cli resets its chant tracking on the same markers).
 */
function chantingFinding(step: TextStep, index: number): ChantingFinding | null {
  const found = findChant(step.text)
  if (found === null) return null
  const { chant, prose } = found
  const unit = (prose.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).slice(chant.firstWord, chant.firstWord + 8).join(' ')
  return {
    kind: 'chanting',
    signal: 'reasoningStagnation',
    detector: 'progress',
    level: 'critical',
    step: index,
    spanIndex: step.spanIndex,
    text: previewText(step.text, TEXT_PREVIEW),
    unit,
    repeats: chant.repeats,
    novelty: round4(chant.novelty),
    wastedSteps: 1,
    message: `One reasoning step repeats itself: "${unit}" occurs ${chant.repeats} times and only ${Math.round(chant.novelty * 100)}% of its 8-word sequences are new.`,
  }
}

/**
 * The chant in a model output, and the prose it was found in, or `null`.
 * Fenced code, tables and list items are left out ({@link withoutCodeAndTables});
 * when that prose is no chant, the numbers that only label a sentence's place
 * in a sequence (`Step 3:`, `Part 2 -`) are removed and it is read again, so
 * lines that differ only in their label repeat themselves. A number inside a
 * sentence stays: "processed record 41", "processed record 42" is a log.
 *
 * @example
 * findChant(Array.from({ length: 12 }, (_, i) => `Step ${i + 1}: restart the worker and check the logs.`).join('\n'))?.chant.repeats // 11 or more
 */
export function findChant(text: string): { chant: Chant; prose: string } | null {
  const prose = withoutCodeAndTables(text)
  const chant = chantOf(prose)
  if (chant !== null) return { chant, prose }
  // Too short to hold a chant (60 words), or no numbered label at all: nothing more to try.
  if (prose.length < CHANT_MIN_CHARS || !LABEL_HINT.test(prose)) return null
  const unlabelled = prose.replace(ENUMERATION_LABEL, '$1$2')
  const relabelled = chantOf(unlabelled)
  return relabelled === null ? null : { chant: relabelled, prose: unlabelled }
}

/** Fewer characters than a 60-word text can have (60 one-letter words and their spaces make 119). */
const CHANT_MIN_CHARS = 119
// A digit closed by `:`, `.`, `)` or `]` and a space, or by a spaced dash: a cheap test before the full pattern.
const LABEL_HINT = /\d(?:[:.)\]]\s|[\t ]+[-\u2013\u2014][\t ])/
// At a line or sentence start: at most one label word, then a number closed
// by `:`, `.`, `)` or `]` and a space, or by a spaced dash. Bounded
// quantifiers only, so linear.
const ENUMERATION_LABEL = /(^|[.!?;][\t ]+)([\t ]*(?:\p{L}{1,15}[\t ]+)?)\d{1,6}(?=[:.)\]](?:\s|$)|[\t ]+[-\u2013\u2014][\t ]+)/gmu

const LIST_LINE = /^\s*(?:[-*+#>]|\d+[.)])\s/m
const LIST_START = /^\s*(?:[-*+#>]|\d+[.)])\s/

/**
 * A text without its fenced code blocks, markdown table rows, list items
 * and headings. Linear.
 *
 * @example
 * withoutCodeAndTables('a\n```\ncode\n```\n| x | y |\n- item\nb') // 'a\nb'
 */
export function withoutCodeAndTables(text: string): string {
  const structured = text.includes('```') || text.includes('~~~') || text.includes('|') || (text.includes('\n') ? LIST_LINE.test(text) : LIST_START.test(text))
  return structured ? linesOutsideFences(text, isTableOrListLine) : text
}

function isTableOrListLine(trimmed: string): boolean {
  return trimmed.startsWith('|') || LIST_START.test(trimmed)
}

/**
 * A text without its fenced code blocks (a command or an edit the model
 * wrote out is the call it makes, not reasoning). Linear.
 *
 * @example
 * withoutFencedCode('Submitting.\n```\nedit 12:14\n```') // 'Submitting.'
 */
export function withoutFencedCode(text: string): string {
  return text.includes('```') || text.includes('~~~') ? linesOutsideFences(text, null) : text
}

/** The lines of a text outside its ``` and ~~~ fences (the fence lines too left out), less those `drop` names (trimmed at the start). */
function linesOutsideFences(text: string, drop: ((trimmed: string) => boolean) | null): string {
  const kept: string[] = []
  let inFence = false
  for (const line of text.split('\n')) {
    const trimmed = line.trimStart()
    if (trimmed.startsWith('```') || trimmed.startsWith('~~~')) inFence = !inFence
    else if (!inFence && (drop === null || !drop(trimmed))) kept.push(line)
  }
  return kept.join('\n')
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000
}
