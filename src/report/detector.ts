// The contract every detector fulfils: a leaf module, so detectors can name
// it without importing the registry that lists them.

import type { NormalizedTrace } from '../trace/span.js'
import type { DetectOptions } from './options.js'
import type { UnpricedLoopReport } from './types.js'

/**
 * A loop detector: scores a normalized trace into a report (`detectLoops`
 * then prices its findings from the trace's token usage). Pure and synchronous.
 *
 * @example
 * const strictDeepeval: LoopDetector = {
 *   name: 'strict',
 *   description: 'deepeval with strict mode',
 *   detect: (trace, options) => DETECTORS.deepeval!.detect(trace, { ...options, strictMode: true }),
 * }
 */
export interface LoopDetector {
  readonly name: string
  /** One line for help texts and error messages. */
  readonly description: string
  detect(trace: NormalizedTrace, options: DetectOptions): UnpricedLoopReport
}
