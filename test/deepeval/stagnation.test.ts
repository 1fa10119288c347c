import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scoreReasoningStagnation } from '../../src/deepeval/stagnation.js'
import { sequenceMatcherRatio, SymbolTable } from '../../src/python/sequence-matcher.js'

// The reference's rule written the plain way (deepeval's loop over
// consecutive pairs, Jaccard over sets of bigram strings, the ratio over the
// joined words), to hold the fast path's bounds, word guesses and reused
// tables to: every pair is compared, nothing is skipped or reused.
const STOP_WORDS = new Set(
  (
    'the a an is are was were i will now based on information provided to of in and that this with for it my ' +
    'next step going so do be have has not but as or from at by about above below up its let'
  ).split(' '),
)

// What Python's str.split() splits on (JavaScript's \s differs: it lacks
// U+001C..U+001F and U+0085 and has U+FEFF).
const PY_WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/

function clean(text: string): string[] {
  return text
    .toLowerCase()
    .split(PY_WHITESPACE)
    .filter((word) => word !== '' && !STOP_WORDS.has(word) && [...word].length > 2)
}

function plainStagnation(outputs: string[]) {
  const table = new SymbolTable()
  let best = 0
  let at = -1
  let jaccardAt = 0
  let ratioAt = 0
  for (let i = 0; i + 1 < outputs.length; i++) {
    const a = clean(outputs[i]!)
    const b = clean(outputs[i + 1]!)
    if (a.length < 20 || b.length < 20) continue
    const bigrams = (words: string[]) => new Set(words.slice(1).map((word, k) => `${words[k]} ${word}`))
    const x = bigrams(a)
    const y = bigrams(b)
    const shared = [...x].filter((bigram) => y.has(bigram)).length
    const union = x.size + y.size - shared
    const jaccard = union === 0 ? 0 : shared / union
    const ratio = sequenceMatcherRatio(table.encode(a.join(' ')), table.encode(b.join(' ')), table.size)
    const similarity = Math.max(jaccard, ratio)
    if (similarity > best) {
      best = similarity
      at = i
      jaccardAt = jaccard
      ratioAt = ratio
    }
  }
  return { best, at, jaccard: jaccardAt, ratio: ratioAt }
}

const llmSpans = (outputs: string[]) => outputs.map((output, index) => ({ span: { type: 'llm', name: 'think', output }, index }))

// Steps that drift word by word, grow and shrink (so the bigram table is
// loaded at one size and reused at another), and now and then repeat a
// step exactly or start over: the shapes the fast path takes shortcuts on.
// Words that are prefixes of others, capitals, other whitespace inside a
// "word" and non-ASCII text test the guess of the word in the same place.
const vocabulary = [
  'query',
  'result',
  'handler',
  'session',
  'token',
  'cache',
  'caches',
  'CACHE',
  'Cache',
  'index',
  'module',
  'Retry',
  'the',
  'of',
  'an',
  'w12',
  'w345',
  'zz',
  'é-word',
  'cache\u0085index',
  'ÉTAT',
  'état',
  'cache\tsession',
]
const outputsArbitrary = fc
  .record({
    first: fc.array(fc.constantFrom(...vocabulary), { minLength: 15, maxLength: 120 }),
    moves: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), word: fc.constantFrom(...vocabulary) }),
        fc.record({ kind: fc.constant('grow' as const), words: fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 90 }) }),
        fc.record({ kind: fc.constant('shrink' as const), keep: fc.integer({ min: 10, max: 60 }) }),
        fc.record({ kind: fc.constant('same' as const) }),
        fc.record({ kind: fc.constant('fresh' as const), words: fc.array(fc.constantFrom(...vocabulary), { minLength: 15, maxLength: 100 }) }),
      ),
      { minLength: 1, maxLength: 40 },
    ),
  })
  .map(({ first, moves }) => {
    let words = first
    const outputs = [words.join(' ')]
    for (const move of moves) {
      if (move.kind === 'swap') words = words.map((word, k) => (k === move.at % words.length ? move.word : word))
      else if (move.kind === 'grow') words = [...words, ...move.words]
      else if (move.kind === 'shrink') words = words.slice(0, move.keep)
      else if (move.kind === 'fresh') words = move.words
      outputs.push(words.join(move.kind === 'same' ? '  ' : ' '))
    }
    return outputs
  })

describe("the deepeval port's reasoning stagnation, against the rule written plainly", () => {
  it('finds the same pair, similarity, Jaccard and ratio on drifting, growing and shrinking steps', () => {
    fc.assert(
      fc.property(outputsArbitrary, (outputs) => {
        const plain = plainStagnation(outputs)
        const result = scoreReasoningStagnation(llmSpans(outputs), 0.0001)
        if (plain.at < 0) {
          expect(result.evidence?.steps ?? null).toBe(null)
          return
        }
        expect(result.evidence).not.toBeNull()
        expect(result.evidence!.steps).toEqual([plain.at, plain.at + 1])
        expect(result.evidence!.similarity).toBe(plain.best)
        expect(result.evidence!.jaccard).toBe(plain.jaccard)
        expect(result.evidence!.sequenceRatio).toBe(plain.ratio)
      }),
      { numRuns: 300, seed: 16 },
    )
  })

  it('keeps Jaccard right when a short step follows long ones and the bigram table is reused at a larger size', () => {
    const long = (seed: number) => Array.from({ length: 140 }, (_, k) => `word${(k * seed) % 97}`).join(' ')
    const short = (seed: number) => Array.from({ length: 30 }, (_, k) => `word${(k * seed) % 97}`).join(' ')
    const outputs = [long(3), long(5), short(3), short(5), long(7), short(7), short(11), short(11)]
    for (let cut = 3; cut <= outputs.length; cut++) {
      const plain = plainStagnation(outputs.slice(0, cut))
      const result = scoreReasoningStagnation(llmSpans(outputs.slice(0, cut)), 0.0001)
      expect(result.evidence?.steps).toEqual([plain.at, plain.at + 1])
      expect(result.evidence?.jaccard).toBe(plain.jaccard)
      expect(result.evidence?.similarity).toBe(plain.best)
    }
  })
})
