import { setFlagsFromString } from 'node:v8'

/**
 * How far the CLI lets a heap grow between full collections, in percent:
 * V8's `--heap-growing-percent`. By default V8 scales that growth with the
 * heap's limit (up to fourfold with Node's default limit of a few GB), so
 * over a long JSONL file the main thread, which reads every line, writes
 * every result and scores a share of the batches, held 55–87 MB of garbage
 * between its full collections, and the whole process peaked anywhere from
 * 168 to 213 MB on 100,000 traces. Growing by half at most keeps the peak at
 * about 155–162 MB (`npm run bench`, issue 16).
 *
 * @example
 * setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
 */
export const HEAP_GROWING_PERCENT = 50

/**
 * Sets the CLI's heap growth (see {@link HEAP_GROWING_PERCENT}) unless Node
 * was started with a growth of its own (`node --heap-growing-percent=…` or
 * in `NODE_OPTIONS`). V8 reads the setting at each collection, so setting it
 * once the process runs takes effect from the next one, for the worker
 * threads too. Only the CLI calls this: the library never changes the
 * settings of the process it runs in.
 *
 * @example
 * limitHeapGrowth() // before the first trace is read
 */
export function limitHeapGrowth(
  started: { execArgv: readonly string[]; nodeOptions: string | undefined } = { execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS },
  setFlags: (flags: string) => void = setFlagsFromString,
): boolean {
  const chosen = (text: string): boolean => /--heap[-_]growing[-_]percent/.test(text)
  if (started.execArgv.some(chosen) || chosen(started.nodeOptions ?? '')) return false
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
  return true
}
