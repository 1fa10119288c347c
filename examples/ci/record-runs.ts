// Records agent runs as JSON, the way a nightly job or a staging
// deployment would log them: the whole `generateText` result, serialised.
// The CI gate (agent-runs.test.ts) asserts on the recordings, so it needs
// no model and no network.
//
//   npx tsx examples/ci/record-runs.ts
import { writeFileSync } from 'node:fs'
import { runFlightAgent } from '../agents/flight-agent.js'

async function record(world: 'available' | 'sold-out', file: URL): Promise<void> {
  const result = await runFlightAgent(world)
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`recorded ${result.steps.length} steps to ${file.pathname}`)
}

await record('available', new URL('./runs/booked-flight.json', import.meta.url))
// A run that looped once in production, kept so the gate keeps catching it.
await record('sold-out', new URL('./known-loops/sold-out-retry.json', import.meta.url))
