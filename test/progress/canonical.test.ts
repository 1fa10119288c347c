import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalDigest, normalizeKeyName, parseJsonArguments } from '../../src/progress/canonical.js'
import { hashString } from '../../src/progress/hash.js'

/** A copy of a JSON value with every object's keys in reverse order, recursively. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .reverse()
        .map((k) => [k, reverseKeys((value as Record<string, unknown>)[k])]),
    )
  }
  return value
}

describe('canonicalDigest: equal content, equal digest', () => {
  it('ignores key order at every depth', () => {
    const a = { b: 1, a: { z: [1, { y: 2, x: 3 }], c: 'x' } }
    const b = { a: { c: 'x', z: [1, { x: 3, y: 2 }] }, b: 1 }
    expect(canonicalDigest(a)).toBe(canonicalDigest(b))
  })

  it('keeps array order, and tells kinds apart (1, "1", 1n, true)', () => {
    expect(canonicalDigest([1, 2])).not.toBe(canonicalDigest([2, 1]))
    const digests = [1, '1', 1n, true, null, undefined].map((v) => canonicalDigest(v))
    expect(new Set(digests).size).toBe(6)
  })

  it('reads a JSON-string argument as the value it encodes', () => {
    expect(canonicalDigest('{"q": "paris", "n": 2}')).toBe(canonicalDigest({ n: 2, q: 'paris' }))
    expect(canonicalDigest('[1, 2]')).toBe(canonicalDigest([1, 2]))
    expect(canonicalDigest('not json {')).toBe(canonicalDigest('not json {'))
    expect(parseJsonArguments('{"a":')).toBe('{"a":')
  })

  it('treats an undefined key as absent, as JSON does, but keeps undefined array items', () => {
    expect(canonicalDigest({ a: 1, b: undefined })).toBe(canonicalDigest({ a: 1 }))
    expect(canonicalDigest([1, undefined])).not.toBe(canonicalDigest([1]))
  })

  it('is lossless for numbers and long strings', () => {
    expect(canonicalDigest(0.1 + 0.2)).not.toBe(canonicalDigest(0.3))
    expect(canonicalDigest(2 ** 53)).not.toBe(canonicalDigest(2 ** 53 + 2))
    const long = 'x'.repeat(10_000)
    expect(canonicalDigest(long)).not.toBe(canonicalDigest(`${long}y`))
    expect(canonicalDigest({ input: `${'a'.repeat(64)}1` })).not.toBe(canonicalDigest({ input: `${'a'.repeat(64)}2` }))
  })

  it('ignores Map and Set order and digests their content', () => {
    expect(
      canonicalDigest(
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      ),
    ).toBe(
      canonicalDigest(
        new Map([
          ['b', 2],
          ['a', 1],
        ]),
      ),
    )
    expect(canonicalDigest(new Set([1, 2]))).toBe(canonicalDigest(new Set([2, 1])))
    expect(canonicalDigest(new Set([1, 2]))).not.toBe(canonicalDigest(new Set([1, 3])))
    expect(canonicalDigest(new Map([['a', 1]]))).not.toBe(canonicalDigest({ a: 1 }))
  })

  it('survives hostile values: BigInt, NaN, Infinity, Date, symbols, functions, cycles, a throwing getter', () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    const hostile = {
      big: 10n ** 30n,
      nan: NaN,
      inf: -Infinity,
      date: new Date(0),
      bad: new Date(NaN),
      sym: Symbol('s'),
      fn: function named() {},
      cyclic,
      proto: JSON.parse('{"__proto__": {"polluted": true}}'),
      surrogate: '\ud800',
    }
    const digest = canonicalDigest(hostile)
    expect(digest).toMatch(/^\{[0-9a-f]{16}$/)
    expect(canonicalDigest(hostile)).toBe(digest)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no')
        },
      },
    )
    expect(canonicalDigest({ trap })).toMatch(/^X/)
  })

  it('walks 100,000 levels of nesting without recursion', () => {
    let deep: unknown = 'leaf'
    for (let i = 0; i < 100_000; i++) deep = { next: deep }
    expect(canonicalDigest(deep)).toMatch(/^\{/)
  })

  it('digests a shared sub-object once: a 60-level DAG (2^60 paths) is instant', () => {
    let node: unknown = { leaf: true }
    for (let i = 0; i < 60; i++) node = { left: node, right: node }
    // Walking every path would never finish; digesting each object once does.
    expect(canonicalDigest(node)).toBe(canonicalDigest(structuredClone(node)))
  })

  it('drops volatile keys at any depth and rationale keys at the top level only', () => {
    const volatile = new Set(['requestid'])
    expect(canonicalDigest({ q: 1, meta: { request_id: 'a' } }, { dropAnyDepth: volatile })).toBe(
      canonicalDigest({ q: 1, meta: { requestId: 'b' } }, { dropAnyDepth: volatile }),
    )
    const rationale = new Set(['thought'])
    expect(canonicalDigest({ q: 1, thought: 'a' }, { dropTopLevel: rationale })).toBe(canonicalDigest({ q: 1, thought: 'b' }, { dropTopLevel: rationale }))
    expect(canonicalDigest({ q: { thought: 'a' } }, { dropTopLevel: rationale })).not.toBe(
      canonicalDigest({ q: { thought: 'b' } }, { dropTopLevel: rationale }),
    )
  })

  it('property: any JSON value digests the same with its keys reordered', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalDigest(reverseKeys(value))).toBe(canonicalDigest(value))
      }),
      { numRuns: 300 },
    )
  })

  it('property: distinct JSON values get distinct digests', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(JSON.stringify(reverseKeys(a)) !== JSON.stringify(reverseKeys(b)) && JSON.stringify(a) !== JSON.stringify(b))
        // Equal up to key order is equal content; anything else must differ.
        const sameContent = canonicalDigest(a) === canonicalDigest(b)
        if (sameContent) expect(JSON.stringify(sortKeys(a))).toBe(JSON.stringify(sortKeys(b)))
      }),
      { numRuns: 300 },
    )
  })
})

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    )
  }
  return Object.is(value, -0) ? 0 : value
}

describe('helpers', () => {
  it('normalizes key spellings', () => {
    expect(normalizeKeyName('Request-ID')).toBe('requestid')
    expect(normalizeKeyName('request_id')).toBe(normalizeKeyName('requestId'))
  })

  it('hashes strings to 16 stable hex characters, differently for different strings', () => {
    expect(hashString('abc')).toMatch(/^[0-9a-f]{16}$/)
    expect(hashString('abc')).toBe(hashString('abc'))
    expect(hashString('abc')).not.toBe(hashString('abd'))
    expect(hashString('')).not.toBe(hashString('\u0000'))
  })
})
