import { writeFileSync } from 'node:fs';
import { makeCtx, builder, validateRows } from './lib.mjs';
export const FILES = ['f1_reasks_answered_question', 'f2_same_apology_same_failure', 'f3_flip_flop_between_two_states', 'f4_delegation_hot_potato', 'f5_keeps_going_after_done', 'f6_shrinking_failures_fix_cycle', 'f7_dense_planning_monologue', 'f8_supervisor_distinct_subtasks', 'f9_nested_narrowing_delegation', 'f10_survey_of_similar_records'];
export async function loadFamilies() { return Promise.all(FILES.map((f) => import(`./${f}.mjs`))); }
if (import.meta.url === `file://${process.argv[1]}`) {
  const fams = await loadFamilies(); const rows = [];
  for (const f of fams) for (const r of f.rows) {
    const trace_id = `${f.family}-${r.n}`; const c = makeCtx(trace_id); const b = builder(r.style, c, r.goal, r.opt || {});
    rows.push({ trace_id, family: f.family, isolates: r.isolates, loop: f.loop, stagnation: f.stagnation, goal: r.goal, root: r.build(c, b) });
  }
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`wrote ${rows.length} rows`);
}
