// Re-checks an existing rows.jsonl: schema, span counts, and labels against each row's family.
// Usage: node validate.mjs [path/to/rows.jsonl]
import { readFileSync } from 'node:fs';
import { FAMILIES } from './families.mjs';
import { validateRows } from './lib.mjs';

const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim());
const rows = [];
const errs = [];
lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON (${e.message})`); } });
errs.push(...validateRows(rows, FAMILIES));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`OK: ${rows.length} rows, ${FAMILIES.length} families`);
