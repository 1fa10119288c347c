import { writeFileSync } from 'node:fs';
import { noise } from './lib.mjs';
import { validateRows, FAMILY_FILES } from './validate.mjs';
const out = [];
for (const f of FAMILY_FILES) {
  const m = await import('./' + f);
  m.rows.forEach((r, i) => {
    const trace_id = `${m.family}-${String(i + 1).padStart(2, '0')}`;
    const R = noise(trace_id);
    out.push({ trace_id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: m.stagnation, goal: r.goal, root: r.build(R) });
  });
}
const errs = await validateRows(out);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), out.map((o) => JSON.stringify(o)).join('\n') + '\n');
console.log(`wrote ${out.length} rows`);
