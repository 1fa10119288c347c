import type { Formatter, MatcherContext } from '../context.js'
import type { Tone } from '../../src/render/text.js'

/**
 * The colours a message uses, by meaning. Taken from the runner's own
 * formatters, so a message is coloured exactly when the runner colours its
 * own output (`--no-color`, `NO_COLOR`, a non-TTY CI log…), and plain
 * otherwise. Every coloured part also carries a plain-text marker (`-`, `+`,
 * `=`, `↺`, `✖`), so nothing depends on colour to be understood.
 */
export interface Palette {
  /** What the assertion expected. */
  expected: Formatter
  /** What the trace did. */
  received: Formatter
  /** Context: labels, shared text, unchanged lines. */
  dim: Formatter
  bold: Formatter
  /** The earlier side of a diff (the runners' `- Expected` colour). */
  removed: Formatter
  /** The later side of a diff (the runners' `+ Received` colour). */
  added: Formatter
}

const identity: Formatter = (text) => text

/** No colour at all. */
export const PLAIN: Palette = { expected: identity, received: identity, dim: identity, bold: identity, removed: identity, added: identity }

/**
 * The palette of a matcher context: the runner's colours when it passes its
 * utils, plain text otherwise.
 *
 * @example
 * paletteOf(this).received('6 calls')
 */
export function paletteOf(context: MatcherContext | undefined): Palette {
  const utils = context?.utils
  if (utils === undefined) return PLAIN
  return {
    expected: (text) => utils.EXPECTED_COLOR(text),
    received: (text) => utils.RECEIVED_COLOR(text),
    dim: (text) => utils.DIM_COLOR(text),
    bold: (text) => utils.BOLD_WEIGHT(text),
    removed: (text) => utils.EXPECTED_COLOR(text),
    added: (text) => utils.RECEIVED_COLOR(text),
  }
}

/**
 * How the render model's tones take a palette's colours: what the trace did
 * as received, context dimmed, the two sides of a diff in the runner's diff
 * colours.
 *
 * @example
 * paintText(line, painter(paletteOf(this)))
 */
export function painter(palette: Palette): (tone: Tone, text: string) => string {
  return (tone, text) => {
    if (tone === 'strong') return palette.received(text)
    if (tone === 'muted') return palette.dim(text)
    return tone === 'removed' ? palette.removed(text) : palette.added(text)
  }
}
