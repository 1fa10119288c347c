// An AI SDK `streamText` result holds its steps as a promise. The loop
// matchers await them themselves (the matcher becomes asynchronous for such
// an input), so `await expect(streamTextResult).toHaveNoAgentLoops()` works
// without the user awaiting `result.steps` first.

import { isThenable } from '../../src/formats/shared/objects.js'
import { LoopcheckMatcherError } from '../errors.js'
import type { MatcherCall } from '../render/hint.js'
import { sanitize } from '../../src/util/sanitize.js'

/**
 * The steps of a streaming result, awaited (a rejected stream becomes a
 * matcher error saying so), or `null` when `received` is not one.
 *
 * @example
 * const pending = streamedSteps(call, streamText({ model, prompt })) // Promise<{ steps: StepResult[] }>
 */
export function streamedSteps(call: MatcherCall, received: unknown): Promise<{ steps: unknown }> | null {
  if (typeof received !== 'object' || received === null || isThenable(received)) return null
  let steps: unknown
  try {
    steps = (received as { steps?: unknown }).steps
  } catch {
    return null
  }
  if (!isThenable(steps)) return null
  return Promise.resolve(steps).then(
    (awaited) => ({ steps: awaited }),
    (error: unknown) => {
      throw new LoopcheckMatcherError(call, 'the streamed run failed before its steps were complete.', [
        `error: ${sanitize(error instanceof Error ? error.message : String(error))}`,
      ])
    },
  )
}
