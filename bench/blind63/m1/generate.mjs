import fs from 'node:fs';
import crypto from 'node:crypto';
import { makeRng, style } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_echoed_long_reasoning', 'f2_reworded_empty_queries', 'f3_paging_beyond_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_repeats',
  'f6_shrinking_failure_fix_cycle', 'f7_progressive_planning', 'f8_supervisor_varied_subtasks', 'f9_nested_delegation_chain', 'f10_similar_records_survey'];
const rows = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  if (m.scenarios.length !== 6) throw new Error(`${f}: need 6 scenarios`);
  for (const sc of m.scenarios) {
    const trace_id = `${m.family}-${sc.id}`;
    const R = makeRng(trace_id);
    const S = style(sc.style, R);
    const root = sc.build(R, S);
    root.metadata = { ...(root.metadata || {}), recording_style: sc.style, domain: sc.domain };
    rows.push({ trace_id, family: m.family, isolates: sc.isolates, loop: m.loop, stagnation: m.stagnation, goal: sc.goal, root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; sha256 ${crypto.createHash('sha256').update(text).digest('hex')}`);
