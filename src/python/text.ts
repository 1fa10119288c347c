// Python's text primitives as the reference uses them: `str.split()` with no
// argument, `str.lower()`, and lengths counted in code points.

/**
 * Whether a UTF-16 code unit is whitespace for Python's `str.split()`:
 * `\t`–`\r`, the four information separators U+001C–U+001F, space, U+0085,
 * U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000.
 * Unlike JavaScript's `\s`, U+FEFF is not whitespace and U+001C–U+001F are.
 */
export function isPyWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f)
  if (code < 0x85) return false
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  )
}

/**
 * Python's `text.split()`: the runs of non-whitespace characters.
 *
 * @example
 * pySplit(' a\u001cb\u00a0 c ') // ['a', 'b', 'c']
 */
export function pySplit(text: string): string[] {
  const words: string[] = []
  let start = -1
  for (let i = 0; i < text.length; i++) {
    if (isPyWhitespace(text.charCodeAt(i))) {
      if (start >= 0) {
        words.push(text.slice(start, i))
        start = -1
      }
    } else if (start < 0) {
      start = i
    }
  }
  if (start >= 0) words.push(text.slice(start))
  return words
}

/**
 * How many code points a string holds (Python's `len(s)`): a surrogate pair
 * counts once, a lone surrogate counts once.
 *
 * @example
 * codePointLength('😀ab') // 3
 */
export function codePointLength(text: string): number {
  let count = text.length
  for (let i = 0; i < text.length - 1; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--
        i++
      }
    }
  }
  return count
}

/**
 * Python's `str.lower()`. JavaScript's `toLowerCase` applies the same
 * Unicode mappings (including the final-sigma rule); the engines differ only
 * on letters added to Unicode after the Python version that produced the
 * reference data (Unicode 15 and later).
 *
 * @example
 * pyLower('ΣΟΦΙΑΣ') // 'σοφιας'
 */
export function pyLower(text: string): string {
  return text.toLowerCase()
}
