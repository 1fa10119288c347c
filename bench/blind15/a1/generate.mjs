// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FAMILIES, makeNoise, renderTrace } from './lib.mjs';
import { validateRows } from './validate.mjs';

async function build() {
  const rows = [];
  for (const [family, spec] of Object.entries(FAMILIES)) {
    const mod = await import('./' + spec.file);
    if (mod.FAMILY !== family) throw new Error(`${spec.file} exports FAMILY=${mod.FAMILY}`);
    if (mod.scenarios.length !== 6) throw new Error(`${spec.file}: expected 6 scenarios`);
    for (const sc of mod.scenarios) {
      const trace_id = `${family}-${sc.row}`;
      const N = makeNoise(trace_id);
      const scn = sc.build(N);
      const root = renderTrace(scn, N);
      rows.push({ trace_id, family, isolates: scn.isolates, loop: spec.loop, stagnation: spec.stagnation, goal: scn.goal, root });
    }
  }
  return rows;
}

const rows = await build();
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const again = (await build()).map((r) => JSON.stringify(r)).join('\n') + '\n';
if (again !== text) { console.error('non-deterministic output'); process.exit(1); }
const errs = validateRows(JSON.parse('[' + text.trim().split('\n').join(',') + ']'));
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote rows.jsonl: ${rows.length} rows, ${text.length} bytes, sha256 ${createHash('sha256').update(text).digest('hex')}`);
