// Warnings are patterns below the progress detector's confidence bar: they
// are shown, but they do not make a loop, either way round.
import { describe, expect, it } from 'vitest'
import '../../matchers/vitest.js'
import { detectLoops } from '../../src/index.js'

const threeFetches = {
  type: 'agent',
  name: 'researcher',
  input: 'Summarise the pricing page',
  output: 'Summary',
  children: [
    ...[1, 2, 3].map(() => ({ type: 'tool', name: 'fetch_page', input: { url: 'https://example.com/pricing' }, output: 'timeout', children: [] })),
    // The run moves on: the three timeouts stay a warning (a stretch the run never left would be a loop).
    { type: 'tool', name: 'fetch_page', input: { url: 'https://example.com/plans' }, output: 'Pro: $20 a month; Team: $50 a month', children: [] },
  ],
}

describe('warnings without a confirmed loop', () => {
  it('are reported but do not fail toHaveNoAgentLoops', () => {
    const report = detectLoops(threeFetches)
    expect(report.findings.map((finding) => finding.level)).toEqual(['warning'])
    expect(report.loopDetected).toBe(false)
    expect(threeFetches).toHaveNoAgentLoops()
  })

  it('are named in the .not failure instead of "no loop pattern"', () => {
    let message = ''
    try {
      expect(threeFetches).not.toHaveNoAgentLoops()
    } catch (error) {
      message = (error as Error).message.replace(/\u001b\[[0-9;]*m/g, '')
    }
    expect(message).toContain('found only 1 warning, no confirmed loop')
    expect(message).toContain('fetch_page')
  })

  it('fail once a threshold above the warning score is asked for', () => {
    let message = ''
    try {
      expect(threeFetches).toHaveNoAgentLoops({ threshold: 0.9 })
    } catch (error) {
      message = (error as Error).message.replace(/\u001b\[[0-9;]*m/g, '')
    }
    expect(message).toContain('Expected a combined score of at least 0.9')
  })
})
