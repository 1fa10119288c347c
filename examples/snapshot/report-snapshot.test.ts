// Snapshots of loopcheck's reports: the serializer (registered by
// loopcheck/vitest) prints them with sorted keys, exact scores, no timings
// and no colour codes, so a snapshot changes only when the verdict or the
// evidence does, and the change reads well in review.
import { readFileSync } from 'node:fs'
import { detectLoops, LoopEvaluator } from 'loopcheck'
import { describe, expect, it } from 'vitest'
import { runFlightAgent } from '../agents/flight-agent.js'

// Pin the detector: the default one improves between loopcheck versions, and
// a snapshot should change when the agent does, not when loopcheck does.
const pinned = { detector: 'deepeval' } as const

const loops = JSON.parse(readFileSync(new URL('../data/evaluation-loops.json', import.meta.url), 'utf8'))

describe('report snapshots', () => {
  it('pins the full report of the looping run', async () => {
    expect(detectLoops(await runFlightAgent('sold-out'), pinned)).toMatchSnapshot()
  })

  it('pins just the breakdown inline', async () => {
    expect(detectLoops(await runFlightAgent('sold-out'), pinned).breakdown).toMatchInlineSnapshot(`
      {
        "callGraphCycles": 1,
        "reasoningStagnation": 0,
        "toolRepetition": 0,
      }
    `)
    expect(detectLoops(await runFlightAgent('available'), pinned).breakdown).toMatchInlineSnapshot(`
      {
        "callGraphCycles": 1,
        "reasoningStagnation": 1,
        "toolRepetition": 1,
      }
    `)
  })

  it('pins a loop-health result (its duration and generated name are left out)', () => {
    expect(new LoopEvaluator({ name: 'nightly-eval' }).run(loops.stuck, loops.stuckGuardEvents)).toMatchSnapshot()
  })
})
