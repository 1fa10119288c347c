import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { makeCtx, countSpans } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_restated_long_step', 'f2_reworded_empty_queries', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_same_result_volatile', 'f6_poll_until_done', 'f7_pagination_new_items', 'f8_backoff_then_success', 'f9_batch_distinct_items', 'f10_refined_search'];
const rows = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  for (const r of m.rows) {
    const trace_id = `${m.family}-${r.n}`;
    const out = r.build(makeCtx(trace_id));
    rows.push({ trace_id, family: m.family, isolates: out.isolates, loop: m.loop, stagnation: m.stagnation, goal: out.goal, root: JSON.parse(JSON.stringify(out.root)) });
  }
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows; spans min ${Math.min(...rows.map((r) => countSpans(r.root)))} max ${Math.max(...rows.map((r) => countSpans(r.root)))}; sha256 ${createHash('sha256').update(text).digest('hex')}`);
