import { readFileSync } from 'node:fs';
import { validateRows } from './lib.mjs';
import { loadFamilies } from './generate.mjs';
const fams = await loadFamilies();
const rows = readFileSync(new URL(process.argv[2] || './rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`ok: ${rows.length} rows valid`);
