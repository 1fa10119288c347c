// Text as sets of word shingles, compared in bounded time. A step becomes
// the set of its word bigrams (with start and end markers, so a one-word
// step still has shingles); what every step of a group shares (a fixed
// preamble, a sign-off) is removed; each step keeps at most SKETCH_SIZE of
// its smallest shingle hashes (a bottom-k sketch), so comparing two steps
// costs O(SKETCH_SIZE) however long they are, and sketching is linear in
// the text plus a sort of its distinct shingles.

/** How many shingle hashes a step keeps for comparison. */
export const SKETCH_SIZE = 1024

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

/**
 * The words of a text as 32-bit hashes, in order: runs of letters, digits
 * and `_`, lower-cased, with each run of digits read as `#` so a counter
 * ("attempt 3", "attempt 4") does not make two steps look different
 * (`maskDigits`, default true). One pass over the text, no substring
 * allocated per word.
 *
 * @example
 * wordHashes('Retry 3').length // 2
 * wordHashes('attempt 3')[1] === wordHashes('attempt 44')[1] // true
 */
export function wordHashes(text: string, maskDigits = true): Uint32Array {
  // A text of n characters holds at most n / 2 + 1 words. The hashes are
  // written to a scratch buffer shared by all calls (a plain array would box
  // every hash above 2^30) and copied out once.
  const bound = (text.length >>> 1) + 1
  let out = wordScratch
  if (out.length < bound) {
    out = new Uint32Array(bound)
    if (bound <= SCRATCH_KEPT) wordScratch = out
  }
  return out.slice(0, hashWordsInto(text, maskDigits, out, bound))
}

// ASCII characters as words read them: 0 outside a word, else the character lower-cased.
const ASCII_WORD = new Uint8Array(128)
for (let c = 0; c < 128; c++) ASCII_WORD[c] = (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 95 ? c : c >= 65 && c <= 90 ? c + 32 : 0

/**
 * Writes the hashes of the first `limit` words of a text (as
 * {@link wordHashes} reads words) to `out` from index 0 and returns how
 * many it wrote (`out` has room for them).
 *
 * @example
 * const out = new Uint32Array(8)
 * hashWordsInto('a b c', true, out, 2) // 2
 */
export function hashWordsInto(text: string, maskDigits: boolean, out: Uint32Array, limit: number): number {
  if (limit <= 0) return 0
  // ASCII text (most model output) is copied to bytes natively and read from
  // them: V8 runs a loop over a typed array about a third faster than one of
  // charCodeAt, and every model step is read this way. Text with any other
  // character (more bytes written than characters read) is read as text.
  const bytes = asciiBytesOf(text)
  return bytes !== null ? hashAsciiInto(bytes, text.length, maskDigits, out, limit) : hashTextInto(text, maskDigits, out, limit)
}

/**
 * The bytes of an ASCII text of at most BYTES_KEPT characters, in a buffer
 * shared by every caller (valid until the next call), or `null` for a longer
 * text or one with any character above 127 (more bytes written than
 * characters read).
 *
 * @example
 * asciiBytesOf('ok')?.[0] // 111
 * asciiBytesOf('née')     // null
 */
export function asciiBytesOf(text: string): Uint8Array | null {
  if (text.length > BYTES_KEPT) return null
  const { read, written } = ASCII_ENCODER.encodeInto(text, asciiBytes)
  return read === text.length && written === read ? asciiBytes : null
}

/** Characters a text may have to be read through the shared byte buffer (longer ones are read as text). */
const BYTES_KEPT = 1 << 16
const ASCII_ENCODER = new TextEncoder()
const asciiBytes = new Uint8Array(BYTES_KEPT)

/** {@link hashWordsInto} over the first `length` bytes of ASCII text: the same loop as {@link hashTextInto}, without the characters above 127. */
function hashAsciiInto(bytes: Uint8Array, length: number, maskDigits: boolean, out: Uint32Array, limit: number): number {
  let n = 0
  let i = 0
  while (i < length) {
    let c = ASCII_WORD[bytes[i]!]!
    if (c === 0) {
      i++
      continue
    }
    let h = FNV_OFFSET
    if (maskDigits) {
      let inDigits = false
      for (;;) {
        if (c >= 48 && c <= 57) {
          if (!inDigits) h = Math.imul(h ^ 35, FNV_PRIME)
          inDigits = true
        } else {
          inDigits = false
          h = Math.imul(h ^ c, FNV_PRIME)
        }
        if (++i >= length) break
        c = ASCII_WORD[bytes[i]!]!
        if (c === 0) break
      }
    } else {
      for (;;) {
        h = Math.imul(h ^ c, FNV_PRIME)
        if (++i >= length) break
        c = ASCII_WORD[bytes[i]!]!
        if (c === 0) break
      }
    }
    out[n++] = h
    if (n >= limit) return n
    i++
  }
  return n
}

/** {@link hashWordsInto} read character by character (any text). */
function hashTextInto(text: string, maskDigits: boolean, out: Uint32Array, limit: number): number {
  let n = 0
  const length = text.length
  let i = 0
  // Each turn: skip to a word, hash it (a lower-case ASCII letter, the most
  // common character, goes straight in), and write it out.
  while (i < length) {
    let c = text.charCodeAt(i)
    c = c < 128 ? ASCII_WORD[c]! : wordCodeAbove(text, i)
    if (c === 0) {
      i++
      continue
    }
    let h = FNV_OFFSET
    if (maskDigits) {
      let inDigits = false
      for (;;) {
        if (c >= 48 && c <= 57) {
          // A run of digits reads as one `#`.
          if (!inDigits) h = Math.imul(h ^ 35, FNV_PRIME)
          inDigits = true
        } else {
          inDigits = false
          h = Math.imul(h ^ c, FNV_PRIME)
        }
        if (++i >= length) break
        c = text.charCodeAt(i)
        if (c >= 97 && c <= 122) continue
        c = c < 128 ? ASCII_WORD[c]! : wordCodeAbove(text, i)
        if (c === 0) break
      }
    } else {
      for (;;) {
        h = Math.imul(h ^ c, FNV_PRIME)
        if (++i >= length) break
        c = text.charCodeAt(i)
        if (c >= 97 && c <= 122) continue
        c = c < 128 ? ASCII_WORD[c]! : wordCodeAbove(text, i)
        if (c === 0) break
      }
    }
    out[n++] = h
    if (n >= limit) return n
    i++
  }
  return n
}

/** A character outside ASCII as words read it: 0 outside a word, else its lower-case code. */
function wordCodeAbove(text: string, i: number): number {
  const ch = text[i]!
  return LETTER_OR_DIGIT.test(ch) ? ch.toLowerCase().charCodeAt(0) : 0
}

/** Words the shared scratch buffer of {@link wordHashes} keeps room for between calls; a longer text gets a buffer of its own. */
const SCRATCH_KEPT = 1 << 16
let wordScratch = new Uint32Array(1024)

/**
 * Mixes two word hashes into one bigram hash (also used to walk a turn's
 * bigrams against a frame: see monologue.ts).
 *
 * @example
 * mixBigram(BIGRAM_START, firstWord) // the bigram "^ first"
 */
export function mixBigram(a: number, b: number): number {
  let h = Math.imul(a ^ (a >>> 15), 0x2c1b3c6d) ^ b
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39)
  return (h ^ (h >>> 15)) >>> 0
}

/** The markers before a text's first word and after its last, so a one-word text still has bigrams. */
export const BIGRAM_START = 0x5bd1e995
export const BIGRAM_END = 0x1b873593

/**
 * The sorted distinct bigram hashes of a word-hash list, start and end
 * markers included (a text without words has the one bigram start-end).
 * Built in a buffer kept between calls and copied out once.
 *
 * @example
 * bigramHashes(wordHashes('searching again')).length // 3: ^ searching, searching again, again $
 */
export function bigramHashes(words: Uint32Array): Uint32Array {
  const count = words.length
  if (bigramScratch.length < count + 1) bigramScratch = new Uint32Array(count + 1)
  const all = bigramScratch.subarray(0, count + 1)
  let previous = BIGRAM_START
  for (let i = 0; i < count; i++) {
    all[i] = mixBigram(previous, words[i]!)
    previous = words[i]!
  }
  all[count] = mixBigram(previous, BIGRAM_END)
  all.sort()
  let n = 0
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!
  const out = all.slice(0, n)
  // A buffer grown for one huge text is not kept.
  if (bigramScratch.length > SCRATCH_KEPT) bigramScratch = new Uint32Array(1024)
  return out
}

let bigramScratch = new Uint32Array(1024)

/**
 * The distinct bigram shingle hashes of a word-hash list (start and end
 * markers included, so a one-word step still has shingles), sorted
 * ascending; none for a text without words.
 *
 * @example
 * shingleHashes(wordHashes('searching again')).length // 3: ^ searching, searching again, again $
 */
export function shingleHashes(words: Uint32Array): Uint32Array {
  return words.length === 0 ? new Uint32Array(0) : bigramHashes(words)
}

/**
 * Removes the shingles in `common` (sorted ascending) and keeps the `size`
 * smallest of the rest. A single merge pass.
 *
 * @example
 * sketch(Uint32Array.of(1, 2, 3, 4), Uint32Array.of(2), 2) // Uint32Array [1, 3]
 */
export function sketch(hashes: Uint32Array, common: Uint32Array | null, size = SKETCH_SIZE): Uint32Array {
  const out = new Uint32Array(Math.min(size, hashes.length))
  let n = 0
  let j = 0
  for (let i = 0; i < hashes.length && n < size; i++) {
    const h = hashes[i]!
    if (common !== null) {
      while (j < common.length && common[j]! < h) j++
      if (j < common.length && common[j] === h) continue
    }
    out[n++] = h
  }
  return out.subarray(0, n)
}

/**
 * Jaccard similarity of two bottom-k sketches (sorted ascending): exact when
 * both sets fit in the sketch, an unbiased estimate otherwise. Two empty
 * sketches are identical (1): both steps said nothing beyond what every
 * step says.
 *
 * @example
 * sketchSimilarity(Uint32Array.of(1, 2, 3), Uint32Array.of(2, 3, 4)) // 0.5
 */
export function sketchSimilarity(a: Uint32Array, b: Uint32Array, size = SKETCH_SIZE): number {
  if (a.length === 0 && b.length === 0) return 1
  if (a.length === 0 || b.length === 0) return 0
  let i = 0
  let j = 0
  let union = 0
  let both = 0
  while (union < size && (i < a.length || j < b.length)) {
    const x = i < a.length ? a[i]! : Number.POSITIVE_INFINITY
    const y = j < b.length ? b[j]! : Number.POSITIVE_INFINITY
    if (x === y) {
      both++
      i++
      j++
    } else if (x < y) i++
    else j++
    union++
  }
  return union === 0 ? 1 : both / union
}

/**
 * The values two ascending arrays share, ascending. One merge pass.
 *
 * @example
 * intersectSorted(Uint32Array.of(1, 2, 5), Uint32Array.of(2, 3, 5)) // Uint32Array [2, 5]
 */
/**
 * How many items two sorted lists share, or -1 as soon as they cannot share
 * `need` (each unmatched item leaves one fewer to match). Allocates nothing.
 *
 * @example
 * sharedCount(Uint32Array.of(1, 2, 3), Uint32Array.of(2, 3, 4), 2) // 2
 * sharedCount(Uint32Array.of(1, 2, 3), Uint32Array.of(4, 5, 6), 1) // -1
 */
export function sharedCount(a: Uint32Array, b: Uint32Array, need: number): number {
  let i = 0
  let j = 0
  let n = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    if (x === y) {
      n++
      i++
      j++
    } else {
      if (x < y) i++
      else j++
      if (n + Math.min(a.length - i, b.length - j) < need) return -1
    }
  }
  return n >= need ? n : -1
}

export function intersectSorted(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.min(a.length, b.length))
  let i = 0
  let j = 0
  let n = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    if (x === y) {
      out[n++] = x
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return out.subarray(0, n)
}
