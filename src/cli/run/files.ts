// The files a run reads and writes besides its traces: the baseline, the
// HTML report, the step summary. Errors come back as short codes (ENOENT),
// never as stack traces.

import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { UsageError } from '../../util/usage-error.js'
import { BaselineError, parseBaseline, type Baseline } from '../baseline/baseline.js'
import { sanitizeText } from '../output/sanitize.js'

/**
 * A file-system error's code (`ENOENT`), or its message.
 *
 * @example
 * errorCode(Object.assign(new Error('x'), { code: 'EACCES' })) // 'EACCES'
 */
export function errorCode(error: unknown): string {
  if (error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code
  return error instanceof Error ? error.message : String(error)
}

/**
 * Reads the baseline file. A missing file is an empty baseline when it is
 * about to be written (`--update-baseline`), a usage error otherwise; a
 * malformed one is a usage error naming the problem.
 *
 * @example
 * const baseline = await loadBaseline('/repo/loopcheck-baseline.json', 'loopcheck-baseline.json', false)
 */
export async function loadBaseline(path: string, shownAs: string, updating: boolean): Promise<Baseline> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if (updating && errorCode(error) === 'ENOENT') return { version: 1, detector: null, options: {}, traces: {} }
    throw new UsageError(`cannot read the baseline ${sanitizeText(shownAs)} (${errorCode(error)}); create it with --update-baseline`)
  }
  try {
    return parseBaseline(text)
  } catch (error) {
    if (error instanceof BaselineError) throw new UsageError(`the baseline ${sanitizeText(shownAs)} is ${error.message}`)
    throw error
  }
}

/**
 * Writes a file, returning the error code instead of throwing, so one
 * failed report does not lose the others.
 *
 * @example
 * const failed = await writeReport('report.html', html) // null, or 'EACCES'
 */
export async function writeReport(path: string, text: string, options: { append?: boolean } = {}): Promise<string | null> {
  try {
    await (options.append === true ? appendFile(path, text) : writeFile(path, text))
    return null
  } catch (error) {
    return errorCode(error)
  }
}
