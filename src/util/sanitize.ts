// Text from a trace is untrusted: a tool result can carry ANSI sequences that
// recolour or clear the terminal, carriage returns that overwrite the line
// above, or bidi controls that make text read differently from what it is.
// Everything loopcheck prints from a trace (matcher messages, every CLI
// output) goes through here, so the only escape sequences in its output are
// the ones its own colours add.

// C0 controls (tab and newline included: callers decide about line breaks),
// DEL and C1 (which holds the one-byte CSI, U+009B), the line and paragraph
// separators, the bidi embedding, override, isolate and mark characters, and
// the zero-width no-break space.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escapeChar(char: string): string {
  const named = NAMED[char]
  if (named !== undefined) return named
  const code = char.charCodeAt(0)
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}

/**
 * Escapes every character of untrusted text that could change how a terminal
 * shows it: control characters (an ESC becomes the four visible characters
 * `\x1b`), newlines and tabs (`\n`, `\t`; kept as they are with
 * `multiline`), line separators and bidi controls. Printable text, emoji
 * included, is left as it is.
 *
 * @example
 * sanitize('ok\u001b[2Jgone') // 'ok\\x1b[2Jgone'
 * sanitize('two\nlines')      // 'two\\nlines'
 */
export function sanitize(text: string, options: { multiline?: boolean } = {}): string {
  if (options.multiline === true) return text.replace(UNSAFE, (char) => (char === '\n' || char === '\t' ? char : escapeChar(char)))
  return text.replace(UNSAFE, escapeChar)
}

/**
 * JSON text made terminal-safe: the characters `JSON.stringify` leaves raw
 * inside strings (DEL, C1 controls, bidi controls, line separators) become
 * `\uXXXX` escapes, so the text still parses to the same value. Raw C0
 * characters are left: in JSON text they can only be its own indentation.
 *
 * @example
 * escapeJsonText('{"text":"a\u009b31mb"}') // '{"text":"a\\u009b31mb"}'
 */
export function escapeJsonText(json: string): string {
  return json.replace(UNSAFE, (char) => (char < ' ' ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`))
}

/**
 * Removes the colour codes a runner's formatters add (`ESC [ … m`), for
 * comparing messages as plain text. Trace text never contains a raw ESC once
 * sanitised, so stripping cannot hide anything that came from a trace.
 *
 * @example
 * stripAnsi('\u001b[31mred\u001b[39m') // 'red'
 */
export function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, '')
}
