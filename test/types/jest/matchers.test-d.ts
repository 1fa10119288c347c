// Type test: loopcheck's matchers on Jest 30's `expect` from @jest/globals.
import { expect } from '@jest/globals'
import 'loopcheck/jest'
import * as matchers from 'loopcheck/matchers'
import type { JudgedNoAgentLoopsOptions } from 'loopcheck/matchers'

declare const trace: unknown
declare const loopResult: unknown
declare const judge: JudgedNoAgentLoopsOptions['judge']

expect(trace).toHaveNoAgentLoops()
expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2, checkCallGraphCycles: false, detector: 'deepeval' })
expect(trace).not.toHaveNoAgentLoops({ threshold: 0.7 })
expect(trace).toNotStagnate({ similarityThreshold: 0.9 })
expect(loopResult).toHaveHealthyLoop({ guardEvents: [{ type: 'doom_loop' }], maxWastedIterations: 1, failOnAnomalies: ['plateau'] })
expect(loopResult).not.toHaveHealthyLoop()

// void without a judge; Promise<void> with one, and after .resolves.
const sync: void = expect(trace).toHaveNoAgentLoops()
const judged: Promise<void> = expect(trace).toHaveNoAgentLoops({ judge, lookahead: 3 })
const resolved: Promise<void> = expect(Promise.resolve(trace)).resolves.toHaveNoAgentLoops()
// @ts-expect-error: a judged matcher is a promise, not void
const notAwaited: void = expect(trace).toNotStagnate({ judge })
void [sync, judged, resolved, notAwaited]

expect.extend(matchers)

// @ts-expect-error: a misspelt matcher
expect(trace).toHaveNoAgentLoop()
// @ts-expect-error: a misspelt option
expect(trace).toHaveNoAgentLoops({ repetitionTreshold: 2 })
// @ts-expect-error: an option of the wrong type
expect(trace).toHaveNoAgentLoops({ checkToolRepetition: 'yes' })
// @ts-expect-error: a judge-only option without a judge
expect(trace).toHaveNoAgentLoops({ lookahead: 3 })
// @ts-expect-error: a detector-only option with a judge
expect(trace).toHaveNoAgentLoops({ judge, strictMode: true })
// @ts-expect-error: toNotStagnate does not count tool calls
expect(trace).toNotStagnate({ repetitionThreshold: 2 })
// @ts-expect-error: not an anomaly code
expect(loopResult).toHaveHealthyLoop({ failOnAnomalies: ['plateu'] })
