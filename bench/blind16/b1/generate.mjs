// node generate.mjs  -> writes rows.jsonl and validates it
import { writeFileSync } from 'node:fs';
import { FAMILIES, makeNoise, Rec, validateRows, countSpans } from './lib.mjs';

const rows = [];
const problems = [];
for (const [family, f] of Object.entries(FAMILIES)) {
  const mod = await import('./' + f.file);
  const scenarios = mod.default;
  if (!Array.isArray(scenarios) || scenarios.length !== 6) throw new Error(`${f.file}: must export 6 scenarios`);
  const domains = new Set(scenarios.map((s) => s.domain));
  if (domains.size !== 6) problems.push(`${family}: domains not distinct`);
  scenarios.forEach((s, i) => {
    const trace_id = `${family}-0${i + 1}`;
    const h = makeNoise(trace_id);
    const t = new Rec(h, { ...s, goal: s.goal });
    s.build(h, t);
    if (!t.root.metadata.status) t.finish();
    rows.push({ trace_id, family, isolates: s.isolates, loop: f.loop, stagnation: f.stagnation, goal: s.goal, root: t.root });
  });
}
const errs = [...problems, ...validateRows(rows)];
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
for (const r of rows) console.log(r.trace_id.padEnd(32), String(countSpans(r.root)).padStart(3), 'spans');
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`ok: ${rows.length} rows written to rows.jsonl`);
