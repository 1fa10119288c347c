// Builds rows.jsonl from the family modules and validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadFamilies } from './families.mjs';
import { makeRow, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const fams = await loadFamilies();
const rows = [];
for (const f of fams) for (const def of f.scenarios) rows.push(makeRow(f.family, def, f.labels));
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const out = new URL('./rows.jsonl', import.meta.url);
writeFileSync(out, text);
const reread = readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const errs = await validateRows(reread);
for (const r of rows) console.log(`${r.trace_id.padEnd(34)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)}`);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
