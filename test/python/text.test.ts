import { describe, expect, it } from 'vitest'
import { matchingElements, sequenceMatcherRatio, SymbolTable } from '../../src/python/sequence-matcher.js'
import { codePointLength, pySplit } from '../../src/python/text.js'

describe("pySplit (Python's str.split())", () => {
  it('splits on exactly the characters Python calls whitespace', () => {
    expect(pySplit(' a\u001cb\u001fc\u0085d\u00a0e\u2003f\u3000g\u2028h ')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
    // U+FEFF and U+200B are whitespace to neither Python nor this function.
    expect(pySplit('a\ufeffb\u200bc')).toEqual(['a\ufeffb\u200bc'])
    expect(pySplit('   ')).toEqual([])
  })

  it('counts code points', () => {
    expect(codePointLength('😀ab')).toBe(3)
    expect(codePointLength('\ud800x')).toBe(2)
  })
})

describe("sequenceMatcherRatio (difflib's SequenceMatcher(None, a, b).ratio())", () => {
  const table = new SymbolTable()
  const ratio = (a: string, b: string): number => sequenceMatcherRatio(table.encode(a), table.encode(b), table.size)

  it('matches difflib on small inputs', () => {
    // Values computed with CPython's difflib.
    expect(ratio('abcd', 'bcde')).toBe(0.75)
    expect(ratio('', '')).toBe(1)
    expect(ratio('abc', '')).toBe(0)
    expect(ratio('private Thread currentThread;', 'private volatile Thread currentThread;')).toBeCloseTo(0.8656716417910447, 15)
  })

  it('applies the popular-element junk rule from 200 elements of b', () => {
    const a = 'ab'.repeat(100)
    const b = 'ba'.repeat(100)
    // Every symbol of b is popular, so only the first-position extension matches.
    expect(matchingElements(table.encode(a), table.encode(b), table.size)).toBe(0)
    expect(ratio(a.slice(0, 198), b.slice(0, 198))).toBeCloseTo(0.9949494949494949, 15)
  })
})
