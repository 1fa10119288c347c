import { writeFileSync } from 'node:fs';
import { makeCtx } from './lib.mjs';
import { FAMS, validateRows } from './validate.mjs';
const rows = [];
for (const f of FAMS) {
  const m = await import(`./${f}.mjs`);
  const names = new Set();
  for (const sc of m.scenarios) {
    const trace_id = `${m.FAMILY.name}-${sc.id}`;
    if (names.has(sc.domain)) throw new Error('duplicate domain ' + sc.domain); names.add(sc.domain);
    const c = makeCtx(trace_id);
    const root = sc.build.call(sc, c);
    rows.push({ trace_id, family: m.FAMILY.name, isolates: sc.isolates, loop: m.FAMILY.loop, stagnation: m.FAMILY.stagnation, goal: sc.goal, root: JSON.parse(JSON.stringify(root)) });
  }
}
const errs = await validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map(r => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
