// Writes rows.jsonl from every fNN_*.mjs family file, then validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { validateRows } from './validate.mjs';
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d\d_.*\.mjs$/.test(f)).sort();
const rows = [];
for (const f of files) { const m = await import('./' + f); rows.push(...m.rows); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + 'rows.jsonl', text);
const { errs, warns, langs } = validateRows(JSON.parse('[' + rows.map((r) => JSON.stringify(r)).join(',') + ']'));
warns.forEach((w) => console.warn('WARN', w));
if (errs.length) { errs.forEach((e) => console.error('ERR', e)); process.exit(1); }
console.log(`wrote ${rows.length} rows from ${files.length} families, ${langs.size} languages; sha256 ${createHash('sha256').update(text).digest('hex')}`);
