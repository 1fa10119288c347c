// Finding and loading `loopcheck.config.*` (the edge: files and module
// loading). TypeScript configs load through jiti, JavaScript ones through
// Node's own import.

import { existsSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseOptions } from '../../util/options-schema.js'
import { UsageError } from '../../util/usage-error.js'
import { LoopcheckConfigSchema, type LoopcheckConfig } from './define.js'

/**
 * The names the CLI looks for in the working folder, in this order.
 *
 * @example
 * CONFIG_FILES[0] // 'loopcheck.config.ts'
 */
export const CONFIG_FILES = ['loopcheck.config.ts', 'loopcheck.config.mts', 'loopcheck.config.js', 'loopcheck.config.mjs'] as const

/**
 * The configuration file to load: `explicit` when given (it must exist), else
 * the first of {@link CONFIG_FILES} in `cwd`, else `null`.
 *
 * @example
 * findConfigFile('/repo') // '/repo/loopcheck.config.ts'
 */
export function findConfigFile(cwd: string, explicit?: string): string | null {
  if (explicit !== undefined) {
    const path = isAbsolute(explicit) ? explicit : resolve(cwd, explicit)
    if (!existsSync(path)) throw new UsageError(`--config ${explicit}: no such file`)
    return path
  }
  for (const name of CONFIG_FILES) {
    const path = join(cwd, name)
    if (existsSync(path)) return path
  }
  return null
}

/**
 * Loads and validates a configuration file's default export. A file that
 * fails to load, or an export the schema rejects (a misspelt option names
 * the closest valid one), is a {@link UsageError} naming the file.
 *
 * @example
 * const config = await loadConfigFile('/repo/loopcheck.config.ts')
 */
export async function loadConfigFile(path: string): Promise<LoopcheckConfig> {
  let loaded: unknown
  try {
    if (/\.[cm]?ts$/.test(path)) {
      const { createJiti } = await import('jiti')
      loaded = await createJiti(pathToFileURL(path).href, { moduleCache: false }).import(path, { default: true })
    } else {
      const module = (await import(pathToFileURL(path).href)) as { default?: unknown }
      loaded = module.default
    }
  } catch (error) {
    throw new UsageError(`${path}: could not load the configuration: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  }
  if (loaded === undefined) throw new UsageError(`${path}: the configuration has no default export (export default defineConfig({ ... }))`)
  try {
    return parseOptions(LoopcheckConfigSchema, loaded, path) as LoopcheckConfig
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}
