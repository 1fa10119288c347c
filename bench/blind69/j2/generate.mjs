// Builds rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadFamilies, checkRows } from './validate.mjs';
import { countSpans } from './lib.mjs';
const here = dirname(fileURLToPath(import.meta.url));
const fams = await loadFamilies();
const rows = [];
for (const fam of fams) {
  if (fam.rows.length !== 6) throw new Error(`${fam.name}: ${fam.rows.length} rows`);
  fam.rows.forEach((fn, i) => {
    const trace_id = `${fam.name}-0${i + 1}`;
    const r = fn(trace_id);
    rows.push({ trace_id, family: fam.name, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root: r.root });
  });
}
const errs = checkRows(rows, fams);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(join(here, 'rows.jsonl'), text);
for (const r of rows) console.log(r.trace_id.padEnd(44), r.root.metadata?.style?.padEnd(15), countSpans(r.root));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`OK ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
