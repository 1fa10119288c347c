import { exactNumber } from '../util/stable-json.js'

// Text as the render model holds it: plain data, no colour codes. A line is
// a list of segments; a segment is plain text or text with a tone, which
// each output turns into its own colours (a test runner's, the terminal's)
// or drops (Markdown, JUnit, GitHub annotations, HTML). Every segment is
// already terminal-safe (see util/sanitize): outputs escape further for
// their medium.

/**
 * What a stretch of text means, for colouring: what the trace did
 * (`strong`), context (`muted`), and the two sides of a diff.
 */
export type Tone = 'strong' | 'muted' | 'removed' | 'added'

/** Plain text, or text with a {@link Tone}. */
export type Segment = string | { tone: Tone; text: string }

/** One line of text as segments. */
export type Text = Segment[]

/**
 * A stretch of text with a tone.
 *
 * @example
 * [toned('strong', 'grep'), ' called 4 times'] // a Text
 */
export function toned(tone: Tone, text: string): Segment {
  return { tone, text }
}

/**
 * A line written as a template: interpolated segments keep their tone,
 * everything else is plain text.
 *
 * @example
 * rich`${toned('strong', 'grep')} called ${4} times` // [{ tone: 'strong', text: 'grep' }, ' called 4 times']
 */
export function rich(strings: TemplateStringsArray, ...values: Array<Segment | number>): Text {
  const out: Text = []
  const add = (segment: Segment): void => {
    const last = out[out.length - 1]
    if (typeof segment === 'string' && typeof last === 'string') out[out.length - 1] = last + segment
    else if (segment !== '') out.push(segment)
  }
  strings.forEach((part, i) => {
    add(part)
    const value = values[i]
    if (value !== undefined) add(typeof value === 'number' ? String(value) : value)
  })
  return out
}

/**
 * A line as plain text, tones dropped.
 *
 * @example
 * plainText([toned('strong', 'grep'), ' called 4 times']) // 'grep called 4 times'
 */
export function plainText(text: Text): string {
  return text.map((segment) => (typeof segment === 'string' ? segment : segment.text)).join('')
}

/**
 * A line coloured by `paint`, called once per toned segment.
 *
 * @example
 * paintText(line, (tone, text) => (tone === 'muted' ? pc.dim(text) : text))
 */
export function paintText(text: Text, paint: (tone: Tone, text: string) => string): string {
  return text.map((segment) => (typeof segment === 'string' ? segment : paint(segment.tone, segment.text))).join('')
}

/**
 * A similarity or probability for reading: four decimals at most, marked
 * `≈` when rounding changed it (the exact value is in the report).
 *
 * @example
 * approx(0.9504950495049505) // '≈0.9505'
 * approx(1)                  // '1'
 */
export function approx(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Math.round(value * 10_000) / 10_000
  return rounded === value ? exactNumber(value) : `≈${rounded}`
}
