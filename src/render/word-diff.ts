import { diffWords } from 'diff'
import { sanitize } from '../util/sanitize.js'
import { truncate } from '../util/text.js'
import { CAPS } from './caps.js'

/** One stretch of a word diff: in both texts, only in the first, or only in the second. */
export interface WordRun {
  kind: 'shared' | 'removed' | 'added'
  text: string
}

/** The word diff of two steps as data: runs ready to print, and what was cut. */
export interface WordDiff {
  /** The two steps compared, as the finding numbers them. */
  steps: [number, number]
  /** Whether the texts are word for word the same. */
  identical: boolean
  /** The first {@link CAPS.wordRuns} runs, sanitised and cut to {@link CAPS.runChars} characters. */
  runs: WordRun[]
  /** Runs past the cap. */
  omittedRuns: number
  /** Words past {@link CAPS.diffWords} in either text, not compared. */
  cutWords: number
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
 * // { runs: [{ kind: 'shared', text: 'I will search the repo' }, { kind: 'added', text: 'again' }], cutWords: 0 }
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
 * The word diff of two steps' texts, capped and ready to print: shared runs
 * keep both ends, differing runs are cut at the end.
 *
 * @example
 * wordDiff('Checking a.py now', 'Checking b.py now', [1, 2]).runs
 * // [{ kind: 'shared', text: 'Checking' }, { kind: 'removed', text: 'a' }, { kind: 'added', text: 'b' }, { kind: 'shared', text: '.py now' }]
 */
export function wordDiff(before: string, after: string, steps: readonly [number, number]): WordDiff {
  const { runs, cutWords } = wordRuns(before, after)
  const shown = runs.slice(0, CAPS.wordRuns).map(({ kind, text }) => {
    const safe = sanitize(text)
    return { kind, text: kind === 'shared' ? elideMiddle(safe, CAPS.runChars) : truncate(safe, CAPS.runChars) }
  })
  return {
    steps: [steps[0], steps[1]],
    identical: runs.every((run) => run.kind === 'shared'),
    runs: shown,
    omittedRuns: runs.length - shown.length,
    cutWords,
  }
}
