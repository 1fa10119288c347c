import { describe, expect, it } from 'vitest'
import { scoreInOrder } from '../../src/cli/score/order.js'
import type { Scorer } from '../../src/cli/score/pool.js'
import { EncodedResults, encodeResults } from '../../src/cli/score/protocol.js'
import type { TraceInput, TraceResult } from '../../src/cli/score/types.js'

async function* inputs(count: number, onRead: (seq: number) => void): AsyncGenerator<TraceInput> {
  for (let seq = 0; seq < count; seq++) {
    onRead(seq)
    yield { seq, file: 'f.jsonl', line: seq + 1, text: 'x' }
  }
}

// A scorer whose batches finish in reverse order of arrival.
function shuffledScorer(log: string[]): Scorer {
  let batch = 0
  return {
    threads: 2,
    score(items) {
      const delay = 30 - (batch++ % 3) * 10
      log.push(`start ${items[0]!.seq}`)
      return new Promise((resolve) => setTimeout(() => resolve(items.map((item) => ({ seq: item.seq }) as TraceResult)), delay))
    },
    utilization: () => [],
    close: async () => {},
  }
}

describe('scoreInOrder', () => {
  it('yields results in input order whatever order batches finish in', async () => {
    const seen: number[] = []
    for await (const result of scoreInOrder(
      inputs(50, () => {}),
      shuffledScorer([]),
      { batchSize: 4, batchChars: 1000, maxInFlight: 3 },
    ))
      seen.push(result.seq)
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i))
  })

  it('never has more than maxInFlight batches out: reading waits for the consumer', async () => {
    let read = 0
    const iterator = scoreInOrder(
      inputs(1000, (seq) => (read = seq + 1)),
      shuffledScorer([]),
      { batchSize: 10, batchChars: 1_000_000, maxInFlight: 2 },
    )
    await iterator.next()
    // Two batches in flight (20 traces) and the one being filled.
    expect(read).toBeLessThanOrEqual(31)
    await iterator.return(undefined)
  })

  it('closes a batch early when its text is large', async () => {
    const log: string[] = []
    for await (const _ of scoreInOrder(
      inputs(6, () => {}),
      shuffledScorer(log),
      { batchSize: 100, batchChars: 2, maxInFlight: 4 },
    ))
      void _
    expect(log).toEqual(['start 0', 'start 2', 'start 4'])
  })

  it("decodes a worker's encoded results when their turn comes, unchanged", async () => {
    const resultOf = (seq: number) =>
      ({ seq, file: 'f.jsonl', line: seq + 1, score: 0.5, findings: [{ kind: 'x', spans: [1, 2] }], error: null }) as unknown as TraceResult
    const encodingScorer: Scorer = {
      threads: 2,
      score: async (items) => new EncodedResults(encodeResults(items.map((item) => resultOf(item.seq)))),
      utilization: () => [],
      close: async () => {},
    }
    const seen: TraceResult[] = []
    for await (const result of scoreInOrder(
      inputs(7, () => {}),
      encodingScorer,
      { batchSize: 3, batchChars: 1000, maxInFlight: 2 },
    ))
      seen.push(result)
    expect(seen).toEqual(Array.from({ length: 7 }, (_, i) => resultOf(i)))
  })
})
