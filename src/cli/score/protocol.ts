import type { TraceInput, TraceResult } from './types.js'

/** A batch the main thread sends to a scoring worker. */
export interface BatchRequest {
  batch: number
  items: TraceInput[]
}

/** A worker's answer: its results, one per item in the items' order, encoded by {@link encodeResults} (the buffer is transferred, not copied). */
export interface BatchResponse {
  batch: number
  results: Uint8Array
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * A batch's results as UTF-8 JSON (they are plain JSON: see types.ts).
 *
 * @example
 * port.postMessage({ batch, results: bytes }, [encodeResults(results).buffer])
 */
export function encodeResults(results: readonly TraceResult[]): Uint8Array {
  return encoder.encode(JSON.stringify(results))
}

/**
 * A worker's results, kept as bytes until their turn to be reported.
 * Batches finish out of order and wait for the ones before them; decoded on
 * arrival, their objects outlived the main thread's young-generation
 * collections and filled its old generation with garbage (issue 16), while
 * bytes wait outside the JavaScript heap and are decoded just before they
 * are written out.
 *
 * @example
 * const results = new EncodedResults(response.results).decode()
 */
export class EncodedResults {
  constructor(private readonly bytes: Uint8Array) {}

  decode(): TraceResult[] {
    return JSON.parse(decoder.decode(this.bytes)) as TraceResult[]
  }
}
