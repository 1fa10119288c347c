// One repeat of a long step is enough. A reasoning step or message of 20
// content words or more (deepeval's floor for a meaningful step) said again
// almost word for word, with nothing new observed in between (no action
// that made progress, no new user message), costs as much as a loop of
// cheap repeats: the model spent a whole turn to get back where it was.
// Short steps ("Checking.", "Retrying.") are cheap and need the ordinary
// count of repeats (see reasoning.ts).
//
// Cost: each long step is read once (bounded by turnTerms' word cap) and
// compared with at most `window` earlier long steps of its agent run, each
// comparison linear in the two steps' bigram sets.

import { StepReadings } from './monologue.js'
import { progressBetween } from './progress-between.js'
import { intersectSorted, sharedCount } from './shingles.js'
import type { TextStep } from './timeline.js'

/**
 * Words that make a step long: content words, and its numbers (`18:30`,
 * `3,240`, `15%`, each one word as deepeval counts its meaningful words) when
 * the repeat says the same numbers; not function words.
 */
export const LONG_STEP_WORDS = 20

// A number written as one word: digits with the separators numbers are written with, no letter.
const NUMBER_WORD = /(?<![\p{L}\p{N}_])[-+~$£€]?\d[\d.,:/]*%?(?![\p{L}\p{N}_])/gu
/** Characters of a step searched for numbers (turnTerms reads as far). */
const NUMBER_CHARS = 20_000

/** The numbers a step says, each written as one word, sorted. */
function numberWords(text: string): string[] {
  const head = text.length > NUMBER_CHARS ? text.slice(0, NUMBER_CHARS) : text
  const found = head.match(NUMBER_WORD) ?? []
  return found.map((n) => n.replace(/[.,:]+$/, '')).sort()
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
/**
 * Content words the repeat may add that the earlier step did not say (a
 * word or two changed). A fixed preamble with a new ending on every step adds
 * more: that is progress under boilerplate, not a repeat.
 */
export const NEW_WORDS_ALLOWED = 3
/** How far under `similarityThreshold` (at most) a long step's share of word pairs may fall when it adds at most REWORDED_WORDS new words. */
const REWORDED_SLACK = 0.1
/** New content words a long step reworded in places may add and still be the same step. */
const REWORDED_WORDS = 2
/** Word pairs beyond the shared frame below which a step is the frame alone. */
const FRAME_ONLY = 3

/** A long step that repeats an earlier one of its agent run. */
export interface LongRepeat {
  /** Indices into `texts`: the earlier step and the repeat. */
  readonly steps: [number, number]
  /** The share of the repeat's word pairs the earlier step said (0 to 1). */
  readonly similarity: number
  /** The repeat's content words. */
  readonly words: number
  /**
   * Whether something new was observed between the two and the repeat
   * ignored it: a dead end (see {@link DeadEnds}) that says nothing the
   * earlier step did not.
   */
  readonly ignoring: boolean
}

/**
 * Where a long repeat leads nowhere. A step said again word for word after
 * something new was observed did not take it in; when nothing after it makes
 * progress either (the run's last step, no action after it bringing news, not
 * the answer the run gave), that turn was spent for nothing, as a repeat with
 * nothing in between is. A write in between is different: the repeat may
 * report what was done.
 */
export interface DeadEnds {
  /** Whether the step at this index of `texts` is the last of its run, with no progress after it, and not the run's answer. */
  readonly leadsNowhere: (index: number) => boolean
  /** Span positions of writes that took effect, ascending. */
  readonly writeSpans: readonly number[]
}

/**
 * The long steps that repeat an earlier step of the same agent run almost
 * word for word with nothing new in between.
 *
 * @example
 * longRepeats(texts, progressSpans, failedSpans, asked, 8, 0.85)[0]?.steps // [0, 1]
 */
export function longRepeats(
  texts: readonly TextStep[],
  progressSpans: readonly number[],
  /** Span positions of actions that failed again the same way, ascending. */
  failedSpans: readonly number[],
  /** For each text step, whether a new user message arrived with it. */
  asked: readonly boolean[],
  window: number,
  /** The share of the repeat's word pairs (beyond a shared frame) the earlier step must have said: `similarityThreshold`. */
  nearVerbatim: number,
  /** Where a repeat after news leads nowhere (model steps only; `null` for messages sent through tools). */
  deadEnds: DeadEnds | null = null,
  /** The steps' readings, shared with other readers of the same steps. */
  readings: StepReadings = new StepReadings(texts),
): LongRepeat[] {
  // Which steps can repeat which, from positions alone (cheap): an earlier
  // step of the same agent run, at most `window` back, with nothing new in
  // between (no action that told the run something, no new user message),
  // unless the same failure came back in between.
  // A step that leads nowhere is also compared across news it ignored (see DeadEnds).
  const candidates: Array<{ index: number; earlier: number[]; ignoring: Set<number> | null }> = []
  const recent = new Map<number, number[]>()
  texts.forEach((step, index) => {
    let list = recent.get(step.owner)
    if (list === undefined) recent.set(step.owner, (list = []))
    const earlier: number[] = []
    let ignoring: Set<number> | null = null
    let deadEnd: boolean | null = null
    for (let k = list.length - 1; k >= 0; k--) {
      const e = list[k]!
      const from = texts[e]!.spanIndex
      const stuck = progressBetween(failedSpans, from, step.spanIndex)
      if (!stuck && askedBetween(asked, e, index)) break
      if (!stuck && (ignoring !== null || texts[e]!.informed === true || progressBetween(progressSpans, from, step.spanIndex))) {
        deadEnd ??= deadEnds?.leadsNowhere(index) === true
        if (!deadEnd || progressBetween(deadEnds!.writeSpans, from, step.spanIndex)) break
        ignoring ??= new Set()
        ignoring.add(e)
      }
      earlier.push(e)
    }
    if (earlier.length > 0) candidates.push({ index, earlier, ignoring })
    list.push(index)
    if (list.length > window) list.shift()
  })
  if (candidates.length === 0) return []

  // Read the steps of the agent runs that have candidates (each once), and
  // per run what all of its steps share (with three steps or more): a fixed
  // preamble on every step is a frame, not a repeat, so steps are compared
  // beyond it.
  const owners = new Set(candidates.map((c) => texts[c.index]!.owner))
  const read = new Map<
    number,
    {
      bigrams: Uint32Array
      terms: ReadonlyArray<string | null>
      distinct: ReadonlySet<string> | null
      words: number
      numbers: readonly string[] | null
      residual: Uint32Array
    }
  >()
  const numbersOf = (i: number): readonly string[] => {
    const step = read.get(i)!
    step.numbers ??= numberWords(texts[i]!.text)
    return step.numbers
  }
  const distinctOf = (i: number): ReadonlySet<string> => {
    const step = read.get(i)!
    if (step.distinct === null) {
      const own = new Set<string>()
      for (const term of step.terms) if (term !== null) own.add(term)
      step.distinct = own
    }
    return step.distinct
  }
  const members = new Map<number, number[]>()
  texts.forEach((step, i) => {
    if (!owners.has(step.owner)) return
    const list = members.get(step.owner)
    if (list === undefined) members.set(step.owner, [i])
    else list.push(i)
  })
  for (const list of members.values()) {
    for (const i of list) {
      const terms = readings.of(i)
      let words = 0
      for (const term of terms.terms) if (term !== null) words++
      // Numbers are read only when a step too short by its words alone is compared (see numbersOf), and
      // the set of its words only when it is an earlier step a candidate comes close to (see distinctOf).
      read.set(i, { bigrams: terms.bigrams, terms: terms.terms, distinct: null, words, numbers: null, residual: terms.bigrams })
    }
    if (list.length < 3) continue
    let common = read.get(list[0]!)!.bigrams
    for (let k = 1; k < list.length && common.length > 0; k++) common = intersectSorted(common, read.get(list[k]!)!.bigrams)
    if (common.length > 0) for (const i of list) read.get(i)!.residual = differenceSorted(read.get(i)!.bigrams, common)
  }

  const found: LongRepeat[] = []
  for (const { index, earlier, ignoring } of candidates) {
    const mine = read.get(index)!
    // Long by its words, or by its words and numbers when it says the same numbers again (a plan's
    // times and dates): a step whose numbers moved (page 2, then page 3) is another step.
    const longByWords = mine.words >= LONG_STEP_WORDS
    if (!longByWords && mine.words + numbersOf(index).length < LONG_STEP_WORDS) continue
    // A step that is (almost) nothing but the frame every step shares (every step the same but a
    // word or two) is compared whole.
    const whole = mostlyFrame(mine)
    if (!whole && mine.residual.length < LONG_STEP_WORDS) continue
    let best: LongRepeat | null = null
    for (const e of earlier) {
      const other = read.get(e)!
      if (whole !== mostlyFrame(other)) continue
      // Past news, only a repeat of the step's own words counts: the frame every step shares (a
      // templated preamble around a short new ending) says nothing about what was taken in.
      if (whole && ignoring?.has(e) === true) continue
      if (!longByWords && !sameList(numbersOf(index), numbersOf(e))) continue
      const a = whole ? other.bigrams : other.residual
      const b = whole ? mine.bigrams : mine.residual
      // Measured on the repeat: a step that says again what an earlier one said is a repeat though the
      // earlier one said a sentence more (its reasoning, then "Checking the lab report first.").
      const own = b.length
      // Counted without building the intersection, and given up as soon as it cannot reach the bar.
      // A long step said again with a word or two put another way ("leave nobody room", then "leave no
      // room for anybody") loses a word pair at each change: with at most REWORDED_WORDS new words, a
      // share of word pairs REWORDED_SLACK under the bar is still the same step.
      // The slack shrinks as the bar is raised: a tenth at the default 0.85 or under, none from 0.95.
      const floor = whole ? nearVerbatim : nearVerbatim - Math.min(REWORDED_SLACK, Math.max(0, 0.95 - nearVerbatim))
      const shared = sharedCount(a, b, Math.ceil(floor * own - 1e-9))
      if (shared < 0) continue
      const similarity = shared / own
      if (similarity < floor || (best !== null && similarity <= best.similarity)) continue
      // Beside a frame that is most of the step, a few new words are the news (a new ending under
      // boilerplate): at most one word swapped is still the same step.
      const allowed = whole && mine.residual.length >= FRAME_ONLY ? 1 : similarity < nearVerbatim ? REWORDED_WORDS : NEW_WORDS_ALLOWED
      // Each distinct word of the repeat once, as a set of it would be.
      const said = distinctOf(e)
      // At most `allowed` + 1 new words are ever listed.
      const added: string[] = []
      for (const term of mine.terms) {
        if (term === null || said.has(term) || added.includes(term)) continue
        added.push(term)
        if (added.length > allowed) break
      }
      if (added.length <= allowed) best = { steps: [e, index], similarity, words: mine.words, ignoring: ignoring?.has(e) ?? false }
    }
    if (best !== null) found.push(best)
  }
  return found
}

/**
 * Whether a step is the frame its run's steps share but for a few word pairs
 * (fewer than FRAME_ONLY, or under a fifth of its own): three copies of one
 * long diagnosis share nearly all of it, and that is the repeat, not a frame.
 */
function mostlyFrame(step: { bigrams: Uint32Array; residual: Uint32Array }): boolean {
  return step.residual.length < FRAME_ONLY || step.residual.length * 5 < step.bigrams.length
}

/** Whether a new user message arrived with any step after `earlier` up to `index`. At most `window` steps apart. */
function askedBetween(asked: readonly boolean[], earlier: number, index: number): boolean {
  for (let i = earlier + 1; i <= index; i++) if (asked[i]) return true
  return false
}

/** The items of sorted `a` that are not in sorted `b`. Linear. */
function differenceSorted(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length)
  let n = 0
  let j = 0
  for (let i = 0; i < a.length; i++) {
    while (j < b.length && b[j]! < a[i]!) j++
    if (j < b.length && b[j] === a[i]) continue
    out[n++] = a[i]!
  }
  return out.subarray(0, n)
}
