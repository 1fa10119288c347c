// Builds rows.jsonl from every fN_*.mjs family module, then validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, countSpans } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
const fams = await loadFamilies(dir);
const rows = [];
for (const fam of fams) {
  for (const spec of fam.ROWS) {
    const trace_id = `${fam.FAMILY}-${spec.id}`;
    const N = noise(trace_id);
    rows.push({ trace_id, family: fam.FAMILY, isolates: spec.isolates, loop: fam.LOOP, stagnation: spec.stagnation, goal: spec.goal, root: spec.build(N) });
  }
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(`${dir}/rows.jsonl`, text);
const back = readFileSync(`${dir}/rows.jsonl`, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const errs = validateRows(back, fams);
for (const r of back) console.log(`${r.trace_id.padEnd(34)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)}`);
if (errs.length) { console.error('VALIDATION FAILED:\n' + errs.join('\n')); process.exit(1); }
console.log(`OK wrote ${back.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
