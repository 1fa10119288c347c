// The worker-thread side of the scoring pool: receives batches of trace
// texts, scores each with the same pure function the in-process path uses,
// and posts the results back. Parsing happens here too, so the main thread
// only reads lines and writes output.

import { parentPort, workerData } from 'node:worker_threads'
import { scoreText } from './score-text.js'
import type { ScoreConfig } from './types.js'
import type { BatchRequest, BatchResponse } from './protocol.js'

const config = workerData as ScoreConfig
const port = parentPort
if (port === null) throw new Error('the loopcheck scoring worker must run in a worker thread')

port.on('message', (request: BatchRequest) => {
  const response: BatchResponse = { batch: request.batch, results: request.items.flatMap((item) => scoreText(item, config)) }
  port.postMessage(response)
})
