import { describe, expect, it } from 'vitest'
import { pyFloatRepr, pyFormatFixed, pyIntStr, pyNumberStr, pyRound } from '../../src/python/number.js'

describe('pyRound (Python round(x, n))', () => {
  it.each([
    [0.03125, 4, 0.0312], // exact tie, to even (JavaScript toFixed gives 0.0313)
    [0.09375, 4, 0.0938], // exact tie, to even upwards
    [7.03125 - 8.0625, 4, -1.0312],
    [2.675, 2, 2.67], // stored below the tie
    [10 - 9.87654, 4, 0.1235],
    [-0.00001, 4, -0],
    [123456789.123456, 4, 123456789.1235],
    [2 ** 60, 4, 2 ** 60],
  ])('round(%d, %d) = %d', (x, digits, expected) => {
    expect(Object.is(pyRound(x, digits), expected)).toBe(true)
  })

  it('passes non-finite values through', () => {
    expect(pyRound(Number.NaN, 4)).toBeNaN()
    expect(pyRound(Number.POSITIVE_INFINITY, 4)).toBe(Number.POSITIVE_INFINITY)
  })
})

describe("pyFormatFixed (Python format(x, '.nf'))", () => {
  it.each([
    [0.125, 2, '0.12'],
    [0.875, 2, '0.88'],
    [0.375, 2, '0.38'],
    [0.8571428571428571, 2, '0.86'],
    [1, 2, '1.00'],
    [-0.001, 2, '-0.00'],
    [0, 2, '0.00'],
  ])('%d → %s', (x, digits, expected) => {
    expect(pyFormatFixed(x, digits)).toBe(expected)
  })
})

describe('pyFloatRepr (Python repr(float))', () => {
  it.each([
    [1, '1.0'],
    [0.1, '0.1'],
    [1e-5, '1e-05'],
    [0.0001, '0.0001'],
    [1e16, '1e+16'],
    [1e15, '1000000000000000.0'],
    [123456789012345680000, '1.2345678901234568e+20'],
    [-2.5e-7, '-2.5e-07'],
    [0.3846153846153846, '0.3846153846153846'],
    [-0, '-0.0'],
    [Number.NaN, 'nan'],
    [Number.NEGATIVE_INFINITY, '-inf'],
    [1e100, '1e+100'],
  ])('%d → %s', (x, expected) => {
    expect(pyFloatRepr(x)).toBe(expected)
  })
})

describe('integers', () => {
  it('prints every digit, never exponent notation', () => {
    expect(pyIntStr(1e21)).toBe('1000000000000000000000')
    expect(pyIntStr(-0)).toBe('0')
    expect(pyNumberStr(42)).toBe('42')
    expect(pyNumberStr(4.5)).toBe('4.5')
  })
})
