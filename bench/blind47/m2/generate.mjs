import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadFamilies, validateRows } from './validate.mjs';
const fams = await loadFamilies();
const rows = [];
for (const [name, m] of Object.entries(fams)) {
  m.rows.forEach((fn, i) => {
    const trace_id = `${name}-0${i + 1}`;
    const r = fn(trace_id);
    rows.push({ trace_id, family: name, isolates: r.isolates, loop: m.loop, stagnation: r.stagnation, goal: r.goal, root: r.root });
  });
}
const errs = validateRows(rows, fams);
if (errs.length) { console.error('VALIDATION FAILED\n' + errs.join('\n')); process.exit(1); }
const text = rows.map(r => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
