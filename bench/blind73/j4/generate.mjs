// Writes rows.jsonl from the family modules and validates it.
import { readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, countSpans } from './lib.mjs';
import { validateRows, FAMILY_LOOP } from './validate.mjs';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import(new URL(f, dir));
  const domains = new Set();
  for (const sc of mod.rows) {
    const trace_id = `${mod.family}-${sc.n}`;
    if (domains.has(sc.domain)) throw new Error(`${trace_id}: domain repeated in family`);
    domains.add(sc.domain);
    const R = noise(trace_id);
    const root = sc.build(R);
    rows.push({ trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: sc.stagnation, goal: sc.goal, root });
  }
}
const errs = validateRows(rows);
const partial = files.length < Object.keys(FAMILY_LOOP).length;
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('rows.jsonl', dir), text);
for (const r of rows) console.log(r.trace_id.padEnd(42), 'loop=' + r.loop, 'stag=' + r.stagnation, 'spans=' + countSpans(r.root));
console.log(`${rows.length} rows written${partial ? ' (partial: not all families present yet)' : ''}; sha256 ${createHash('sha256').update(text).digest('hex')}`);
