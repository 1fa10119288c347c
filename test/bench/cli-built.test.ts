import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'tsup'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedTable } from './support.js'

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, '../..')
// Inside the repository (under node_modules/.cache) so the bundle resolves
// its dependencies (zod...) exactly as dist/cli.js does.
const CACHE = path.join(ROOT, 'node_modules/.cache')
mkdirSync(CACHE, { recursive: true })
const out = mkdtempSync(path.join(CACHE, 'loopcheck-cli-test-'))
let cli = ''

// The command as `npm run build` bundles it (same entry and options as the
// `cli` entry of tsup.config.ts), built into a private folder so this test
// never races another build over dist/.
beforeAll(async () => {
  await build({
    config: false,
    entry: { cli: path.join(ROOT, 'src/cli/main.ts') },
    format: ['esm'],
    outDir: out,
    target: 'node20',
    platform: 'node',
    splitting: false,
    sourcemap: false,
    dts: false,
    clean: false,
    silent: true,
  })
  cli = path.join(out, 'cli.js')
}, 60_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

// Relative to the repository root: the repository's copy of ../shared/bench.
const DATASET = 'test/fixtures/shared/bench/semloop-dataset.jsonl'

describe('the built loopcheck command', () => {
  it('keeps the shebang', () => {
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true)
  })

  it("prints the seed's lexical baseline", async () => {
    const { stdout, stderr } = await run(process.execPath, [cli, 'bench', '--dataset', DATASET, '--detector', 'lexical'], { cwd: ROOT })
    expect(stderr).toBe('')
    for (const [family, [correct, n]] of Object.entries(seedTable(/^family\s+lexical$/, 0))) {
      expect(stdout).toMatch(new RegExp(`^${family} +${correct}/${n}$`, 'm'))
    }
    expect(stdout).toContain('Totals: stagnation 24/60 (40%) · verdict 36/60 (60%)')
  })

  it('prints the oracle as one JSON object, at least 54/60', async () => {
    const { stdout } = await run(process.execPath, [cli, 'bench', '--dataset', DATASET, '--detector', 'oracle', '--json'], { cwd: ROOT })
    const summary = JSON.parse(stdout)
    expect(summary.detector).toBe('oracle')
    expect(summary.n).toBe(60)
    expect(summary.totals.stagnationCorrect).toBeGreaterThanOrEqual(54)
  })

  it('exits 2 on a usage error', async () => {
    const failure = await run(process.execPath, [cli, 'bench', '--detector', 'lexical'], { cwd: ROOT }).catch((e: { code: number; stderr: string }) => e)
    expect(failure).toMatchObject({ code: 2 })
    expect((failure as { stderr: string }).stderr).toContain('--dataset <file.jsonl> is required')
  })
})
