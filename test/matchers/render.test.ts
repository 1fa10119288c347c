// The message helpers on their own: caps, the two diffs, the cycle tree, and
// where colour goes when the runner has it (escaping, stable printing and
// cutting text are tested in test/util).
import { describe, expect, it } from 'vitest'
import { toHaveNoAgentLoops } from '../../matchers/index.js'
import type { MatcherUtilsLike } from '../../matchers/index.js'
import { differsSlightly, findNearMisses } from '../../matchers/render/argument-diff.js'
import { capList, listPositions } from '../../matchers/render/caps.js'
import { renderCyclePath } from '../../matchers/render/cycle-tree.js'
import { approx } from '../../matchers/render/numbers.js'
import { PLAIN } from '../../matchers/render/palette.js'
import { stripAnsi } from '../../src/util/sanitize.js'
import { renderWordDiff, wordRuns } from '../../matchers/render/word-diff.js'
import type { SpanView } from '../../matchers/input/spans.js'
import { identicalToolLoop } from './corpus/fixtures.js'

describe('caps', () => {
  it('capList says how much it left out', () => {
    expect(capList([1, 2, 3], 5)).toEqual({ shown: [1, 2, 3], omitted: 0 })
  })

  it('lists positions as ranges, capped', () => {
    expect(listPositions([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7, 8')
    expect(
      listPositions(
        Array.from({ length: 30 }, (_, i) => i * 2),
        4,
      ),
    ).toBe('0, 2, 4, 6 … (26 more)')
  })

  it('rounds similarities for reading and says so', () => {
    expect(approx(0.9504950495049505)).toBe('≈0.9505')
    expect(approx(0.85)).toBe('0.85')
  })
})

describe('word diff', () => {
  it('splits two texts into shared, removed and added runs', () => {
    expect(wordRuns('I will search the repo for the config', 'I will grep the repo for the config again')).toEqual({
      runs: [
        { kind: 'shared', text: 'I will' },
        { kind: 'removed', text: 'search' },
        { kind: 'added', text: 'grep' },
        { kind: 'shared', text: 'the repo for the config' },
        { kind: 'added', text: 'again' },
      ],
      cutWords: 0,
    })
  })

  it('marks the shared part as visibly as the differences', () => {
    expect(renderWordDiff('Checking a.py now', 'Checking b.py now', PLAIN, [1, 2])).toEqual([
      'word diff (= in both steps, - only in step 1, + only in step 2):',
      '  = Checking',
      // Punctuation is a word of its own to the diff.
      '  - a',
      '  + b',
      '  = .py now',
    ])
  })
})

describe('argument diffs', () => {
  it('tells a retry in disguise from a different call', () => {
    expect(differsSlightly({ q: 'flights', page: 1 }, { q: 'flights', page: 2 })).toBe(true)
    expect(differsSlightly({ pattern: 'x', path: '.' }, { pattern: 'x', path: './', case_sensitive: false })).toBe(true)
    expect(differsSlightly({ query: 'flights to Lisbon' }, { query: 'Flights to Lisbon ' })).toBe(true)
    expect(differsSlightly({ q: 'cats' }, { q: 'dogs' })).toBe(false)
    expect(differsSlightly({ a: 1, b: 2, c: 3 }, { a: 9, b: 8, c: 3 })).toBe(false)
    expect(differsSlightly({ q: 'a' }, { q: 'a' })).toBe(false)
  })

  it('finds near misses among the other calls of the tool, JSON-string inputs included', () => {
    const span = (index: number, name: string, input: unknown): [number, SpanView] => [index, { index, type: 'tool', name, input, output: '' }]
    const spans = new Map([
      span(1, 'search', { q: 'x', page: 1 }),
      span(2, 'search', '{"q": "x", "page": 2}'),
      span(3, 'search', { page: 2, q: 'x' }),
      span(4, 'fetch', { q: 'x', page: 2 }),
      span(5, 'search', { q: 'something else entirely' }),
    ])
    expect(findNearMisses('search', { q: 'x', page: 1 }, spans)).toEqual([{ arguments: { q: 'x', page: 2 }, positions: [2, 3] }])
  })
})

describe('cycle tree', () => {
  it('marks the repeated ancestor and the repeat', () => {
    const step = (spanIndex: number, name: string) => ({ spanIndex, type: 'agent', name, label: `agent:${name}:` })
    expect(renderCyclePath([step(0, 'root'), step(1, 'a'), step(4, 'b'), step(7, 'a')], 1, PLAIN)).toEqual([
      'agent:root [span 0]',
      '└─ agent:a [span 1] ← repeated',
      '   └─ agent:b [span 4]',
      '      └─ agent:a [span 7] ↺ repeats span 1',
    ])
  })
})

describe('colour', () => {
  // Tags instead of escape codes, to see exactly what each colour covers.
  const tag = (name: string) => (text: string) => `<${name}>${text}</${name}>`
  const utils: MatcherUtilsLike = {
    EXPECTED_COLOR: tag('g'),
    RECEIVED_COLOR: tag('r'),
    DIM_COLOR: tag('d'),
    BOLD_WEIGHT: tag('b'),
  }

  it("comes from the runner's formatters, on the parts that carry meaning", () => {
    const result = toHaveNoAgentLoops.call({ isNot: false, utils }, identicalToolLoop)
    if (result instanceof Promise) throw new Error('expected a synchronous result')
    expect(result.message().split('\n').slice(0, 12)).toMatchInlineSnapshot(`
      [
        "<d>expect(</d><r>trace</r><d>).</d>toHaveNoAgentLoops<d>(</d><d>)</d>",
        "",
        "Expected no agent loops, but the progress detector found <r>3 loop patterns</r>.",
        "",
        "score <b>0.1875</b> (threshold 0.5) · <r>toolRepetition 0.1875</r> · <r>reasoningStagnation 0.1875</r> · callGraphCycles 1 · <d>detector progress</d>",
        "",
        "<r>✖</r> <b>repeated call, same result</b> <d>· critical</d>",
        "  <r>run_tests</r> called <r>6 times</r> with the same arguments and the same result, at spans 2, 4, 6, 8, 10, 12 (5 wasted steps)",
        "  <d>arguments:</d> {"k": "invoice", "suite": "billing"}",
        "  <d>result every time:</d> "1 failed"",
        "",
        "<r>✖</r> <b>repeated reasoning</b> <d>· critical</d>",
      ]
    `)
  })

  it('is absent when the matcher is called without a runner', () => {
    const result = toHaveNoAgentLoops.call({}, identicalToolLoop)
    if (result instanceof Promise) throw new Error('expected a synchronous result')
    expect(result.pass).toBe(false)
    expect(result.message()).toBe(stripAnsi(result.message()))
    expect(result.message()).not.toMatch(/<\w>/)
  })
})
