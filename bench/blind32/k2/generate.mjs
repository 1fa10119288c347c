// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx } from './lib.mjs';
import { validateRows, FAMILY_LABELS } from './validate.mjs';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
const onlyFamily = process.argv[2];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  const fam = mod.FAMILY;
  if (!FAMILY_LABELS[fam.name]) throw new Error(`${f}: family ${fam.name} unknown to validate.mjs`);
  if (onlyFamily && fam.name !== onlyFamily) continue;
  const domains = new Set();
  for (const r of mod.ROWS) {
    const trace_id = `${fam.name}-${r.id}`;
    if (domains.has(r.domain)) throw new Error(`${trace_id}: domain repeated`);
    domains.add(r.domain);
    const ctx = makeCtx(trace_id);
    const root = r.build(ctx);
    rows.push({ trace_id, family: fam.name, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root: JSON.parse(JSON.stringify(root)) });
  }
}
const errs = validateRows(rows);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (errs.length && !onlyFamily) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
if (onlyFamily) { console.log(errs.filter((e) => !e.startsWith('family ')).join('\n') || 'family OK'); process.exit(0); }
writeFileSync(new URL('rows.jsonl', dir), text);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
