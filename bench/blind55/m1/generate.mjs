import { writeFileSync } from 'node:fs';
import { makeRng } from './lib.mjs';
import { validateRows, FAMILY_FILES } from './validate.mjs';
const out = [];
for (const f of FAMILY_FILES) {
  const m = await import('./' + f);
  m.rows.forEach((fn, i) => {
    const id = `${m.family}-${String(i + 1).padStart(2, '0')}`;
    const r = makeRng(id);
    const s = fn(r);
    out.push({ trace_id: id, family: m.family, isolates: s.isolates || m.isolates, loop: m.loop, stagnation: m.stagnation, goal: s.goal, root: s.root });
  });
}
const text = out.map((o) => JSON.stringify(o)).join('\n') + '\n';
const errs = await validateRows(out);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${out.length} rows`);
