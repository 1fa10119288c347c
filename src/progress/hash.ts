// A small, fast, non-cryptographic 64-bit string hash. Identities only need
// to be equal for equal content and distinct otherwise with overwhelming
// probability; a 64-bit digest keeps collisions out of reach for the number
// of actions one trace holds (birthday bound around four billion), without
// pulling in `node:crypto`, which edge runtimes running the AI SDK guard lack.

const LANE_A_SEED = 0x811c9dc5
const LANE_B_SEED = 0x9e3779b9

/** Murmur3's finalizer: spreads every input bit over the whole 32-bit word. */
function avalanche(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const HEX = Array.from({ length: 16 }, (_, i) => i.toString(16).charCodeAt(0))

/** Two 32-bit words as 16 hex characters, built as one string (no intermediate pieces). */
function hex16(a: number, b: number): string {
  return String.fromCharCode(
    HEX[(a >>> 28) & 15]!,
    HEX[(a >>> 24) & 15]!,
    HEX[(a >>> 20) & 15]!,
    HEX[(a >>> 16) & 15]!,
    HEX[(a >>> 12) & 15]!,
    HEX[(a >>> 8) & 15]!,
    HEX[(a >>> 4) & 15]!,
    HEX[a & 15]!,
    HEX[(b >>> 28) & 15]!,
    HEX[(b >>> 24) & 15]!,
    HEX[(b >>> 20) & 15]!,
    HEX[(b >>> 16) & 15]!,
    HEX[(b >>> 12) & 15]!,
    HEX[(b >>> 8) & 15]!,
    HEX[(b >>> 4) & 15]!,
    HEX[b & 15]!,
  )
}

/**
 * Hashes a string to 16 hex characters. Linear in the string's length, one
 * pass, no allocation per character. Two independent lanes (an FNV-1a lane
 * and a multiply-rotate lane), each finalized, so the digest is 64 bits.
 *
 * @example
 * hashString('search:{"q":"paris"}') // '3f0c…' (16 hex characters, stable across runs)
 */
export function hashString(text: string): string {
  let a = LANE_A_SEED
  let b = LANE_B_SEED ^ text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
    b = (b << 13) | (b >>> 19)
  }
  a = avalanche(a ^ text.length)
  b = avalanche(b ^ a)
  return hex16(a, b)
}

/**
 * A 32-bit hash of a string, for shingle sets where a fixed-size integer is
 * cheaper than a string key. Collisions only blur a similarity estimate.
 *
 * @example
 * hash32('let me') // an unsigned 32-bit integer
 */
export function hash32(text: string): number {
  let h = LANE_A_SEED
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return avalanche(h ^ text.length)
}

/**
 * {@link hashString} of a text given in pieces, without building the text:
 * `begin` with the text's total length, `feed` the pieces in order, `end`
 * for the digest. The same digest as `hashString` of the concatenation.
 * One hasher digests one text at a time.
 *
 * @example
 * const hasher = new StringHasher()
 * hasher.begin(5)
 * hasher.feed('ab')
 * hasher.feedCode(44) // ','
 * hasher.feed('cd')
 * hasher.end() === hashString('ab,cd') // true
 */
export class StringHasher {
  private a = LANE_A_SEED
  private b = LANE_B_SEED
  private length = 0

  /** Starts a text of `length` characters. */
  begin(length: number): void {
    this.a = LANE_A_SEED
    this.b = LANE_B_SEED ^ length
    this.length = length
  }

  /** Feeds the next piece of the text. */
  feed(text: string): void {
    let a = this.a
    let b = this.b
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      a = Math.imul(a ^ c, 0x01000193)
      b = Math.imul(b ^ c, 0x5bd1e995)
      b = (b << 13) | (b >>> 19)
    }
    this.a = a
    this.b = b
  }

  /** Feeds one character, by its UTF-16 code. */
  feedCode(c: number): void {
    this.a = Math.imul(this.a ^ c, 0x01000193)
    const b = Math.imul(this.b ^ c, 0x5bd1e995)
    this.b = (b << 13) | (b >>> 19)
  }

  /** The digest of the text fed since `begin` (which must have been `length` characters long). */
  end(): string {
    const a = avalanche(this.a ^ this.length)
    const b = avalanche(this.b ^ a)
    return hex16(a, b)
  }
}
