import fs from 'node:fs';
import { FAMILIES } from './families.mjs';
import { makeRng, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const out = [];
const stats = [];
for (const [file, name, loop] of FAMILIES) {
  if (!fs.existsSync(new URL(`./${file}.mjs`, import.meta.url))) { console.warn(`skip ${file} (not written)`); continue; }
  const mod = await import(`./${file}.mjs`);
  mod.rows.forEach((r, i) => {
    const trace_id = `${name}-${String(i + 1).padStart(2, '0')}`;
    const R = makeRng(trace_id, r.start);
    const root = r.build(R, r.goal);
    out.push({ trace_id, family: name, isolates: r.isolates, loop, stagnation: r.stagnation, goal: r.goal, root });
    stats.push(`${trace_id}\t${countSpans(root)} spans\tloop=${loop}\tstag=${r.stagnation}`);
  });
}
const errs = validateRows(out);
fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), out.map((o) => JSON.stringify(o)).join('\n') + '\n');
console.log(stats.join('\n'));
if (errs.length) { console.error('VALIDATION ERRORS:\n' + errs.join('\n')); process.exit(1); }
console.log(`wrote ${out.length} rows; validation OK`);
