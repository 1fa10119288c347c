// Resource flips at run time: per resource written recently, its states,
// and the returns to an earlier state that brought nothing new. Without
// hindsight, a return is provisional until the next write to the resource
// (or the next new outcome elsewhere, which cancels it). Bounded: at most
// MAX_RESOURCES resources (least recently written forgotten), MAX_STATES
// states and MAX_SEQUENCE writes of evidence each.

import type { ActionObservation } from '../progress/action.js'
import { previewText, previewValue } from '../progress/preview.js'
import { levelOf, type LoopThresholds } from '../progress/runs.js'
import type { ResourceFlipFinding } from '../report/types.js'

/** Resources tracked per run. */
export const MAX_RESOURCES = 64
const MAX_STATES = 20
const MAX_SEQUENCE = 100

interface ResourceState {
  readonly name: string
  readonly tools: Set<string>
  readonly stateIndex: Map<string, number>
  readonly states: unknown[]
  readonly sequence: number[]
  readonly steps: number[]
  previous: string | null
  confirmed: number
  /** A return not yet confirmed, with the count of other new outcomes when it happened. */
  pending: { baseline: number; step: number } | null
  ownNovel: number
  /** The count of other new outcomes at the last write. */
  othersAtLastWrite: number
}

/**
 * Tracks the writes of one run for flips.
 *
 * @example
 * const flips = new FlipTracker(flipThresholds(3))
 * flips.record(writeX, 1, true, 1)
 * flips.finding(novelCount) // null until the resource goes back and forth
 */
export class FlipTracker {
  private readonly resources = new Map<string, ResourceState>()
  private activeResource: ResourceState | null = null

  constructor(private readonly thresholds: LoopThresholds) {}

  /** Records an action (writes only matter); `novelCount` is the run's count of new outcomes, this one included. */
  record(action: ActionObservation, step: number, novel: boolean, novelCount: number): void {
    const write = action.write
    if (write === null || action.exempt) return
    let resource = this.resources.get(write.resource)
    if (resource === undefined) {
      if (this.resources.size >= MAX_RESOURCES) this.resources.delete(this.resources.keys().next().value as string)
      resource = {
        name: write.resource.slice(write.resource.indexOf('\u0000') + 1),
        tools: new Set(),
        stateIndex: new Map(),
        states: [],
        sequence: [],
        steps: [],
        previous: null,
        confirmed: 0,
        pending: null,
        ownNovel: 0,
        othersAtLastWrite: 0,
      }
    } else {
      this.resources.delete(write.resource) // re-inserted below: most recently used last
    }
    this.resources.set(write.resource, resource)
    // New outcomes from other actions since this resource's last write.
    const others = novelCount - (novel ? 1 : 0) - resource.ownNovel
    if (resource.pending !== null) {
      // Confirm the previous return when nothing else brought a new outcome since.
      if (others === resource.pending.baseline) resource.confirmed++
      resource.pending = null
    }
    resource.tools.add(action.tool)
    let index = resource.stateIndex.get(write.state)
    if (index === undefined) {
      if (resource.stateIndex.size < MAX_STATES) {
        index = resource.stateIndex.size
        resource.stateIndex.set(write.state, index)
        if (resource.states.length < 10) resource.states.push(previewValue(action.args))
      } else index = -1
    } else if (write.state !== resource.previous && others === resource.othersAtLastWrite) {
      // A return after a visit to another state that brought nothing new: confirmed if nothing new follows either.
      resource.pending = { baseline: others, step }
    }
    resource.othersAtLastWrite = others
    if (novel) resource.ownNovel++
    if (resource.sequence.length < MAX_SEQUENCE) {
      resource.sequence.push(index < 10 ? index : -1)
      resource.steps.push(step)
    }
    resource.previous = write.state
    this.activeResource = resource
  }

  /** The flip finding of the resource written last, when its returns reach a level. */
  finding(novelCount: number): ResourceFlipFinding | null {
    const resource = this.activeResource
    if (resource === null) return null
    const pendingValid = resource.pending !== null && novelCount - resource.ownNovel === resource.pending.baseline
    const returns = resource.confirmed + (pendingValid ? 1 : 0)
    const level = levelOf(returns, this.thresholds)
    if (level === null) return null
    return {
      kind: 'resource-flip',
      signal: 'toolRepetition',
      detector: 'progress',
      level,
      tools: [...resource.tools],
      resource: previewText(resource.name, 200),
      states: resource.states,
      sequence: [...resource.sequence],
      returns,
      spanIndices: [...resource.steps],
      positions: [...resource.steps],
      wastedSteps: returns,
      message: `${previewText(resource.name, 80)} was written back and forth, returning to an earlier state ${returns} times with no new result in between.`,
    }
  }
}
