// Builds rows.jsonl from the family files, validates it, and checks determinism by building twice.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, countSpans } from './lib.mjs';
import { FAMILY_FILES, validateRows } from './validate.mjs';

async function build() {
  const rows = [];
  for (const f of FAMILY_FILES) {
    const mod = await import('./' + f);
    if (mod.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
    for (const sc of mod.scenarios) {
      const trace_id = `${mod.family}-${sc.n}`;
      const N = noise(trace_id);
      const root = sc.build(N);
      rows.push({ trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: sc.goal, root });
    }
  }
  return rows;
}

const only = process.argv[2];
const rows = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await build()).map((r) => JSON.stringify(r)).join('\n') + '\n';
const errs = validateRows(only ? rows.filter((r) => r.family === only) : rows).filter((e) => !only || !e.startsWith('family '));
if (text !== again) errs.push('output is not deterministic');
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
for (const r of rows) console.log(r.trace_id.padEnd(28), String(countSpans(r.root)).padStart(3), 'spans', r.loop ? 'loop' : '-');
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
