// Builds rows.jsonl from the family modules, then validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { noise } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';
const HERE = dirname(fileURLToPath(import.meta.url));
const rows = [];
for (const fam of await loadFamilies()) {
  if (fam.rows.length !== 6) throw new Error(`${fam.file}: expected 6 rows, got ${fam.rows.length}`);
  for (const r of fam.rows) {
    const trace_id = `${fam.family}-${r.n}`;
    rows.push({ trace_id, family: fam.family, isolates: r.isolates, loop: fam.loop, stagnation: r.stagnation, goal: r.goal, root: r.build(noise(trace_id)) });
  }
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const errs = await validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']'));
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
writeFileSync(join(HERE, 'rows.jsonl'), text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
