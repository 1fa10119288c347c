// loopcheck's matchers on a real agent loop: the AI SDK's generateText
// running a flight-booking agent (offline, with a scripted mock model).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFlightAgent } from '../agents/flight-agent.js'

const loops = JSON.parse(readFileSync(new URL('../data/evaluation-loops.json', import.meta.url), 'utf8'))
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

  it('can be judged by the combined score instead of by any loop pattern', async () => {
    const result = await runFlightAgent('sold-out')
    // The combined score is far below 0.5: even this lenient reading fails it.
    expect(result).not.toHaveNoAgentLoops({ threshold: 0.5 })
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
