import { randomBytes } from 'node:crypto'
import * as nodeFs from 'node:fs'
import * as path from 'node:path'
import type { LoopHealthResult } from './result.js'

/** The file-system calls an atomic write makes; replaceable in tests. */
export type AtomicWriteFileSystem = Pick<typeof nodeFs, 'mkdirSync' | 'openSync' | 'writeFileSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'rmSync'>

/** Options for {@link writeJsonFileAtomic}. */
export interface AtomicWriteOptions {
  /** Spaces of indentation. Default 2, as the reference's `json.dumps(indent=2)`. */
  indent?: number
  /** Default: `node:fs`. */
  fileSystem?: AtomicWriteFileSystem
}

/**
 * Thrown when a result cannot be saved. Whatever file was at `path` before
 * is still there, unchanged.
 *
 * @example
 * try { saveLoopHealthResult(health, 'out/health.json') }
 * catch (error) { if (error instanceof LoopHealthSaveError) console.error(error.path, error.cause) }
 */
export class LoopHealthSaveError extends Error {
  override readonly name = 'LoopHealthSaveError'
  /** The absolute path that was being written. */
  readonly path: string

  constructor(filePath: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(`could not save loop health to ${filePath}: ${reason}`, { cause })
    this.path = filePath
  }
}

/**
 * Writes a value as JSON so that readers only ever see the old file or the
 * complete new one: the text goes to a temporary file in the same folder
 * (same file system, so the rename is atomic), is flushed to disk, then
 * renamed over the target. Parent folders are created. On any failure the
 * temporary file is removed, an earlier file is left intact, and a
 * {@link LoopHealthSaveError} is thrown. Returns the absolute path written.
 *
 * @example
 * writeJsonFileAtomic('reports/loop-health.json', health.toDict())
 */
export function writeJsonFileAtomic(filePath: string, value: unknown, options: AtomicWriteOptions = {}): string {
  const fs = options.fileSystem ?? nodeFs
  const target = path.resolve(filePath)
  let temp: string | null = null
  let fd: number | null = null
  try {
    // Serialise first: a value JSON cannot hold must not touch the disk.
    const text = `${JSON.stringify(value, null, options.indent ?? 2)}\n`
    const folder = path.dirname(target)
    fs.mkdirSync(folder, { recursive: true })
    temp = path.join(folder, `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
    fd = fs.openSync(temp, 'wx')
    fs.writeFileSync(fd, text)
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    fd = null
    fs.renameSync(temp, target)
    temp = null
    return target
  } catch (error) {
    if (fd !== null) {
      try {
        fs.closeSync(fd)
      } catch {
        // Already failing; the original error is the one worth reporting.
      }
    }
    if (temp !== null) {
      try {
        fs.rmSync(temp, { force: true })
      } catch {
        // Same: a leftover temporary file is better than a hidden cause.
      }
    }
    throw new LoopHealthSaveError(target, error)
  }
}

/**
 * Saves a loop-health result's {@link LoopHealthResult.toDict} as JSON,
 * atomically (see {@link writeJsonFileAtomic}). Returns the absolute path.
 *
 * @example
 * saveLoopHealthResult(health, 'reports/loop-health.json')
 */
export function saveLoopHealthResult(result: LoopHealthResult, filePath: string, options: AtomicWriteOptions = {}): string {
  return writeJsonFileAtomic(filePath, result.toDict(), options)
}
