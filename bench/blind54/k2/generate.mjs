// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { tracer, FAMILIES } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const out = [];
for (const f of files) {
  const mod = await import('./' + f);
  const fam = FAMILIES[mod.family];
  if (!fam) throw new Error('unknown family in ' + f);
  for (const r of mod.rows) {
    const trace_id = `${mod.family}-${r.n}`;
    const T = tracer(trace_id, r.style, r.goal, r.opts || {});
    const root = r.build(T);
    root.metadata = { ...(root.metadata || {}), domain: r.domain, recording_style: r.style };
    out.push({ trace_id, family: mod.family, isolates: r.isolates, loop: fam.loop, stagnation: fam.stagnation, goal: r.goal, root });
  }
}
const text = out.map((o) => JSON.stringify(o)).join('\n') + '\n';
const errs = validateRows(text.split("\n").filter(Boolean).map((l) => JSON.parse(l)));
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${out.length} rows to rows.jsonl`);
