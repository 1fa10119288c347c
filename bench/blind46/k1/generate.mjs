// Writes rows.jsonl from the family files and validates it. Deterministic.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES } from './families.mjs';
import { clean, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const only = process.argv[2];
const rows = [];
for (const f of FAMILIES) {
  if (only && !f.file.startsWith(only)) continue;
  const mod = await import('./' + f.file);
  if (mod.family !== f.family) throw new Error(`${f.file}: family name mismatch`);
  mod.rows.forEach((fn, i) => {
    const trace_id = `${f.family}-0${i + 1}`;
    const r = fn(trace_id);
    rows.push(clean({ trace_id, family: f.family, isolates: r.isolates, loop: f.loop, stagnation: f.stagnation, goal: r.goal, root: r.root }));
  });
}
const errs = validateRows(rows).filter((e) => !only || !e.startsWith('family '));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (!only) writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(rows.map((r) => `${r.trace_id}\t${countSpans(r.root)} spans`).join('\n'));
console.log(`${rows.length} rows${only ? ' (partial, not written)' : ' written'}; sha256 ${createHash('sha256').update(text).digest('hex')}`);
