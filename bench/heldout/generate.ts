// Writes bench/heldout/heldout.jsonl: the held-out loop-detection benchmark.
// Deterministic: every instance draws from a PRNG seeded by its family name
// and instance number, so regenerating writes byte-identical rows.
//
//   npx tsx bench/heldout/generate.ts            # writes heldout.jsonl
//   npx tsx bench/heldout/generate.ts --check    # fails if the file is stale
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Rng, seedOf, type Family } from './lib.js'
import { pollingFamilies } from './families/polling.js'
import { batchFamilies } from './families/batch.js'
import { retryFamilies } from './families/retries.js'
import { cycleFamilies } from './families/cycles.js'
import { agentFamilies } from './families/agents.js'
import { searchFamilies } from './families/search.js'
import { textFamilies } from './families/text.js'
import { fileFamilies } from './families/files.js'

export const INSTANCES = 6

export const FAMILIES: Family[] = [
  ...pollingFamilies,
  ...batchFamilies,
  ...retryFamilies,
  ...cycleFamilies,
  ...agentFamilies,
  ...searchFamilies,
  ...textFamilies,
  ...fileFamilies,
]

export function generateRows(): Array<Record<string, unknown>> {
  const seen = new Set<string>()
  const rows: Array<Record<string, unknown>> = []
  for (const f of FAMILIES) {
    if (seen.has(f.family)) throw new Error(`duplicate family ${f.family}`)
    seen.add(f.family)
    for (let i = 0; i < INSTANCES; i++) {
      const r = new Rng(seedOf(`heldout/${f.family}#${i}`))
      const { goal, root } = f.make(r, i)
      rows.push({
        trace_id: `${f.family}-${String(i).padStart(2, '0')}`,
        family: f.family,
        isolates: f.isolates,
        loop: f.loop,
        stagnation: f.stagnation,
        goal,
        root,
      })
    }
  }
  return rows
}

const here = dirname(fileURLToPath(import.meta.url))
const out = join(here, 'heldout.jsonl')
const text = generateRows().map((row) => JSON.stringify(row)).join('\n') + '\n'

if (process.argv.includes('--check')) {
  const current = readFileSync(out, 'utf8')
  if (current !== text) {
    console.error('bench/heldout/heldout.jsonl is stale: run npx tsx bench/heldout/generate.ts')
    process.exit(1)
  }
  console.log('heldout.jsonl is up to date')
} else {
  writeFileSync(out, text)
  console.log(`wrote ${text.trimEnd().split('\n').length} rows (${FAMILIES.length} families x ${INSTANCES}) to ${out}`)
}
