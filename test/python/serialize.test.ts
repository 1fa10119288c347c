import { describe, expect, it } from 'vitest'
import { JSON_LOADS_FAILED, pyJsonLoads } from '../../src/python/json-loads.js'
import { compareCodePoints, PyJsonDumpsError, pyJsonDumpsSorted, pyRepr, pyStr, pyStringRepr, takeCodePoints } from '../../src/python/serialize.js'
import { PyFloat } from '../../src/python/values.js'

describe("pyStr and pyRepr (Python's str() and repr())", () => {
  it('prints scalars the way Python does', () => {
    expect(pyStr(true)).toBe('True')
    expect(pyStr(null)).toBe('None')
    expect(pyStr(undefined)).toBe('None')
    expect(pyStr(3)).toBe('3')
    expect(pyStr(0.5)).toBe('0.5')
    expect(pyStr(12345678901234567890n)).toBe('12345678901234567890')
    expect(pyStr(new PyFloat(1))).toBe('1.0')
    expect(pyStr('text')).toBe('text')
  })

  it('prints containers with quoted strings and Python separators', () => {
    expect(pyStr({ a: [1, 'x', null], b: { c: true } })).toBe("{'a': [1, 'x', None], 'b': {'c': True}}")
    expect(pyStr([])).toBe('[]')
    expect(pyStr({})).toBe('{}')
    expect(
      pyStr(
        new Map([
          ['b', 1],
          ['1', 2],
        ]),
      ),
    ).toBe("{'b': 1, '1': 2}")
  })

  it('chooses quotes and escapes like CPython', () => {
    expect(pyStringRepr("it's")).toBe(`"it's"`)
    expect(pyStringRepr(`say "hi"`)).toBe(`'say "hi"'`)
    expect(pyStringRepr(`both ' and "`)).toBe(`'both \\' and "'`)
    expect(pyStringRepr('a\tb\nc\rd\\')).toBe("'a\\tb\\nc\\rd\\\\'")
    expect(pyStringRepr('\u0001\u007f\u0085\u00a0')).toBe("'\\x01\\x7f\\x85\\xa0'")
    expect(pyStringRepr('\u200b\u2028\ud800')).toBe("'\\u200b\\u2028\\ud800'")
    expect(pyStringRepr('é😀 日本')).toBe("'é😀 日本'")
  })

  it('prints a container that contains itself as Python does', () => {
    const list: unknown[] = [1]
    list.push(list)
    expect(pyRepr(list)).toBe('[1, [...]]')
    const dict: Record<string, unknown> = { a: 1 }
    dict.self = dict
    expect(pyRepr(dict)).toBe("{'a': 1, 'self': {...}}")
  })

  it('stops after the limit in code points without walking the rest', () => {
    const deep: unknown[] = []
    let at = deep
    for (let i = 0; i < 100_000; i++) {
      const next: unknown[] = []
      at.push(next)
      at = next
    }
    expect(pyStr(deep, 10)).toBe('[[[[[[[[[[')
    expect(pyStr({ k: '😀'.repeat(100) }, 9)).toBe("{'k': '😀😀")
  })
})

describe('pyJsonDumpsSorted (json.dumps(sort_keys=True))', () => {
  it('sorts keys by code point at every level and escapes non-ASCII', () => {
    expect(pyJsonDumpsSorted({ b: 1, a: { d: 'é', c: [1.5, null, true] } })).toBe('{"a": {"c": [1.5, null, true], "d": "\\u00e9"}, "b": 1}')
    expect(pyJsonDumpsSorted({ '\uff5e': 1, '😀': 2 })).toBe('{"\\uff5e": 1, "\\ud83d\\ude00": 2}')
    expect(pyJsonDumpsSorted({ s: '\u007f"\\\b' })).toBe('{"s": "\\u007f\\"\\\\\\b"}')
  })

  it('raises where Python raises', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.me = cyclic
    expect(() => pyJsonDumpsSorted(cyclic)).toThrow(PyJsonDumpsError)
    expect(() => pyJsonDumpsSorted({ when: new Date(0), nested: { x: 1 } })).toThrow(PyJsonDumpsError)
  })

  it('honours the limit', () => {
    expect(pyJsonDumpsSorted({ a: 'x'.repeat(100) }, 10)).toBe('{"a": "xxx')
  })
})

describe("pyJsonLoads (Python's json.loads)", () => {
  it('keeps what JSON.parse loses', () => {
    expect(pyJsonLoads('1.0')).toEqual(new PyFloat(1))
    expect(pyJsonLoads('12345678901234567890')).toBe(12345678901234567890n)
    expect(pyJsonLoads('NaN')).toEqual(new PyFloat(Number.NaN))
    expect(pyJsonLoads('-Infinity')).toEqual(new PyFloat(Number.NEGATIVE_INFINITY))
    const dict = pyJsonLoads('{"b": 1, "1": 2, "b": 3}') as Map<string, unknown>
    expect([...dict.entries()]).toEqual([
      ['b', 3],
      ['1', 2],
    ])
  })

  it('fails where Python fails', () => {
    for (const text of ['', 'not json', '{"a": 1,}', '01', '[1 2]', '"\t"', "{'a': 1}", '1 2']) {
      expect(pyJsonLoads(text)).toBe(JSON_LOADS_FAILED)
    }
  })

  it('parses deep nesting without recursion', () => {
    const text = '['.repeat(200_000) + ']'.repeat(200_000)
    expect(pyJsonLoads(text)).not.toBe(JSON_LOADS_FAILED)
  })

  it('accepts surrounding whitespace and all escapes', () => {
    expect(pyJsonLoads(' {"q": "a\\u00e9\\n\\/"} ')).toEqual(new Map([['q', 'aé\n/']]))
  })
})

describe('code point helpers', () => {
  it('orders strings by code point like Python', () => {
    expect(compareCodePoints('\uff5e', '😀')).toBeLessThan(0)
    expect(compareCodePoints('a', 'b')).toBeLessThan(0)
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0)
  })

  it('never splits a surrogate pair', () => {
    expect(takeCodePoints('😀ab', 2)).toBe('😀a')
  })
})
