import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The repository's copy of the project's shared material (`test/fixtures/shared`,
 * copied from `../shared`; see its README for where each file came from). Tests
 * read this copy, never `../shared` itself, so a clone anywhere passes.
 */
export const SHARED_DIR = path.resolve(__dirname, '../fixtures/shared')

/** Reads a JSONL file from the shared copy, one parsed object per line. */
export function readSharedJsonl<T>(relative: string): T[] {
  return readFileSync(path.join(SHARED_DIR, relative), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)
}
