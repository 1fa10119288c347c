import { readFileSync } from 'node:fs';
import { validateRow } from './lib.mjs';
const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
const seen = new Set(); let bad = 0;
lines.forEach((l, i) => { let row; try { row = JSON.parse(l); } catch (e) { bad++; console.error(`line ${i + 1}: bad JSON`); return; } const e = validateRow(row, seen); if (e.length) { bad++; console.error(row.trace_id, e); } });
console.log(`${lines.length} rows, ${bad} invalid`); process.exit(bad ? 1 : 0);
