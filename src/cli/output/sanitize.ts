// Everything a trace says is untrusted: tool names, arguments, model text and
// ids can carry ANSI escape sequences that repaint a terminal, control
// characters, bidirectional overrides that reorder what a reviewer reads,
// markup for HTML or Markdown, and secrets. Every output path goes through
// one of these functions, so there is one place to get it right.

import { sanitize, escapeJsonText } from '../../util/sanitize.js'
import { redactSecrets } from '../../util/secrets.js'

// ESC-introduced sequences: CSI (ESC [ ... final byte), OSC (ESC ] ... BEL or
// ESC \), the other string sequences (DCS, SOS, PM, APC) and two-byte escapes.
// The 8-bit C1 forms (U+009B CSI, U+009D OSC) are matched as well. The CLI
// drops them whole; the characters left are escaped visibly (util/sanitize).
const ANSI_SEQUENCE =
  // eslint-disable-next-line no-control-regex
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u009d\u0090\u0098\u009e\u009f])[\s\S]*?(?:\u0007|\u001b\\|\u009c|$)|\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Makes untrusted text safe for a terminal: ANSI escape sequences removed,
 * every other control or bidirectional-override character shown as a visible
 * escape (`\x07`), lone surrogates replaced, secrets redacted. With
 * `multiline`, newlines (and tabs) are kept; otherwise any run of whitespace
 * becomes one space, so a value fits in a table cell.
 *
 * @example
 * sanitizeText('red \u001b[31mALERT\u001b[0m\u0007') // 'red ALERT\\x07'
 */
export function sanitizeText(text: string, options: { multiline?: boolean } = {}): string {
  let out = redactSecrets(String(text).replace(LONE_SURROGATE, '\ufffd'))
  out = out.replace(ANSI_SEQUENCE, '')
  out = options.multiline === true ? out.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '') : out.replace(/[\t\n\r\u2028\u2029 ]+/g, ' ')
  return sanitize(out, options)
}

/**
 * Escapes text for HTML element content and quoted attribute values, after
 * {@link sanitizeText}. Every `<`, `>`, `&`, `"` and `'` becomes an entity,
 * so no trace text can open a tag, close a `<style>` or break out of an
 * attribute.
 *
 * @example
 * escapeHtml('"\'><img src=x onerror=alert(1)>') // '&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;'
 */
export function escapeHtml(text: string, options: { multiline?: boolean } = {}): string {
  return sanitizeText(text, options).replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char)
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Escapes text for one Markdown table cell or inline run, after
 * {@link sanitizeText}: Markdown punctuation is backslash-escaped (so no
 * link, image, emphasis or code span can form), `|` cannot end the cell,
 * and `<`, `>` and `&` become entities because GitHub renders inline HTML.
 *
 * @example
 * escapeMarkdown('a|b <img> [x](y)') // 'a\\|b &lt;img&gt; \\[x\\]\\(y\\)'
 */
export function escapeMarkdown(text: string): string {
  return sanitizeText(text)
    .replace(/[\\`*_{}[\]()#+\-!|~]/g, (char) => `\\${char}`)
    .replace(/[&<>]/g, (char) => HTML_ENTITIES[char] ?? char)
}

/**
 * Escapes text for the message of a GitHub Actions workflow command
 * (`::error ...::message`), after {@link sanitizeText}.
 *
 * @example
 * escapeAnnotationData('50% done\nnext') // '50%25 done%0Anext'
 */
export function escapeAnnotationData(text: string): string {
  return sanitizeText(text, { multiline: true }).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/**
 * Escapes text for a property of a GitHub Actions workflow command
 * (`file=`, `title=`), where `:` and `,` end the value too.
 *
 * @example
 * escapeAnnotationProperty('a,b:c') // 'a%2Cb%3Ac'
 */
export function escapeAnnotationProperty(text: string): string {
  return escapeAnnotationData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/**
 * Escapes XML text and attribute values for the JUnit report, after
 * {@link sanitizeText}. XML 1.0 cannot hold most control characters at all,
 * so they must not survive, and the sanitiser has made them visible escapes.
 *
 * @example
 * escapeXml('<a b="c">') // '&lt;a b=&quot;c&quot;&gt;'
 */
export function escapeXml(text: string, options: { multiline?: boolean } = {}): string {
  return escapeHtml(text, options)
}

/**
 * Serialises a value as JSON that is safe to print to a terminal: after
 * `JSON.stringify` (which escapes C0 controls), the C1 controls,
 * bidirectional overrides and line separators it leaves raw are escaped as
 * `\uXXXX` too, and secrets are redacted. The result parses to the same
 * value, secrets aside.
 *
 * @example
 * safeJson({ text: 'a\u009b31mb' }) // '{"text":"a\\u009b31mb"}'
 */
export function safeJson(value: unknown, indent?: number): string {
  return escapeJsonText(redactSecrets(JSON.stringify(value, null, indent)))
}
