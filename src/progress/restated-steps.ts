// A step said again word for word, and again, with nothing new in between
// and nothing new after: "The result is empty, so the id is probably stored
// in another format; I will try the next format." five times, each attempt
// finding nothing. The other reasoning checks compare steps between calls
// that repeat, or steps long enough to be a loop on one repeat; a short
// step restated around calls that differ (another id format each time) and
// find nothing falls between them. Over every labelled bench row (10,594,
// real runs included) a model step said three times in a row this way
// occurs only in loops: templated steps in healthy runs sit between answers
// that are news (the next item's result, a poll's status, a battery charging).

import { progressBetween } from './progress-between.js'
import { stepsByOwner, userTurnsOf } from './user-turns.js'
import type { TextStep } from './timeline.js'

/**
 * The runs of one agent's steps in which each step says the one before it
 * again (whitespace aside), with no span in `news` (actions that told the run
 * something, or whose readings moved; ascending) between them and none after
 * the run's last step, and no new user message with them: as pairs of step
 * indices, each run with at least `least` steps.
 *
 * @example
 * restatedRuns(texts, [], 3) // [[[2, 3], [3, 4]]]: steps 2, 3 and 4 say the same
 */
export function restatedRuns(texts: readonly TextStep[], news: readonly number[], least: number): Array<Array<[number, number]>> {
  const runs: Array<Array<[number, number]>> = []
  if (texts.length < least) return runs
  const asked = userTurnsOf(texts)
  const lastNews = news.length > 0 ? news[news.length - 1]! : -1
  for (const steps of stepsByOwner(texts).values()) {
    let run: Array<[number, number]> = []
    const close = (): void => {
      // A run is one restatement at least, whatever `least` is set to.
      if (run.length > 0 && run.length + 1 >= least && lastNews < texts[run[run.length - 1]![1]]!.spanIndex) runs.push(run)
      run = []
    }
    for (let k = 1; k < steps.length; k++) {
      const before = steps[k - 1]!
      const step = steps[k]!
      const restated =
        asked[step] !== 'new' && sameWords(texts[before]!.text, texts[step]!.text) && !progressBetween(news, texts[before]!.spanIndex, texts[step]!.spanIndex)
      if (restated) run.push([before, step])
      else close()
    }
    close()
  }
  return runs
}

/**
 * Whether two texts are the same words: equal once leading, trailing and repeated whitespace is left out (never two blanks). No copies.
 *
 * @example
 * sameWords('Try the next format.', ' Try  the next\nformat. ') // true
 */
export function sameWords(a: string, b: string): boolean {
  let i = skipSpace(a, 0)
  let j = skipSpace(b, 0)
  if (i === a.length && j === b.length) return false
  for (;;) {
    // At the start of a word in both, or at the end.
    if (i === a.length || j === b.length) return i === a.length && j === b.length
    while (i < a.length && j < b.length && !isSpace(a.charCodeAt(i)) && !isSpace(b.charCodeAt(j))) {
      if (a.charCodeAt(i) !== b.charCodeAt(j)) return false
      i++
      j++
    }
    const endedA = i === a.length || isSpace(a.charCodeAt(i))
    const endedB = j === b.length || isSpace(b.charCodeAt(j))
    if (!endedA || !endedB) return false
    i = skipSpace(a, i)
    j = skipSpace(b, j)
  }
}

function skipSpace(text: string, from: number): number {
  let at = from
  while (at < text.length && isSpace(text.charCodeAt(at))) at++
  return at
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x0c || code === 0x0b || code === 0xa0
}
