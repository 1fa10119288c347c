// Writes rows.jsonl deterministically and validates it.
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';

const files = ['f1_reworded_clarification_loop', 'f2_fail_notify_retry_loop', 'f3_two_state_flipflop', 'f4_nested_delegation_regress', 'f5_post_success_churn',
  'f6_status_poll_progress', 'f7_paginated_collection', 'f8_transient_then_success', 'f9_distinct_item_batch', 'f10_refined_search'];
const out = [];
const domains = new Set();
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  for (const r of m.rows) {
    const trace_id = `${m.family}-${r.n}`;
    if (domains.has(r.domain)) throw new Error(`duplicate domain ${r.domain}`);
    domains.add(r.domain);
    const root = r.build(noise(trace_id));
    out.push({ trace_id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: r.stagnation, goal: r.goal, root });
  }
}
const errs = validateRows(out);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = out.map(r => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${out.length} rows; sha256 ${createHash('sha256').update(text).digest('hex')}`);
