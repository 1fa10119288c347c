import { describe, expect, it } from 'vitest'
import { LARGE_BATCH_CHARS, workerScorer } from '../../src/cli/score/pool.js'
import { CONFIG } from './support/results.js'

// Workers run under a capped heap (see pool.ts); a batch too large for that
// must be scored on the main thread, whose heap has Node's default limit.
describe('workerScorer', () => {
  it('scores a batch larger than LARGE_BATCH_CHARS on the main thread, never on a capped worker', async () => {
    // A worker that never answers: a batch sent to it would never come back.
    const silent = new URL('data:text/javascript,import { parentPort } from "node:worker_threads"; parentPort.on("message", () => {})')
    const scorer = workerScorer(CONFIG, { threads: 2, workerFile: silent })
    try {
      const text = `[${' '.repeat(LARGE_BATCH_CHARS)}`
      const results = await scorer.score([{ seq: 0, file: 'huge.json', line: null, text }])
      expect(Array.isArray(results)).toBe(true)
      expect(results).toMatchObject([{ seq: 0, file: 'huge.json', verdict: 'error' }])
    } finally {
      await scorer.close()
    }
  }, 15_000)
})
