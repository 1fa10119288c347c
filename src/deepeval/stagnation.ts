import { pyFormatFixed } from '../python/number.js'
import { matchingElements, SymbolTable } from '../python/sequence-matcher.js'
import { codePointLength, isPyWhitespace, pyLower } from '../python/text.js'
import { get, type IndexedSpan } from './spans.js'
import type { SubSignal } from './sub-signal.js'

/** The two consecutive model outputs the reference found most alike. */
export interface StagnantPair {
  /** Positions of the two outputs among the trace's `llm` spans. */
  steps: [number, number]
  /** Where the two spans sit in the trace (span indices, depth-first). */
  spanIndices: [number, number]
  /** The two outputs, as recorded. */
  texts: [string, string]
  /** The similarity that was compared with the threshold. */
  similarity: number
  /** Which measure produced it (the larger of the two; Jaccard on a tie). */
  measure: 'bigram-jaccard' | 'sequence-ratio'
  /** Bigram Jaccard similarity of the cleaned words. */
  jaccard: number
  /** difflib's SequenceMatcher ratio on the cleaned words joined by spaces. */
  sequenceRatio: number
}

/** Options of the stagnation sub-signal. */
export interface StagnationOptions {
  /**
   * Opt-in cap on how many characters of each cleaned output the sequence
   * ratio reads. The reference has none, and its ratio is quadratic in the
   * worst case (two long, low-vocabulary, different outputs); with a cap the
   * result can differ from the reference on outputs longer than the cap.
   * Default: no cap (exact).
   */
  sequenceCharLimit?: number
}

// deepeval's stop words (agent boilerplate included), as in the reference.
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'the a an is are was were i will now based on information provided to of in and that this with for it my ' +
    'next step going so do be have has not but as or from at by about above below up its let'
  ).split(' '),
)

const MIN_WORDS = 20

/** One model output, cleaned once and compared with both neighbours. */
interface PreparedStep {
  /** The output's distinct bigrams, as ids from the cleaner's bigram table. */
  bigrams: Int32Array
  /** The cleaned words joined by single spaces, as symbols. */
  symbols: Int32Array
  /** The symbols' histogram as (symbol, count) pairs, by symbol. */
  histogram: Int32Array
}

/**
 * The reference's reasoning-stagnation sub-signal. Consecutive `llm` outputs
 * (strings only) are lower-cased, split on whitespace, stripped of stop
 * words and words of two code points or fewer; pairs where either side keeps
 * fewer than 20 words are skipped. Similarity is the larger of bigram Jaccard
 * and difflib's SequenceMatcher ratio; the first pair with the highest
 * similarity is reported: 0.5 at `similarityThreshold`, 0.0 above 0.95.
 *
 * Pairs that provably cannot reach the threshold skip the sequence ratio
 * (its value could not change the result), which keeps long traces fast.
 *
 * @example
 * scoreReasoningStagnation(llmSpans, 0.85)
 * // { score: 0, reason: 'Identical reasoning outputs at steps 2 and 3.', evidence: {...} }
 */
export function scoreReasoningStagnation(
  llmSpans: readonly IndexedSpan[],
  similarityThreshold: number,
  options: StagnationOptions = {},
): SubSignal<StagnantPair> {
  if (llmSpans.length < 2) {
    return { score: 1.0, reason: 'Not enough LLM spans to check for reasoning stagnation.', evidence: null, compared: 0 }
  }
  const cleaner = new WordCleaner(options.sequenceCharLimit)
  const prepared = new Array<PreparedStep | null | undefined>(llmSpans.length)
  const prepare = (i: number): PreparedStep | null => {
    let step = prepared[i]
    if (step === undefined) {
      const output = get(llmSpans[i]!.span, 'output', '')
      step = typeof output === 'string' ? cleaner.prepare(output) : null
      prepared[i] = step
    }
    return step
  }

  // A pair whose similarity stays below a positive threshold can never be
  // the reported pair, so its exact value does not matter.
  const belowThresholdIsIrrelevant = similarityThreshold > 0
  let maxOverlap = 0.0
  let best: { i: number; jaccard: number } | null = null
  let compared = 0
  for (let i = 0; i < llmSpans.length - 1; i++) {
    const a = prepare(i)
    const b = prepare(i + 1)
    if (a === null || b === null) continue
    compared++
    const jaccard = cleaner.jaccard(a.bigrams, b.bigrams)
    // The sequence ratio is the expensive part; skip it when an upper bound
    // shows it cannot change whether (and with what value) this pair updates
    // the best so far, or cannot reach the threshold at all.
    let ratio = 0
    const cannotMatter = (bound: number): boolean =>
      bound <= Math.max(jaccard, maxOverlap) || (belowThresholdIsIrrelevant && jaccard < similarityThreshold && bound < similarityThreshold)
    // Two bounds, cheapest first: the length bound is free; the character
    // bound costs one pass, far less than the ratio. Once a near-duplicate
    // pair has set a high best, most later pairs are settled here.
    const lengthBound = (2 * Math.min(a.symbols.length, b.symbols.length)) / (a.symbols.length + b.symbols.length)
    const skip = cannotMatter(lengthBound) || cannotMatter(sequenceRatioBound(a, b))
    if (!skip) ratio = sequenceRatio(a.symbols, b.symbols, cleaner)
    const similarity = Math.max(jaccard, ratio)
    if (similarity > maxOverlap) {
      maxOverlap = similarity
      best = { i, jaccard }
    }
  }

  if (maxOverlap >= similarityThreshold) {
    const pair = best === null ? null : evidenceFor(llmSpans, best, prepare(best.i)!, prepare(best.i + 1)!, cleaner)
    // With a threshold of 0 or less and no comparable pair, the reference
    // reports its sentinel pair (-1, -1).
    const [first, second] = best === null ? [-1, -1] : [best.i, best.i + 1]
    if (maxOverlap > 0.95) {
      return { score: 0.0, reason: `Identical reasoning outputs at steps ${first} and ${second}.`, evidence: pair, compared }
    }
    const overlap = pyFormatFixed(maxOverlap, 2)
    return { score: 0.5, reason: `High reasoning overlap (${overlap}) at steps ${first} and ${second}.`, evidence: pair, compared }
  }
  return { score: 1.0, reason: 'No reasoning stagnation.', evidence: null, compared }
}

function evidenceFor(
  llmSpans: readonly IndexedSpan[],
  best: { i: number; jaccard: number },
  a: PreparedStep,
  b: PreparedStep,
  cleaner: WordCleaner,
): StagnantPair {
  const first = llmSpans[best.i]!
  const second = llmSpans[best.i + 1]!
  // The ratio may have been skipped as irrelevant; report its true value.
  const ratio = sequenceRatio(a.symbols, b.symbols, cleaner)
  return {
    steps: [best.i, best.i + 1],
    spanIndices: [first.index, second.index],
    texts: [get(first.span, 'output', '') as string, get(second.span, 'output', '') as string],
    similarity: Math.max(best.jaccard, ratio),
    measure: ratio > best.jaccard ? 'sequence-ratio' : 'bigram-jaccard',
    jaccard: best.jaccard,
    sequenceRatio: ratio,
  }
}

function sequenceRatio(a: Int32Array, b: Int32Array, cleaner: WordCleaner): number {
  const total = a.length + b.length
  if (total === 0) return 1.0
  return (2 * matchingElements(a, b, cleaner.symbols.size)) / total
}

/**
 * An upper bound on the sequence ratio: matched characters can be at most
 * the characters the two texts have in common, counted with multiplicity
 * (difflib's `quick_ratio`), from the two steps' histograms.
 */
function sequenceRatioBound(a: PreparedStep, b: PreparedStep): number {
  const total = a.symbols.length + b.symbols.length
  if (total === 0) return 1.0
  const x = a.histogram
  const y = b.histogram
  let shared = 0
  let i = 0
  let j = 0
  while (i < x.length && j < y.length) {
    const sx = x[i]!
    const sy = y[j]!
    if (sx === sy) {
      shared += Math.min(x[i + 1]!, y[j + 1]!)
      i += 2
      j += 2
    } else if (sx < sy) {
      i += 2
    } else {
      j += 2
    }
  }
  return (2 * shared) / total
}

/**
 * Cleans outputs into words the reference's way (lower-case, split on
 * Python whitespace, drop stop words and words of two code points or fewer)
 * without allocating a string per word: words are hashed while scanning and
 * interned in an open-addressing table whose text lives in one pool of code
 * units, so a word seen before costs a probe and a compare. Bigrams of word
 * ids are interned the same way, so Jaccard similarity is a pass over two
 * small integer arrays. The sequence matcher's symbols are written during
 * the same scan.
 */
class WordCleaner {
  readonly symbols = new SymbolTable()
  private counts = new Int32Array(256)

  // Words: the table holds entry ids (-1 = empty); per entry its hash, where
  // its code units start in `pool` and how many, whether it is dropped, and
  // its symbols.
  private table: Int32Array = new Int32Array(1024).fill(-1)
  private hashes: Int32Array = new Int32Array(512)
  private starts: Int32Array = new Int32Array(512)
  private lengths: Int32Array = new Int32Array(512)
  private dropped: Uint8Array = new Uint8Array(512)
  private pool: Uint16Array = new Uint16Array(4096)
  private poolLength = 0
  private words = 0

  // Bigrams: open addressing on the (first, second) word-id pair.
  private bigramFirst: Int32Array = new Int32Array(4096).fill(-1)
  private bigramSecond: Int32Array = new Int32Array(4096)
  private bigramId: Int32Array = new Int32Array(4096)
  private bigramCount = 0
  private marks: Int32Array = new Int32Array(4096)
  private stamp = 0

  private ids: Int32Array = new Int32Array(256)
  private joined: Int32Array = new Int32Array(1024)

  constructor(private readonly charLimit: number | undefined) {
    for (const word of STOP_WORDS) {
      let hash = FNV_OFFSET
      for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), FNV_PRIME)
      this.addWord(word, 0, word.length, hash, this.freeSlot(hash), true)
    }
  }

  /** The output's bigrams and symbols, or `null` when it keeps under 20 words. */
  prepare(output: string): PreparedStep | null {
    const lower = pyLower(output)
    const length = lower.length
    let table = this.table
    let mask = table.length - 1
    let hashes = this.hashes
    let starts = this.starts
    let lengths = this.lengths
    let pool = this.pool
    let ids = this.ids
    // The cleaned words joined by spaces are written as symbols while
    // scanning; a word that turns out to be dropped is rewound.
    let out = this.joined
    let at = 0
    let count = 0
    let i = 0
    const symbols = this.symbols
    while (i < length) {
      // Skip whitespace. Space separates most words; printable ASCII
      // otherwise is never whitespace.
      let code = lower.charCodeAt(i)
      if (code === 0x20 || ((code < 0x20 || code >= 0x85) && isPyWhitespace(code))) {
        i++
        continue
      }
      // A word: hash its UTF-16 units and write its symbols as it is read.
      const start = i
      const wordAt = at
      if (at + length - i + 2 > out.length) out = this.joined = growTo(out, Math.max(out.length * 2, at + length - i + 2))
      if (count > 0) out[at++] = 0x20
      let hash = FNV_OFFSET
      for (;;) {
        hash = Math.imul(hash ^ code, FNV_PRIME)
        if (code < 128) {
          out[at++] = code
        } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < length && lower.charCodeAt(i + 1) >= 0xdc00 && lower.charCodeAt(i + 1) <= 0xdfff) {
          // One code point, two UTF-16 units: both go into the word's hash.
          const low = lower.charCodeAt(++i)
          hash = Math.imul(hash ^ low, FNV_PRIME)
          out[at++] = symbols.symbol((code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000)
        } else {
          out[at++] = symbols.symbol(code)
        }
        if (++i >= length) break
        code = lower.charCodeAt(i)
        if (code === 0x20 || ((code < 0x20 || code >= 0x85) && isPyWhitespace(code))) break
      }
      const wordLength = i - start
      let slot = hash & mask
      let id = -1
      for (;;) {
        const entry = table[slot]!
        if (entry === -1) break
        if (hashes[entry] === hash && lengths[entry] === wordLength) {
          const from = starts[entry]!
          let k = 0
          while (k < wordLength && pool[from + k] === lower.charCodeAt(start + k)) k++
          if (k === wordLength) {
            id = entry
            break
          }
        }
        slot = (slot + 1) & mask
      }
      if (id === -1) {
        id = this.addWord(lower, start, i, hash, slot, false)
        table = this.table
        mask = table.length - 1
        hashes = this.hashes
        starts = this.starts
        lengths = this.lengths
        pool = this.pool
      }
      if (this.dropped[id] === 0) {
        if (count === ids.length) ids = this.ids = grow(ids)
        ids[count++] = id
      } else {
        at = wordAt
      }
    }
    if (count < MIN_WORDS) return null

    // Distinct bigram ids, deduplicated with a fresh stamp. The bigram
    // table's fast path (an existing bigram) is inlined: it runs per word.
    const bigrams = new Int32Array(count - 1)
    const stamp = this.nextStamp()
    let unique = 0
    for (let w = 1; w < count; w++) {
      const first = ids[w - 1]!
      const second = ids[w]!
      const keys = this.bigramFirst
      const keyMask = keys.length - 1
      let slot = bigramHash(first, second) & keyMask
      let bigram = -1
      for (;;) {
        const key = keys[slot]!
        if (key === -1) break
        if (key === first && this.bigramSecond[slot] === second) {
          bigram = this.bigramId[slot]!
          break
        }
        slot = (slot + 1) & keyMask
      }
      if (bigram === -1) bigram = this.addBigram(first, second, slot)
      const marks = this.marks
      if (marks[bigram] !== stamp) {
        marks[bigram] = stamp
        bigrams[unique++] = bigram
      }
    }
    const symbolCount = this.charLimit === undefined ? at : Math.min(at, this.charLimit)
    const joined = out.slice(0, symbolCount)
    return { bigrams: bigrams.subarray(0, unique), symbols: joined, histogram: this.histogramOf(joined) }
  }

  /** Bigram Jaccard of two prepared steps: shared / (|a| + |b| - shared). */
  jaccard(a: Int32Array, b: Int32Array): number {
    const stamp = this.nextStamp()
    const marks = this.marks
    for (let i = 0; i < a.length; i++) marks[a[i]!] = stamp
    let shared = 0
    for (let j = 0; j < b.length; j++) if (marks[b[j]!] === stamp) shared++
    const union = a.length + b.length - shared
    return union === 0 ? 0.0 : shared / union
  }

  /** A symbol histogram as (symbol, count) pairs sorted by symbol. */
  private histogramOf(symbols: Int32Array): Int32Array {
    if (this.counts.length < this.symbols.size) this.counts = new Int32Array(Math.max(this.symbols.size, this.counts.length * 2))
    const counts = this.counts
    const distinct: number[] = []
    for (let k = 0; k < symbols.length; k++) {
      const sym = symbols[k]!
      if (counts[sym] === 0) distinct.push(sym)
      counts[sym]!++
    }
    distinct.sort((p, q) => p - q)
    const histogram = new Int32Array(distinct.length * 2)
    for (let d = 0; d < distinct.length; d++) {
      const sym = distinct[d]!
      histogram[2 * d] = sym
      histogram[2 * d + 1] = counts[sym]!
      counts[sym] = 0
    }
    return histogram
  }

  private nextStamp(): number {
    if (this.stamp === 0x3fffffff) {
      this.marks.fill(0)
      this.stamp = 0
    }
    return ++this.stamp
  }

  private freeSlot(hash: number): number {
    const mask = this.table.length - 1
    let slot = hash & mask
    while (this.table[slot] !== -1) slot = (slot + 1) & mask
    return slot
  }

  /** Interns `text.slice(start, end)` at a free `slot` of the word table. */
  private addWord(text: string, start: number, end: number, hash: number, slot: number, stopWord: boolean): number {
    const id = this.words++
    const length = end - start
    if (id === this.hashes.length) {
      this.hashes = growTo(this.hashes, id * 2)
      this.starts = growTo(this.starts, id * 2)
      this.lengths = growTo(this.lengths, id * 2)
      const dropped = new Uint8Array(id * 2)
      dropped.set(this.dropped)
      this.dropped = dropped
    }
    if (this.poolLength + length > this.pool.length) {
      const pool = new Uint16Array(Math.max(this.pool.length * 2, this.poolLength + length))
      pool.set(this.pool)
      this.pool = pool
    }
    for (let k = 0; k < length; k++) this.pool[this.poolLength + k] = text.charCodeAt(start + k)
    const word = text.slice(start, end)
    this.hashes[id] = hash
    this.starts[id] = this.poolLength
    this.lengths[id] = length
    this.poolLength += length
    // len(w) > 2 counts code points: an emoji pair is 4 UTF-16 units but 2 characters.
    this.dropped[id] = stopWord || length <= 2 || (length <= 4 && codePointLength(word) <= 2) ? 1 : 0
    this.table[slot] = id
    if (this.words * 2 > this.table.length) {
      const table = new Int32Array(this.table.length * 2).fill(-1)
      const mask = table.length - 1
      for (let entry = 0; entry < this.words; entry++) {
        let at = this.hashes[entry]! & mask
        while (table[at] !== -1) at = (at + 1) & mask
        table[at] = entry
      }
      this.table = table
    }
    return id
  }

  /** Interns the bigram (first, second) at a free `slot` of the bigram table. */
  private addBigram(first: number, second: number, slot: number): number {
    const id = this.bigramCount++
    this.bigramFirst[slot] = first
    this.bigramSecond[slot] = second
    this.bigramId[slot] = id
    if (id >= this.marks.length) this.marks = growTo(this.marks, this.marks.length * 2)
    if (this.bigramCount * 2 > this.bigramFirst.length) {
      const size = this.bigramFirst.length * 2
      const oldFirst = this.bigramFirst
      const oldSecond = this.bigramSecond
      const oldId = this.bigramId
      this.bigramFirst = new Int32Array(size).fill(-1)
      this.bigramSecond = new Int32Array(size)
      this.bigramId = new Int32Array(size)
      const mask = size - 1
      for (let old = 0; old < oldFirst.length; old++) {
        const key = oldFirst[old]!
        if (key === -1) continue
        let at = bigramHash(key, oldSecond[old]!) & mask
        while (this.bigramFirst[at] !== -1) at = (at + 1) & mask
        this.bigramFirst[at] = key
        this.bigramSecond[at] = oldSecond[old]!
        this.bigramId[at] = oldId[old]!
      }
    }
    return id
  }
}

/**
 * Mixes a word-id pair into a table index. Multiplying alone leaves the low
 * bits of nearby pairs clustered, which linear probing punishes; the
 * finalizer spreads them.
 */
function bigramHash(first: number, second: number): number {
  let h = Math.imul(first, 0x9e3779b1) ^ second
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b)
  return h ^ (h >>> 13)
}

const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193

function grow(array: Int32Array): Int32Array {
  return growTo(array, array.length * 2)
}

function growTo(array: Int32Array, size: number): Int32Array {
  const bigger = new Int32Array(size)
  bigger.set(array)
  return bigger
}
