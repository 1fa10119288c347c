// Writes rows.jsonl deterministically and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const only = process.argv[2];
const fams = (await loadFamilies()).filter((f) => !only || f.family === only);
const rows = [];
for (const fam of fams) {
  for (const sc of fam.scenarios) {
    const trace_id = `${fam.family}-${sc.id}`;
    const c = makeCtx(trace_id);
    const { goal, root } = sc.run(c);
    rows.push({ trace_id, family: fam.family, isolates: sc.isolates, loop: fam.loop, stagnation: fam.stagnation, goal, root: JSON.parse(JSON.stringify(root)) });
  }
}
const errs = validateRows(rows, fams);
if (errs.length && !only) { console.error(errs.join('\n')); process.exit(1); }
if (errs.length) console.error(errs.join('\n'));
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (!only) writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`${only ? 'checked' : 'wrote'} ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
