import type { TraceInput, TraceResult } from './types.js'

/** A batch the main thread sends to a scoring worker. */
export interface BatchRequest {
  batch: number
  items: TraceInput[]
}

/** A worker's answer: one result per item, in the items' order. */
export interface BatchResponse {
  batch: number
  results: TraceResult[]
}
