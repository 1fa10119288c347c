import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Ctx } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';
const here = dirname(fileURLToPath(import.meta.url));
function build(fams) {
  const rows = [];
  for (const f of fams) f.rows.forEach((r, i) => {
    const trace_id = `${f.FAMILY}-0${i + 1}`;
    const c = new Ctx(trace_id);
    const root = r.build(c);
    rows.push(JSON.parse(JSON.stringify({ trace_id, family: f.FAMILY, isolates: r.isolates, loop: f.LOOP, stagnation: f.STAGNATION, goal: r.goal, root })));
  });
  return rows;
}
const fams = await loadFamilies();
const rows = build(fams);
const again = build(fams);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again.map((r) => JSON.stringify(r)).join('\n') + '\n') { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(join(here, 'rows.jsonl'), text);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
