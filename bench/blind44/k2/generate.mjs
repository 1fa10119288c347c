// node generate.mjs  -> writes rows.jsonl and validates it (deterministic: built twice and compared)
import { writeFileSync } from 'node:fs';
import { noise, row, validateRows, FAMILIES, countSpans } from './lib.mjs';

const famFiles = Object.keys(FAMILIES);
async function build() {
  const rows = [];
  for (const fam of famFiles) {
    const mod = await import(`./${fam}.mjs`);
    if (!Array.isArray(mod.scenarios) || mod.scenarios.length !== 6) throw new Error(`${fam}: need 6 scenarios`);
    mod.scenarios.forEach((fn, i) => {
      const id = `${fam}-${String(i + 1).padStart(2, '0')}`;
      const f = fn(noise(id));
      rows.push(row(fam, i + 1, { isolates: f.isolates, loop: f.loop, stagnation: f.stagnation, goal: f.goal, root: f.root }));
    });
  }
  return rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
}
const a = await build();
const b = await build();
if (a !== b) { console.error('non-deterministic output'); process.exit(1); }
const rows = a.trim().split('\n').map((l) => JSON.parse(l));
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), a);
for (const r of rows) console.log(`${r.trace_id.padEnd(36)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)}`);
console.log(`wrote ${rows.length} rows`);
