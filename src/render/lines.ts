import { sanitize } from '../util/sanitize.js'
import type { ArgumentDiff } from './argument-diff.js'
import { CAPS, more } from './caps.js'
import type { PathNode } from './cycle-path.js'
import type { Evidence, FindingView } from './finding.js'
import { plainText, toned, type Text } from './text.js'
import type { WordDiff } from './word-diff.js'

// A finding view laid out as lines, still as data (toned segments): the
// one layout of a finding's body. A matcher message colours it with the
// runner's colours; the CLI's pretty output with the terminal's; Markdown,
// JUnit, GitHub annotations and HTML print it plain.

const muted = (text: string) => toned('muted', text)
const strong = (text: string) => toned('strong', text)

function argumentDiffLines(diff: ArgumentDiff): Text[] {
  const lines: Text[] = diff.lines.map(({ mark, text }) => {
    if (mark === '-') return [toned('removed', `- ${text}`)]
    if (mark === '+') return [toned('added', `+ ${text}`)]
    if (mark === '⋮') return [muted(`  ⋮ ${text}`)]
    return [muted(`  ${text}`)]
  })
  if (diff.omitted > 0) lines.push([muted(more(diff.omitted, 'diff line'))])
  return lines
}

function wordDiffLines(diff: WordDiff): Text[] {
  const [a, b] = diff.steps
  const lines: Text[] = [
    [diff.identical ? 'the two texts are word for word the same (=):' : `word diff (= in both steps, - only in step ${a}, + only in step ${b}):`],
  ]
  for (const run of diff.runs) {
    if (run.kind === 'shared') lines.push([muted(`  = ${run.text}`)])
    else if (run.kind === 'removed') lines.push([toned('removed', `  - ${run.text}`)])
    else lines.push([toned('added', `  + ${run.text}`)])
  }
  if (diff.omittedRuns > 0) lines.push([muted(`  ${more(diff.omittedRuns, 'run')}`)])
  if (diff.cutWords > 0) lines.push([muted(`  (compared the first ${CAPS.diffWords} words of each step; ${diff.cutWords} more words not compared)`)])
  return lines
}

/**
 * A path drawn as a tree, one span per line: the ancestor marked
 * `← repeated`, the span that repeats it `↺ repeats span N`.
 *
 * @example
 * cyclePathLines(cyclePath(path, 1)).map(plainText)
 * // ['agent:root [span 0]', '└─ agent:a [span 1] ← repeated', '   └─ agent:a [span 7] ↺ repeats span 1']
 */
export function cyclePathLines(nodes: readonly PathNode[]): Text[] {
  return nodes.map((node) => {
    const prefix = node.level === 0 ? '' : `${'   '.repeat(node.level - 1)}└─ `
    if ('gap' in node) return [muted(`${prefix}⋮ ${node.gap} spans`)]
    const marked = node.repeated || node.repeats !== null
    const text: Text = [prefix, marked ? strong(node.name) : node.name, ' ', muted(`[span ${node.spanIndex}]`)]
    if (node.repeated) text.push(' ', strong('← repeated'))
    if (node.repeats !== null) text.push(' ', strong(`↺ repeats span ${node.repeats}`))
    if (node.input !== null) text.push(muted(` input ${node.input}`))
    return text
  })
}

function evidenceLines(evidence: Evidence): Text[] {
  const lines =
    evidence.type === 'line'
      ? [evidence.text]
      : evidence.type === 'argument-diff'
        ? argumentDiffLines(evidence)
        : evidence.type === 'word-diff'
          ? wordDiffLines(evidence)
          : cyclePathLines(evidence.nodes)
  const pad = 'indent' in evidence && evidence.indent > 0 ? ' '.repeat(evidence.indent) : ''
  return pad === '' ? lines : lines.map((line) => [pad, ...line])
}

/**
 * A finding's body as lines: the summary, the evidence in order (parts
 * drawn as diffs and trees) and, when they do not already say it, the
 * detector's message. Under a headline that shows the message (the CLI's
 * `title: message`), neither the message nor a summary that only repeats it.
 *
 * @example
 * findingLines(describeFinding(finding)).map(plainText)
 * // ['grep called 4 times with identical arguments, at spans 2, 4, 6, 8 (3 wasted steps)', 'arguments: {"path": ".", "pattern": "x"}']
 */
export function findingLines(view: FindingView, options: { underMessage?: boolean } = {}): Text[] {
  const message = sanitize(view.message)
  const under = options.underMessage === true
  const summary = under && plainText(view.summary) === message ? [] : [view.summary]
  const closing: Text[] = !under && !view.restatesMessage && message !== '' ? [[muted(message)]] : []
  return [...summary, ...view.evidence.flatMap(evidenceLines), ...closing]
}
