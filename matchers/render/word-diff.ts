import { diffWords } from 'diff'
import { CAPS, more } from './caps.js'
import { truncate } from '../../src/util/text.js'
import type { Palette } from './palette.js'
import { sanitize } from '../../src/util/sanitize.js'

/** One stretch of a word diff: in both texts, only in the first, or only in the second. */
export interface WordRun {
  kind: 'shared' | 'removed' | 'added'
  text: string
}

function words(text: string): { text: string; cut: number } {
  const all = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
  return { text: all.slice(0, CAPS.diffWords).join(' '), cut: Math.max(0, all.length - CAPS.diffWords) }
}

/**
 * A word-level diff of two texts as runs. Whitespace is normalised first (a
 * word diff is about words), and each text is cut to {@link CAPS.diffWords}
 * words so a huge step cannot stall a failing test.
 *
 * @example
 * wordRuns('I will search the repo', 'I will search the repo again')
 * // [{ kind: 'shared', text: 'I will search the repo' }, { kind: 'added', text: 'again' }]
 */
export function wordRuns(before: string, after: string): { runs: WordRun[]; cutWords: number } {
  const a = words(before)
  const b = words(after)
  const runs: WordRun[] = []
  for (const part of diffWords(a.text, b.text)) {
    const kind: WordRun['kind'] = part.added ? 'added' : part.removed ? 'removed' : 'shared'
    const text = part.value.trim()
    if (text === '') continue
    const last = runs[runs.length - 1]
    if (last !== undefined && last.kind === kind) last.text += ` ${text}`
    else runs.push({ kind, text })
  }
  return { runs, cutWords: a.cut + b.cut }
}

// A shared run only shows where the texts agree; its ends are what locate
// the differences around it, so a long one keeps both ends.
function elideMiddle(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  const half = Math.floor((max - 1) / 2)
  return `${chars.slice(0, half).join('')} … ${chars.slice(chars.length - half).join('')}`
}

/**
 * Renders a word diff under a legend line, one run per line, with the
 * shared part marked as clearly as the differences: `=` for words both
 * texts have, `-` for words only the first step has, `+` for words only the
 * second has. In colour, shared runs are dimmed and the two sides take the
 * runner's diff colours. Runs and their lengths are capped, and the cut is
 * said.
 *
 * @example
 * renderWordDiff('I will search the repo', 'I will search the repo again', PLAIN, [2, 3])
 * // ['word diff (= in both steps, - only in step 2, + only in step 3):', '  = I will search the repo', '  + again']
 */
export function renderWordDiff(before: string, after: string, palette: Palette, steps: readonly [number, number]): string[] {
  const { runs, cutWords } = wordRuns(before, after)
  const identical = runs.every((run) => run.kind === 'shared')
  const lines: string[] = [
    identical ? `the two texts are word for word the same (=):` : `word diff (= in both steps, - only in step ${steps[0]}, + only in step ${steps[1]}):`,
  ]
  const shown = runs.slice(0, CAPS.wordRuns)
  for (const run of shown) {
    const text = sanitize(run.text)
    if (run.kind === 'shared') lines.push(palette.dim(`  = ${elideMiddle(text, CAPS.runChars)}`))
    else if (run.kind === 'removed') lines.push(palette.removed(`  - ${truncate(text, CAPS.runChars)}`))
    else lines.push(palette.added(`  + ${truncate(text, CAPS.runChars)}`))
  }
  if (runs.length > shown.length) lines.push(palette.dim(`  ${more(runs.length - shown.length, 'run')}`))
  if (cutWords > 0) lines.push(palette.dim(`  (compared the first ${CAPS.diffWords} words of each step; ${cutWords} more words not compared)`))
  return lines
}
