// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { rngFor, row } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(pathToFileURL(path.join(dir, f)).href);
  const { family, scenarios } = mod;
  if (scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
  scenarios.forEach((fn, i) => {
    const id = `${family.name}-0${i + 1}`;
    const R = rngFor(id);
    const s = fn(R);
    rows.push(row(family.name, i + 1, s.isolates, family.loop, family.stagnation, s.goal, s.root));
  });
}
const errs = validateRows(rows);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const out = path.join(dir, 'rows.jsonl');
writeFileSync(out, text);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl written anyway for inspection`); process.exit(1); }
console.log(`wrote ${rows.length} rows to ${out}`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
