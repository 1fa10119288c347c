// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise } from './lib.mjs';
import { validateRows, FAMILY_LABELS } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const m = await import(dir + f);
  const fam = m.FAMILY; const lab = FAMILY_LABELS[fam];
  for (const sc of m.ROWS) {
    const trace_id = `${fam}-${sc.n}`;
    rows.push({ trace_id, family: fam, isolates: sc.isolates, loop: lab.loop, stagnation: lab.stagnation, goal: sc.goal, root: sc.build(noise(trace_id)) });
  }
}
const errs = validateRows(rows);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows from ${files.length} family files; sha256 ${createHash('sha256').update(text).digest('hex')}`);
