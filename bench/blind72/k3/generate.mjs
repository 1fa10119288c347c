// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES, noise } from './lib.mjs';
import { validateRows } from './validate.mjs';

const rows = [];
for (const f of FAMILIES) {
  const url = new URL('./' + f.file, import.meta.url);
  if (!existsSync(url)) { console.warn(`(skipping ${f.file}: not written yet)`); continue; }
  const mod = await import(url);
  if (mod.scenarios.length !== 6) throw new Error(`${f.file}: ${mod.scenarios.length} scenarios`);
  mod.scenarios.forEach((build, i) => {
    const trace_id = `${f.family}-0${i + 1}`;
    const s = build(noise(trace_id));
    rows.push({ trace_id, family: f.family, isolates: s.isolates, loop: f.loop, stagnation: s.stagnation, goal: s.goal, root: s.root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
