import type { MatcherContext } from '../context.js'
import { paletteOf, type Palette } from './palette.js'

/** One call of a matcher: its name, whether `.not` was used, colours and hint line. */
export interface MatcherCall {
  name: string
  /** The matcher function, to trim the stack of errors it throws. */
  matcher: (...args: never[]) => unknown
  isNot: boolean
  palette: Palette
  /** `expect(trace).not.toHaveNoAgentLoops(options)`. */
  hint: string
}

/**
 * Describes a matcher call and draws its hint line the way the runners draw
 * theirs (`expect(received).not.toX(expected)`). loopcheck draws it itself
 * so the text is identical under Vitest and Jest; only the colours come
 * from the runner.
 *
 * @example
 * describeCall(this, toHaveNoAgentLoops, 'trace', options !== undefined).hint
 * // 'expect(trace).toHaveNoAgentLoops(options)'
 */
export function describeCall(
  context: MatcherContext | undefined,
  matcher: MatcherCall['matcher'] & { name: string },
  received: string,
  hasOptions: boolean,
): MatcherCall {
  const safe = context ?? {}
  const palette = paletteOf(safe)
  const isNot = safe.isNot === true
  const promise = typeof safe.promise === 'string' && safe.promise !== '' ? `.${safe.promise}` : ''
  const hint =
    palette.dim('expect(') +
    palette.received(received) +
    palette.dim(`)${promise}${isNot ? '.not' : ''}.`) +
    matcher.name +
    palette.dim('(') +
    (hasOptions ? palette.expected('options') : '') +
    palette.dim(')')
  return { name: matcher.name, matcher, isNot, palette, hint }
}

/**
 * Joins the non-empty blocks of a message with one blank line between them.
 *
 * @example
 * blocks('hint', '', 'body') // 'hint\n\nbody'
 */
export function blocks(...parts: ReadonlyArray<string | null | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n')
}
