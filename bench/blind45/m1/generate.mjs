import { writeFileSync } from 'node:fs';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_restated_long_step', 'f2_reworded_empty_searches', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_only_changes', 'f6_shrinking_failures', 'f7_progressive_planning', 'f8_supervisor_distinct_subtasks', 'f9_deep_delegation_chain', 'f10_many_similar_records'];
const out = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  m.rows.forEach((fn, i) => {
    const id = `${m.family}-${String(i + 1).padStart(2, '0')}`;
    const r = fn(noise(id));
    out.push({ trace_id: id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: m.stagnation, goal: r.goal, root: r.root });
  });
}
const errs = validateRows(out);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), out.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${out.length} rows`);
