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
    const below = { tool: 'computer', args: { action: 'left_click', coordinate: [62, 256] } }
    expect(points.snap(below)).toBe(below)
    const other = { tool: 'mouse', args: { x: 63, y: 213 } }
    expect(points.snap(other)).toBe(other)
    // Not a pointer move: a map's coordinates, a game's squares.
    const city = { tool: 'computer', args: { action: 'weather', coordinate: [62.5, 212.4] } }
    expect(points.snap(city)).toBe(city)
    const square = { tool: 'move_piece', args: { x: 3, y: 4 } }
    points.snap(square)
    const next = { tool: 'move_piece', args: { x: 4, y: 4 } }
    expect(points.snap(next)).toBe(next)
    const typed = { tool: 'computer', args: { action: 'type', text: 'hello' } }
    expect(points.snap(typed)).toBe(typed)
    const list = { tool: 'computer', args: [1, 2] }
    expect(points.snap(list)).toBe(list)
  })

  it('remembers a bounded number of points per tool', () => {
    const points = new ScreenPoints()
    const click = (x: number, y: number) => ({ tool: 'computer', args: { action: 'left_click', coordinate: [x, y] } })
    for (let i = 0; i < 20; i++) points.snap(click(i * 100, 0))
    const first = click(2, 0)
    expect(points.snap(first)).toBe(first)
    expect(points.snap(click(1902, 3)).args).toEqual({ action: 'left_click', coordinate: [1900, 0] })
  })
})
