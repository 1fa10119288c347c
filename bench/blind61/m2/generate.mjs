import { writeFileSync } from 'node:fs';
import { ctx } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_reasked_confirmation', 'f2_repeated_failure_notice', 'f3_two_state_flipflop', 'f4_delegation_without_work', 'f5_rechecking_after_success',
  'f6_status_poll_until_done', 'f7_paged_fetch_to_exhaustion', 'f8_transient_retry_then_success', 'f9_distinct_item_batch', 'f10_refined_search_hits'];
const out = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  m.rows.forEach((build, i) => {
    const trace_id = `${m.family}-0${i + 1}`;
    const r = build(ctx(trace_id));
    out.push({ trace_id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: m.stagnation, goal: r.goal, root: r.root });
  });
}
const errs = validateRows(out);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), out.map((r) => JSON.stringify(r)).join('\n') + '\n');
const count = (s) => 1 + s.children.reduce((a, k) => a + count(k), 0);
console.log(`wrote ${out.length} rows; spans min ${Math.min(...out.map((r) => count(r.root)))} max ${Math.max(...out.map((r) => count(r.root)))}`);
