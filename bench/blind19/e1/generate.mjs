// Builds rows.jsonl from the family files and validates it.
import { writeFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise, styler } from './lib.mjs';
import { validateRows, FAMILY_LABELS } from './validate.mjs';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
const only = process.argv[2];
const rows = [];
for (const f of files) {
  const mod = await import('./' + f);
  if (only && mod.family !== only) continue;
  if (!FAMILY_LABELS[mod.family]) throw new Error(`family ${mod.family} missing from validate.mjs`);
  const domains = new Set();
  for (const sc of mod.scenarios) {
    if (domains.has(sc.domain)) throw new Error(`${mod.family}: duplicate domain ${sc.domain}`);
    domains.add(sc.domain);
    const trace_id = `${mod.family}-${sc.id}`;
    const N = noise(trace_id);
    const S = styler(sc.style, N, { goal: sc.goal, system: sc.system, model: sc.model, agentName: sc.agentName, toolMeta: sc.toolMeta });
    const root = sc.build(N, S);
    root.metadata = { ...(root.metadata || {}), domain: sc.domain };
    rows.push(JSON.parse(JSON.stringify({ trace_id, family: mod.family, isolates: sc.isolates, loop: mod.loop, stagnation: mod.stagnation, goal: sc.goal, root })));
  }
}
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const errs = validateRows(rows);
if (only) { const { maxRepeatSim } = await import('./validate.mjs'); const cnt=(x)=>1+x.children.reduce((a,c)=>a+cnt(c),0); for (const r of rows) console.log(r.trace_id, cnt(r.root), maxRepeatSim(r.root).toFixed(2), JSON.stringify(r).length); console.log(errs.filter((e) => !e.startsWith('family ')).join('\n') || 'family OK'); process.exit(0); }
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(dir + 'rows.jsonl', text);
console.log(`wrote ${rows.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
