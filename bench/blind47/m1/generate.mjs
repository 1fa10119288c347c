import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Noise } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_long_step_echo', 'f2_reworded_empty_search', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_repeats', 'f6_converging_fix_cycle', 'f7_progressive_planning', 'f8_supervisor_distinct_subtasks', 'f9_deep_delegation_chain', 'f10_similar_records_survey'];
const out = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  for (const sc of m.rows) {
    const trace_id = `${m.family}-${sc.id}`;
    const N = new Noise(trace_id);
    const rootSpan = sc.build(N);
    out.push({ trace_id, family: m.family, isolates: sc.isolates, loop: m.loop, stagnation: m.stagnation, goal: sc.goal, root: JSON.parse(JSON.stringify(rootSpan)) });
  }
}
const errs = validateRows(out);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = out.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${out.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
