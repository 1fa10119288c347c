// The leaf helpers every output shares: escaping, stable printing, cutting
// text, colour decisions, tables and the progress bar.
import { describe, expect, it } from 'vitest'
import { wantsColor } from '../../src/util/color.js'
import { progressBar } from '../../src/util/progress-bar.js'
import { sanitize, stripAnsi } from '../../src/util/sanitize.js'
import { stableJson } from '../../src/util/stable-json.js'
import { drawTwoColumnTable, pad } from '../../src/util/text-table.js'
import { plural, truncate } from '../../src/util/text.js'

describe('sanitize', () => {
  it('escapes every character that could act on a terminal', () => {
    expect(sanitize('a\u001b[31mb\u009b2Jc\rd\ne\tf\u0007g\u007fh')).toBe('a\\x1b[31mb\\x9b2Jc\\rd\\ne\\tf\\x07g\\x7fh')
    expect(sanitize('evil\u202etxt.exe \u2066x\u2069 \u200f \u2028 \ufeff')).toBe('evil\\u202etxt.exe \\u2066x\\u2069 \\u200f \\u2028 \\ufeff')
  })

  it('keeps newlines and tabs when asked for several lines', () => {
    expect(sanitize('a\nb\tc\rd', { multiline: true })).toBe('a\nb\tc\\rd')
  })

  it('leaves printable text alone, emoji and accents included', () => {
    expect(sanitize('Café ☕ 🚀 — naïve "quotes"')).toBe('Café ☕ 🚀 — naïve "quotes"')
  })

  it('strips only colour codes', () => {
    expect(stripAnsi('\u001b[31mred\u001b[39m and \\x1b[2J')).toBe('red and \\x1b[2J')
  })
})

describe('stableJson', () => {
  it('sorts keys at every level and prints numbers exactly', () => {
    expect(stableJson({ b: [{ z: 1, a: 0.1 + 0.2 }], a: -0 })).toBe('{"a": -0, "b": [{"a": 0.30000000000000004, "z": 1}]}')
    expect(stableJson({ n: NaN, i: -Infinity, big: 12n, u: undefined, list: [undefined] })).toBe('{"big": 12n, "i": -Infinity, "list": [undefined], "n": NaN}')
  })

  it('indents with a prefix, and marks cycles (a shared, non-enclosing object prints in full)', () => {
    const cyclic: Record<string, unknown> = { name: 'x' }
    cyclic.self = cyclic
    expect(stableJson(cyclic, { indent: 2, prefix: '>' })).toBe('{\n>  "name": "x",\n>  "self": [Circular]\n>}')
    const shared = { k: 1 }
    expect(stableJson([shared, shared, [], {}])).toBe('[{"k": 1}, {"k": 1}, [], {}]')
  })

  it('prints what toJSON returns', () => {
    expect(stableJson({ at: new Date(0) })).toBe('{"at": "1970-01-01T00:00:00.000Z"}')
  })

  it('quotes strings as JSON with terminal controls escaped', () => {
    expect(stableJson(['\u001b[2J', '\u202e'])).toBe('["\\u001b[2J", "\\u202e"]')
  })

  it('stops at max characters, and walks any depth without recursion', () => {
    expect(stableJson({ long: 'y'.repeat(10_000), more: [1, 2, 3] }, { max: 50 })).toHaveLength(50)
    expect(stableJson({ q: 'x'.repeat(500) }, { max: 12 })).toBe('{"q": "xxxx…')
    let deep: unknown = 'bottom'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(stableJson(deep, { max: 20 })).toBe(`${'['.repeat(19)}…`)
    expect(stableJson(deep).length).toBe(200_008)
  })
})

describe('text', () => {
  it('cuts with one ellipsis, never inside a surrogate pair', () => {
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('🚀🚀🚀', 2)).toBe('🚀…')
    expect(truncate('short', 5)).toBe('short')
    expect(plural(1, 'call')).toBe('1 call')
    expect(plural(2, 'call')).toBe('2 calls')
  })
})

describe('wantsColor', () => {
  it('NO_COLOR turns colours off, FORCE_COLOR on, else a terminal that is not dumb', () => {
    expect(wantsColor({}, true)).toBe(true)
    expect(wantsColor({}, false)).toBe(false)
    expect(wantsColor({ TERM: 'dumb' }, true)).toBe(false)
    expect(wantsColor({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false)
    expect(wantsColor({ NO_COLOR: '' }, true)).toBe(true)
    expect(wantsColor({ FORCE_COLOR: '1' }, false)).toBe(true)
    expect(wantsColor({ FORCE_COLOR: '0' }, false)).toBe(false)
  })
})

describe('tables and bars', () => {
  it('pads by code points, and boxes a two-column table', () => {
    expect(drawTwoColumnTable('T', ['k', 'v'], [['é', '🚀']])).toBe('T\n┌───┬───┐\n│ k │ v │\n├───┼───┤\n│ é │ 🚀 │\n└───┴───┘\n')
    expect(pad('é🚀', 4)).toBe('é🚀  ')
    expect(pad('7', 3, 'right')).toBe('  7')
  })

  it('draws a bar of a ratio', () => {
    expect(progressBar(0.5, 8)).toBe('████····')
    expect(progressBar(2, 4)).toBe('████')
  })
})
