import { writeFileSync, readdirSync } from 'node:fs';
import { Noise } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter(f => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const m = await import(new URL(f, dir));
  for (const r of m.rows) {
    const trace_id = `${m.family}-${r.n}`;
    const N = new Noise(trace_id);
    rows.push({ trace_id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: r.stagnation, goal: r.goal, root: r.build(N) });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('rows.jsonl', dir), rows.map(r => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
