import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DETECTORS, DEFAULT_DETECTOR, detectLoops, SIGNAL_NAMES, type DetectOptions } from '../../src/index.js'
import { reverseKeys, trace, type GenSpan } from './arbitraries.js'

// Invariants every detector keeps, checked on generated traces.
const detectors = Object.keys(DETECTORS)
const RUNS = 150

describe.each(detectors)('%s detector: invariants', (detector) => {
  const score = (value: unknown, options: DetectOptions = {}) => detectLoops(value, { ...options, detector })

  it('keeps every score and sub-score within [0, 1]', () => {
    fc.assert(
      fc.property(trace, (t) => {
        const report = score(t)
        for (const value of [report.score, ...SIGNAL_NAMES.map((name) => report.breakdown[name])]) {
          expect(value).toBeGreaterThanOrEqual(0)
          expect(value).toBeLessThanOrEqual(1)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('survives a JSON round trip unchanged', () => {
    fc.assert(
      fc.property(trace, (t) => {
        const report = score(t)
        expect(JSON.parse(JSON.stringify(report))).toEqual(report)
      }),
      { numRuns: RUNS },
    )
  })

  it('never scores better with one more identical repeat of a tool call', () => {
    fc.assert(
      fc.property(trace, fc.nat(), (t, pick) => {
        const tools = t.children.filter((span) => span.type === 'tool')
        fc.pre(tools.length > 0)
        const repeated = tools[pick % tools.length]!
        const longer: GenSpan = { ...t, children: [...t.children, structuredClone(repeated)] }
        const before = score(t)
        const after = score(longer)
        expect(after.score).toBeLessThanOrEqual(before.score)
        expect(after.breakdown.toolRepetition).toBeLessThanOrEqual(before.breakdown.toolRepetition)
      }),
      { numRuns: RUNS },
    )
  })

  it('never scores better with one more identical repeat of a call that recorded nothing to compare (a counterexample fast-check found)', () => {
    // `read_file({}) → {}` records nothing: appending it once more read as news that ended the wait
    // before it, so the two empty reads before it stopped counting.
    const t: GenSpan = {
      type: 'agent',
      name: 'agent',
      input: 'task',
      output: 'done',
      children: [
        { type: 'tool', name: 'read_file', input: {}, output: {}, children: [] },
        { type: 'tool', name: 'read_file', input: null, output: [], children: [] },
        { type: 'tool', name: 'read_file', input: {}, output: [], children: [] },
      ],
    }
    const longer: GenSpan = { ...t, children: [...t.children, structuredClone(t.children[0]!)] }
    expect(score(longer).score).toBeLessThanOrEqual(score(t).score)
    expect(score(longer).breakdown.toolRepetition).toBeLessThanOrEqual(score(t).breakdown.toolRepetition)
  })

  it("computes each sub-score independently of the other checks' toggles", () => {
    const toggles = { toolRepetition: 'checkToolRepetition', reasoningStagnation: 'checkReasoningStagnation', callGraphCycles: 'checkCallGraphCycles' } as const
    fc.assert(
      fc.property(trace, fc.constantFrom(...SIGNAL_NAMES), fc.boolean(), (t, kept, otherOn) => {
        const all = score(t)
        const options: DetectOptions = {}
        for (const name of SIGNAL_NAMES) if (name !== kept) options[toggles[name]] = otherOn
        expect(score(t, options).breakdown[kept]).toBe(all.breakdown[kept])
      }),
      { numRuns: RUNS },
    )
  })
})

describe(`the default detector (${DEFAULT_DETECTOR})`, () => {
  it("gives the same report whatever the key order of a trace's arguments", () => {
    fc.assert(
      fc.property(trace, (t) => {
        expect(detectLoops(reverseKeys(t))).toEqual(detectLoops(t))
      }),
      { numRuns: RUNS },
    )
  })
})

describe('deepeval detector: key order', () => {
  it('is order-independent for flat arguments (nested dicts inherit the reference order sensitivity, documented)', () => {
    const flat = (query: string, page: number, swap: boolean) => ({
      type: 'agent',
      name: 'a',
      children: Array.from({ length: 6 }, (_, i) => ({
        type: 'tool',
        name: 'search',
        input: swap && i % 2 === 0 ? { page, query } : { query, page },
        output: 'x',
        children: [],
      })),
    })
    const straight = detectLoops(flat('paris', 1, false), { detector: 'deepeval' })
    const mixed = detectLoops(flat('paris', 1, true), { detector: 'deepeval' })
    expect(mixed.breakdown).toEqual(straight.breakdown)
    expect(straight.breakdown.toolRepetition).toBe(0)

    const nested = (swap: boolean) => ({
      type: 'agent',
      name: 'a',
      children: Array.from({ length: 4 }, (_, i) => ({
        type: 'tool',
        name: 'search',
        input: { filter: swap && i % 2 === 0 ? { b: 1, a: 2 } : { a: 2, b: 1 } },
        output: 'x',
        children: [],
      })),
    })
    // deepeval keys a call by str(value) of each argument, which keeps a
    // nested dict's insertion order: four identical calls split two and two.
    expect(detectLoops(nested(false), { detector: 'deepeval' }).breakdown.toolRepetition).toBe(0.5)
    expect(detectLoops(nested(true), { detector: 'deepeval' }).breakdown.toolRepetition).toBe(1)
  })
})
