// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Rng, countSpans } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateRows } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function buildAll() {
  const rows = [];
  for (const f of FAMILIES) {
    for (const s of f.rows) {
      const trace_id = `${f.family.name}-${s.n}`;
      const rng = new Rng(trace_id);
      const root = s.build.call(s, rng);
      rows.push({ trace_id, family: f.family.name, isolates: s.isolates, loop: f.family.loop, stagnation: s.stagnation, goal: s.goal, root });
    }
  }
  return rows;
}

const rows = buildAll();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = buildAll().map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('FAIL: generation is not deterministic'); process.exit(1); }
const errs = validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']'));
if (errs.length) { console.error(errs.join('\n')); console.error(`FAIL: ${errs.length} problem(s)`); process.exit(1); }
const out = join(here, 'rows.jsonl');
writeFileSync(out, text);
const sha = createHash('sha256').update(readFileSync(out)).digest('hex');
for (const r of rows) console.log(`${r.trace_id.padEnd(40)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)}`);
console.log(`OK: wrote ${rows.length} rows to ${out}\nsha256 ${sha}`);
