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

const HEX_BYTE = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

function hex8(n: number): string {
  return HEX_BYTE[(n >>> 24) & 255]! + HEX_BYTE[(n >>> 16) & 255]! + HEX_BYTE[(n >>> 8) & 255]! + HEX_BYTE[n & 255]!
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
  return hex8(a) + hex8(b)
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
