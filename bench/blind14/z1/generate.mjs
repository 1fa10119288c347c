// Builds rows.jsonl from the family files and validates it.
import { writeFileSync } from 'node:fs';
import { Trace, countSpans } from './lib.mjs';
import { FAMILIES } from './families.mjs';
import { validateRows } from './validate.mjs';

const rows = [];
for (const fam of FAMILIES) {
  for (const sc of fam.scenarios) {
    const traceId = `${fam.family.name}-${sc.id}`;
    const T = new Trace({
      traceId, style: sc.style, model: sc.model, agent: sc.agent, system: sc.system, goal: sc.goal,
      tools: sc.tools || [], app: sc.app, user: sc.user, rootMeta: sc.rootMeta, startAt: sc.startAt, ...(sc.cfg || {}),
    });
    const root = sc.build(T);
    rows.push({ trace_id: traceId, family: fam.family.name, isolates: sc.isolates, loop: fam.family.loop, stagnation: fam.family.stagnation, goal: sc.goal, root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s); rows.jsonl not written`); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const sizes = rows.map((r) => `${r.trace_id}: ${countSpans(r.root)} spans, ${JSON.stringify(r).length} chars`);
if (process.argv.includes('-v')) console.log(sizes.join('\n'));
console.log(`wrote rows.jsonl: ${rows.length} rows`);
