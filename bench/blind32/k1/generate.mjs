// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
const only = process.argv[2];
for (const f of files) {
  const mod = await import(new URL(f, import.meta.url));
  const fam = mod.family;
  if (`f${parseInt(f.slice(1))}_${fam.name}.mjs` !== f) throw new Error(`file ${f} does not match family name ${fam.name}`);
  if (mod.rows.length !== 6) throw new Error(`${f}: ${mod.rows.length} rows`);
  for (const r of mod.rows) {
    const trace_id = `${fam.name}-${r.id}`;
    const n = noise(trace_id);
    rows.push({ trace_id, family: fam.name, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root: r.build(n) });
  }
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); if (!only) process.exit(1); }
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
