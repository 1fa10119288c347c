// node generate.mjs  -> writes rows.jsonl deterministically, validates it, prints its sha256.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { noise } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const fams = await loadFamilies();
const rows = [];
for (const f of fams) {
  for (const s of f.scenarios) {
    const trace_id = `${f.family}-${s.id}`;
    const root = s.build(noise(trace_id));
    rows.push({ trace_id, family: f.family, isolates: s.isolates, loop: f.loop, stagnation: f.stagnation, goal: s.goal, root });
  }
}
const errs = validateRows(JSON.parse(JSON.stringify(rows)), fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
const out = join(HERE, 'rows.jsonl');
writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const sha = createHash('sha256').update(readFileSync(out)).digest('hex');
console.log(`wrote ${rows.length} rows to ${out}`);
for (const f of fams) console.log(`  ${f.family}: loop=${f.loop} stagnation=${f.stagnation}`);
console.log(`sha256 ${sha}`);
