// Builds rows.jsonl from every fN_<family>.mjs in this folder and validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { noise, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const { family } = await import(new URL(f, dir));
  family.rows.forEach((fn, i) => {
    const trace_id = `${family.name}-0${i + 1}`;
    const N = noise(trace_id);
    const s = fn(N);
    rows.push({ trace_id, family: family.name, isolates: s.isolates, loop: family.loop, stagnation: family.stagnation, goal: s.goal, root: s.root });
  });
}
const { errs } = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('rows.jsonl', dir), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows from ${files.length} families; spans per row: ${rows.map((r) => countSpans(r.root)).join(',')}`);
