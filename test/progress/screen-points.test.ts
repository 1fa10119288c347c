import { describe, expect, it } from 'vitest'
import { ScreenPoints } from '../../src/progress/screen-points.js'

describe('ScreenPoints', () => {
  it('reads a click a few pixels from an earlier one of the same tool as that click', () => {
    const points = new ScreenPoints()
    points.snap({ tool: 'computer', args: { action: 'left_click', coordinate: [1104, 236] } })
    expect(points.snap({ tool: 'computer', args: { action: 'left_click', coordinate: [1101, 239] } }).args).toEqual({
      action: 'left_click',
      coordinate: [1104, 236],
    })
    expect(points.snap({ tool: 'computer', args: { type: 'click', x: 1110, y: 230 } }).args).toEqual({ type: 'click', x: 1104, y: 236 })
  })

  it('keeps a point further away, one of another tool, and calls without a point as recorded', () => {
    const points = new ScreenPoints()
    points.snap({ tool: 'computer', args: { action: 'left_click', coordinate: [62, 212] } })
    const next = { tool: 'computer', args: { action: 'left_click', coordinate: [62, 256] } }
    expect(points.snap(next)).toBe(next)
    const other = { tool: 'mouse', args: { x: 63, y: 213 } }
    expect(points.snap(other)).toBe(other)
    const typed = { tool: 'computer', args: { action: 'type', text: 'hello' } }
    expect(points.snap(typed)).toBe(typed)
    const list = { tool: 'computer', args: [1, 2] }
    expect(points.snap(list)).toBe(list)
  })

  it('remembers a bounded number of points per tool', () => {
    const points = new ScreenPoints()
    for (let i = 0; i < 20; i++) points.snap({ tool: 'computer', args: { coordinate: [i * 100, 0] } })
    const first = { tool: 'computer', args: { coordinate: [2, 0] } }
    expect(points.snap(first)).toBe(first)
    expect(points.snap({ tool: 'computer', args: { coordinate: [1902, 3] } }).args).toEqual({ coordinate: [1900, 0] })
  })
})
