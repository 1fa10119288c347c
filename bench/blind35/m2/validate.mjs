// Re-checks an existing rows.jsonl: schema + labels consistent with each row's family.
import { readFileSync, readdirSync } from 'node:fs';
import { validateRows } from './lib.mjs';

const dir = new URL('.', import.meta.url);
const path = process.argv[2] || new URL('rows.jsonl', dir);
const families = {};
for (const f of readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f))) {
  const { FAMILY } = await import(new URL(f, dir));
  families[FAMILY.name] = { name: FAMILY.name, loop: FAMILY.loop, stagnation: FAMILY.stagnation };
}
const rows = [];
readFileSync(path, 'utf8').split('\n').filter(Boolean).forEach((line, i) => {
  try { rows.push(JSON.parse(line)); } catch (e) { console.error(`line ${i + 1}: invalid JSON`); process.exit(1); }
});
const errs = validateRows(rows, families);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`valid: ${rows.length} rows`);
