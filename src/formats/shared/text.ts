import { isObjectLike } from './objects.js'

/**
 * Joins the text of a content value the way the message formats write it:
 * a string is its own text; an array of parts contributes the `text` of the
 * parts whose `type` is in `types` (all parts with a string `text` when
 * `types` is omitted). Returns `undefined` when there is no text at all, so
 * callers can tell "no text" from "empty text".
 *
 * @example
 * contentText('hi')                                              // 'hi'
 * contentText([{ type: 'text', text: 'a' }, { type: 'image' }])  // 'a'
 * contentText([{ type: 'output_text', text: 'b' }], ['output_text']) // 'b'
 * contentText(null)                                              // undefined
 */
export function contentText(content: unknown, types?: readonly string[]): string | undefined {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return undefined
  const parts: string[] = []
  for (const part of content) {
    if (!isObjectLike(part) || typeof part.text !== 'string') continue
    if (types !== undefined && !types.includes(String(part.type))) continue
    parts.push(part.text)
  }
  return parts.length === 0 ? undefined : parts.join('')
}
