// Writes rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Noise, renderTrace } from './lib.mjs';
import { validateRows } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter(f => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
export const FAMILIES = [];
const out = [];
for (const f of files) {
  const mod = await import(join(here, f));
  FAMILIES.push(mod);
  for (const r of mod.rows) {
    const trace_id = `${mod.family}-${r.n}`;
    const N = new Noise(trace_id);
    const spec = r.build(N);
    if (!spec.task) spec.task = r.goal;
    const root = renderTrace(r.style, N, spec);
    out.push({ trace_id, family: mod.family, isolates: r.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: r.goal, root });
  }
}
const text = out.map(o => JSON.stringify(o)).join('\n') + '\n';
const problems = validateRows(out, Object.fromEntries(FAMILIES.map(m => [m.family, m])));
if (problems.length) { console.error(problems.join('\n')); process.exit(1); }
writeFileSync(join(here, 'rows.jsonl'), text);
console.log(`wrote ${out.length} rows from ${files.length} families`);
