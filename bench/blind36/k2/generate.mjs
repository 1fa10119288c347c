// Builds rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx } from './lib.mjs';
import { loadFamilies, validateRows, FAMILY_FILES } from './validate.mjs';

const only = process.argv[2];
const fams = await loadFamilies();
const rows = [];
for (const fam of Object.values(fams)) {
  fam.scenarios.forEach((sc, i) => {
    const trace_id = `${fam.family}-0${i + 1}`;
    const ctx = makeCtx(trace_id);
    const r = sc.build(ctx);
    rows.push({ trace_id, family: fam.family, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root: r.root });
  });
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
