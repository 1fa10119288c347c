import { writeFileSync } from 'node:fs';
import { makeRng, styled } from './lib.mjs';
import { validateRows, FAMILIES } from './validate.mjs';
const files = ['f1_long_thought_echo', 'f2_reworded_empty_search', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_repeats',
  'f6_shrinking_failures_fix_cycle', 'f7_progressive_planning_monologue', 'f8_supervisor_distinct_subtasks', 'f9_deep_delegation_chain', 'f10_similar_records_sweep'];
const rows = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  for (const sc of m.scenarios) {
    const trace_id = `${m.family}-${sc.n}`;
    const r = makeRng(trace_id);
    const S = styled(sc.style, r);
    const root = sc.build.call(sc, r, S);
    rows.push({ trace_id, family: m.family, isolates: sc.isolates, loop: m.loop, stagnation: m.stagnation, goal: sc.goal, root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map(x => JSON.stringify(x)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows, ${Object.keys(FAMILIES).length} families`);
