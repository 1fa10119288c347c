import type { MatcherCall } from './render/hint.js'

/**
 * Thrown by a matcher when what it received, or the options it was given,
 * cannot be checked at all. It is thrown rather than returned as a failed
 * assertion so that `.not` cannot turn bad input into a pass. The message
 * starts with the matcher hint, then says what was received and what is
 * accepted.
 *
 * @example
 * expect(() => expect(42).toHaveNoAgentLoops()).toThrow(/Matcher error: received value must be an agent trace/)
 */
export class LoopcheckMatcherError extends TypeError {
  override readonly name = 'LoopcheckMatcherError'

  constructor(call: MatcherCall, problem: string, details: readonly string[] = []) {
    super([call.hint, '', `${call.palette.bold('Matcher error:')} ${problem}`, ...(details.length > 0 ? ['', ...details] : [])].join('\n'))
    // Point the stack at the test's `expect(...)` line, not at loopcheck.
    if (typeof Error.captureStackTrace === 'function') Error.captureStackTrace(this, call.matcher)
  }
}
