// node validate.mjs [rows.jsonl] — re-checks an existing file: schema + labels consistent with each family.
import { readFileSync } from 'node:fs';
import { validateRows } from './lib.mjs';
const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim());
const rows = []; const errs = [];
lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON: ${e.message}`); } });
errs.push(...validateRows(rows));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`ok: ${rows.length} rows valid`);
