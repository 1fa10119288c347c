// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx } from './lib.mjs';
import { FAMILIES, validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const m = await import(dir + f);
  if (!FAMILIES[m.FAMILY]) throw new Error(`unknown family in ${f}`);
  m.scenarios.forEach((sc, i) => {
    const trace_id = `${m.FAMILY}-0${i + 1}`;
    const b = sc.build(makeCtx(trace_id));
    rows.push({ trace_id, family: m.FAMILY, isolates: b.isolates, loop: m.LOOP, stagnation: b.stagnation, goal: b.goal, root: b.root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
