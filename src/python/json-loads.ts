import { PyFloat, type PyJsonValue } from './values.js'

/** Returned by {@link pyJsonLoads} when Python's `json.loads` would raise. */
export const JSON_LOADS_FAILED: unique symbol = Symbol('json.loads failed')

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y
const WHITESPACE = /[ \t\n\r]*/y

/**
 * Parses text the way Python's `json.loads` does, or returns
 * {@link JSON_LOADS_FAILED} where it would raise. Differences from
 * `JSON.parse` that change what the reference computes: `NaN`, `Infinity`
 * and `-Infinity` are accepted; integers keep every digit; `1.0` stays a
 * float; objects keep their key order exactly. Iterative, so deeply nested
 * input cannot overflow the stack.
 *
 * @example
 * pyJsonLoads('{"b": 1.0, "1": NaN}') // Map { 'b' => PyFloat(1), '1' => PyFloat(NaN) }
 * pyJsonLoads('not json')            // JSON_LOADS_FAILED
 */
export function pyJsonLoads(text: string): PyJsonValue | typeof JSON_LOADS_FAILED {
  try {
    return parse(text)
  } catch (error) {
    if (error === SYNTAX) return JSON_LOADS_FAILED
    throw error
  }
}

const SYNTAX = new Error('json syntax')

type Container = { kind: 'list'; value: PyJsonValue[] } | { kind: 'dict'; value: Map<string, PyJsonValue>; key: string }

function parse(text: string): PyJsonValue {
  let pos = 0
  const skip = (): void => {
    WHITESPACE.lastIndex = pos
    WHITESPACE.exec(text)
    pos = WHITESPACE.lastIndex
  }
  const expect = (ch: string): void => {
    if (text[pos] !== ch) throw SYNTAX
    pos++
  }
  const readString = (): string => {
    expect('"')
    let out = ''
    let start = pos
    for (;;) {
      const code = text.charCodeAt(pos)
      if (Number.isNaN(code)) throw SYNTAX
      if (code === 0x22) {
        out += text.slice(start, pos)
        pos++
        return out
      }
      if (code < 0x20) throw SYNTAX
      if (code === 0x5c) {
        out += text.slice(start, pos)
        const esc = text[pos + 1]
        pos += 2
        switch (esc) {
          case '"':
            out += '"'
            break
          case '\\':
            out += '\\'
            break
          case '/':
            out += '/'
            break
          case 'b':
            out += '\b'
            break
          case 'f':
            out += '\f'
            break
          case 'n':
            out += '\n'
            break
          case 'r':
            out += '\r'
            break
          case 't':
            out += '\t'
            break
          case 'u': {
            const hex = text.slice(pos, pos + 4)
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw SYNTAX
            out += String.fromCharCode(Number.parseInt(hex, 16))
            pos += 4
            break
          }
          default:
            throw SYNTAX
        }
        start = pos
        continue
      }
      pos++
    }
  }
  const readScalar = (): PyJsonValue => {
    const ch = text[pos]
    if (ch === '"') return readString()
    if (text.startsWith('null', pos)) {
      pos += 4
      return null
    }
    if (text.startsWith('true', pos)) {
      pos += 4
      return true
    }
    if (text.startsWith('false', pos)) {
      pos += 5
      return false
    }
    if (text.startsWith('NaN', pos)) {
      pos += 3
      return new PyFloat(Number.NaN)
    }
    if (text.startsWith('Infinity', pos)) {
      pos += 8
      return new PyFloat(Number.POSITIVE_INFINITY)
    }
    if (text.startsWith('-Infinity', pos)) {
      pos += 9
      return new PyFloat(Number.NEGATIVE_INFINITY)
    }
    NUMBER.lastIndex = pos
    const match = NUMBER.exec(text)
    if (match === null) throw SYNTAX
    pos = NUMBER.lastIndex
    if (match[1] !== undefined || match[2] !== undefined) return new PyFloat(Number(match[0]))
    const asNumber = Number(match[0])
    return Number.isSafeInteger(asNumber) ? asNumber : BigInt(match[0])
  }

  const stack: Container[] = []
  let result: PyJsonValue = null
  let haveValue = false
  skip()
  // Each turn either opens a container, or produces a value and attaches it to
  // the innermost open container (closing containers as they end).
  for (;;) {
    let value: PyJsonValue
    const ch = text[pos]
    if (ch === '[') {
      pos++
      skip()
      if (text[pos] === ']') {
        pos++
        value = []
      } else {
        stack.push({ kind: 'list', value: [] })
        continue
      }
    } else if (ch === '{') {
      pos++
      skip()
      if (text[pos] === '}') {
        pos++
        value = new Map()
      } else {
        const key = readString()
        skip()
        expect(':')
        skip()
        stack.push({ kind: 'dict', value: new Map(), key })
        continue
      }
    } else {
      value = readScalar()
    }
    // Attach the value, then close every container that ends here.
    for (;;) {
      const top = stack[stack.length - 1]
      if (top === undefined) {
        result = value
        haveValue = true
        break
      }
      if (top.kind === 'list') top.value.push(value)
      else top.value.set(top.key, value)
      skip()
      const sep = text[pos]
      if (sep === ',') {
        pos++
        skip()
        if (top.kind === 'dict') {
          top.key = readString()
          skip()
          expect(':')
          skip()
        }
        break
      }
      if ((top.kind === 'list' && sep === ']') || (top.kind === 'dict' && sep === '}')) {
        pos++
        stack.pop()
        value = top.value
        continue
      }
      throw SYNTAX
    }
    if (haveValue) break
    skip()
  }
  skip()
  if (pos !== text.length) throw SYNTAX
  return result
}
