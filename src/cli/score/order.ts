import type { Scorer } from './pool.js'
import { EncodedResults } from './protocol.js'
import type { TraceInput, TraceResult } from './types.js'

/** How traces are grouped for the scorer, and how many groups may be in flight. */
export interface BatchingOptions {
  /** Traces per batch at most. */
  batchSize: number
  /** Characters of trace text per batch at most (a batch always holds at least one trace). */
  batchChars: number
  /** Batches sent and not yet reported. Bounds memory: reading waits when it is reached. */
  maxInFlight: number
}

/**
 * Scores a stream of traces in batches and yields the results in input
 * order, however the batches finish. At most `maxInFlight` batches are
 * outstanding; reading the input waits for the oldest to be reported, so
 * memory stays flat however long the input is, and a slow consumer (a pipe
 * that is not being read) slows reading down rather than filling memory.
 *
 * @example
 * for await (const result of scoreInOrder(readTraces(files), scorer, { batchSize: 64, batchChars: 1 << 18, maxInFlight: 6 })) {
 *   reporter.trace(result)
 * }
 */
export async function* scoreInOrder(inputs: AsyncIterable<TraceInput>, scorer: Scorer, options: BatchingOptions): AsyncGenerator<TraceResult> {
  const inFlight: Array<Promise<TraceResult[] | EncodedResults>> = []
  const send = (batch: TraceInput[]): void => {
    const promise = scorer.score(batch)
    // Awaited in order below; this only stops a batch that fails while an
    // earlier one is awaited from counting as an unhandled rejection.
    promise.catch(() => {})
    inFlight.push(promise)
  }
  let batch: TraceInput[] = []
  let chars = 0
  for await (const input of inputs) {
    batch.push(input)
    chars += input.text.length
    if (batch.length >= options.batchSize || chars >= options.batchChars) {
      send(batch)
      batch = []
      chars = 0
      while (inFlight.length >= options.maxInFlight) yield* resultsOf(await inFlight.shift()!)
    }
  }
  if (batch.length > 0) send(batch)
  while (inFlight.length > 0) yield* resultsOf(await inFlight.shift()!)
}

function resultsOf(batch: TraceResult[] | EncodedResults): TraceResult[] {
  return batch instanceof EncodedResults ? batch.decode() : batch
}
