// Per-family results of loopcheck's detectors on a frozen benchmark set
// (rows in the seed's format). It reads the rows and never changes them.
//
//   npx tsx bench/score-set.ts <rows.jsonl> [detector ...]     (default: deepeval progress)
//   npx tsx bench/score-set.ts bench/heldout/heldout.jsonl
//   npx tsx bench/score-set.ts bench/blind/blind.jsonl
//
// verdict correct:     report.success is false where loop is true, true where loop is false
// stagnation correct:  breakdown.reasoningStagnation < 1 where stagnation is true, exactly 1 where false
// flagged correct:     report.loopDetected equals loop (the verdict toHaveNoAgentLoops and the CLI use)
import { readFileSync } from 'node:fs'
import { detectLoops } from '../src/index.js'

interface Row {
  trace_id: string
  family: string
  loop: boolean
  stagnation: boolean
}

const [file, ...named] = process.argv.slice(2)
if (file === undefined) throw new Error('usage: npx tsx bench/score-set.ts <rows.jsonl> [detector ...]')
// Rows without a family (real trajectories) are grouped by their source and label; rows without a stagnation label count it as false.
const rows = readFileSync(file, 'utf8')
  .trimEnd()
  .split('\n')
  .map((l) => JSON.parse(l) as Row & Record<string, unknown>)
  .map((row) => ({ ...row, family: row.family ?? `${String(row.source ?? 'all')}${row.loop ? ' (loops)' : ''}`, stagnation: row.stagnation ?? false }))
const detectors = named.length ? named : ['deepeval', 'progress']

type Tally = { verdict: number; stagnation: number; flagged: number; n: number }
const families = [...new Set(rows.map((r) => r.family))]
const table = new Map<string, Map<string, Tally>>()
for (const d of detectors) {
  const per = new Map<string, Tally>()
  for (const row of rows) {
    const rep = detectLoops(row, { detector: d })
    const t = per.get(row.family) ?? { verdict: 0, stagnation: 0, flagged: 0, n: 0 }
    t.n++
    if (rep.success === !row.loop) t.verdict++
    const s = rep.breakdown.reasoningStagnation
    if (row.stagnation ? s < 1 : s === 1) t.stagnation++
    if (rep.loopDetected === row.loop) t.flagged++
    per.set(row.family, t)
  }
  table.set(d, per)
}

const label = (f: string) => {
  const r = rows.find((x) => x.family === f) as Row
  return `${r.loop ? 'loop' : 'ok  '} ${r.stagnation ? 'stag' : '    '}`
}
const head = ['family'.padEnd(28), 'labels   ', ...detectors.map((d) => `${d}: verdict stag flagged`.padEnd(d.length + 24))].join(' ')
console.log(head)
console.log('-'.repeat(head.length))
for (const f of families) {
  const cells = detectors.map((d) => {
    const t = table.get(d)?.get(f) as Tally
    return `${' '.repeat(d.length + 2)}${`${t.verdict}/${t.n}`.padStart(7)} ${`${t.stagnation}/${t.n}`.padStart(4)} ${`${t.flagged}/${t.n}`.padStart(7)}`.padEnd(
      d.length + 24,
    )
  })
  console.log([f.padEnd(28), label(f), ...cells].join(' '))
}
console.log('-'.repeat(head.length))
for (const d of detectors) {
  const per = [...(table.get(d)?.values() ?? [])]
  const sum = (k: keyof Tally) => per.reduce((a, t) => a + t[k], 0)
  const n = sum('n')
  const split = (loop: boolean, k: keyof Tally) => {
    const fs = families.filter((f) => rows.find((r) => r.family === f)?.loop === loop)
    const ts = fs.map((f) => table.get(d)?.get(f) as Tally)
    return `${ts.reduce((a, t) => a + t[k], 0)}/${ts.reduce((a, t) => a + t.n, 0)}`
  }
  console.log(
    `${d}: verdict ${sum('verdict')}/${n} (loops ${split(true, 'verdict')}, healthy ${split(false, 'verdict')}) · ` +
      `stagnation ${sum('stagnation')}/${n} · flagged (loopDetected) ${sum('flagged')}/${n} (loops ${split(true, 'flagged')}, healthy ${split(false, 'flagged')})`,
  )
}
