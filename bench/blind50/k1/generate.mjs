import { writeFileSync } from 'node:fs';
import { validateRows, FAMILIES } from './validate.mjs';
const rows = [];
for (const [i, f] of Object.keys(FAMILIES).entries()) { const m = await import(`./f${i + 1}_${f.replace(/^f\d+_/, '')}.mjs`); rows.push(...m.rows()); }
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
