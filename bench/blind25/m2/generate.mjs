// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { makeNoise, countSpans } from './lib.mjs';
import { loadFamilies, validateRows } from './validate.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const fams = await loadFamilies();

function build() {
  const rows = [];
  for (const f of fams) {
    for (const sc of f.scenarios) {
      const trace_id = `${f.FAMILY}-${sc.n}`;
      const r = makeNoise(trace_id);
      const root = sc.build(r);
      rows.push({ trace_id, family: f.FAMILY, isolates: sc.isolates, loop: f.LOOP, stagnation: f.STAGNATION, goal: sc.goal, root });
    }
  }
  return rows;
}

const rows = build();
const text = rows.map((x) => JSON.stringify(x)).join('\n') + '\n';
const again = build().map((x) => JSON.stringify(x)).join('\n') + '\n';
if (text !== again) { console.error('FAILED: output is not deterministic'); process.exit(1); }
const errs = validateRows(JSON.parse('[' + rows.map((x) => JSON.stringify(x)).join(',') + ']'), fams);
if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
const out = join(HERE, 'rows.jsonl');
writeFileSync(out, text);
for (const row of rows) console.log(`${row.trace_id.padEnd(36)} loop=${String(row.loop).padEnd(5)} stag=${String(row.stagnation).padEnd(5)} spans=${countSpans(row.root)}`);
console.log(`wrote ${rows.length} rows to ${out}`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
