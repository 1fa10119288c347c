// Small helpers for laying a message out as blocks of lines.

/**
 * Indents every line of a block.
 *
 * @example
 * indent('a\nb', 2) // '  a\n  b'
 */
export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces)
  return text
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join('\n')
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

export { plural } from '../../src/util/text.js'
