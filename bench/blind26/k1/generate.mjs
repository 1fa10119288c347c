// Builds rows.jsonl from the ten family files and validates it. Deterministic: no randomness, no clock.
import { writeFileSync } from 'node:fs';
import { Noise, build, FAMILIES, validateRows } from './lib.mjs';

const rows = [];
for (const [fam, def] of Object.entries(FAMILIES)) {
  const mod = await import('./' + def.file);
  if (mod.family !== fam) throw new Error(def.file + ': family mismatch ' + mod.family);
  if (mod.scenarios.length !== 6) throw new Error(def.file + ': expected 6 scenarios');
  for (const sc of mod.scenarios) {
    const trace_id = `${fam}-${sc.id}`;
    const N = new Noise(trace_id);
    const { isolates, goal, spec } = sc.make(N);
    const root = build(N, { ...spec, style: sc.style, goal });
    rows.push({ trace_id, family: fam, isolates, loop: def.loop, stagnation: def.stagnation, goal, root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows to rows.jsonl`);
