import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { EncodedResults, type BatchRequest, type BatchResponse } from './protocol.js'
import { scoreText } from './score-text.js'
import type { ScoreConfig, TraceInput, TraceResult } from './types.js'

/**
 * Scores batches of traces. Results come back in the order of the batch's
 * items; batches may finish out of order (see `scoreInOrder`).
 */
export interface Scorer {
  /** Threads scoring: worker threads, plus the main thread when it takes a share; 0 for the plain in-process scorer. */
  readonly threads: number
  /** The batch's results, or a worker's results still encoded (decoded when reported: see `EncodedResults`). */
  score(items: TraceInput[]): Promise<TraceResult[] | EncodedResults>
  /** Each worker thread's event-loop utilisation so far (0 to 1: the share of time it was busy); empty without workers. */
  utilization(): number[]
  close(): Promise<void>
}

/** Scores a batch on the main thread, after yielding to the event loop so output and the progress bar keep moving. */
function scoreHere(items: TraceInput[], config: ScoreConfig): Promise<TraceResult[]> {
  return new Promise((resolve) => setImmediate(() => resolve(items.flatMap((item) => scoreText(item, config)))))
}

/**
 * Scores on the calling thread: no start-up cost, right for a handful of
 * files.
 *
 * @example
 * const scorer = inProcessScorer(config)
 * const results = await scorer.score([{ seq: 0, file: 'a.json', line: null, text }])
 */
export function inProcessScorer(config: ScoreConfig): Scorer {
  return { threads: 0, score: (items) => scoreHere(items, config), utilization: () => [], close: async () => {} }
}

interface PendingBatch {
  resolve(results: EncodedResults): void
  reject(error: Error): void
}

/** One place batches can be scored: a worker thread, or the main thread. */
interface Lane {
  outstanding: number
  failed: Error | null
  utilization(): number
  run(batch: number, items: TraceInput[]): Promise<TraceResult[] | EncodedResults>
  close(): Promise<void>
}

// The main thread also reads every line and writes every result (about a
// sixth of the work at 2 threads), so it takes a batch only when the workers
// already have this many queued: measured per thread, that keeps the main
// thread and a worker equally busy instead of the main thread falling behind.
const MAIN_TAKES_WHEN_QUEUED = 2

// A worker's young generation is capped: the default lets each isolate hold
// tens of megabytes of short-lived garbage (parsed traces), and with several
// isolates that, not the traces, is what would make memory grow.
const WORKER_YOUNG_GENERATION_MB = 8

// A worker's old generation is capped too, for the same reason: V8 lets a
// heap grow by a factor it scales with the heap's limit between full
// collections, up to fourfold past a 2 GB limit (the default on most
// machines) and about 1.6-fold at 1 GB. A worker's live data is some 12 MB,
// so the cap is far from binding; what it changes is how much garbage the
// worker keeps between collections (issue 16: on 100,000 generated traces
// the worker's heap peaked at 60-70 MB without it, 35 MB with it).
const WORKER_OLD_GENERATION_MB = 1024

/**
 * Batches with more characters than this are scored on the main thread,
 * whose heap has Node's default limit, never under a worker's cap. Scoring
 * takes 8 to 15 bytes of heap per character of trace (300,000 sibling tool
 * calls, 34 MB of JSON, need between 256 and 512 MB), so a worker's 1 GB
 * is many times what a batch this large can need; the main thread scores
 * anything larger, exactly as a single-threaded run would.
 *
 * @example
 * if (text.length > LARGE_BATCH_CHARS) scoreHere(items)
 */
export const LARGE_BATCH_CHARS = 8 * 1024 * 1024

function workerLane(config: ScoreConfig, workerFile: URL): Lane {
  const worker = new Worker(workerFile, {
    workerData: config,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB, maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB },
  })
  const pending = new Map<number, PendingBatch>()
  const lane: Lane = {
    outstanding: 0,
    failed: null,
    utilization: () => worker.performance.eventLoopUtilization().utilization,
    run(batch, items) {
      lane.outstanding++
      const results = new Promise<EncodedResults>((resolve, reject) => {
        pending.set(batch, { resolve, reject })
      })
      // Posted here, not in the promise's executor: a closure over `items`
      // would share this call's context with the one below and keep the
      // batch's texts (already copied to the worker) alive on this thread
      // until the results came back.
      const request: BatchRequest = { batch, items }
      worker.postMessage(request)
      return results.finally(() => {
        lane.outstanding--
      })
    },
    async close() {
      lane.failed ??= new Error('the scoring pool was closed')
      await worker.terminate()
    },
  }
  const fail = (error: Error): void => {
    lane.failed ??= error
    for (const entry of pending.values()) entry.reject(error)
    pending.clear()
  }
  worker.on('message', (response: BatchResponse) => {
    const entry = pending.get(response.batch)
    pending.delete(response.batch)
    entry?.resolve(new EncodedResults(response.results))
  })
  worker.on('error', (error) => fail(new Error(`a scoring worker failed: ${error.message}`)))
  worker.on('exit', (code) => fail(new Error(`a scoring worker exited (code ${code})`)))
  return lane
}

function mainLane(config: ScoreConfig): Lane {
  const lane: Lane = {
    outstanding: 0,
    failed: null,
    utilization: () => 0,
    run(_batch, items) {
      lane.outstanding++
      return scoreHere(items, config).finally(() => {
        lane.outstanding--
      })
    },
    close: async () => {},
  }
  return lane
}

function charsOf(items: readonly TraceInput[]): number {
  let chars = 0
  for (const item of items) chars += item.text.length
  return chars
}

/**
 * Scores on `threads` threads: `threads - 1` worker threads and the main
 * thread, which takes a share of the batches between reading input and
 * writing output (a separate reading thread would only add an isolate's
 * worth of memory). Each batch goes to the worker with the fewest batches
 * outstanding; the main thread takes one only when it has none and the
 * workers are well supplied, so reading and writing never wait on it, and
 * every batch of more than {@link LARGE_BATCH_CHARS} characters, which
 * could outgrow a worker's capped heap. A
 * worker that dies fails its outstanding batches and the run (an internal
 * error, not a bad trace).
 *
 * @example
 * const scorer = workerScorer(config, { threads: 2, workerFile: new URL('./cli-worker.js', import.meta.url) })
 */
export function workerScorer(config: ScoreConfig, options: { threads: number; workerFile: URL }): Scorer {
  let nextBatch = 0
  const workers: Lane[] = []
  for (let i = 0; i < Math.max(1, options.threads - 1); i++) workers.push(workerLane(config, options.workerFile))
  const main = mainLane(config)
  return {
    threads: workers.length + 1,
    score(items) {
      const live = workers.filter((lane) => lane.failed === null)
      if (live.length === 0) return Promise.reject(workers[0]?.failed ?? new Error('no scoring worker'))
      const busiest = live.reduce((best, lane) => (lane.outstanding < best.outstanding ? lane : best))
      const large = charsOf(items) > LARGE_BATCH_CHARS
      const target = large || (main.outstanding === 0 && busiest.outstanding >= MAIN_TAKES_WHEN_QUEUED) ? main : busiest
      return target.run(nextBatch++, items)
    },
    utilization: () => workers.map((lane) => lane.utilization()),
    async close() {
      await Promise.all(workers.map((lane) => lane.close()))
    },
  }
}

/**
 * The worker entry built next to the CLI bundle (`dist/cli-worker.js`), or
 * `null` when it is missing (running from source), in which case the CLI
 * scores in-process.
 *
 * @example
 * const file = workerEntry(new URL('./cli-worker.js', import.meta.url))
 */
export function workerEntry(url: URL): URL | null {
  return url.protocol === 'file:' && existsSync(fileURLToPath(url)) ? url : null
}
