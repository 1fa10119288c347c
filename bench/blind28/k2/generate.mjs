// node generate.mjs — builds rows.jsonl from the ten family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { validateRows, countSpans, FAMILIES } from './lib.mjs';

const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.+\.mjs$/.test(f))
  .sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
async function build() {
  const rows = [];
  for (const f of files) {
    const mod = await import(`./${f}?v=${rows.length}`);
    for (const fn of mod.default) rows.push(fn());
  }
  return rows;
}
const rows = await build();
const again = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const text2 = again.map((r) => JSON.stringify(r)).join('\n') + '\n';
const errs = validateRows(rows);
if (text !== text2) errs.push('non-deterministic output: two builds differ');
for (const r of rows) {
  const fam = FAMILIES[r.family];
  if (fam && !files.some((f) => f.startsWith(fam.file + '_' + r.family))) errs.push(`${r.trace_id}: family file name mismatch`);
}
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
for (const r of rows) console.log(`${r.trace_id.padEnd(32)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)}`);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
