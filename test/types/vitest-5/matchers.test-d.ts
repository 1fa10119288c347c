// Type test: loopcheck's matchers on Vitest 5 (`Matchers<R, T>`), as a
// Vitest 5 user imports them.
import { expect, expectTypeOf } from 'vitest'
import type { Assertion } from 'vitest'
import 'loopcheck/vitest'
import * as matchers from 'loopcheck/matchers'
import type { JudgedNoAgentLoopsOptions } from 'loopcheck/matchers'

declare const trace: unknown
declare const loopResult: unknown
declare const judge: JudgedNoAgentLoopsOptions['judge']

// This file really is checked against Vitest 5: Assertion<R, T> takes the
// return type first (on Vitest 4 this line is an error).
expectTypeOf<Assertion<Promise<void>, string>>().not.toBeNever()

expect(trace).toHaveNoAgentLoops()
expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2, checkCallGraphCycles: false, detector: 'deepeval' })
expect(trace).not.toHaveNoAgentLoops({ threshold: 0.7 })
expect(trace).toNotStagnate({ similarityThreshold: 0.9 })
expect(loopResult).toHaveHealthyLoop({ guardEvents: [{ type: 'doom_loop' }], maxWastedIterations: 1, failOnAnomalies: ['plateau'] })
expect(loopResult).not.toHaveHealthyLoop()

// R is void for a plain expect, Promise<void> after .resolves; a judged
// matcher is Promise<void> either way, so a missing await shows.
expectTypeOf(expect(trace).toHaveNoAgentLoops()).toEqualTypeOf<void>()
expectTypeOf(expect(trace).not.toNotStagnate()).toEqualTypeOf<void>()
expectTypeOf(expect(Promise.resolve(trace)).resolves.toHaveNoAgentLoops()).toEqualTypeOf<Promise<void>>()
expectTypeOf(expect(trace).toHaveNoAgentLoops({ judge, lookahead: 3 })).toEqualTypeOf<Promise<void>>()
expectTypeOf(expect(trace).toNotStagnate({ judge, maxQuestions: 8 })).toEqualTypeOf<Promise<void>>()

// Vitest 5 types expect.extend from the augmented Matchers: the pure
// functions fit.
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
