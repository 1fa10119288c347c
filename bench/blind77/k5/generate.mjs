// Builds rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadFamilies, validateRows, spanCount } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fams = await loadFamilies();
const rows = [];
for (const f of fams) {
  const built = f.rows();
  built.forEach((b, i) => {
    const trace_id = `${f.name}-0${i + 1}`;
    rows.push({ trace_id, family: f.name, isolates: b.isolates, loop: f.loop, stagnation: b.stagnation, goal: b.goal, root: b.root });
  });
}
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(join(here, 'rows.jsonl'), text);
for (const r of rows) console.log(`${r.trace_id}\tloop=${r.loop}\tstag=${r.stagnation}\tspans=${spanCount(r.root)}`);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
