import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: the benchmark generator is plain JavaScript with no declaration file
import { issueTraceText as issueTraceUntyped, pythonRandom as pythonRandomUntyped } from '../../bench/generate.mjs'

const issueTraceText = issueTraceUntyped as (options?: { n?: number; words?: number; depth?: number; seed?: number }) => string
const pythonRandom = pythonRandomUntyped as (seed: number) => { next32(): number; randbelow(n: number): number }

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

// Issue 16 names its trace by a Python command; the benchmark rebuilds it in
// JavaScript so `npm run bench` needs no Python. These hashes are of the
// script's own output (`python3 bench/gen_big_trace.py ... | sha256sum`,
// Python 3.11.7), so the benchmark measures exactly the issue's bytes.
describe("issue 16's benchmark trace", () => {
  it("is byte for byte what gen_big_trace.py prints for the issue's arguments", () => {
    expect(sha256(issueTraceText({ n: 2000, words: 80, depth: 300 }))).toBe('373192544b23cb2a74ac386e2b6630b5c09cf02d3f7d89c5973412f7c19d672b')
  })

  it('follows the script for other arguments too', () => {
    expect(sha256(issueTraceText({ n: 50, words: 10, depth: 5 }))).toBe('642f88a39e8140d1084605237ed6eb38be63c18a797823014c1d45d7ca1c37db')
  })

  it("draws what Python's random.Random(3) draws", () => {
    // python3 -c "import random; r = random.Random(3); print([r.getrandbits(32) for _ in range(3)], [r._randbelow(409) for _ in range(3)])"
    const random = pythonRandom(3)
    expect([random.next32(), random.next32(), random.next32()]).toEqual([1022050301, 2545373330, 2337446730])
    expect([random.randbelow(409), random.randbelow(409), random.randbelow(409)]).toEqual([66, 189, 309])
  })
})
