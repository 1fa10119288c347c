// The worker-thread side of the scoring pool: receives batches of trace
// texts, scores each with the same pure function the in-process path uses,
// and posts the results back, encoded as bytes (see `EncodedResults`).
// Parsing happens here too, so the main thread only reads lines and writes
// output.

import { parentPort, workerData } from 'node:worker_threads'
import { scoreText } from './score-text.js'
import type { ScoreConfig } from './types.js'
import { encodeResults, type BatchRequest, type BatchResponse } from './protocol.js'

const config = workerData as ScoreConfig
const port = parentPort
if (port === null) throw new Error('the loopcheck scoring worker must run in a worker thread')

port.on('message', (request: BatchRequest) => {
  const results = encodeResults(request.items.flatMap((item) => scoreText(item, config)))
  const response: BatchResponse = { batch: request.batch, results }
  // TextEncoder's buffer is a plain ArrayBuffer (the type says ArrayBufferLike).
  port.postMessage(response, [results.buffer as ArrayBuffer])
})
