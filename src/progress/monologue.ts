// Monologues: model turns that follow each other with nothing in between (no
// tool call, no delegated agent, no new user message) and restate what an
// earlier turn of the stretch already said. OpenHands stops an agent after
// three agent messages with no observation between them; this is the same
// rule, made robust to wording:
// - what every turn of the stretch says word for word (a fixed preamble, a
//   sign-off, a "Part k of n" lead-in: the word bigrams all turns share) is
//   removed first, so distinct updates inside a shared template stay distinct;
// - the rest is compared as content words (function words and words about
//   the conversation itself, such as apologies and "to reiterate", left out;
//   numbers masked; light stemming), so a lead-in that varies in front of the
//   same answer, an apology and a reworded restatement are all caught;
// - a turn restates when most of its content words (RESTATE_SHARE) were
//   already said by one earlier turn of the stretch (within a window): one
//   turn, not the union of all of them, so a summary drawn from several
//   distinct parts is not a restatement; or when it adds at most one content
//   word to one earlier turn (a near-copy with a word edited, or a lead-in
//   this module does not list).
// English function words only; text in other languages is compared on all
// its words, which only makes the rule stricter.
//
// Cost per turn: linear in its words (at most MAX_WORDS are read), plus
// `window` set look-ups per content word (at most MAX_TERMS). The frame is a
// sorted hash array intersected once per turn.

import { asciiBytesOf, BIGRAM_END, BIGRAM_START, bigramHashes, intersectSorted, mixBigram } from './shingles.js'

/**
 * How much of a turn's content must have been said by one earlier turn for it to restate.
 *
 * @example
 * new MonologueJudge(8).push(turnTerms(text), 1).similarity >= RESTATE_SHARE // the turn restates
 */
export const RESTATE_SHARE = 2 / 3

/**
 * A turn of at least MIN_TERMS_FOR_EDIT content words that adds at most
 * NEW_TERMS_ALLOWED of them to one earlier turn restates it, however small
 * what is left of it beyond the shared frame.
 */
const MIN_TERMS_FOR_EDIT = 4
const NEW_TERMS_ALLOWED = 1

/** Words read per turn: a restatement shows long before this. */
const MAX_WORDS = 5_000
/** Characters read per turn (ample for MAX_WORDS words), so a 10 MB turn costs no more than a long one. */
const MAX_CHARS = 100_000
/** Distinct content words kept per turn. */
const MAX_TERMS = 2_000

// Function words, and metadiscourse: words about the conversation rather
// than the task (apologies, restatement markers, acknowledgements). Both say
// nothing about what a turn is about.
const STOP_WORDS = new Set(
  `a an the and or but nor if then else so because as of to in on at by for with without from into onto over under
  about above below up down out off through between after before again once further here there than too very just
  also only own same such other another more most some any each every all both either neither no not yes
  is are was were be been being am do does did doing done have has had having will would shall should can could may
  might must let lets i me my mine myself we us our ours you your yours he him his she her it its they them their
  this that these those what which who whom whose when where why how now still yet already ok okay well oh
  going get got gets make makes sure really actually just quite rather
  sorry apologies apologise apologize apologised apologized apology apologising apologizing confusion confused
  clearer clearly clarify clarity reiterate reiterating restate restating repeat repeating recap mentioned mention
  said saying say noted understood certainly absolutely indeed right thanks thank please
  summary summarize summarise summarizing summarising briefly simply basically essentially stated restated
  rephrase rephrasing reword rewording words short clear`
    .split(/\s+/)
    .filter((w) => w !== ''),
)

/** One model turn reduced to what the monologue rule compares. */
export interface TurnTerms {
  /** Sorted distinct bigram hashes (with start and end markers), for the shared frame. */
  readonly bigrams: Uint32Array
  /** Each word's hash in order (numbers as `#`), for the frame. */
  readonly words: Uint32Array
  /** Each word's content term, or `null` for function words and numbers. */
  readonly terms: Array<string | null>
  /** The normalized text, for verbatim comparison of turns without content words. */
  readonly plain: string
  /**
   * Whether every word of the text was read as `wordHashes` reads words (an
   * ASCII text under MAX_WORDS words): then `words` are its `wordHashes`,
   * and `bigrams`, when it has words, its `shingleHashes`.
   */
  readonly whole: boolean
}

/**
 * Reads a turn: its words (lower-cased, digit runs as `#`), their bigrams,
 * and the content term of each word. Linear in the text.
 *
 * @example
 * turnTerms('Sorry, I will open the config file.').terms.filter(Boolean) // ['open', 'config', 'file']
 */
export function turnTerms(text: string): TurnTerms {
  const bytes = asciiBytesOf(text)
  if (bytes !== null) return asciiTurnTerms(text, bytes)
  const tokens = (text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text).toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []
  const count = Math.min(tokens.length, MAX_WORDS)
  const words = new Uint32Array(count)
  const terms: Array<string | null> = new Array(count)
  for (let i = 0; i < count; i++) {
    const word = readWord(tokens[i]!)
    words[i] = word.hash
    terms[i] = word.term
  }
  return { bigrams: bigramHashes(words), words, terms, plain: tokens.slice(0, count).join(' '), whole: false }
}

/**
 * The {@link turnTerms} of a list of steps, each read on first use and kept
 * while the list is analysed: the monologue judge and the long-repeat check
 * read the same steps, and a turn read is never changed (its arrays are its
 * own copies), so the second reader is given the first reading. Held by
 * index for one analysis, not in a module-wide WeakMap keyed by step, whose
 * entries outlived the analysis until a full collection.
 *
 * @example
 * const readings = new StepReadings([{ text: 'Sorry, I will open the config file.' }])
 * readings.of(0) === readings.of(0) // true
 */
export class StepReadings {
  private readonly read: Array<TurnTerms | undefined>

  constructor(private readonly steps: ReadonlyArray<{ readonly text: string }>) {
    this.read = new Array<TurnTerms | undefined>(steps.length).fill(undefined)
  }

  /** The text of the step at `index`. */
  textOf(index: number): string {
    return this.steps[index]!.text
  }

  /** The reading of the step at `index`. */
  of(index: number): TurnTerms {
    let terms = this.read[index]
    if (terms === undefined) this.read[index] = terms = turnTerms(this.steps[index]!.text)
    return terms
  }
}

// ASCII bytes as words read them: 0 outside a word, else the byte lower-cased
// (letters, digits and `_`: what `[\p{L}\p{N}_]+` finds in lower-cased ASCII).
const ASCII_WORD = new Uint8Array(128)
for (let c = 0; c < 128; c++) ASCII_WORD[c] = (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 95 ? c : c >= 65 && c <= 90 ? c + 32 : 0

/**
 * {@link turnTerms} of an ASCII text, read from its bytes (`asciiBytesOf`):
 * the same words, found without lower-casing the text or listing its words
 * as strings. A known word is found in the reading cache by the hash of its
 * bytes and checked byte for byte, so a word read before allocates nothing;
 * the turn's plain text is built only when asked for (monologues compare it
 * when a turn says nothing beyond the frame).
 */
function asciiTurnTerms(text: string, bytes: Uint8Array): TurnTerms {
  const length = text.length
  const scratch = wordScratch
  const termScratch = termsScratch
  let count = 0
  let i = 0
  while (i < length && count < MAX_WORDS) {
    let c = ASCII_WORD[bytes[i]!]!
    if (c === 0) {
      i++
      continue
    }
    const start = i
    let h = 0x811c9dc5
    do {
      h = Math.imul(h ^ c, 0x01000193)
      c = ++i < length ? ASCII_WORD[bytes[i]!]! : 0
    } while (c !== 0)
    const word = readAsciiWord(text, bytes, start, i, h >>> 0)
    termScratch[count] = word.term
    scratch[count++] = word.hash
  }
  const words = scratch.slice(0, count)
  const terms = termScratch.slice(0, count)
  // Read to the end when no word is left past the last one read (a text cut at MAX_WORDS is not whole).
  let whole = true
  for (let k = i; k < length && whole; k++) if (ASCII_WORD[bytes[k]!] !== 0) whole = false
  return new AsciiTurn(bigramHashes(words), words, terms, text, whole)
}

/** The word hashes of the turn being read (at most MAX_WORDS): a buffer kept between turns, copied out once. */
const wordScratch = new Uint32Array(MAX_WORDS)
/** Their terms, copied out at the exact length (a list grown word by word left garbage at every doubling). Holds only cached readings' terms. */
const termsScratch: Array<string | null> = new Array<string | null>(MAX_WORDS).fill(null)

/** A turn read by {@link asciiTurnTerms}: its plain text is made on first use. */
class AsciiTurn implements TurnTerms {
  private joined: string | undefined

  constructor(
    readonly bigrams: Uint32Array,
    readonly words: Uint32Array,
    readonly terms: Array<string | null>,
    private readonly text: string,
    readonly whole: boolean,
  ) {}

  get plain(): string {
    this.joined ??= (this.text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).slice(0, this.words.length).join(' ')
    return this.joined
  }
}

// Readings of ASCII words, direct-mapped by the hash of their lower-cased
// bytes: one slot per hash (a word found in its slot is checked byte for
// byte; another word with the same slot replaces it, as the cache only saves
// work). Typed slots, not a Map: every word of every step is looked up here,
// and a Map look-up cost more than reading the word did.
const ASCII_SLOTS = 8192
const asciiSlotKeys = new Int32Array(ASCII_SLOTS).fill(-1)
const asciiSlotWords: string[] = new Array(ASCII_SLOTS).fill('')
const asciiSlotReadings: Array<WordReading | null> = new Array(ASCII_SLOTS).fill(null)

/** The reading of the word at `start..end` of an ASCII text (see {@link readWord}); `rawHash` hashes its lower-cased bytes. */
function readAsciiWord(text: string, bytes: Uint8Array, start: number, end: number, rawHash: number): WordReading {
  const key = rawHash & 0x3fffffff
  const slot = (key ^ (key >>> 13)) & (ASCII_SLOTS - 1)
  if (asciiSlotKeys[slot] === key && sameWord(asciiSlotWords[slot]!, bytes, start, end)) return asciiSlotReadings[slot]!
  const raw = text.slice(start, end).toLowerCase()
  const reading = readWord(raw)
  asciiSlotKeys[slot] = key
  asciiSlotWords[slot] = raw
  asciiSlotReadings[slot] = reading
  return reading
}

/** Whether `raw` is the lower-cased ASCII word at `start..end` of `bytes`. */
function sameWord(raw: string, bytes: Uint8Array, start: number, end: number): boolean {
  if (raw.length !== end - start) return false
  for (let k = 0; k < raw.length; k++) if (raw.charCodeAt(k) !== ASCII_WORD[bytes[start + k]!]) return false
  return true
}

// Words repeat across turns: each is read once (digits as `#`, its hash, its
// stem) and remembered. Bounded: cleared when full, so a hostile trace with a
// million distinct words cannot grow it without limit.
const WORD_CACHE_LIMIT = 8192
const wordCache = new Map<string, WordReading>()

/** What a word contributes to a turn: its hash (digit runs as `#`) and its content term. */
interface WordReading {
  readonly hash: number
  /** The content term, or `null` for function words and numbers: light stemming. */
  readonly term: string | null
}

function readWord(raw: string): WordReading {
  const cached = wordCache.get(raw)
  if (cached !== undefined) return cached
  const word = hasDigit(raw) ? raw.replace(/\d+/g, '#') : raw
  const reading = { hash: fnv(word), term: stemmed(word) }
  if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear()
  wordCache.set(raw, reading)
  return reading
}

function hasLetter(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) return true
    if (c > 127) return /\p{L}/u.test(word)
  }
  return false
}

function stemmed(word: string): string | null {
  if (word.length < 2 || STOP_WORDS.has(word) || !hasLetter(word)) return null
  let w = word
  if (w.endsWith("'s")) w = w.slice(0, -2)
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3)
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2)
  else if (w.length > 4 && w.endsWith('es')) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1)
  return STOP_WORDS.has(w) ? null : w
}

/** What the rule made of one turn. */
export interface TurnVerdict {
  /**
   * - `restates`: most of its content was already said by an earlier turn of the stretch;
   * - `new`: it says something the stretch had not said;
   * - `neutral`: it says nothing of its own (no content words and no shared frame), so it neither repeats nor progresses.
   */
  readonly verdict: 'restates' | 'new' | 'neutral'
  /** The share of its content an earlier turn said (1 when nothing is left beyond the frame). */
  readonly similarity: number
  /** The index (as given to `push`) of the earlier turn it restates. */
  readonly repeats: number | null
}

interface Remembered {
  readonly id: number
  readonly terms: ReadonlySet<string>
  /** The turn, for its plain text (made only when compared). */
  readonly turn: TurnTerms
}

/**
 * Judges the turns of one stretch in order. `reset()` starts a new stretch
 * (an action, a delegation or a user message came in between). Memory is
 * bounded by `window` turns of at most MAX_TERMS terms each, plus the frame.
 *
 * @example
 * const judge = new MonologueJudge(8)
 * judge.push(turnTerms('The fix is to raise the pool size.'), 0).verdict              // 'new'
 * judge.push(turnTerms('Again: the fix is to raise the pool size.'), 1).verdict       // 'restates'
 */
export class MonologueJudge {
  private frame: Uint32Array | null = null
  private readonly recent: Remembered[] = []

  constructor(private readonly window: number) {}

  /** Starts a new stretch. */
  reset(): void {
    this.frame = null
    this.recent.length = 0
  }

  /** Judges a turn against the earlier turns of the stretch, then remembers it. */
  push(turn: TurnTerms, id: number): TurnVerdict {
    const first = this.frame === null
    this.frame = first ? turn.bigrams : intersectSorted(this.frame!, turn.bigrams)
    const own = new Set<string>()
    const residual = new Set<string>()
    const covered = first ? null : coveredByFrame(turn.words, this.frame)
    for (let i = 0; i < turn.terms.length && own.size < MAX_TERMS; i++) {
      const term = turn.terms[i]
      if (term === null || term === undefined) continue
      own.add(term)
      if (covered === null || !covered[i]) residual.add(term)
    }
    let verdict: TurnVerdict
    if (first) verdict = { verdict: own.size === 0 ? 'neutral' : 'new', similarity: 0, repeats: null }
    else if (residual.size === 0) {
      // Nothing beyond what every turn says: a restatement when the turn
      // shares that frame (or is word for word an earlier turn), else it
      // says nothing at all.
      const same = this.recent.find((r) => r.turn.plain === turn.plain)
      const framed = this.frame!.length > 0 && turn.words.length > 0
      verdict =
        same !== undefined || (framed && own.size > 0)
          ? { verdict: 'restates', similarity: 1, repeats: same?.id ?? this.recent[this.recent.length - 1]?.id ?? null }
          : { verdict: 'neutral', similarity: 0, repeats: null }
    } else {
      let best = 0
      let repeats: number | null = null
      for (let k = this.recent.length - 1; k >= 0; k--) {
        const earlier = this.recent[k]!
        let inside = 0
        for (const term of residual) if (earlier.terms.has(term)) inside++
        const share = inside / residual.size
        const edit = own.size >= MIN_TERMS_FOR_EDIT && residual.size - inside <= NEW_TERMS_ALLOWED
        // A near-copy of that one turn with a word edited (or behind a lead-in
        // this module does not list) restates it, however small its residual.
        const similarity = edit ? Math.max(share, (own.size - (residual.size - inside)) / own.size) : share
        if (similarity > best) {
          best = similarity
          repeats = earlier.id
        }
      }
      verdict = best >= RESTATE_SHARE ? { verdict: 'restates', similarity: best, repeats } : { verdict: 'new', similarity: best, repeats: null }
    }
    this.recent.push({ id, terms: own, turn })
    if (this.recent.length > this.window) this.recent.shift()
    return verdict
  }
}

/** Which words of a turn sit inside a bigram every turn shares. Linear. */
function coveredByFrame(words: Uint32Array, frame: Uint32Array): boolean[] {
  const covered: boolean[] = new Array(words.length).fill(false)
  if (frame.length === 0) return covered
  const inFrame = (h: number): boolean => {
    let lo = 0
    let hi = frame.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (frame[mid]! < h) lo = mid + 1
      else hi = mid
    }
    return lo < frame.length && frame[lo] === h
  }
  let previous = BIGRAM_START
  for (let i = 0; i <= words.length; i++) {
    const hash = i < words.length ? words[i]! : BIGRAM_END
    if (inFrame(mixBigram(previous, hash))) {
      if (i > 0) covered[i - 1] = true
      if (i < words.length) covered[i] = true
    }
    previous = hash
  }
  return covered
}

function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if (c >= 48 && c <= 57) return true
  }
  return false
}

function fnv(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}
