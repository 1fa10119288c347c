// Checks that every held-out row parses with loopcheck's normalizeTrace and
// keeps its whole span tree (no detector is run here).
//
//   npx tsx bench/heldout/validate.ts
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { normalizeTrace } from '../../src/index.js'

interface Node {
  children?: Node[]
}

function count(root: Node | null | undefined): number {
  let n = 0
  const stack: Node[] = root ? [root] : []
  while (stack.length) {
    const s = stack.pop() as Node
    n++
    for (const c of s.children ?? []) stack.push(c)
  }
  return n
}

const here = dirname(fileURLToPath(import.meta.url))
const lines = readFileSync(join(here, 'heldout.jsonl'), 'utf8').trimEnd().split('\n')
const formats = new Map<string, number>()
const perFamily = new Map<string, { n: number; loop: boolean; stagnation: boolean }>()
const ids = new Set<string>()
let failures = 0
for (const [k, line] of lines.entries()) {
  const row = JSON.parse(line) as { trace_id: string; family: string; loop: boolean; stagnation: boolean; goal: string; root: Node }
  try {
    for (const key of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) {
      if (!(key in row)) throw new Error(`missing ${key}`)
    }
    if (ids.has(row.trace_id)) throw new Error(`duplicate trace_id ${row.trace_id}`)
    ids.add(row.trace_id)
    const t = normalizeTrace(row)
    if (!t.root) throw new Error('normalizeTrace returned no root')
    const before = count(row.root)
    const after = count(t.root as unknown as Node)
    if (before !== after) throw new Error(`span count changed: ${before} -> ${after}`)
    formats.set(t.format, (formats.get(t.format) ?? 0) + 1)
    const f = perFamily.get(row.family) ?? { n: 0, loop: row.loop, stagnation: row.stagnation }
    if (f.loop !== row.loop || f.stagnation !== row.stagnation) throw new Error('labels differ within the family')
    f.n++
    perFamily.set(row.family, f)
  } catch (e) {
    failures++
    console.error(`line ${k + 1} (${row.trace_id}): ${(e as Error).message}`)
  }
}
const loops = [...perFamily.values()].filter((f) => f.loop).length
console.log(`${lines.length} rows, ${perFamily.size} families (${loops} loop, ${perFamily.size - loops} healthy); formats: ${JSON.stringify(Object.fromEntries(formats))}`)
if (failures) {
  console.error(`${failures} rows failed`)
  process.exit(1)
}
console.log('all rows parse with normalizeTrace')
