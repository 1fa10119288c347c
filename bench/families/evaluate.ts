// Scores benchmark rows with a detector, per family, with the benchmark
// runner's definitions:
// - stagnation correct: the reasoning sub-score is below 1 where the row says
//   `stagnation: true`, exactly 1 where it says false;
// - verdict correct: `success` is false where the row says `loop: true`,
//   true where it says false.
//
//   npx tsx bench/families/evaluate.ts                      # both datasets, deepeval and progress
//   npx tsx bench/families/evaluate.ts --json               # the same as JSON
//   npx tsx bench/families/evaluate.ts <file.jsonl> ...     # other datasets

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { detectLoops } from '../../src/report/detect.js'
import { FAMILIES_FILE } from './generate.js'

/** One family's tally. */
export interface FamilyScore {
  family: string
  rows: number
  stagnation: number
  verdict: number
  /** Rows the detector got wrong on either count. */
  misses: string[]
}

/** A dataset's tally for one detector. */
export interface DatasetScore {
  detector: string
  rows: number
  stagnation: number
  verdict: number
  families: FamilyScore[]
}

interface Row {
  trace_id: string
  family: string
  loop: boolean
  stagnation: boolean
}

/** Reads a JSONL file of benchmark rows. */
export function readRows(file: string): Array<Row & Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row & Record<string, unknown>)
}

/**
 * Scores rows with a detector, per family (families in name order).
 *
 * @example
 * evaluateRows(readRows('../shared/bench/semloop-dataset.jsonl'), 'progress').verdict // 60
 */
export function evaluateRows(rows: ReadonlyArray<Row & Record<string, unknown>>, detector: string): DatasetScore {
  const families = new Map<string, FamilyScore>()
  for (const row of rows) {
    const report = detectLoops(row, { detector })
    const stagnationOk = row.stagnation ? report.breakdown.reasoningStagnation < 1 : report.breakdown.reasoningStagnation === 1
    const verdictOk = row.loop ? !report.success : report.success
    let family = families.get(row.family)
    if (family === undefined) {
      family = { family: row.family, rows: 0, stagnation: 0, verdict: 0, misses: [] }
      families.set(row.family, family)
    }
    family.rows++
    if (stagnationOk) family.stagnation++
    if (verdictOk) family.verdict++
    if (!stagnationOk || !verdictOk) family.misses.push(row.trace_id)
  }
  const sorted = [...families.values()].sort((a, b) => (a.family < b.family ? -1 : 1))
  return {
    detector,
    rows: rows.length,
    stagnation: sorted.reduce((sum, f) => sum + f.stagnation, 0),
    verdict: sorted.reduce((sum, f) => sum + f.verdict, 0),
    families: sorted,
  }
}

/** A side-by-side table of several detectors' scores on one dataset. */
export function formatComparison(title: string, scores: readonly DatasetScore[]): string {
  const lines = [title, `${'family'.padEnd(30)}${scores.map((s) => `${s.detector} stag`.padStart(16) + `${s.detector} verdict`.padStart(19)).join('')}`]
  for (const family of scores[0]!.families) {
    const cells = scores.map((s) => {
      const f = s.families.find((x) => x.family === family.family)!
      return `${f.stagnation}/${f.rows}`.padStart(16) + `${f.verdict}/${f.rows}`.padStart(19)
    })
    lines.push(`${family.family.padEnd(30)}${cells.join('')}`)
  }
  lines.push(`${'TOTAL'.padEnd(30)}${scores.map((s) => `${s.stagnation}/${s.rows}`.padStart(16) + `${s.verdict}/${s.rows}`.padStart(19)).join('')}`)
  return lines.join('\n')
}

/** The seed benchmark: the repository's copy of ../shared/bench/semloop-dataset.jsonl. */
export const SEED_DATASET = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/shared/bench/semloop-dataset.jsonl')

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  const datasets = files.length > 0 ? files : [SEED_DATASET, FAMILIES_FILE]
  const results = datasets.map((file) => {
    const rows = readRows(file)
    return { file, scores: ['deepeval', 'progress'].map((detector) => evaluateRows(rows, detector)) }
  })
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
  else for (const { file, scores } of results) process.stdout.write(`${formatComparison(path.relative(process.cwd(), file), scores)}\n\n`)
}
