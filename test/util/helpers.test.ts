// The leaf helpers every output shares: colour decisions, tables and the
// progress bar.
import { describe, expect, it } from 'vitest'
import { wantsColor } from '../../src/util/color.js'
import { progressBar } from '../../src/util/progress-bar.js'
import { drawTwoColumnTable, pad } from '../../src/util/text-table.js'

describe('wantsColor', () => {
  it('NO_COLOR turns colours off, FORCE_COLOR on, else a terminal that is not dumb', () => {
    expect(wantsColor({}, true)).toBe(true)
    expect(wantsColor({}, false)).toBe(false)
    expect(wantsColor({ TERM: 'dumb' }, true)).toBe(false)
    expect(wantsColor({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false)
    expect(wantsColor({ NO_COLOR: '' }, true)).toBe(true)
    expect(wantsColor({ FORCE_COLOR: '1' }, false)).toBe(true)
    expect(wantsColor({ FORCE_COLOR: '0' }, false)).toBe(false)
  })
})

describe('tables and bars', () => {
  it('pads by code points, and boxes a two-column table', () => {
    expect(drawTwoColumnTable('T', ['k', 'v'], [['é', '🚀']])).toBe('T\n┌───┬───┐\n│ k │ v │\n├───┼───┤\n│ é │ 🚀 │\n└───┴───┘\n')
    expect(pad('é🚀', 4)).toBe('é🚀  ')
    expect(pad('7', 3, 'right')).toBe('  7')
  })

  it('draws a bar of a ratio', () => {
    expect(progressBar(0.5, 8)).toBe('████····')
    expect(progressBar(2, 4)).toBe('████')
  })
})
