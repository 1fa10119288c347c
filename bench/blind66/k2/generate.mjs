// Builds rows.jsonl from the family files, validates it, and checks determinism.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { kit, row, countSpans } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
const fams = await loadFamilies(dir);

function build() {
  const rows = [];
  for (const f of fams) {
    const domains = new Set();
    for (const sc of f.scenarios) {
      if (domains.has(sc.domain)) throw new Error(`${f.FAMILY}: duplicate domain ${sc.domain}`);
      domains.add(sc.domain);
      const id = `${f.FAMILY}-${String(sc.n).padStart(2, '0')}`;
      const root = sc.build(kit(id));
      rows.push(row(f.FAMILY, sc.n, { isolates: sc.isolates, loop: f.LOOP, stagnation: f.STAGNATION, goal: sc.goal, root }));
    }
  }
  return rows;
}

const rows = build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = build().map((r) => JSON.stringify(r)).join('\n') + '\n';
if (text !== again) { console.error('non-deterministic output'); process.exit(1); }
for (const f of ['lib.mjs', ...fams.map((x) => x.file)]) {
  if (/Math\.random|Date\.now\(|new Date\(\)/.test(readFileSync(dir + '/' + f, 'utf8'))) { console.error(`${f}: uses randomness/clock`); process.exit(1); }
}
const errs = validateRows(rows, fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
writeFileSync(dir + '/rows.jsonl', text);
const sha = createHash('sha256').update(text).digest('hex');
for (const r of rows) console.log(`${r.trace_id.padEnd(40)} loop=${r.loop} stag=${r.stagnation} spans=${countSpans(r.root)}`);
console.log(`wrote ${rows.length} rows, sha256 ${sha}`);
