import { writeFileSync, readdirSync } from 'node:fs';
import { validateRows } from './validate.mjs';
const files = readdirSync(new URL('.', import.meta.url)).filter(f => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const all = [];
for (const f of files) { const m = await import('./' + f); all.push(...m.rows()); }
const errs = validateRows(all);
writeFileSync(new URL('./rows.jsonl', import.meta.url), all.map(r => JSON.stringify(r)).join('\n') + '\n');
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${all.length} rows from ${files.length} families`);
