// Reasoning stagnation, judged with the actions around the text:
// - repeated reasoning: a step that says again what a recent step said
//   (after removing what every step of the agent says: a fixed preamble,
//   a sign-off), with no new outcome from any action in between. Wording
//   alone never proves a loop when the actions between made progress.
// - stalled reasoning: the steps that led to the wasted calls of a
//   confirmed loop. Wording alone never proves health either: paraphrased
//   or terse steps whose calls keep repeating known outcomes stagnate.
//
// Cost: sketching is linear in the text; each step is compared with at most
// `window` earlier steps of its agent, each comparison O(SKETCH_SIZE).

import type { ChantingFinding, FindingLevel, RepeatedReasoningFinding, StalledReasoningFinding } from '../report/types.js'
import { chantOf } from './chanting.js'
import { firstItems, MAX_LISTED_PAIRS, MAX_LISTED_TEXTS } from './limits.js'
import { previewText } from './preview.js'
import { levelOf, type LoopThresholds } from './runs.js'
import { intersectSorted, shingleHashes, sketch, sketchSimilarity, wordHashes } from './shingles.js'
import type { TextStep } from './timeline.js'

/** What reasoning analysis needs from the rest of the trace. */
export interface ReasoningInput {
  readonly texts: readonly TextStep[]
  /** Span positions of the actions that brought something new or a wait that paid off, ascending. */
  readonly progressSpans: readonly number[]
  /** The span ranges (exclusive start, exclusive end) leading to each wasted call of a confirmed loop, with the finding that shows it. */
  readonly stalledRanges: ReadonlyArray<{ from: number; to: number; cause: { kind: string; spanIndices: number[] } }>
  readonly similarityThreshold: number
  readonly thresholds: LoopThresholds
  /** How many earlier steps of the same agent each step is compared with. */
  readonly window: number
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

  for (const { finding, repeats } of repeatedReasoning(input)) {
    findings.push(finding)
    const target = finding.level === 'critical' ? critical : warned
    for (const step of repeats) target.add(step)
  }
  for (const { finding, steps } of stalledReasoning(input)) {
    findings.push(finding)
    for (const step of steps) critical.add(step)
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

function repeatedReasoning(input: ReasoningInput): Array<{ finding: RepeatedReasoningFinding; repeats: number[] }> {
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
    const follows = members.map((m, k) => k > 0 && !progressBetween(input.progressSpans, texts[members[k - 1]!]!.spanIndex, texts[m]!.spanIndex))
    if (!follows.includes(true)) continue
    const sketches = groupSketches(members.map((i) => texts[i]!.text))
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
 * The comparable sketch of each step of one agent: its shingles, minus the
 * shingles every step shares when the agent has three steps or more (with
 * two, "what every step shares" is just what the pair shares).
 */
function groupSketches(texts: readonly string[]): Uint32Array[] {
  const hashes = texts.map((text) => shingleHashes(wordHashes(text)))
  let common: Uint32Array | null = null
  if (texts.length >= 3) {
    // Intersect the sorted shingle sets one by one: linear in their total size.
    common = hashes[0]!
    for (let i = 1; i < hashes.length && common.length > 0; i++) common = intersectSorted(common, hashes[i]!)
  }
  return hashes.map((set) => sketch(set, common))
}

function repeatedFinding(texts: readonly TextStep[], pairs: Array<{ steps: [number, number]; similarity: number }>, level: FindingLevel): RepeatedReasoningFinding {
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
    measure: 'residual-shingle-jaccard',
    wastedSteps: pairs.length,
    message: `${pairs.length} reasoning steps repeat an earlier step (similarity ${round4(lowest)} or more, beyond what every step says) with no new result from any action in between.`,
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
  const prose = withoutCodeAndTables(step.text)
  const chant = chantOf(prose)
  if (chant === null) return null
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
  if (!structured) return text
  const kept: string[] = []
  let inFence = false
  for (const line of text.split('\n')) {
    const trimmed = line.trimStart()
    if (trimmed.startsWith('```') || trimmed.startsWith('~~~')) {
      inFence = !inFence
      continue
    }
    if (inFence || trimmed.startsWith('|') || /^(?:[-*+#>]|\d+[.)])\s/.test(trimmed)) continue
    kept.push(line)
  }
  return kept.join('\n')
}

/**
 * Whether an action that made progress sits strictly between two span positions.
 * `progressSpans` is ascending; binary search, O(log n).
 */
export function progressBetween(progressSpans: readonly number[], from: number, to: number): boolean {
  let lo = 0
  let hi = progressSpans.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (progressSpans[mid]! <= from) lo = mid + 1
    else hi = mid
  }
  return lo < progressSpans.length && progressSpans[lo]! < to
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000
}
