// The state each resource was last written to. A write that moves a
// resource to another state than the one it holds changes the world, even
// when that state and its acknowledgement were seen before: it is not a
// repeat. Going back and forth is judged by the flip check instead, which
// asks whether the round trip taught anything.

import type { ActionObservation } from './action.js'

/**
 * Tracks the last state written to each resource (the most recent `limit`
 * resources when a limit is given).
 *
 * @example
 * const states = new ResourceStates()
 * states.changes(writeX) // false: first write
 * states.changes(writeY) // true: X → Y
 * states.changes(writeY) // false: already Y (a repeat)
 */
export class ResourceStates {
  private readonly current = new Map<string, string>()

  constructor(private readonly limit: number = Number.POSITIVE_INFINITY) {}

  /** Records a write; true when it moves an already-written resource to a different state. */
  changes(action: ActionObservation): boolean {
    const write = action.write
    if (write === null || action.exempt) return false
    const before = this.current.get(write.resource)
    this.current.delete(write.resource)
    this.current.set(write.resource, write.state)
    if (this.current.size > this.limit) this.current.delete(this.current.keys().next().value as string)
    return before !== undefined && before !== write.state
  }
}
