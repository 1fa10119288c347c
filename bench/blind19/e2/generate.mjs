// Builds rows.jsonl from all family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { buildFamily } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
const seenDomains = new Map();
for (const f of files) {
  const fkey = f.split('_')[0];
  const mod = await import(`./${f}`);
  for (const r of buildFamily(fkey, mod.default)) {
    if (seenDomains.has(r._domain)) throw new Error(`domain "${r._domain}" reused in ${r.trace_id} (first ${seenDomains.get(r._domain)})`);
    seenDomains.set(r._domain, r.trace_id);
    delete r._domain; delete r._style;
    rows.push(r);
  }
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const errors = validateRows(text);
if (errors.length) { console.error(errors.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows to rows.jsonl`);
