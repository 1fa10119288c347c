// The repository keeps copies of ../shared (test/fixtures/shared) so tests pass
// in a clone anywhere. These checks keep the copies honest: intact, and still
// equal to the originals wherever the shared folder is laid beside the clone.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SHARED_DIR } from './shared.js'

const sums = readFileSync(path.join(SHARED_DIR, 'SHA256SUMS'), 'utf8')
  .trimEnd()
  .split('\n')
  .map((line) => {
    const [hash, file] = line.split(/\s+/)
    return { hash: hash as string, file: (file as string).replace(/^\.\//, '') }
  })
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const ORIGINALS = path.resolve(SHARED_DIR, '../../../../shared')

describe('the copy of ../shared in test/fixtures/shared', () => {
  it('lists the files the tests read', () => {
    expect(sums.map((s) => s.file)).toEqual(
      expect.arrayContaining([
        'bench/semloop-dataset.jsonl',
        'parity/deepeval-cases.jsonl',
        'parity/loop-health-cases.jsonl',
        'formats/_canonical-span-tree.json',
      ]),
    )
  })

  it.each(sums)('$file is intact', ({ file, hash }) => {
    expect(sha256(path.join(SHARED_DIR, file))).toBe(hash)
  })

  it('keeps the seed benchmark byte-identical to the published file (134,174 bytes)', () => {
    expect(readFileSync(path.join(SHARED_DIR, 'bench/semloop-dataset.jsonl')).length).toBe(134_174)
  })

  it.runIf(existsSync(ORIGINALS))('equals ../shared wherever the shared folder is beside the clone', () => {
    const stale = sums.filter(
      ({ file }) => existsSync(path.join(ORIGINALS, file)) && sha256(path.join(ORIGINALS, file)) !== sha256(path.join(SHARED_DIR, file)),
    )
    expect(stale.map((s) => s.file)).toEqual([])
  })
})
