// Type test: loopcheck's matchers on Vitest 4, as a Vitest 4 user imports them.
import { expect, expectTypeOf } from 'vitest'
import type { Assertion } from 'vitest'
import 'loopcheck/vitest-4'
import * as matchers from 'loopcheck/matchers'
import type { JudgedNoAgentLoopsOptions } from 'loopcheck/matchers'

declare const trace: unknown
declare const loopResult: unknown
declare const judge: JudgedNoAgentLoopsOptions['judge']

// This file really is checked against Vitest 4: its Assertion has one type parameter.
expectTypeOf<Assertion<string>>().not.toBeNever()

expect(trace).toHaveNoAgentLoops()
expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2, checkCallGraphCycles: false, detector: 'deepeval' })
expect(trace).not.toHaveNoAgentLoops({ threshold: 0.7 })
expect(trace).toNotStagnate({ similarityThreshold: 0.9 })
expect(loopResult).toHaveHealthyLoop({ guardEvents: [{ type: 'doom_loop' }], maxWastedIterations: 1, failOnAnomalies: ['plateau'] })
expect(loopResult).not.toHaveHealthyLoop()

// Synchronous without a judge, a promise with one.
expectTypeOf(expect(trace).toHaveNoAgentLoops()).toEqualTypeOf<void>()
expectTypeOf(expect(trace).toHaveNoAgentLoops({ judge, lookahead: 3 })).toEqualTypeOf<Promise<void>>()
expectTypeOf(expect(trace).toNotStagnate({ judge })).toEqualTypeOf<Promise<void>>()
expectTypeOf(expect(Promise.resolve(trace)).resolves.toHaveNoAgentLoops()).toEqualTypeOf<Promise<void>>()

// A manual registration with the pure functions type-checks.
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
// @ts-expect-error: a misspelt health option
expect(loopResult).toHaveHealthyLoop({ maxWastedIteration: 1 })
