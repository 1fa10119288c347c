import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The shared folder beside the repository (`../shared`), as CI lays it out. */
export const SHARED_DIR = path.resolve(__dirname, '../../../shared')

/** Reads a JSONL file from `../shared`, one parsed object per line. */
export function readSharedJsonl<T>(relative: string): T[] {
  return readFileSync(path.join(SHARED_DIR, relative), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)
}
