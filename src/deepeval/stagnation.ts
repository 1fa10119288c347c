import { pyFormatFixed } from '../python/number.js'
import { matchingElements, SymbolTable } from '../python/sequence-matcher.js'
import { isPyWhitespace, pyLower } from '../python/text.js'
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
  // The kept words, in order, as ids from the cleaner's word table: a slice
  // of the cleaner's word pool (a typed array per step would cost more to
  // allocate than to fill).
  wordStart: number
  wordCount: number
  /** How many symbols the sequence ratio reads: the kept words joined by single spaces, capped by `sequenceCharLimit`. */
  length: number
  /** Those symbols, built on first use: most pairs are settled by bounds and never need them. */
  symbols: Int32Array | null
}

/**
 * The reference's reasoning-stagnation sub-signal. Consecutive `llm` outputs
 * (strings only) are lower-cased, split on whitespace, stripped of stop
 * words and words of two code points or fewer; pairs where either side keeps
 * fewer than 20 words are skipped. Similarity is the larger of bigram Jaccard
 * and difflib's SequenceMatcher ratio; the first pair with the highest
 * similarity is reported: 0.5 at `similarityThreshold`, 0.0 above 0.95.
 *
 * Pairs whose sequence ratio provably cannot change the result skip it
 * (bounded from the lengths and the shared characters), which keeps long
 * traces fast.
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
  // Size the cleaner's word pool once: a kept word has at least three code
  // units and a separator, so an output of n units keeps at most (n + 1) / 4
  // words.
  let units = 0
  for (const { span } of llmSpans) {
    const output = get(span, 'output', '')
    if (typeof output === 'string') units += output.length
  }
  const pools = takeStepPools(Math.ceil((units + llmSpans.length) / 4) + 1)
  const cleaner = new WordCleaner(options.sequenceCharLimit, pools)
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

  // The reference keeps the first pair with the highest similarity, the
  // larger of bigram Jaccard and the sequence ratio. Jaccard is cheap and
  // computed for every pair; the ratio is the expensive part, so it is
  // computed only for pairs whose upper bound on it could still beat (or,
  // earlier in the trace, tie) the best pair found so far, highest bound
  // first. Every other pair's similarity provably cannot be the maximum, or
  // equals its Jaccard, so the result is the reference's exactly.
  const pairs = llmSpans.length - 1
  const jaccards = new Float64Array(pairs)
  let compared = 0
  // The best pair so far: similarity, and index (-1 while every similarity
  // is 0, which the reference never records as a best pair).
  let maxOverlap = 0.0
  let bestAt = -1
  for (let i = 0; i < pairs; i++) {
    const a = prepare(i)
    const b = prepare(i + 1)
    if (a === null || b === null) continue
    compared++
    const jaccard = cleaner.jaccard(a, b)
    jaccards[i] = jaccard
    if (jaccard > maxOverlap) {
      maxOverlap = jaccard
      bestAt = i
    }
  }

  // Whether a pair whose ratio is at most `bound` could still change the
  // result: the ratio must be able to exceed the pair's own Jaccard and to
  // beat the best pair (or tie it from earlier in the trace). A similarity
  // below the threshold is never reported, so a bound below it cannot matter
  // either: if the maximum reaches the threshold this pair is below the
  // maximum, and if not, nothing is reported.
  const ratioCanMatter = (i: number, bound: number): boolean =>
    bound > jaccards[i]! && (bound > maxOverlap || (bound === maxOverlap && i < bestAt)) && !(bound < similarityThreshold)
  // Two bounds, cheapest first: the length bound is free; the character
  // bound (difflib's quick_ratio) costs a pass over the two steps' words.
  const candidates = new Int32Array(pairs)
  let candidateCount = 0
  const bounds = new Float64Array(pairs)
  for (let i = 0; i < pairs; i++) {
    const a = prepared[i]
    const b = prepared[i + 1]
    if (a === null || a === undefined || b === null || b === undefined) continue
    const lengthBound = (2 * Math.min(a.length, b.length)) / (a.length + b.length)
    if (!ratioCanMatter(i, lengthBound)) continue
    const bound = sequenceRatioBound(a, b, cleaner)
    if (!ratioCanMatter(i, bound)) continue
    bounds[i] = bound
    candidates[candidateCount++] = i
  }
  // Highest bound first (earliest on a tie): once a bound falls below the
  // best similarity found, no later candidate can matter. A heap, since
  // usually only the first few are taken.
  const heap = new CandidateHeap(candidates, candidateCount, bounds)
  let bestRatio = -1
  while (heap.size > 0) {
    const i = heap.pop()
    const bound = bounds[i]!
    if (bound < maxOverlap) break
    if (!ratioCanMatter(i, bound)) continue
    const ratio = sequenceRatio(prepared[i]!, prepared[i + 1]!, cleaner)
    const similarity = Math.max(jaccards[i]!, ratio)
    if (similarity > maxOverlap || (similarity === maxOverlap && i < bestAt)) {
      maxOverlap = similarity
      bestAt = i
      bestRatio = ratio
    }
  }
  const best = bestAt < 0 ? null : { i: bestAt, jaccard: jaccards[bestAt]!, ratio: bestRatio }
  const pair = best === null || !(maxOverlap >= similarityThreshold) ? null : evidenceFor(llmSpans, best, prepared[best.i]!, prepared[best.i + 1]!, cleaner)
  releaseStepPools(cleaner.pools())

  if (maxOverlap >= similarityThreshold) {
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

/**
 * Pair indices by bound, highest first and earliest on a tie: a binary
 * heap over `items[0..size)`, built in place.
 */
class CandidateHeap {
  constructor(
    private readonly items: Int32Array,
    public size: number,
    private readonly bounds: Float64Array,
  ) {
    for (let at = (size >> 1) - 1; at >= 0; at--) this.siftDown(at)
  }

  /** Takes the first pair. */
  pop(): number {
    const top = this.items[0]!
    this.items[0] = this.items[--this.size]!
    this.siftDown(0)
    return top
  }

  /** Whether pair x comes before pair y. */
  private before(x: number, y: number): boolean {
    const bx = this.bounds[x]!
    const by = this.bounds[y]!
    return bx > by || (bx === by && x < y)
  }

  private siftDown(at: number): void {
    const items = this.items
    const item = items[at]!
    for (;;) {
      let child = 2 * at + 1
      if (child >= this.size) break
      if (child + 1 < this.size && this.before(items[child + 1]!, items[child]!)) child++
      if (!this.before(items[child]!, item)) break
      items[at] = items[child]!
      at = child
    }
    items[at] = item
  }
}

function evidenceFor(
  llmSpans: readonly IndexedSpan[],
  best: { i: number; jaccard: number; ratio: number },
  a: PreparedStep,
  b: PreparedStep,
  cleaner: WordCleaner,
): StagnantPair {
  const first = llmSpans[best.i]!
  const second = llmSpans[best.i + 1]!
  // The ratio may have been skipped as irrelevant; report its true value.
  const ratio = best.ratio >= 0 ? best.ratio : sequenceRatio(a, b, cleaner)
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

function sequenceRatio(a: PreparedStep, b: PreparedStep, cleaner: WordCleaner): number {
  const total = a.length + b.length
  if (total === 0) return 1.0
  return (2 * matchingElements(cleaner.symbolsOf(a), cleaner.symbolsOf(b), cleaner.symbols.size)) / total
}

/**
 * An upper bound on the sequence ratio: matched characters can be at most
 * the characters the two texts have in common, counted with multiplicity
 * (difflib's `quick_ratio`).
 */
function sequenceRatioBound(a: PreparedStep, b: PreparedStep, cleaner: WordCleaner): number {
  const total = a.length + b.length
  if (total === 0) return 1.0
  return (2 * cleaner.sharedSymbols(a, b)) / total
}

/**
 * Cleans outputs into words the reference's way (lower-case, split on
 * Python whitespace, drop stop words and words of two code points or fewer)
 * without allocating a string per word: words are hashed while scanning and
 * interned in an open-addressing table whose text lives in one pool of code
 * units, so a word seen before costs a probe and a compare. A step keeps
 * only its word ids.
 *
 * The comparisons of consecutive steps work on word ids, and cost little
 * where the two steps have the same words in the same places (the common
 * case for a stagnating agent): bigram Jaccard edits one step's bigram
 * multiset into the next's, and the sequence ratio's upper bound gathers
 * the words whose counts differ. What the ratio itself reads (the kept
 * words joined by spaces, as symbols) is assembled from each distinct
 * word's symbols, computed once when the word is interned, and only for
 * the few steps whose ratio is needed. Per step, the text is scanned once
 * (and each word compared with its interned copy).
 */
class WordCleaner {
  readonly symbols = new SymbolTable()

  // Words: the table holds entry ids (-1 = empty); per entry its hash, where
  // its code units start in `pool` and how many, whether it is dropped, and
  // (kept words only) where its symbols start in `symbolPool` and how many.
  private table: Int32Array = new Int32Array(1024).fill(-1)
  private hashes: Int32Array = new Int32Array(512)
  private starts: Int32Array = new Int32Array(512)
  private lengths: Int32Array = new Int32Array(512)
  private dropped: Uint8Array = new Uint8Array(512)
  private symbolStarts: Int32Array = new Int32Array(512)
  private symbolLengths: Int32Array = new Int32Array(512)
  private pool: Uint16Array = new Uint16Array(4096)
  private poolLength = 0
  // The output being prepared, lower-cased, as UTF-16 code units: see `unitsOf`.
  private bytes: Uint8Array = new Uint8Array(4096)
  private units: Uint16Array = new Uint16Array(4096)
  private symbolPool: Int32Array = new Int32Array(4096)
  private symbolPoolLength = 0
  private words = 0

  // The word ids of the last output prepared, in order (dropped words
  // too), and a buffer for the next's: see \`prepare\`.
  private lastWordOrder: Int32Array = new Int32Array(256)
  private lastWordCount = 0
  private wordOrder: Int32Array = new Int32Array(256)

  // Jaccard's bigrams: the multiset of one step's (word, next word) pairs,
  // edited into the next step's (see `jaccard`).
  private bigrams: BigramTable = newBigramTable(64)

  // Every prepared step's words, back to back.
  private stepWords: Int32Array
  private stepWordsLength = 0
  // The symbols of the steps whose sequence ratio was needed, back to back.
  private stepSymbols: Int32Array
  private stepSymbolsLength = 0

  // Scratch of `sharedSymbols`, all zero between calls: per word id and per
  // symbol, how many more times it occurs in one step than in the other;
  // and the words and symbols touched.
  private wordDiff: Int32Array = new Int32Array(512)
  private symbolDiff: Int32Array = new Int32Array(256)
  private touched: Int32Array = new Int32Array(1024)

  /** Its step pools are lent by the caller (they still grow if short); `pools()` hands back the current ones. */
  constructor(
    private readonly charLimit: number | undefined,
    pools: StepPools,
  ) {
    this.stepWords = pools.words
    this.stepSymbols = pools.symbols
    for (const word of STOP_WORDS) {
      const units = this.unitsOf(word)
      let hash = FNV_OFFSET
      for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ units[i]!, FNV_PRIME)
      this.addWord(units, 0, word.length, hash, this.freeSlot(hash), true)
    }
  }

  /** The step pools, once the cleaner is done with them. */
  pools(): StepPools {
    return { words: this.stepWords, symbols: this.stepSymbols }
  }

  /** The output's kept words, or `null` when it keeps under 20. */
  prepare(output: string): PreparedStep | null {
    // An ASCII output is lower-cased as it is scanned (Python's lower() of
    // ASCII is ASCII's), which spares a lower-cased copy of every output;
    // any other is lower-cased first (its capitals are not all ASCII's).
    let units = this.unitsOf(output)
    let length = output.length
    if (units !== this.bytes) {
      const lower = pyLower(output)
      length = lower.length
      units = this.unitsOf(lower)
    }
    let table = this.table
    let mask = table.length - 1
    let hashes = this.hashes
    let starts = this.starts
    let lengths = this.lengths
    let pool = this.pool
    // Kept word ids go straight to the step pool, from `first` on.
    let ids = this.stepWords
    const first = this.stepWordsLength
    let count = 0
    // Symbols of the kept words (the spaces between them are added below).
    let wordSymbols = 0
    // Every word's id in order, dropped ones too, kept as the next output's guesses.
    const guesses = this.lastWordOrder
    const guessCount = this.lastWordCount
    let order = this.wordOrder
    let seen = 0
    let i = 0
    while (i < length) {
      // Skip whitespace. Space separates most words; printable ASCII
      // otherwise is never whitespace.
      let code = units[i]!
      if (code === 0x20 || ((code < 0x20 || code >= 0x85) && isPyWhitespace(code))) {
        i++
        continue
      }
      if (code <= 0x5a && code >= 0x41) units[i] = code += 0x20
      // A word. First guess: the word the previous output had at this
      // position (outputs of an agent that repeats itself share most words
      // in place). While the text spells the guess, a unit needs no other
      // check (the guess's units are lower-case and never whitespace); when
      // the guess is the word, it is neither hashed nor probed for.
      const start = i
      let id = -1
      if (seen < guessCount) {
        const guess = guesses[seen]!
        const end = start + lengths[guess]!
        const offset = starts[guess]! - start
        while (i < end && i < length && units[i] === pool[offset + i]) i++
        if (i === end) {
          code = i < length ? units[i]! : 0x20
          if (code === 0x20 || ((code < 0x20 || code >= 0x85) && isPyWhitespace(code))) id = guess
        }
      }
      // Otherwise find the word's end, lower-casing as it goes (the units
      // before i are done). Whitespace is never a surrogate, so splitting on
      // code units splits where Python splits on code points.
      if (id === -1) {
        for (; i < length; i++) {
          code = units[i]!
          if (code === 0x20 || ((code < 0x20 || code >= 0x85) && isPyWhitespace(code))) break
          if (code <= 0x5a && code >= 0x41) units[i] = code += 0x20
        }
      }
      const wordLength = i - start
      if (id === -1) {
        let hash = FNV_OFFSET
        for (let k = start; k < i; k++) hash = Math.imul(hash ^ units[k]!, FNV_PRIME)
        let slot = hash & mask
        for (;;) {
          const entry = table[slot]!
          if (entry === -1) break
          if (hashes[entry] === hash && lengths[entry] === wordLength) {
            const from = starts[entry]!
            let k = 0
            while (k < wordLength && pool[from + k] === units[start + k]) k++
            if (k === wordLength) {
              id = entry
              break
            }
          }
          slot = (slot + 1) & mask
        }
        if (id === -1) {
          id = this.addWord(units, start, i, hash, slot, false)
          table = this.table
          mask = table.length - 1
          hashes = this.hashes
          starts = this.starts
          lengths = this.lengths
          pool = this.pool
        }
      }
      if (seen === order.length) order = this.wordOrder = grow(order)
      order[seen++] = id
      if (this.dropped[id] === 0) {
        if (first + count === ids.length) ids = this.stepWords = grow(ids)
        ids[first + count++] = id
        wordSymbols += this.symbolLengths[id]!
      }
    }
    this.wordOrder = guesses
    this.lastWordOrder = order
    this.lastWordCount = seen
    // A step under the floor leaves nothing in the pool.
    if (count < MIN_WORDS) return null
    this.stepWordsLength = first + count

    const joinedLength = wordSymbols + count - 1
    return {
      wordStart: first,
      wordCount: count,
      length: this.charLimit === undefined ? joinedLength : Math.min(joinedLength, this.charLimit),
      symbols: null,
    }
  }

  /** The step's kept words joined by single spaces, as symbols, capped by `sequenceCharLimit`; built once. */
  symbolsOf(step: PreparedStep): Int32Array {
    if (step.symbols !== null) return step.symbols
    // Written into the symbols pool, and seen through a view of it: a view
    // costs far less to make than a typed array of its own.
    const first = this.stepSymbolsLength
    const end = first + step.length
    if (end > this.stepSymbols.length) this.stepSymbols = growTo(this.stepSymbols, Math.max(end, this.stepSymbols.length * 2))
    const out = this.stepSymbols
    const words = this.stepWords
    let at = first
    for (let w = step.wordStart; w < step.wordStart + step.wordCount && at < end; w++) {
      if (w > step.wordStart) {
        out[at++] = 0x20
        if (at === end) break
      }
      const id = words[w]!
      const from = this.symbolStarts[id]!
      const take = Math.min(this.symbolLengths[id]!, end - at)
      for (let k = 0; k < take; k++) out[at++] = this.symbolPool[from + k]!
    }
    this.stepSymbolsLength = end
    step.symbols = out.subarray(first, end)
    return step.symbols
  }

  /**
   * Bigram Jaccard of two prepared steps: shared / (|a| + |b| - shared)
   * over their sets of distinct (word, next word) pairs.
   *
   * The cleaner holds the bigram multiset of one step, with a count per
   * bigram. Called for consecutive pairs in order, `a` is the step held
   * (else it is loaded), and it is edited into `b`'s multiset: comparing
   * the two steps position by position, each bigram of `a` where `b` has
   * another is taken out and `b`'s put in. A bigram whose count went from
   * positive to zero is one `a` has and `b` lacks, and the other way round;
   * every other bigram is in both or in neither. So the sizes and the
   * intersection follow from the few bigrams edited: consecutive steps of a
   * stagnating agent mostly have the same words in the same places, and a
   * pair costs a comparison per word. Then `b` is the step held.
   */
  jaccard(a: PreparedStep, b: PreparedStep): number {
    const pairsA = a.wordCount - 1
    const pairsB = b.wordCount - 1
    // Room for b's bigrams on top of what the table holds (it is at most
    // half full between calls), with probes kept short.
    if (this.bigrams.step !== a || this.bigrams.slots.length < 4 * (pairsA + pairsB)) this.loadBigrams(a, pairsA + pairsB)
    const table = this.bigrams
    if (table.mark === 0x3fffffff) {
      table.marks.fill(0)
      table.mark = 0
    }
    const mark = ++table.mark
    const words = this.stepWords
    const aStart = a.wordStart
    const bStart = b.wordStart
    let edited = 0
    const positions = Math.max(pairsA, pairsB)
    for (let p = 0; p < positions; p++) {
      if (p < pairsA && p < pairsB) {
        const x = words[aStart + p]!
        const y = words[bStart + p]!
        const x2 = words[aStart + p + 1]!
        const y2 = words[bStart + p + 1]!
        if (x === y && x2 === y2) continue
        edited = this.editBigram(x, x2, -1, mark, edited)
        edited = this.editBigram(y, y2, 1, mark, edited)
      } else if (p < pairsA) {
        edited = this.editBigram(words[aStart + p]!, words[aStart + p + 1]!, -1, mark, edited)
      } else {
        edited = this.editBigram(words[bStart + p]!, words[bStart + p + 1]!, 1, mark, edited)
      }
    }
    const { counts, before, edits } = table
    let lost = 0
    let gained = 0
    for (let e = 0; e < edited; e++) {
      const slot = edits[e]!
      const was = before[slot]!
      const now = counts[slot]!
      if (was > 0 && now === 0) lost++
      else if (was === 0 && now > 0) gained++
    }
    const sizeA = table.distinct
    const sizeB = sizeA - lost + gained
    const shared = sizeA - lost
    table.step = b
    table.distinct = sizeB
    // Bigrams edited out stay as slots with a count of 0: reload once they
    // crowd the table.
    if (2 * table.used > table.slots.length) this.loadBigrams(b, pairsB)
    const union = sizeA + sizeB - shared
    return union === 0 ? 0.0 : shared / union
  }

  /**
   * Adds `delta` to the count of the bigram (first, second), making it a
   * slot if it has none; the first edit of a slot in this call records its
   * count before, and lists it in `edits` (from `edited` on). Returns the
   * new number of edits.
   */
  private editBigram(first: number, second: number, delta: number, mark: number, edited: number): number {
    const table = this.bigrams
    const { slots, seconds, counts } = table
    const mask = slots.length - 1
    let slot = bigramHash(first, second) & mask
    for (;;) {
      const key = slots[slot]!
      if (key === -1) {
        slots[slot] = first
        seconds[slot] = second
        counts[slot] = 0
        table.used++
        break
      }
      if (key === first && seconds[slot] === second) break
      slot = (slot + 1) & mask
    }
    if (table.marks[slot] !== mark) {
      table.marks[slot] = mark
      table.before[slot] = counts[slot]!
      table.edits[edited++] = slot
    }
    counts[slot]! += delta
    return edited
  }

  /** Makes the bigram table hold `step`'s multiset alone, with room for `pairs` bigrams at a quarter full. */
  private loadBigrams(step: PreparedStep, pairs: number): void {
    let size = 64
    while (size < 4 * pairs) size *= 2
    // A table up to four times the size is emptied rather than allocated
    // again (the marks stay valid: the mark only grows). Reloading for one
    // step after loading for a pair would otherwise halve the table and
    // double it again at the next pair.
    let table = this.bigrams
    if (table.slots.length >= size && table.slots.length <= 4 * size) table.slots.fill(-1)
    else table = this.bigrams = newBigramTable(size)
    const { slots, seconds, counts } = table
    const mask = slots.length - 1
    const words = this.stepWords
    let distinct = 0
    for (let w = step.wordStart + 1; w < step.wordStart + step.wordCount; w++) {
      const first = words[w - 1]!
      const second = words[w]!
      let slot = bigramHash(first, second) & mask
      for (;;) {
        const key = slots[slot]!
        if (key === -1) {
          slots[slot] = first
          seconds[slot] = second
          counts[slot] = 0
          distinct++
          break
        }
        if (key === first && seconds[slot] === second) break
        slot = (slot + 1) & mask
      }
      counts[slot]!++
    }
    table.used = distinct
    table.distinct = distinct
    table.step = step
  }

  /**
   * How many symbols the two steps' texts have in common, counted with
   * multiplicity (the numerator of difflib's `quick_ratio`).
   *
   * That is (|a| + |b| - Σ|count_a(s) - count_b(s)|) / 2, and a symbol's
   * count difference only comes from words whose counts differ (and from
   * the spaces, one fewer than the words). The words' count differences are
   * gathered position by position: where both steps have the same word, it
   * adds nothing. Consecutive steps of a stagnating agent mostly have the
   * same words in the same places, so this is a comparison per word and a
   * little work per changed word. A capped text can end mid-word, so with
   * `sequenceCharLimit` the symbols themselves are counted.
   */
  sharedSymbols(a: PreparedStep, b: PreparedStep): number {
    if (this.charLimit !== undefined) return this.sharedSymbolsOfText(this.symbolsOf(a), this.symbolsOf(b))
    if (this.wordDiff.length < this.words) this.wordDiff = new Int32Array(Math.max(this.words, this.wordDiff.length * 2))
    if (this.symbolDiff.length < this.symbols.size) this.symbolDiff = new Int32Array(Math.max(this.symbols.size, this.symbolDiff.length * 2))
    // A word is listed at most once per position, a symbol at most once
    // per occurrence applied.
    const room = 2 * (a.wordCount + b.wordCount) + a.length + b.length + 1
    if (this.touched.length < room) this.touched = new Int32Array(Math.max(room, this.touched.length * 2))
    const wordDiff = this.wordDiff
    const symbolDiff = this.symbolDiff
    const touched = this.touched
    const words = this.stepWords
    const symbolPool = this.symbolPool
    const symbolStarts = this.symbolStarts
    const symbolLengths = this.symbolLengths
    // Word count differences, listing the words that may have one.
    let listed = 0
    const aStart = a.wordStart
    const bStart = b.wordStart
    const aCount = a.wordCount
    const bCount = b.wordCount
    const common = Math.min(aCount, bCount)
    for (let t = 0; t < common; t++) {
      const x = words[aStart + t]!
      const y = words[bStart + t]!
      if (x === y) continue
      wordDiff[x]!++
      wordDiff[y]!--
      touched[listed++] = x
      touched[listed++] = y
    }
    for (let t = common; t < aCount; t++) {
      const x = words[aStart + t]!
      wordDiff[x]!++
      touched[listed++] = x
    }
    for (let t = common; t < bCount; t++) {
      const y = words[bStart + t]!
      wordDiff[y]!--
      touched[listed++] = y
    }
    // Each listed word's difference goes to its symbols once: it is
    // cleared as it is applied, so a word listed again adds nothing. The
    // symbols touched are listed after the words.
    let count = listed
    for (let w = 0; w < listed; w++) {
      const id = touched[w]!
      const diff = wordDiff[id]!
      if (diff === 0) continue
      wordDiff[id] = 0
      const from = symbolStarts[id]!
      const to = from + symbolLengths[id]!
      for (let k = from; k < to; k++) {
        const sym = symbolPool[k]!
        const before = symbolDiff[sym]!
        // Listed when first touched (written always, kept only then: no branch).
        touched[count] = sym
        count += before === 0 ? 1 : 0
        symbolDiff[sym] = before + diff
      }
    }
    const spaces = a.wordCount - b.wordCount
    if (spaces !== 0) {
      if (symbolDiff[0x20] === 0) touched[count++] = 0x20
      symbolDiff[0x20]! += spaces
    }
    // A symbol touched twice (its difference went back to zero and away
    // again) is summed on its first visit and reads zero after.
    let differing = 0
    for (let t = listed; t < count; t++) {
      const sym = touched[t]!
      differing += Math.abs(symbolDiff[sym]!)
      symbolDiff[sym] = 0
    }
    return (a.length + b.length - differing) / 2
  }

  /** `sharedSymbols` on the symbols themselves, as difflib's `quick_ratio` counts them. */
  private sharedSymbolsOfText(a: Int32Array, b: Int32Array): number {
    if (this.symbolDiff.length < this.symbols.size) this.symbolDiff = new Int32Array(Math.max(this.symbols.size, this.symbolDiff.length * 2))
    const available = this.symbolDiff
    for (let i = 0; i < a.length; i++) available[a[i]!]!++
    let shared = 0
    for (let j = 0; j < b.length; j++) {
      const sym = b[j]!
      if (available[sym]! > 0) {
        available[sym]!--
        shared++
      }
    }
    for (let i = 0; i < a.length; i++) available[a[i]!] = 0
    return shared
  }

  private freeSlot(hash: number): number {
    const mask = this.table.length - 1
    let slot = hash & mask
    while (this.table[slot] !== -1) slot = (slot + 1) & mask
    return slot
  }

  /**
   * A text's UTF-16 code units, in a buffer reused from call to call (only
   * the first `text.length` are the text's). A pure-ASCII text is written by
   * TextEncoder, natively, since its UTF-8 bytes are its code units: reading
   * the units from a typed array is far cheaper than `charCodeAt` on every
   * character, and most outputs are ASCII. Any other text is copied unit by
   * unit.
   */
  private unitsOf(text: string): Uint8Array | Uint16Array {
    const length = text.length
    if (this.bytes.length < length) this.bytes = new Uint8Array(Math.max(length, this.bytes.length * 2))
    // Every non-ASCII unit takes two or more UTF-8 bytes (a lone surrogate
    // three, as U+FFFD), so the text is ASCII exactly when it all fits in
    // `length` bytes.
    const { read, written } = ENCODER.encodeInto(text, this.bytes)
    if (read === length && written === length) return this.bytes
    if (this.units.length < length) this.units = new Uint16Array(Math.max(length, this.units.length * 2))
    const units = this.units
    for (let i = 0; i < length; i++) units[i] = text.charCodeAt(i)
    return units
  }

  /**
   * Interns the word `units[start..end)` at a free `slot` of the word
   * table; a kept word's symbols (one per code point) are written once,
   * here.
   */
  private addWord(units: Uint8Array | Uint16Array, start: number, end: number, hash: number, slot: number, stopWord: boolean): number {
    const id = this.words++
    const length = end - start
    if (id === this.hashes.length) {
      this.hashes = growTo(this.hashes, id * 2)
      this.starts = growTo(this.starts, id * 2)
      this.lengths = growTo(this.lengths, id * 2)
      this.symbolStarts = growTo(this.symbolStarts, id * 2)
      this.symbolLengths = growTo(this.symbolLengths, id * 2)
      const dropped = new Uint8Array(id * 2)
      dropped.set(this.dropped)
      this.dropped = dropped
    }
    if (this.poolLength + length > this.pool.length) {
      const pool = new Uint16Array(Math.max(this.pool.length * 2, this.poolLength + length))
      pool.set(this.pool)
      this.pool = pool
    }
    for (let k = 0; k < length; k++) this.pool[this.poolLength + k] = units[start + k]!
    this.hashes[id] = hash
    this.starts[id] = this.poolLength
    this.lengths[id] = length
    this.poolLength += length
    // len(w) > 2 counts code points: an emoji pair is 4 UTF-16 units but 2 characters.
    const dropped = stopWord || length <= 2 || (length <= 4 && codePointCount(units, start, end) <= 2)
    this.dropped[id] = dropped ? 1 : 0
    if (!dropped) {
      if (this.symbolPoolLength + length > this.symbolPool.length) {
        this.symbolPool = growTo(this.symbolPool, Math.max(this.symbolPool.length * 2, this.symbolPoolLength + length))
      }
      const first = this.symbolPoolLength
      let at = first
      for (let k = start; k < end; k++) {
        const code = units[k]!
        // A surrogate pair is one code point, so one symbol; a lone surrogate is its own.
        if (code >= 0xd800 && code <= 0xdbff && k + 1 < end) {
          const low = units[k + 1]!
          if (low >= 0xdc00 && low <= 0xdfff) {
            this.symbolPool[at++] = this.symbols.symbol((code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000)
            k++
            continue
          }
        }
        this.symbolPool[at++] = this.symbols.symbol(code)
      }
      this.symbolStarts[id] = first
      this.symbolLengths[id] = at - first
      this.symbolPoolLength = at
    }
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
}

/**
 * One step's bigram multiset (see `WordCleaner.jaccard`): open addressing on
 * the (first, second) word-id pair, `slots` holding the first word (-1 when
 * free), with per slot the second word and the count; `used` slots, of
 * which `distinct` have a positive count. `before`, `marks` and `edits`
 * record the slots one call edits.
 */
interface BigramTable {
  slots: Int32Array
  seconds: Int32Array
  counts: Int32Array
  before: Int32Array
  marks: Int32Array
  edits: Int32Array
  mark: number
  used: number
  distinct: number
  step: PreparedStep | null
}

function newBigramTable(size: number): BigramTable {
  return {
    slots: new Int32Array(size).fill(-1),
    seconds: new Int32Array(size),
    counts: new Int32Array(size),
    before: new Int32Array(size),
    marks: new Int32Array(size),
    // A call edits at most two bigrams per position, fewer than the slots.
    edits: new Int32Array(size),
    mark: 0,
    used: 0,
    distinct: 0,
    step: null,
  }
}

/** Room for every prepared step's kept words, and some steps' symbols (only what a cleaner writes is ever read). */
interface StepPools {
  words: Int32Array
  symbols: Int32Array
}

// The step pools of the last measurement, lent to the next. They are the
// largest arrays a measurement uses, and a large typed array is costly to
// allocate (zero-filled, and counted towards the next garbage collection),
// more than filling it. Measuring is synchronous, and a pool is taken out
// while in use, so a nested measurement just allocates its own. Pools
// beyond MAX_SPARE entries are not kept, so a huge trace does not pin
// memory.
let sparePools: StepPools | null = null
const MAX_SPARE = 1 << 20

function takeStepPools(size: number): StepPools {
  const spare = sparePools
  sparePools = null
  if (spare !== null && spare.words.length >= size) return spare
  // Symbols are only written for the few steps whose ratio is needed: the
  // pool starts small and grows.
  return { words: new Int32Array(Math.max(1024, size)), symbols: spare?.symbols ?? new Int32Array(4096) }
}

function releaseStepPools(pools: StepPools): void {
  if (pools.words.length <= MAX_SPARE && pools.symbols.length <= MAX_SPARE) sparePools = pools
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

/** How many code points `units[start..end)` holds: a surrogate pair counts once, a lone surrogate once. */
function codePointCount(units: Uint8Array | Uint16Array, start: number, end: number): number {
  let count = end - start
  for (let k = start; k < end - 1; k++) {
    const code = units[k]!
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = units[k + 1]!
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--
        k++
      }
    }
  }
  return count
}

const ENCODER = new TextEncoder()

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
