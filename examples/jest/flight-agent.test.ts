// loopcheck's matchers under Jest 30, on the same real agent loop as the
// Vitest example: the AI SDK's generateText running a flight-booking agent
// (offline, with a scripted mock model).
//
// The matchers are registered by `setupFilesAfterEnv: ['loopcheck/jest']`
// (jest.config.cjs). Importing the entry here too brings in the types; the
// module is already loaded, so nothing is registered twice. (Or list
// "loopcheck/jest" in tsconfig's "types".)
import 'loopcheck/jest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { detectLoops } from 'loopcheck'
import { runFlightAgent } from '../agents/flight-agent.js'

const loops = JSON.parse(readFileSync(path.join(__dirname, '../data/evaluation-loops.json'), 'utf8'))
// SHOW_FAILURE=1 asserts the opposite where the example expects a loop, so
// you can read loopcheck's failure messages.
const showFailure = process.env.SHOW_FAILURE === '1'

describe('the flight agent', () => {
  it('books a flight without looping when seats are available', async () => {
    const result = await runFlightAgent('available')
    expect(result.text).toContain('PNR-UA65')
    expect(result).toHaveNoAgentLoops()
    expect(result).toNotStagnate()
  })

  it('is caught retrying the same search when the route is sold out', async () => {
    const result = await runFlightAgent('sold-out')
    if (showFailure) expect(result).toHaveNoAgentLoops()
    else expect(result).not.toHaveNoAgentLoops()
  })

  it('snapshots the report of the looping run (the serializer comes with loopcheck/jest)', async () => {
    // The detector is pinned so the snapshot changes with the agent, not with loopcheck's default.
    expect(detectLoops(await runFlightAgent('sold-out'), { detector: 'deepeval' })).toMatchSnapshot()
  })
})

describe('an evaluation loop (PraisonAI)', () => {
  it('converged without wasting iterations', () => {
    expect(loops.converged).toHaveHealthyLoop()
  })

  it('plateaued below its threshold while a guard fired', () => {
    if (showFailure) expect(loops.stuck).toHaveHealthyLoop({ guardEvents: loops.stuckGuardEvents })
    else expect(loops.stuck).not.toHaveHealthyLoop({ guardEvents: loops.stuckGuardEvents })
  })
})
