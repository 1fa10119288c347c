import { writeFileSync, readdirSync } from 'node:fs';
import { validateRows } from './validate.mjs';
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) { const mod = await import('./' + f); for (const mk of mod.default) rows.push(mk()); }
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows from ${files.length} family files`);
