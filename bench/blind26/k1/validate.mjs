// Re-checks an existing rows.jsonl: schema, span shape/count, and labels consistent with each family.
import { readFileSync } from 'node:fs';
import { validateRows, FAMILIES } from './lib.mjs';

const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
const rows = [];
const errs = [];
lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: bad JSON`); } });
errs.push(...validateRows(rows));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const by = {};
for (const r of rows) by[r.family] = (by[r.family] || 0) + 1;
console.log(`OK: ${rows.length} rows, ${Object.keys(by).length} families`);
for (const f of Object.keys(FAMILIES)) console.log(`  ${f}: ${by[f]} rows, loop=${FAMILIES[f].loop}, stagnation=${FAMILIES[f].stagnation}`);
