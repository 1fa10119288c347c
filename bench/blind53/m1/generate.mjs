import { writeFileSync } from 'node:fs';
import { noise, validateRow, FAMILIES } from './lib.mjs';
const files = {
  loop_long_step_restated: './f1_loop_long_step_restated.mjs',
  loop_reworded_empty_search: './f2_loop_reworded_empty_search.mjs',
  loop_paging_past_end: './f3_loop_paging_past_end.mjs',
  loop_same_failure_after_fixes: './f4_loop_same_failure_after_fixes.mjs',
  loop_same_result_modulo_noise: './f5_loop_same_result_modulo_noise.mjs',
  ok_failures_shrinking: './f6_ok_failures_shrinking.mjs',
  ok_long_plan_each_step_new: './f7_ok_long_plan_each_step_new.mjs',
  ok_supervisor_distinct_subtasks: './f8_ok_supervisor_distinct_subtasks.mjs',
  ok_nested_delegation_chain: './f9_ok_nested_delegation_chain.mjs',
  ok_many_similar_records: './f10_ok_many_similar_records.mjs',
};
const rows = [];
for (const [family, file] of Object.entries(files)) {
  const scen = (await import(file)).default;
  if (scen.length !== 6) throw new Error(`${family}: ${scen.length} scenarios`);
  scen.forEach((s, i) => {
    const trace_id = `${family}-0${i + 1}`;
    const r = noise(trace_id);
    rows.push({ trace_id, family, isolates: s.isolates, loop: FAMILIES[family].loop, stagnation: FAMILIES[family].stagnation, goal: s.goal, root: s.build(r) });
  });
}
const seen = new Set(); let bad = 0;
for (const row of rows) { const e = validateRow(row, seen); if (e.length) { bad++; console.error(row.trace_id, e); } }
if (bad) { console.error(`${bad} invalid rows`); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
