// Writes the progress families benchmark: every family in healthy.ts and
// loops.ts, six instances each, seeded so the file is the same on every run.
//
//   npx tsx bench/families/generate.ts            # writes bench/families/progress-families.jsonl
//   npx tsx bench/families/generate.ts --check    # exits 1 when the committed file is stale

import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { HEALTHY_FAMILIES, type Family } from './healthy.js'
import { LOOP_FAMILIES } from './loops.js'
import { GOALS } from './pools.js'
import { agent, seededRandom, type FamilyRow } from './spans.js'

/** Every family, healthy first. */
export const FAMILIES: readonly Family[] = [...HEALTHY_FAMILIES, ...LOOP_FAMILIES]

/** Instances per family. */
export const INSTANCES = 6

/** Where the generated rows live, beside this file. */
export const FAMILIES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'progress-families.jsonl')

/**
 * Builds every row: family by family, instance by instance, each instance
 * from its own seed (family index × 1000 + instance), so adding a family
 * leaves the others unchanged.
 */
export function generateFamilyRows(): FamilyRow[] {
  const rows: FamilyRow[] = []
  FAMILIES.forEach((family, f) => {
    for (let i = 0; i < INSTANCES; i++) {
      const r = seededRandom(f * 1000 + i + 1)
      const goal = r.pick(GOALS)
      const root = agent('engineer', goal, '', family.build(r, goal))
      rows.push({
        trace_id: `${family.name}-${String(i).padStart(2, '0')}`,
        family: family.name,
        isolates: family.isolates,
        loop: family.loop,
        stagnation: family.stagnation,
        goal,
        root,
      })
    }
  })
  return rows
}

/** The rows as JSONL text. */
export function familiesJsonl(): string {
  return (
    generateFamilyRows()
      .map((row) => JSON.stringify(row))
      .join('\n') + '\n'
  )
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = familiesJsonl()
  if (process.argv.includes('--check')) {
    const current = readFileSync(FAMILIES_FILE, 'utf8')
    if (current !== text) {
      process.stderr.write(`${FAMILIES_FILE} is stale; run: npx tsx bench/families/generate.ts\n`)
      process.exit(1)
    }
  } else {
    writeFileSync(FAMILIES_FILE, text)
    process.stdout.write(`wrote ${FAMILIES.length * INSTANCES} rows (${FAMILIES.length} families) to ${FAMILIES_FILE}\n`)
  }
}
