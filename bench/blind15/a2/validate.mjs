// Re-checks an existing rows.jsonl: schema, span shape, and each row's labels against its family.
import { readFileSync } from 'node:fs';
import { validateRows, countSpans } from './lib.mjs';

const path = process.argv[2] || new URL('rows.jsonl', import.meta.url).pathname;
const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim());
const rows = [];
const errs = [];
lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON (${e.message})`); } });
errs.push(...validateRows(rows));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const spans = rows.map((r) => countSpans(r.root));
console.log(`${rows.length} rows OK; spans per row ${Math.min(...spans)}..${Math.max(...spans)}; loop=true ${rows.filter((r) => r.loop).length}, stagnation=true ${rows.filter((r) => r.stagnation).length}`);
