// Where a computer-use call pointed, read the way the screen reads it. A
// model that clicks a button again aims again: `left_click` at (1104, 236),
// then (1101, 239), then (1106, 234) is one button pressed three times, and
// a scroll from (638, 500) and one from (634, 503) scroll the same pane. As
// recorded, each has its own arguments, so each would be a new call. A point
// a few pixels from one the same tool was sent to lately is read as that
// point; a point further away (the next row of a list, 44 pixels down) is a
// place of its own. Only pointer moves are read so (a click, a tap, a scroll,
// a hover, a drag, by the tool's name or the action it was asked): a map's
// coordinates or a game's squares a few units apart are other places.
//
// Cost: each call with a point is compared with at most POINTS_KEPT earlier
// points of its tool; tools kept are bounded.

import type { ToolCallRecord } from './action.js'
import { isPlainRecord } from '../util/records.js'

/** Earlier points of a tool a new point is compared with. */
const POINTS_KEPT = 8
/** Pixels two points may be apart on each axis and still be one place (a model re-aiming at one control). */
const POINT_SLACK = 10
/** Tools whose points are kept (a trace with more distinct pointing tools forgets the oldest). */
const TOOLS_KEPT = 64

type Point = readonly [number, number]

/**
 * The points computer-use calls were sent to, per tool, latest last: a call
 * sent a few pixels from one of them is read as sent there.
 *
 * @example
 * const points = new ScreenPoints()
 * points.snap({ tool: 'computer', args: { action: 'left_click', coordinate: [1104, 236] } })
 * points.snap({ tool: 'computer', args: { action: 'left_click', coordinate: [1101, 239] } }).args
 * // { action: 'left_click', coordinate: [1104, 236] }
 */
export class ScreenPoints {
  private readonly byTool = new Map<string, Point[]>()

  /** The call as sent to the place it points at: its point moved onto an earlier one within a few pixels, or as recorded. */
  snap(call: ToolCallRecord): ToolCallRecord {
    const args = call.args
    if (!isPlainRecord(args) || !pointsOnScreen(call.tool, args)) return call
    const at = pointOf(args)
    if (at === null) return call
    let points = this.byTool.get(call.tool)
    if (points === undefined) {
      if (this.byTool.size >= TOOLS_KEPT) this.byTool.delete(this.byTool.keys().next().value!)
      points = []
      this.byTool.set(call.tool, points)
    }
    const earlier = points.find((p) => Math.abs(p[0] - at.point[0]) <= POINT_SLACK && Math.abs(p[1] - at.point[1]) <= POINT_SLACK)
    if (earlier === undefined) {
      points.push(at.point)
      if (points.length > POINTS_KEPT) points.shift()
      return call
    }
    if (earlier[0] === at.point[0] && earlier[1] === at.point[1]) return call
    const moved = at.key === null ? { ...args, x: earlier[0], y: earlier[1] } : { ...args, [at.key]: [earlier[0], earlier[1]] }
    return { ...call, args: moved }
  }
}

// A pointer move, by its tool's name or the action a computer tool was asked (`left_click`, `{ type: 'scroll' }`,
// `mouse_move`, `left_click_drag`, `tap`).
const POINTER_MOVE = /click|scroll|^tap$|hover|mouse|drag|pointer|touch/i
/** Characters of an action's name (a longer string is no name). */
const ACTION_NAME_CHARS = 32

/** Whether a call is a pointer move: its tool is named for one, or its `action` or `type` names one. */
function pointsOnScreen(tool: string, args: Record<string, unknown>): boolean {
  if (POINTER_MOVE.test(tool)) return true
  const action = args.action ?? args.type
  return typeof action === 'string' && action.length <= ACTION_NAME_CHARS && POINTER_MOVE.test(action)
}

/** A call's screen point: `coordinate: [x, y]` (Anthropic's computer tool) or `x` and `y` (OpenAI's computer actions). */
function pointOf(args: Record<string, unknown>): { point: Point; key: string | null } | null {
  for (const key of POINT_KEYS) {
    const value = args[key]
    if (Array.isArray(value) && value.length === 2 && Number.isFinite(value[0]) && Number.isFinite(value[1])) return { point: [value[0], value[1]], key }
  }
  return Number.isFinite(args.x) && Number.isFinite(args.y) ? { point: [args.x as number, args.y as number], key: null } : null
}
const POINT_KEYS = ['coordinate', 'coordinates'] as const
