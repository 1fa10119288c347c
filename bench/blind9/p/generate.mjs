// generate.mjs - builds rows.jsonl from the family modules and validates it.
// usage: node generate.mjs
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Ctx } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateRows } from './validate.mjs';

function buildAll() {
  const rows = [];
  for (const f of FAMILIES) {
    for (const s of f.ROWS) {
      const trace_id = `${f.FAMILY}-${s.n}`;
      const ctx = new Ctx(trace_id);
      const root = s.build(ctx);
      if (!ctx.goal) throw new Error(`${trace_id}: scenario did not set its goal`);
      rows.push({ trace_id, family: f.FAMILY, isolates: s.isolates, loop: f.LOOP, stagnation: s.stagnation, goal: ctx.goal, root });
    }
  }
  return rows;
}

const rows = buildAll();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = buildAll().map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again) { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(rows);
const out = new URL('./rows.jsonl', import.meta.url);
writeFileSync(out, text);
if (errs.length) { console.error(errs.join('\n')); console.error(`\n${errs.length} problem(s)`); process.exit(1); }
const sha = createHash('sha256').update(text).digest('hex');
console.log(`wrote ${rows.length} rows to rows.jsonl (${(text.length / 1024).toFixed(0)} KiB)\nsha256 ${sha}`);
