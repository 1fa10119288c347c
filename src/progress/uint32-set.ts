// A set of unsigned 32-bit integers for counting distinct hashes on hot
// paths: open addressing over typed arrays, reused between uses, so adding a
// value allocates nothing (a `Set<number>` boxes every value above 2^30, and
// word hashes mostly are). Emptied in O(1) by a generation stamp.

/**
 * A reusable set of uint32 values holding at most the `capacity` given to
 * {@link Uint32Set.reset}.
 *
 * @example
 * const set = new Uint32Set()
 * set.reset(2)
 * set.add(7); set.add(7); set.add(0xffffffff)
 * set.size // 2
 */
export class Uint32Set {
  private keys = new Uint32Array(64)
  private stamps = new Uint32Array(64)
  private shift = 32 - 6
  private stamp = 0
  /** How many distinct values were added since the last reset. */
  size = 0

  /** Empties the set, with room for `capacity` values (at most half the table is ever filled). */
  reset(capacity: number): void {
    let bits = 6
    while (1 << bits < 2 * capacity + 2) bits++
    if (this.keys.length < 1 << bits) {
      this.keys = new Uint32Array(1 << bits)
      this.stamps = new Uint32Array(1 << bits)
      this.stamp = 0
    }
    this.shift = 32 - bits
    this.stamp = (this.stamp + 1) >>> 0
    if (this.stamp === 0) {
      this.stamps.fill(0)
      this.stamp = 1
    }
    this.size = 0
  }

  /** Adds a value (taken as uint32); the caller keeps the set within its capacity. */
  add(value: number): void {
    const v = value >>> 0
    const mask = (1 << (32 - this.shift)) - 1
    let i = Math.imul(v, 0x9e3779b1) >>> this.shift
    while (this.stamps[i] === this.stamp) {
      if (this.keys[i] === v) return
      i = (i + 1) & mask
    }
    this.stamps[i] = this.stamp
    this.keys[i] = v
    this.size++
  }
}
