// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { buildRow, countSpans } from './lib.mjs';
import { validateRows, FAMILIES } from './validate.mjs';

const dir = new URL('./', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
const summary = [];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  if (mod.rows.length !== 6) throw new Error(`${f}: expected 6 rows`);
  const domains = new Set();
  for (const r of mod.rows) {
    const row = buildRow(mod.FAMILY, r.num, { isolates: r.isolates, loop: mod.LOOP, stagnation: r.stagnation, domain: r.domain }, r.make);
    if (domains.has(r.domain)) throw new Error(`${f}: duplicate domain ${r.domain}`);
    domains.add(r.domain);
    summary.push(`${row.trace_id.padEnd(34)} loop=${String(row.loop).padEnd(5)} stag=${String(row.stagnation).padEnd(5)} spans=${String(countSpans(row.root)).padStart(2)} style=${row._style.padEnd(9)} ${row._domain}`);
    delete row._style; delete row._domain;
    rows.push(row);
  }
}
const errs = validateRows(rows);
const famCount = new Set(rows.map((r) => r.family)).size;
if (famCount !== Object.keys(FAMILIES).length && !process.argv.includes('--partial')) errs.push(`only ${famCount} families`);
console.log(summary.join('\n'));
if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
console.log(`wrote rows.jsonl: ${rows.length} rows, ${text.length} bytes, sha256 ${createHash('sha256').update(text).digest('hex')}`);
