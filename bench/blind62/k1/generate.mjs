import fs from 'node:fs';
import crypto from 'node:crypto';
import { noise, tracer } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = fs.readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const rows = [];
for (const f of files) {
  const mod = await import('./' + f);
  if (mod.default.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
  for (const sc of mod.default) {
    const trace_id = `${mod.family}-${sc.id}`, N = noise(trace_id), T = tracer(sc.style, N, sc.model);
    const children = sc.build(T, N);
    const root = T.root(sc.agent || sc.domain.replace(/[^a-z0-9]+/gi, '_').toLowerCase() + '_agent', sc.goal, children, { domain: sc.domain, recorded_style: sc.style });
    root.output = sc.final ?? null;
    if (sc.cut) root.metadata.status = sc.cut;
    rows.push({ trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: sc.stagnation, goal: sc.goal, root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const out = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), out);
console.log(`${rows.length} rows written; sha256 ${crypto.createHash('sha256').update(out).digest('hex')}`);
