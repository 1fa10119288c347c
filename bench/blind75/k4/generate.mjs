// Builds rows.jsonl from every fN_*.mjs family file, then validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  mod.scenarios.forEach((fn, i) => {
    const trace_id = `${mod.FAMILY}-${String(i + 1).padStart(2, '0')}`;
    const s = fn(noise(trace_id));
    rows.push({ trace_id, family: mod.FAMILY, isolates: s.isolates, loop: mod.LOOP, stagnation: s.stagnation, goal: s.goal, root: s.root });
  });
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
const { errs, perFamily } = validateRows(JSON.parse(JSON.stringify(rows)));
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows from ${files.length} families`, perFamily);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
