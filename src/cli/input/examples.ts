import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The folder of example traces shipped in the package (`examples/traces`),
 * found from the package root, or `null` when it is missing (a trimmed
 * install).
 *
 * @example
 * examplesFolder('/app/node_modules/loopcheck') // '/app/node_modules/loopcheck/examples/traces'
 */
export function examplesFolder(packageRoot: string): string | null {
  const folder = join(packageRoot, 'examples', 'traces')
  return existsSync(folder) ? folder : null
}
