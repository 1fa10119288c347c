import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SHARED_DIR } from '../support/shared.js'

/** The benchmark dataset the seed published. */
export const DATASET = path.join(SHARED_DIR, 'bench/semloop-dataset.jsonl')

/**
 * A per-family column of one of the seed's published tables: the rows under
 * the header line `family  <columns>`, as `{ family: [correct, n] }`.
 */
export function seedTable(header: RegExp, column: number): Record<string, [number, number]> {
  const lines = readFileSync(path.join(SHARED_DIR, 'seeds/003_cac29661a0b2dd57.txt'), 'utf8').split('\n')
  const start = lines.findIndex((line) => header.test(line))
  if (start < 0) throw new Error(`no seed table matching ${header}`)
  const table: Record<string, [number, number]> = {}
  for (const line of lines.slice(start + 2)) {
    const match = /^([a-z_]+)\s+((?:\d+\/\d+\s*)+)/.exec(line)
    if (match === null) break
    const cell = match[2]!.trim().split(/\s+/)[column]!
    const [correct, n] = cell.split('/').map(Number)
    table[match[1]!] = [correct!, n!]
  }
  return table
}
