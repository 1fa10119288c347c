// Builds rows.jsonl from the family files, then validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, countSpans } from './lib.mjs';
import { loadFamilies, validateRows, FAMILY_FILES } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
const only = process.argv[2];

// Guard: no nondeterminism in sources.
for (const f of ['lib.mjs', ...FAMILY_FILES]) {
  let src; try { src = readFileSync(dir + '/' + f, 'utf8'); } catch { continue; }
  if (/Math\.random|Date\.now|new Date\(\s*\)|performance\.now|process\.hrtime/.test(src)) throw new Error(`${f}: nondeterministic call found`);
}

const fams = await loadFamilies(dir);
const rows = [];
for (const f of fams) {
  if (f.scenarios.length !== 6) throw new Error(`${f.family}: ${f.scenarios.length} scenarios`);
  for (const sc of f.scenarios) {
    const trace_id = `${f.family}-${sc.id}`;
    const N = noise(trace_id);
    const { isolates, goal, root } = sc.build(N);
    rows.push({ trace_id, family: f.family, isolates, loop: f.loop, stagnation: f.stagnation, goal, root });
  }
}
const text = rows.map(r => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(dir + '/rows.jsonl', text);
const errs = validateRows(rows.map(r => JSON.parse(JSON.stringify(r))), fams);
for (const r of rows) if (!only || r.family === only) console.log(`${r.trace_id.padEnd(40)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)}`);
if (errs.length) { console.error(errs.join('\n')); console.error(`INVALID: ${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
