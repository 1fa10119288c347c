// Builds rows.jsonl from the family files, checks determinism and validates the result.
import { writeFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Ctx, countSpans } from './lib.mjs';
import { loadFamilies, validateRows, checkSources } from './validate.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

function build(fams) {
  const rows = [];
  for (const f of fams) {
    if (!Array.isArray(f.scenarios) || f.scenarios.length !== 6) throw new Error(`${f.file}: expected 6 scenarios`);
    for (const sc of f.scenarios) {
      const trace_id = `${f.family}-${sc.id}`;
      const ctx = new Ctx(trace_id, { start: sc.start });
      const root = sc.build(ctx, sc.goal);
      rows.push({ trace_id, family: f.family, isolates: sc.isolates, loop: f.loop, stagnation: f.stagnation, goal: sc.goal, root });
    }
  }
  return rows;
}

const fams = await loadFamilies();
const a = build(fams).map((r) => JSON.stringify(r)).join('\n') + '\n';
const b = build(fams).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (a !== b) { console.error('non-deterministic output'); process.exit(1); }
const out = join(HERE, 'rows.jsonl');
writeFileSync(out, a);
const rows = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const errors = [...validateRows(rows, fams), ...checkSources()];
for (const r of rows) console.log(`${r.trace_id.padEnd(40)} loop=${String(r.loop).padEnd(5)} stag=${String(r.stagnation).padEnd(5)} spans=${countSpans(r.root)}`);
if (errors.length) { console.error(errors.join('\n')); console.error(`FAILED: ${errors.length} problem(s)`); process.exit(1); }
console.log(`wrote ${rows.length} rows to ${out}`);
console.log('sha256', createHash('sha256').update(a).digest('hex'));
