// node validate.mjs [rows.jsonl] -> re-checks schema and family/label consistency of an existing file
import { readFileSync } from 'node:fs';
import { validateRows } from './lib.mjs';
const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
const rows = [];
const errs = [];
lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON`); } });
errs.push(...validateRows(rows));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`OK: ${rows.length} rows valid`);
