// Python's number formatting, reproduced exactly. The reference
// implementations print and round floats the way CPython does (shortest repr,
// round-half-even on the exact binary value); JavaScript's `toFixed` and
// `String` differ on ties and on where exponent notation starts.

const TWO = 2n
const TEN = 10n

/** Splits a finite, non-zero double into an exact `mantissa * 2 ** exponent`. */
function decompose(x: number): { negative: boolean; mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, x)
  const hi = view.getUint32(0)
  const lo = view.getUint32(4)
  const negative = hi >>> 31 === 1
  const biased = (hi >>> 20) & 0x7ff
  const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo)
  if (biased === 0) return { negative, mantissa: fraction, exponent: -1074 }
  return { negative, mantissa: fraction | (1n << 52n), exponent: biased - 1075 }
}

/**
 * Rounds `|x| * 10 ** digits` to an integer, half to even, on the exact value
 * of the double (what CPython's dtoa does for `round()` and `format()`).
 */
function scaledHalfEven(x: number, digits: number): { negative: boolean; units: bigint } {
  if (x === 0) return { negative: Object.is(x, -0), units: 0n }
  const { negative, mantissa, exponent } = decompose(x)
  const scale = TEN ** BigInt(digits)
  if (exponent >= 0) return { negative, units: (mantissa << BigInt(exponent)) * scale }
  const denominator = 1n << BigInt(-exponent)
  const numerator = mantissa * scale
  let units = numerator / denominator
  const twiceRemainder = (numerator - units * denominator) * TWO
  if (twiceRemainder > denominator || (twiceRemainder === denominator && units % TWO === 1n)) units += 1n
  return { negative, units }
}

function withDecimalPoint(units: bigint, digits: number): string {
  if (digits === 0) return units.toString()
  const text = units.toString().padStart(digits + 1, '0')
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * Python's `round(x, digits)` for a float: correctly rounded, ties to even
 * on the exact binary value, so `pyRound(7.03125 - 8.0625, 4)` is `-1.0312`
 * where `Number(x.toFixed(4))` gives `-1.0313`.
 *
 * @example
 * pyRound(0.03125, 4) // 0.0312
 * pyRound(2.675, 2)   // 2.67 (2.675 is stored as 2.67499999…)
 */
export function pyRound(x: number, digits: number): number {
  if (!Number.isFinite(x) || x === 0) return x
  if (Number.isInteger(x) && Math.abs(x) >= 2 ** 52) return x
  const { negative, units } = scaledHalfEven(x, digits)
  const magnitude = Number.parseFloat(withDecimalPoint(units, digits))
  return negative ? -magnitude : magnitude
}

/**
 * Python's `format(x, f'.{digits}f')`: fixed notation, ties to even on the
 * exact binary value, the sign kept on negative values that round to zero.
 *
 * @example
 * pyFormatFixed(0.125, 2) // '0.12' (JavaScript's toFixed gives '0.13')
 * pyFormatFixed(0.875, 2) // '0.88'
 */
export function pyFormatFixed(x: number, digits: number): string {
  if (Number.isNaN(x)) return 'nan'
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf'
  const { negative, units } = scaledHalfEven(x, digits)
  return `${negative ? '-' : ''}${withDecimalPoint(units, digits)}`
}

/**
 * Python's `repr(float)`: the shortest digits that round-trip, in fixed
 * notation for exponents from -4 to 15 and scientific notation otherwise,
 * always with a `.0` or an exponent so it reads as a float.
 *
 * @example
 * pyFloatRepr(1)      // '1.0'
 * pyFloatRepr(1e-5)   // '1e-05'
 * pyFloatRepr(1e16)   // '1e+16'
 * pyFloatRepr(0.1)    // '0.1'
 */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan'
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf'
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0'
  const sign = x < 0 ? '-' : ''
  const [mantissaText, exponentText] = Math.abs(x).toExponential().split('e') as [string, string]
  const digits = mantissaText.replace('.', '')
  const exponent = Number(exponentText)
  if (exponent < -4 || exponent >= 16) {
    const mantissa = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`
    const expSign = exponent < 0 ? '-' : '+'
    return `${sign}${mantissa}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`
  const intDigits = exponent + 1
  if (digits.length <= intDigits) return `${sign}${digits}${'0'.repeat(intDigits - digits.length)}.0`
  return `${sign}${digits.slice(0, intDigits)}.${digits.slice(intDigits)}`
}

/**
 * Python's `str(int)` for an integral JavaScript number: every digit of the
 * exact value, never exponent notation (`1e21` prints as
 * `1000000000000000000000`), and `-0` as `0`.
 *
 * @example
 * pyIntStr(42)    // '42'
 * pyIntStr(1e21)  // '1000000000000000000000'
 */
export function pyIntStr(x: number): string {
  if (Number.isSafeInteger(x)) return String(x === 0 ? 0 : x)
  return BigInt(x).toString()
}

/**
 * How a JavaScript number prints under Python's `str()`. JSON cannot say
 * whether `1` was written `1` or `1.0`, so integral numbers print as Python
 * ints and everything else as Python floats: the one known difference from
 * the reference is a float with an integral value (`1.0` prints as `1`).
 *
 * @example
 * pyNumberStr(3)     // '3'
 * pyNumberStr(0.5)   // '0.5'
 * pyNumberStr(NaN)   // 'nan'
 */
export function pyNumberStr(x: number): string {
  return Number.isInteger(x) ? pyIntStr(x) : pyFloatRepr(x)
}
