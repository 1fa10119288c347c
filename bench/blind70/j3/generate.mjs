import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, countSpans } from './lib.mjs';
import { familySpecs, validateRows } from './validate.mjs';
const specs = await familySpecs();
const rows = [];
for (const spec of Object.values(specs)) {
  spec.rows.forEach((r, i) => {
    const trace_id = `${spec.family}-0${i + 1}`;
    const N = noise(trace_id);
    rows.push({ trace_id, family: spec.family, isolates: r.isolates, loop: spec.loop, stagnation: spec.stagnation, goal: r.goal, root: r.build(N) });
  });
}
const errs = validateRows(rows, specs);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
for (const r of rows) console.log(r.trace_id.padEnd(40), String(countSpans(r.root)).padStart(3), 'spans');
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
