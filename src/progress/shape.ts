// An outcome's shape: its text and structure with every number taken out.
// Two results with the same shape differ only in measurements (a metric that
// reads 4.29 then 4.18, a drive at 80 °C then 79 °C, a feed's entity count).
// That is news for a poll that waits on a number, so it never makes a call
// stale by itself; it only tells whether a state that was visited again (a
// resource flip) had anything new to show.

import { hashString } from './hash.js'
import { maskHandlesAndVolatile, maskVolatileText } from './mask.js'

/** Characters of a result read for its shape: enough to tell two results apart, bounded. */
const SHAPE_CHARS = 20_000

/**
 * A digest of a result with its volatile parts masked and every run of
 * digits replaced, or `null` when it cannot be read.
 *
 * @example
 * outcomeShape({ rate: 4.29, samples: 1907 }) === outcomeShape({ rate: 4.18, samples: 1980 }) // true
 * outcomeShape('3 failed') === outcomeShape('0 failed')                                      // true (a number)
 * outcomeShape('3 failed') === outcomeShape('all passed')                                    // false
 */
export function outcomeShape(output: unknown): string | null {
  try {
    const text = typeof output === 'string' ? output : JSON.stringify(output)
    if (text === undefined) return null
    return hashString(maskVolatileText(text.slice(0, SHAPE_CHARS)).replace(/\d+(?:\.\d+)?/g, '#'))
  } catch {
    return null
  }
}

/** A result's words with its numbers taken out, and the numbers in order. */
export interface Readings {
  readonly shape: string
  readonly numbers: readonly number[]
}

/** Numbers read from a result at most (a long table is not a reading). */
const READINGS_LIMIT = 200

/**
 * A result read as words and readings: volatile parts and handles masked,
 * each number taken out into `numbers` (at most 200), the rest hashed into
 * `shape`; `null` when it cannot be read or holds too many numbers.
 *
 * @example
 * outcomeReadings({ state: 'paused', temp: 214.7 }) // { shape: '…', numbers: [214.7] }
 */
export function outcomeReadings(output: unknown): Readings | null {
  try {
    const text = typeof output === 'string' ? output : JSON.stringify(output)
    if (text === undefined) return null
    const numbers: number[] = []
    const shape = takeNumbers(maskHandlesAndVolatile(text.slice(0, SHAPE_CHARS)), numbers)
    return numbers.length > READINGS_LIMIT ? null : { shape: hashString(shape), numbers }
  } catch {
    return null
  }
}

/**
 * `text.replace(/-?\d+(?:\.\d+)?/g, '#')`, each number replaced pushed to
 * `numbers` (as `Number` reads it), in one scan without a callback per match.
 */
function takeNumbers(text: string, numbers: number[]): string {
  let out = ''
  let kept = 0
  let i = 0
  const length = text.length
  while (i < length) {
    const c = text.charCodeAt(i)
    const start = i
    if (c === 45 /* - */ ? !isDigit(text.charCodeAt(i + 1)) : !isDigit(c)) {
      i++
      continue
    }
    i++
    while (i < length && isDigit(text.charCodeAt(i))) i++
    if (text.charCodeAt(i) === 46 /* . */ && isDigit(text.charCodeAt(i + 1))) {
      i += 2
      while (i < length && isDigit(text.charCodeAt(i))) i++
    }
    numbers.push(Number(text.slice(start, i)))
    out += `${text.slice(kept, start)}#`
    kept = i
  }
  return kept === 0 ? text : out + text.slice(kept)
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}
