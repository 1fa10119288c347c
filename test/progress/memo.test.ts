import { describe, expect, it } from 'vitest'
import { type MemoSlot, memoizeByContent } from '../../src/progress/memo.js'

// The memo that spares repeated arguments their identities: it lives in a
// slot its context holds (so it goes with the score that made it), starts
// only after a context's first calls, and never changes an answer.
interface Context {
  readonly slot: MemoSlot<string> | null
}

function counting(): { fn: (value: unknown, context: Context) => string; calls: () => number } {
  let calls = 0
  return {
    fn: (value) => {
      calls++
      return JSON.stringify(value)
    },
    calls: () => calls,
  }
}

describe('memoizeByContent', () => {
  it('computes a context’s first calls directly, then answers repeats from the slot the context holds', () => {
    const { fn, calls } = counting()
    const memoized = memoizeByContent(fn, (context: Context) => context.slot)
    const context: Context = { slot: { memo: null, calls: 0 } }
    for (let i = 0; i < 16; i++) expect(memoized({ q: 'paris', page: 1 }, context)).toBe('{"q":"paris","page":1}')
    expect(calls()).toBe(16)
    expect(context.slot!.memo).toBeNull()
    // From the seventeenth call on, a value is read once and its repeats are looked up.
    for (let i = 0; i < 10; i++) expect(memoized({ q: 'paris', page: 1 }, context)).toBe('{"q":"paris","page":1}')
    expect(calls()).toBe(17)
    expect(context.slot!.memo).not.toBeNull()
    // Another value, or the same keys in another order, is another entry.
    expect(memoized({ page: 1, q: 'paris' }, context)).toBe('{"page":1,"q":"paris"}')
    expect(calls()).toBe(18)
  })

  it('keeps one memo per context: another score starts empty', () => {
    const { fn, calls } = counting()
    const memoized = memoizeByContent(fn, (context: Context) => context.slot)
    const first: Context = { slot: { memo: null, calls: 0 } }
    const second: Context = { slot: { memo: null, calls: 0 } }
    for (let i = 0; i < 20; i++) memoized(['a', 1], first)
    const before = calls()
    for (let i = 0; i < 17; i++) memoized(['a', 1], second)
    expect(calls() - before).toBe(17)
  })

  it('computes every call for a context without a slot (rules with user callbacks), and for values not made of leaves', () => {
    const { fn, calls } = counting()
    const memoized = memoizeByContent(fn, (context: Context) => context.slot)
    for (let i = 0; i < 30; i++) memoized({ q: 'x' }, { slot: null })
    expect(calls()).toBe(30)
    const context: Context = { slot: { memo: null, calls: 0 } }
    for (let i = 0; i < 30; i++) expect(memoized({ q: { nested: true } }, context)).toBe('{"q":{"nested":true}}')
    expect(calls()).toBe(60)
  })
})
