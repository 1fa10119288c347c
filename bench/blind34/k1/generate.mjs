// node generate.mjs  -> writes rows.jsonl and validates it
import { writeFileSync } from 'node:fs';
import { FAMILIES, Noise, buildTrace, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';

const rows = [];
const problems = [];
const allDomains = new Map();
for (const [fam, meta] of Object.entries(FAMILIES)) {
  let mod;
  try { mod = await import('./' + meta.file); } catch (e) { problems.push(`${meta.file}: ${e.message.split('\n')[0]}`); continue; }
  if (mod.family !== fam) problems.push(`${meta.file}: exports family ${mod.family}`);
  const doms = new Set();
  for (const r of mod.rows) {
    const trace_id = `${fam}-${r.id}`;
    if (doms.has(r.domain)) problems.push(`${trace_id}: domain repeated in family`);
    doms.add(r.domain);
    if (allDomains.has(r.domain)) problems.push(`${trace_id}: domain also used by ${allDomains.get(r.domain)}`);
    allDomains.set(r.domain, trace_id);
    const n = new Noise(trace_id);
    const spec = r.build(n);
    const root = buildTrace(r.style, spec, n);
    rows.push({ trace_id, family: fam, isolates: r.isolates, loop: meta.loop, stagnation: meta.stagnation, goal: spec.goal, root });
    if (process.env.VERBOSE) console.log(trace_id.padEnd(34), r.style.padEnd(14), String(countSpans(root)).padStart(3), r.domain);
  }
}
const errs = problems.concat(validateRows(rows));
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
console.log(`wrote rows.jsonl: ${rows.length} rows, all valid`);
