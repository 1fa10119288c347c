import { describe, expect, it } from 'vitest'
import { renderScoreSparkline } from '../../src/health/index.js'

const glyphs = (line: string): string => line.slice(0, line.indexOf(' ('))

describe('renderScoreSparkline', () => {
  it('draws judge scores on a 0–10 scale with the threshold marked', () => {
    expect(renderScoreSparkline([2, 4, 6, 9, 8.5], 8)).toBe('▂▄▅▇▇ (threshold 8.0 ─ at ▇)')
  })

  it('always draws a score below the threshold lower than the threshold glyph', () => {
    const line = renderScoreSparkline([7.9, 8, 8.1], 8)
    const [below, at, above] = [...glyphs(line)]
    expect(below! < at!).toBe(true)
    expect(at).toBe(above)
    expect(line.endsWith(`at ${at})`)).toBe(true)
  })

  it('draws 0–1 metrics on their own scale', () => {
    expect(renderScoreSparkline([0, 0.5, 1], 0.8)).toBe('▁▅█ (threshold 0.8 ─ at ▇)')
  })

  it('uses the values own range outside those scales, or a given one', () => {
    expect(glyphs(renderScoreSparkline([0, 50, 100], 80))).toBe('▁▅█')
    expect(glyphs(renderScoreSparkline([5], 8, { min: 0, max: 100 }))).toBe('▁')
  })

  it('marks missing and infinite scores', () => {
    expect(glyphs(renderScoreSparkline([null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 5], 8))).toBe('××↑↓▅')
  })

  it('says so when there are no scores', () => {
    expect(renderScoreSparkline([], 8)).toBe('(no scores) (threshold 8.0 ─ at ▇)')
  })

  it('keeps the most recent scores of a long history', () => {
    const line = renderScoreSparkline(
      Array.from({ length: 100 }, (_, i) => i % 10),
      8,
      { maxWidth: 10 },
    )
    expect([...glyphs(line)]).toHaveLength(10)
    expect(line.startsWith('…')).toBe(true)
  })

  it('is plain text', () => {
    expect(renderScoreSparkline([1, 2, 3], 2)).not.toMatch(/\u001b/)
  })
})
