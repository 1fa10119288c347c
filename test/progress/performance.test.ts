import { describe, expect, it } from 'vitest'
// @ts-expect-error: the shared benchmark generator is plain JavaScript with no declaration file
import { generateTrace as generateUntyped } from '../../bench/generate.mjs'
import { normalizeTrace } from '../../src/trace/normalize.js'
import { progress, root, rootOf, tool } from './support.js'

const generateTrace = generateUntyped as (options: { steps?: number; depth?: number }) => unknown

// Bounds are loose on purpose (CI machines are shared); bench/progress.mjs
// reports the medians. They still fail on any quadratic behaviour: at these
// sizes a quadratic step would take minutes.

/** CPU milliseconds one call takes (less sensitive to a busy machine than wall time). */
function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage()
  run()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

describe('bounded cost', () => {
  it('scores a 20,000-step trace in well under a second of CPU', () => {
    const trace = normalizeTrace(generateTrace({ steps: 20_000, depth: 300 }))
    progress(trace as never) // warm-up
    const spent = Math.min(cpuMs(() => progress(trace as never)), cpuMs(() => progress(trace as never)))
    expect(spent).toBeLessThan(1000)
  })

  it('compares two 20,000-word steps in well under a second', () => {
    const words = (seed: number) => Array.from({ length: 20_000 }, (_, i) => ['alpha', 'beta', 'gamma', 'delta', 'epsilon'][(i * seed + (i >> 3)) % 5]).join(' ')
    const trace = root({ type: 'llm', name: 'gpt', output: words(3), children: [] }, { type: 'llm', name: 'gpt', output: words(7), children: [] })
    expect(cpuMs(() => progress(trace))).toBeLessThan(1000)
  })

  it('stays linear on 20,000 identical repeats (one long loop) and keeps the report small', () => {
    const trace = rootOf(Array.from({ length: 20_000 }, () => tool('search', { q: 'x' }, 'none')))
    let report!: ReturnType<typeof progress>
    expect(cpuMs(() => (report = progress(trace)))).toBeLessThan(2000)
    expect(report.findings).toHaveLength(1)
    expect(report.findings[0]).toMatchObject({ kind: 'no-progress-repeat', count: 20_000, wastedSteps: 19_999 })
    expect(JSON.stringify(report).length).toBeLessThan(50_000)
  })

  it('stays linear on 200,000 sibling spans', () => {
    const trace = rootOf(Array.from({ length: 200_000 }, (_, i) => tool('t', { i: i % 1000 }, i % 7)))
    expect(cpuMs(() => progress(trace))).toBeLessThan(10_000)
  })
})
