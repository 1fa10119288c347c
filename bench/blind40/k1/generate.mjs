import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx, makeRow } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) { const m = await import(`./${f}`); if (m.scenarios.length !== 6) throw new Error(`${f}: need 6 scenarios`); m.scenarios.forEach((fn, i) => { const tid = `${m.meta.family}-${String(i + 1).padStart(2, '0')}`; rows.push(makeRow(m.meta, i + 1, fn(makeCtx(tid)))); }); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const errs = validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']'));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
