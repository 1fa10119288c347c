// The outputs detectLoops's @example shows are the outputs it gives.
import { describe, expect, it } from 'vitest'
import { detectLoops } from '../../src/index.js'

describe("detectLoops's documented example", () => {
  it('scores four identical empty searches as the JSDoc says', () => {
    const search = () => ({ type: 'tool', name: 'search_web', input: { query: 'refund webhook' }, output: 'no results', children: [] })
    const trace = { type: 'agent', name: 'researcher', input: 'Find the refund webhook docs', output: '', children: [search(), search(), search(), search()] }
    const report = detectLoops(trace)
    expect(report.loopDetected).toBe(true)
    expect(report.score).toBe(0.25)
    expect(report.breakdown).toEqual({ toolRepetition: 0.25, reasoningStagnation: 1, callGraphCycles: 1 })
    expect(report.findings[0]).toMatchObject({ kind: 'no-progress-repeat', tool: 'search_web', count: 4 })
  })
})
