// Builds rows.jsonl deterministically and validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { ctx } from './lib.mjs';
import { loadFamilies, validateRows, FAMILY_FILES } from './validate.mjs';

const only = process.argv[2]; // optional: build a subset of family files while writing
const families = await loadFamilies();
const rows = [];
for (const mod of families) {
  const f = mod.family;
  const domains = new Set();
  for (const r of mod.rows) {
    if (domains.has(r.domain)) throw new Error(`${f.name}-${r.n}: duplicate domain ${r.domain}`);
    domains.add(r.domain);
    const trace_id = `${f.name}-${r.n}`;
    const c = ctx(trace_id);
    rows.push({ trace_id, family: f.name, isolates: r.isolates, loop: f.loop, stagnation: f.stagnation, goal: r.goal, root: r.build(c) });
  }
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const out = new URL('./rows.jsonl', import.meta.url);
writeFileSync(out, text);
const reread = readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const errs = validateRows(reread, families);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${rows.length} rows to rows.jsonl`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
