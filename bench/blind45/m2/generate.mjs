import { writeFileSync } from 'node:fs';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_reasked_settled_question', 'f2_repeated_failure_notice', 'f3_two_state_oscillation', 'f4_delegation_without_work', 'f5_continuing_after_success', 'f6_status_polling_until_done', 'f7_pagination_to_end', 'f8_backoff_then_success', 'f9_batch_distinct_items', 'f10_refined_search'];
const out = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  m.rows.forEach((r, i) => {
    const trace_id = `${m.family}-${String(i + 1).padStart(2, '0')}`;
    const b = r.build(noise(trace_id));
    out.push({ trace_id, family: m.family, isolates: b.isolates, loop: m.loop, stagnation: m.stagnation, goal: b.goal, root: b.root });
  });
}
const errs = await validateRows(out);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), out.map((o) => JSON.stringify(o)).join('\n') + '\n');
console.log(`wrote ${out.length} rows`);
