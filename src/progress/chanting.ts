// Chanting: one model output that keeps repeating itself ("I will check the
// config. I will check the config. …"). Comparing steps cannot see it, and
// fixed-size chunk hashing misses units longer than the chunk distance
// (qwen-code#1775) and templated repeats (tonyd2wild#29). Here a text is
// read as word 8-grams: a chant is a text where few 8-grams are new and one
// recurs many times. Numbers are kept as written: "processed record 41…
// processed record 42…" is a progress log, not a chant (senpi#1330).
// Linear in the text (one hash per word and per 8-gram); the 8-gram table
// holds at most the first 20,000 words.

import { hashWordsInto } from './shingles.js'
import { Uint32Set } from './uint32-set.js'

/**
 * What a chanting text repeats, and how much.
 *
 * @example
 * const chant: Chant | null = chantOf(text) // { repeats: 12, novelty: 0.09, firstWord: 0 }
 */
export interface Chant {
  /** How many times the most frequent 8-word unit occurs. */
  readonly repeats: number
  /** The share of the text's 8-grams that are distinct (0 to 1; low means repetitive). */
  readonly novelty: number
  /** Where the unit first starts, counted in words. */
  readonly firstWord: number
}

/**
 * When a text counts as chanting.
 *
 * @example
 * chantOf(text, { minWords: 40, minRepeats: 4, maxNovelty: 0.4 })
 */
export interface ChantRule {
  /** Words a text needs before it is judged (60). */
  readonly minWords: number
  /** The most frequent unit must occur at least this often (5). */
  readonly minRepeats: number
  /** The share of distinct 8-grams must be at most this (0.3). */
  readonly maxNovelty: number
}

/**
 * The default rule: 60 words or more, a unit 5 times or more, at most 30% new 8-grams.
 *
 * @example
 * chantOf(text, { ...DEFAULT_CHANT_RULE, minRepeats: 8 })
 */
export const DEFAULT_CHANT_RULE: ChantRule = { minWords: 60, minRepeats: 5, maxNovelty: 0.3 }

const GRAM = 8
/** Words read per text: a chant shows long before this, and the 8-gram table stays bounded. */
const MAX_WORDS = 20_000
/** Distinct words an 8-gram needs to count as a unit: a run of one word (`pass pass pass…`, a table column) is not a sentence. */
const MIN_DISTINCT_WORDS = 4
/** The distinct words and word pairs of the text being read (reused: chantOf runs on every model step). */
const distinctScratch = new Uint32Set()

/** The words of the text being read (reused; at most MAX_WORDS). */
let chantWords = new Uint32Array(1024)

/** Room for the values a distinct count can reach before it passes `limit` (never more than the `values` added). */
function capacityFor(limit: number, values: number): number {
  return limit >= 0 && limit < values ? Math.floor(limit) + 1 : values
}

/**
 * The chant in a text, or `null` when the text is not repetitive enough.
 *
 * @example
 * chantOf('I will check the config file now. '.repeat(12))?.repeats // 11 or more
 * chantOf('A normal paragraph that says several different things once each.') // null
 * chantOf(Array.from({ length: 30 }, (_, i) => `Processed record ${i} of the batch.`).join(' ')) // null: the numbers change
 */
export function chantOf(text: string, rule: ChantRule = DEFAULT_CHANT_RULE): Chant | null {
  // The words, hashed into a buffer reused between texts (a text of n characters holds at most n / 2 + 1 words).
  const room = Math.min((text.length >>> 1) + 1, MAX_WORDS)
  if (chantWords.length < room) chantWords = new Uint32Array(Math.max(room, Math.min(2 * chantWords.length, MAX_WORDS)))
  const words = chantWords.subarray(0, hashWordsInto(text, false, chantWords, MAX_WORDS))
  if (words.length < Math.max(rule.minWords, GRAM + 1)) return null
  const grams = words.length - GRAM + 1
  // Each distinct word starts a distinct 8-gram (or sits in the last seven
  // words), so a text with many distinct words cannot be a chant: a cheap
  // filter that spares ordinary prose the 8-gram table.
  const maxDistinctWords = rule.maxNovelty * grams + GRAM
  const distinct = distinctScratch
  distinct.reset(capacityFor(maxDistinctWords, words.length))
  for (let i = 0; i < words.length; i++) {
    distinct.add(words[i]!)
    if (distinct.size > maxDistinctWords) return null
  }
  // Tighter, for texts with few distinct words: the first occurrence of each
  // distinct word pair starts a distinct 8-gram (an 8-gram seen before would
  // have brought the pair with it), so more distinct pairs than allowed 8-grams
  // (plus the last seven positions) cannot be a chant either.
  const maxDistinctPairs = rule.maxNovelty * grams + GRAM - 1
  distinct.reset(capacityFor(maxDistinctPairs, words.length))
  for (let i = 1; i < words.length; i++) {
    distinct.add((Math.imul(words[i - 1]!, 0x9e3779b1) ^ words[i]!) >>> 0)
    if (distinct.size > maxDistinctPairs) return null
  }
  const counts = new Map<number, number>()
  const first = new Map<number, number>()
  let best = 0
  let bestGram = 0
  for (let i = 0; i < grams; i++) {
    let h = 0x9747b28c
    for (let k = 0; k < GRAM; k++) h = Math.imul(h ^ words[i + k]!, 0x5bd1e995) ^ (h >>> 13)
    h >>>= 0
    const count = (counts.get(h) ?? 0) + 1
    counts.set(h, count)
    if (count === 1) first.set(h, i)
    if (count > best) {
      best = count
      bestGram = h
    }
  }
  const novelty = counts.size / grams
  if (best < rule.minRepeats || novelty > rule.maxNovelty) return null
  const start = first.get(bestGram)!
  if (new Set(words.subarray(start, start + GRAM)).size < MIN_DISTINCT_WORDS) return null
  return { repeats: best, novelty, firstWord: start }
}
