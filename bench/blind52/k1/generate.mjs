import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES } from './families.mjs';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';

const rows = [];
const domains = new Set();
for (const fam of FAMILIES) {
  for (const sc of fam.scenarios) {
    const trace_id = `${fam.family}-${sc.id}`;
    const N = noise(trace_id);
    const b = sc.build(N);
    if (domains.has(sc.domain)) throw new Error('duplicate domain ' + sc.domain);
    domains.add(sc.domain);
    rows.push({ trace_id, family: fam.family, isolates: b.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: b.goal, root: b.root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
