import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatLoopHealthSummary, LoopEvaluator } from '../../src/health/index.js'

const ANSI = /\u001b\[[0-9;]*m/

function capture(isTTY: boolean): { stream: { write(chunk: string): boolean; isTTY: boolean }; text(): string } {
  const chunks: string[] = []
  return {
    stream: {
      isTTY,
      write(chunk: string) {
        chunks.push(chunk)
        return true
      },
    },
    text: () => chunks.join(''),
  }
}

const unhealthy = () =>
  new LoopEvaluator().run({ score_history: [6, 6.5, 6.5, 6.5, 6.5], threshold: 8, total_duration_seconds: 41.835 }, [{ loop_type: 'no_progress' }])

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('printSummary', () => {
  it('draws a plain table on a stream that is not a TTY', () => {
    const out = capture(false)
    unhealthy().printSummary({ stream: out.stream })
    const text = out.text()
    expect(text).not.toMatch(ANSI)
    expect(text).toContain('Loop Health Summary')
    expect(text).toMatch(/│ Status\s+│ ✗ UNHEALTHY\s+│/)
    expect(text).toMatch(/│ Converged\s+│ no\s+│/)
    expect(text).toMatch(/│ Doom-Loop Fired\s+│ YES\s+│/)
    expect(text).toMatch(/│ Guard Interventions\s+│ 1\s+│/)
    expect(text).toMatch(/│ Duration\s+│ 41\.84s\s+│/)
    expect(text).toContain('+0.5 → +0.0 → +0.0 → +0.0')
    expect(text).toContain('(threshold 8.0 ─ at ▇)')
    expect(text).toContain('plateau: No meaningful improvement')
  })

  it('keeps every row the same width', () => {
    const out = capture(false)
    unhealthy().printSummary({ stream: out.stream })
    const lines = out.text().trimEnd().split('\n').slice(1)
    const widths = new Set(lines.map((line) => [...line].length))
    expect(widths.size).toBe(1)
  })

  it('colours the table on a TTY', () => {
    vi.stubEnv('NO_COLOR', '')
    const out = capture(true)
    unhealthy().printSummary({ stream: out.stream })
    expect(out.text()).toMatch(ANSI)
    expect(out.text().replace(new RegExp(ANSI.source, 'g'), '')).toContain('✗ UNHEALTHY')
  })

  it('respects NO_COLOR on a TTY, and an explicit color option', () => {
    vi.stubEnv('NO_COLOR', '1')
    const out = capture(true)
    unhealthy().printSummary({ stream: out.stream })
    expect(out.text()).not.toMatch(ANSI)
    const forced = capture(false)
    unhealthy().printSummary({ stream: forced.stream, color: true })
    expect(forced.text()).toMatch(ANSI)
  })

  it('writes to stdout by default', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      unhealthy().printSummary({ color: false })
      expect(write).toHaveBeenCalledTimes(1)
      expect(String(write.mock.calls[0]![0])).toContain('Loop Health Summary')
    } finally {
      write.mockRestore()
    }
  })
})

describe('formatLoopHealthSummary', () => {
  it('shows waste and where it began, and usage per success', () => {
    const health = new LoopEvaluator().run({ score_history: [9, 9, 9], threshold: 8, usage: { total_tokens: 300, cost: 0.5 } })
    const text = formatLoopHealthSummary(health)
    expect(text).toMatch(/│ Wasted Iterations\s+│ 2 \(from iteration 2\)\s+│/)
    expect(text).toContain('300 tokens, cost 0.5; per success: 300 tokens, cost 0.5')
    expect(text).toContain('✗ UNHEALTHY')
  })

  it('leaves out the delta and score rows for an empty loop', () => {
    const text = formatLoopHealthSummary(new LoopEvaluator().run({ score_history: [] }))
    expect(text).not.toContain('Score Deltas')
    expect(text).not.toContain('Scores')
  })

  it('wraps long anomaly messages inside the table', () => {
    const text = formatLoopHealthSummary(unhealthy())
    for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(110)
  })
})
