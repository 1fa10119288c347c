// What the user said to each model step: the same request, a new one, or a
// new message that only restates an earlier one. A person who answers
// "Saturday morning before 11" a third time in other words told the run
// nothing new, whatever asked them.

import { turnTerms } from './monologue.js'
import type { TextStep } from './timeline.js'

/**
 * How a step's user message stands to the ones before it in its agent run:
 * `same` (no user message, or the one the step before had), `new` (a new
 * request), `restated` (a new message saying what an earlier one said).
 */
export type UserTurn = 'same' | 'new' | 'restated'

/** User messages remembered per agent run (a chat of thousands of turns compares each with the first ones only). */
const MAX_USER_TURNS = 64
/** New content terms an answer that repeats its figures may add ("ft", "said"). */
const NEW_TERMS_WITH_FIGURE = 2
/**
 * Content terms a restating message needs. "ok" or "yes" alone has none: an
 * answer, never a restatement. One content word said again ("APPROVED."
 * after "Approved. Isolate B2.") restates; a single restatement only warns.
 */
const MIN_RESTATED_TERMS = 1

// A person saying they already answered: "as I said", "like I wrote", "I already told you", "same as
// last time", "same as the last two times", "I have answered this three times", "for the third time", "Third time.",
// "I keep saying", "stop asking". Whatever else the
// message says, it was asked before.
const SAID_BEFORE =
  /\b(?:already (?:said|told|answered|wrote|gave|confirmed|replied|mentioned|chose|picked)|as I (?:said|wrote|mentioned|told you)|like I (?:said|wrote|told you)|I told you|same as (?:(?:the )?last (?:(?:two|three|four|\d+) )?times?|before|I said)|\bas (?:already )?said\b|(?:said|answered|told you)(?: (?:this|that|it))?(?: already)? (?:twice|(?:two|three|four|five|\d+) times)|for the (?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)) time|(?<![a-z] )(?:second|third|fourth|fifth) time(?= *[.!,]|$)|I keep (?:saying|telling you|answering)|stop asking)\b/i

/**
 * Whether a person's message says they gave this answer before.
 *
 * @example
 * saysSaidBefore('5/8 inch, like I wrote') // true
 * saysSaidBefore('5/8 inch') // false
 */
export function saysSaidBefore(text: string): boolean {
  return SAID_BEFORE.test(text.slice(0, SPOKEN_CHARS))
}

/** The content terms and the numbers of a user message (each number with how often it is named). */
interface UserWords {
  terms: Set<string>
  numbers: Map<string, number>
}

/**
 * For each step of one agent run, in order, how its user message stands to
 * the earlier ones. The first step's message is the request itself: `same`.
 *
 * @example
 * userTurns(steps).map((t) => t) // ['same', 'new', 'restated', 'restated']
 */
export function userTurns(steps: readonly TextStep[]): UserTurn[] {
  let latest: string | null = null
  let latestText: string | null = null
  let request: string | null = null
  const earlier: UserWords[] = []
  return steps.map((step, k) => {
    let turn: UserTurn = 'same'
    // The request the run started from, met again after other messages (a worker's steps recorded
    // in the supervisor's run, each with its own task), is the run back at its task: not an answer.
    if (step.user !== null && step.user === request) {
      latest = step.user
      latestText = step.userText ?? null
      return turn
    }
    if (step.user !== null && request === null) request = step.user
    // A tracer's shortened preview of the message before it (`Quote for gold-leaf fascia...`) is that message.
    if (step.user !== null && step.user !== latest && latestText !== null && truncates(step.userText ?? null, latestText)) return turn
    if (step.user !== null && step.user !== latest) {
      const words = userWords(step.userText ?? null)
      if (k > 0 && latest !== null)
        turn = words !== null && (saysSaidBefore(step.userText ?? '') || earlier.some((e) => restates(words, e))) ? 'restated' : 'new'
      // The request the run started from is not an answer: a step that states it again (a final
      // "answer the user task: …") restates the task, not what a person said since.
      if (words !== null && latest !== null && earlier.length < MAX_USER_TURNS) earlier.push(words)
    }
    if (step.user !== null) {
      latest = step.user
      latestText = step.userText ?? null
    }
    return turn
  })
}

// How a preview marks where it was cut: `...`, `…`, `[truncated]`, `(+120 chars)`.
const CUT_MARK = /\s*(?:\.\.\.|…|\[truncated\]|\(\+\d+ chars?\))\s*$/
/** Characters a preview must keep to be read as its message's start. */
const PREVIEW_CHARS = 12

/** Whether `text` is `full` cut short with a mark that says so. */
function truncates(text: string | null, full: string): boolean {
  if (text === null) return false
  const cut = CUT_MARK.exec(text)
  if (cut === null) return false
  const kept = text.slice(0, cut.index).trimEnd()
  return kept.length >= PREVIEW_CHARS && kept.length < full.length && full.startsWith(kept)
}

/**
 * The user turns of every step of a timeline, each step judged within its
 * own agent run.
 */
export function userTurnsOf(texts: readonly TextStep[]): UserTurn[] {
  const turns: UserTurn[] = new Array(texts.length).fill('same')
  // A step with no user message is `same` whatever its run: when no step has one (plain-text
  // prompts, most generated traces), the runs need not be grouped at all. Asked up to three times per score.
  if (!texts.some((step) => step.user !== null)) return turns
  for (const members of stepsByOwner(texts).values()) userTurns(members.map((m) => texts[m]!)).forEach((turn, k) => (turns[members[k]!] = turn))
  return turns
}

/** The indices of a timeline's text steps, per agent run (the owner's span position), in order. */
export function stepsByOwner(texts: readonly TextStep[]): Map<number, number[]> {
  const byOwner = new Map<number, number[]>()
  texts.forEach((step, i) => {
    const members = byOwner.get(step.owner)
    if (members === undefined) byOwner.set(step.owner, [i])
    else members.push(i)
  })
  return byOwner
}

// A notice in brackets is the framework's ("[Read from /src/a.ts is successful.]").
const FRAMEWORK_NOTICE = /^\s*\[[^\]]*\]\s*$/

/** What a person types in one go: a few lines, a few hundred characters. */
const SPOKEN_CHARS = 400
const SPOKEN_LINES = 3

/**
 * The content terms and numbers of a message a person typed, or `null` for
 * anything else: a long prompt, or a tool's output a framework feeds back as
 * a user turn (SWE-agent's observations, a DSPy prompt with the trajectory)
 * is judged with the actions, not as a person's answer.
 */
function userWords(text: string | null): UserWords | null {
  if (text === null || text.length > SPOKEN_CHARS || text.trim().split('\n').length > SPOKEN_LINES || FRAMEWORK_NOTICE.test(text)) return null
  const { terms } = turnTerms(text)
  const set = new Set<string>()
  for (const t of terms) if (t !== null) set.add(t)
  const numbers = new Map<string, number>()
  for (const n of text.match(/\d+(?:[.,:/]\d+)*/g) ?? []) numbers.set(n, (numbers.get(n) ?? 0) + 1)
  return { terms: set, numbers }
}

/**
 * A user message restates an earlier one when it names no number the earlier
 * one did not ("before 11" again, never "before 12"), nor one more often (a
 * history of readings grown by one that equals a figure already named), and either at least two
 * thirds of its content terms were in it ("As I said, Saturday morning
 * before 11." after "Saturday morning, any time before 11."), or it names a
 * figure again with at most two new words ("38 ft. I already said that."
 * after "38 feet.").
 */
function restates(message: UserWords, earlier: UserWords): boolean {
  for (const [n, count] of message.numbers) if ((earlier.numbers.get(n) ?? 0) < count) return false
  let shared = 0
  for (const t of message.terms) if (earlier.terms.has(t)) shared++
  // An answer that names a figure (two digits or more: "38 ft.", "12 March 2027") says it again
  // with a word or two of manner ("I already said that").
  const figure = [...message.numbers.keys()].some((n) => n.replace(/\D/g, '').length >= 2)
  if (figure && message.terms.size - shared <= NEW_TERMS_WITH_FIGURE) return true
  return message.terms.size >= MIN_RESTATED_TERMS && 3 * shared >= 2 * message.terms.size
}
