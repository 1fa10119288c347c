import { writeFileSync } from 'node:fs';
import { makeRng } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_echoed_long_reasoning', 'f2_rephrased_empty_search', 'f3_paging_beyond_last_page', 'f4_same_failure_after_each_fix', 'f5_identical_results_modulo_noise', 'f6_failures_shrinking_to_green', 'f7_planning_steps_add_facts', 'f8_supervisor_distinct_subtasks', 'f9_nested_delegation_chain', 'f10_similar_records_summarised'];
const rows = [], domains = new Set();
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  for (const sc of m.rows) {
    const trace_id = `${m.family}-${sc.id}`;
    if (domains.has(sc.domain)) throw new Error(`duplicate domain ${sc.domain}`); domains.add(sc.domain);
    const root = sc.build(makeRng(trace_id));
    rows.push({ trace_id, family: m.family, isolates: sc.isolates, loop: m.meta.loop, stagnation: m.meta.stagnation, goal: sc.goal, root });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
