// Type test: loopcheck's matchers on Jest's global `expect` (@types/jest),
// from a CommonJS file.
import 'loopcheck/jest'

declare const trace: unknown
declare const loopResult: unknown

expect(trace).toHaveNoAgentLoops()
expect(trace).toHaveNoAgentLoops({ repetitionThreshold: 2, checkCallGraphCycles: false })
expect(trace).not.toNotStagnate({ similarityThreshold: 0.9 })
expect(loopResult).toHaveHealthyLoop({ failOnAnomalies: true })
const sync: void = expect(trace).toHaveNoAgentLoops()
void sync

// @ts-expect-error: a misspelt matcher
expect(trace).toNotStagnates()
// @ts-expect-error: a misspelt option
expect(trace).toHaveNoAgentLoops({ checkCallGraphCycle: false })
// @ts-expect-error: a misspelt health option
expect(loopResult).toHaveHealthyLoop({ guardEvent: [] })
