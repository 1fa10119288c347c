import { describe, expect, it } from 'vitest'
import { escapeAnnotationData, escapeAnnotationProperty, escapeHtml, escapeMarkdown, safeJson, sanitizeText } from '../../src/cli/output/sanitize.js'
import { redactSecrets, secretValues } from '../../src/util/secrets.js'
import { truncate, truncateStart } from '../../src/util/text.js'

const ESC = '\u001b'

describe('sanitizeText', () => {
  it('removes ANSI colour, cursor, OSC title and hyperlink sequences', () => {
    const hostile = `${ESC}[31mred${ESC}[0m ${ESC}[2J${ESC}[H ${ESC}]0;pwned${ESC}\\ ${ESC}]8;;http://evil${ESC}\\link${ESC}]8;;${ESC}\\ \u009b31mc1`
    const clean = sanitizeText(hostile)
    expect(clean).toBe('red link c1')
    expect(clean).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
  })

  it('shows other control characters as visible escapes and collapses whitespace', () => {
    expect(sanitizeText('bell\u0007 nul\u0000 del\u007f\nnext\tline')).toBe('bell\\x07 nul\\x00 del\\x7f next line')
  })

  it('keeps newlines in multiline mode but still escapes carriage-return tricks', () => {
    expect(sanitizeText('a\nb\rc', { multiline: true })).toBe('a\nb\nc')
    expect(sanitizeText('x\u0008y', { multiline: true })).toBe('x\\x08y')
  })

  it('escapes bidirectional overrides (Trojan Source) and replaces lone surrogates', () => {
    expect(sanitizeText('abc\u202edcba\u2066')).toBe('abc\\u202edcba\\u2066')
    expect(sanitizeText('lone \ud800 end')).toBe('lone \ufffd end')
    expect(sanitizeText('pair 😀')).toBe('pair 😀')
  })
})

describe('redactSecrets', () => {
  it('replaces the values of secret-looking environment variables, and key shapes', () => {
    const secrets = secretValues({ OPENAI_API_KEY: 'live-key-0123456789', GITHUB_TOKEN: 'ghs_short', HOME: '/root', SHORT_SECRET: 'abc' })
    expect(secrets).toEqual(['live-key-0123456789', 'ghs_short'])
    expect(redactSecrets('auth live-key-0123456789 ok', secrets)).toBe('auth [redacted] ok')
    expect(redactSecrets('key sk-proj-abcdefghijklmnopqrstuv', [])).toBe('key [redacted]')
    expect(redactSecrets('Authorization: Bearer abcdefghijklmnop.qrs', [])).toBe('Authorization: Bearer [redacted]')
  })

  it('is applied by every escaping function, using this process environment', () => {
    const key = process.env.LOOPCHECK_TEST_API_KEY
    expect(key).toBeUndefined()
    expect(sanitizeText('sk-ant-api03-abcdefghijklmnopqrstuvwxyz')).toBe('[redacted]')
    expect(escapeHtml('<b>sk-abcdefghijklmnopqrstuvwx</b>')).toBe('&lt;b&gt;[redacted]&lt;/b&gt;')
  })
})

describe('escapers', () => {
  it('HTML: no tag, attribute break-out or style close survives', () => {
    const hostile = `<script>alert(1)</script></style>"'><img src=x onerror=alert(1)>&amp;`
    const escaped = escapeHtml(hostile)
    expect(escaped).not.toMatch(/[<>"']/)
    expect(escaped).toBe('&lt;script&gt;alert(1)&lt;/script&gt;&lt;/style&gt;&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;amp;')
  })

  it('Markdown: no link, image, HTML, emphasis, code or table break can form', () => {
    const escaped = escapeMarkdown('| ![x](http://e/a.png) [a](b) <img> *b* `c` _d_')
    expect(escaped).toBe('\\| \\!\\[x\\]\\(http://e/a.png\\) \\[a\\]\\(b\\) &lt;img&gt; \\*b\\* \\`c\\` \\_d\\_')
    expect(escapeMarkdown('two\nlines')).toBe('two lines')
  })

  it('GitHub workflow commands: data and properties cannot end early or add commands', () => {
    expect(escapeAnnotationData('100% done\n::error::fake')).toBe('100%25 done%0A::error::fake')
    expect(escapeAnnotationProperty('a,b:c\nd')).toBe('a%2Cb%3Ac%0Ad')
    expect(escapeAnnotationData(`${ESC}[31mred\r`)).toBe('red%0A')
  })

  it('JSON: C1 controls and bidi overrides are escaped, and the value round-trips', () => {
    const value = { text: 'a\u009b31mb\u202e', esc: `${ESC}[1m` }
    const json = safeJson(value)
    expect(json).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/)
    expect(JSON.parse(json)).toEqual(value)
    expect(JSON.parse(safeJson({ a: [1, 2] }, 2))).toEqual({ a: [1, 2] })
  })

  it('truncates at either end without splitting a surrogate pair', () => {
    expect(truncate('abcdefgh', 5)).toBe('abcd…')
    expect(truncate('ab😀cd', 4)).toBe('ab😀…')
    expect(truncate('ab😀cd', 3)).toBe('ab…')
    expect(truncateStart('traces/very/long/name.json', 12)).toBe('…g/name.json')
    expect(truncate('short', 10)).toBe('short')
  })
})
