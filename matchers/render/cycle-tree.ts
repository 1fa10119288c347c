import type { CycleFinding } from '../../src/report/types.js'
import { CAPS } from './caps.js'
import { truncate } from '../../src/util/text.js'
import type { Palette } from './palette.js'
import { sanitize } from '../../src/util/sanitize.js'

type PathStep = CycleFinding['path'][number]

/** The input part of a deepeval-style label (`type:name:input…`), if any. */
function labelInput(step: PathStep): string {
  const prefix = `${step.type}:${step.name}:`
  return step.label.startsWith(prefix) ? step.label.slice(prefix.length) : ''
}

/**
 * Which path positions to draw: all of a short path; for a long one the
 * root and its first descendants, the repeated ancestor with its
 * neighbours, and the last spans down to the repeat. The rest is elided.
 */
function visiblePositions(length: number, repeatsIndex: number): number[] {
  if (length <= CAPS.pathSpans) return Array.from({ length }, (_, i) => i)
  const keep = new Set<number>()
  for (let i = 0; i < 3; i++) keep.add(i)
  for (let i = repeatsIndex - 1; i <= repeatsIndex + 1; i++) if (i >= 0 && i < length) keep.add(i)
  for (let i = length - (CAPS.pathSpans - 6); i < length; i++) keep.add(i)
  return [...keep].sort((a, b) => a - b)
}

/**
 * Draws a cycle's ancestry path as an indented tree from the root, one span
 * per line, with the ancestor marked `← repeated` and the span that repeats
 * it marked `↺ repeats span N`. A long path keeps its ends and the repeated
 * ancestor and says how many spans it skipped; indentation follows the
 * drawn lines, not the real depth, so a deep path stays on screen.
 *
 * @example
 * renderCyclePath(finding.path, finding.repeatsIndex, PLAIN)
 * // ['agent:root [span 0]', '└─ agent:planner [span 1] ← repeated', '   └─ agent:planner [span 2] ↺ repeats span 1']
 */
export function renderCyclePath(path: readonly PathStep[], repeatsIndex: number, palette: Palette): string[] {
  const lines: string[] = []
  const visible = visiblePositions(path.length, repeatsIndex)
  const last = path.length - 1
  let level = 0
  let previous = -1
  const prefix = () => (level === 0 ? '' : `${'   '.repeat(level - 1)}└─ `)
  for (const position of visible) {
    if (position > previous + 1) {
      lines.push(palette.dim(`${prefix()}⋮ ${position - previous - 1} spans`))
      level++
    }
    const step = path[position]!
    const name = sanitize(`${step.type}:${step.name}`)
    let line = `${prefix()}${position === repeatsIndex || position === last ? palette.received(name) : name} ${palette.dim(`[span ${step.spanIndex}]`)}`
    if (position === repeatsIndex) line += ` ${palette.received('← repeated')}`
    if (position === last) line += ` ${palette.received(`↺ repeats span ${path[repeatsIndex]?.spanIndex ?? '?'}`)}`
    const input = labelInput(step)
    if ((position === repeatsIndex || position === last) && input !== '')
      line += palette.dim(` input ${truncate(sanitize(JSON.stringify(input)), CAPS.valueChars)}`)
    lines.push(line)
    level++
    previous = position
  }
  return lines
}
