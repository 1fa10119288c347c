import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { ctx, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_reworded_question_loop', 'f2_repeated_failure_notice', 'f3_two_state_flipflop', 'f4_nested_self_handoff', 'f5_post_success_churn', 'f6_status_poll_progress', 'f7_paged_listing_to_end', 'f8_transient_retry_then_ok', 'f9_distinct_item_batch', 'f10_refined_search_finds'];
const rows = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  for (const r of m.ROWS) {
    const trace_id = `${m.FAMILY}-${r.n}`;
    const c = ctx(trace_id);
    rows.push({ trace_id, family: m.FAMILY, isolates: r.isolates, loop: m.LOOP, stagnation: r.stagnation, goal: r.goal, root: JSON.parse(JSON.stringify(r.build(c))) });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const out = new URL('./rows.jsonl', import.meta.url).pathname;
writeFileSync(out, text);
console.log(`wrote ${rows.length} rows to ${out}; spans per row ${Math.min(...rows.map((r) => countSpans(r.root)))}..${Math.max(...rows.map((r) => countSpans(r.root)))}`);
console.log('sha256', createHash('sha256').update(text).digest('hex'));
