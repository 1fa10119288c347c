import { toHaveHealthyLoop } from './to-have-healthy-loop.js'
import { toHaveNoAgentLoops } from './to-have-no-agent-loops.js'
import { toNotStagnate } from './to-not-stagnate.js'

/**
 * The three matchers as one object, the shape `expect.extend` takes. The
 * registering entries pass it to the runner's `expect`.
 *
 * @example
 * import { expect } from 'vitest'
 * expect.extend(loopcheckMatchers)
 */
export const loopcheckMatchers = { toHaveNoAgentLoops, toNotStagnate, toHaveHealthyLoop }
