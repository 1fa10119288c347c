import { describe, expect, it } from 'vitest'
// @ts-expect-error: the shared benchmark generator is plain JavaScript with no declaration file
import { generateTrace as generateUntyped } from '../../bench/generate.mjs'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { progress, root, rootOf, tool } from './support.js'

const generateTrace = generateUntyped as (options: { steps?: number; depth?: number }) => unknown

// Large inputs, scored correctly. How long they take is a benchmark's
// business (`npm run bench`, bench/detectors.mjs), not a test's; a quadratic
// step at these sizes would still blow the suite's timeout.

describe('large inputs', () => {
  it('scores a 20,000-step trace the same way twice', () => {
    const trace = normalizeTrace(generateTrace({ steps: 20_000, depth: 300 }))
    const report = progress(trace as never)
    expect(report.score).toBeGreaterThanOrEqual(0)
    expect(progress(trace as never)).toEqual(report)
  })

  it('compares two 20,000-word steps in well under a second', () => {
    const words = (seed: number) =>
      Array.from({ length: 20_000 }, (_, i) => ['alpha', 'beta', 'gamma', 'delta', 'epsilon'][(i * seed + (i >> 3)) % 5]).join(' ')
    const trace = root({ type: 'llm', name: 'gpt', output: words(3), children: [] }, { type: 'llm', name: 'gpt', output: words(7), children: [] })
    const report = progress(trace)
    expect(report.breakdown.reasoningStagnation).toBeGreaterThanOrEqual(0)
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })

  it('stays linear on 20,000 identical repeats (one long loop) and keeps the report small', () => {
    const trace = rootOf(Array.from({ length: 20_000 }, () => tool('search', { q: 'x' }, 'none')))
    const report = progress(trace)
    expect(report.findings).toHaveLength(1)
    expect(report.findings[0]).toMatchObject({ kind: 'no-progress-repeat', count: 20_000, wastedSteps: 19_999 })
    expect(JSON.stringify(report).length).toBeLessThan(50_000)
  })

  it('scores 200,000 sibling spans', () => {
    const trace = rootOf(Array.from({ length: 200_000 }, (_, i) => tool('t', { i: i % 1000 }, i % 7)))
    expect(progress(trace).score).toBeGreaterThanOrEqual(0)
  })
})
