// Deterministic generator: writes rows.jsonl (no clock reads, no Math.random).
import { writeFileSync } from 'node:fs';
import { makeCtx } from './lib.mjs';
import { validateRows } from './validate.mjs';
import * as f1 from './f1_long_step_said_again.mjs';
import * as f2 from './f2_reworded_query_no_hits.mjs';
import * as f3 from './f3_paging_beyond_the_end.mjs';
import * as f4 from './f4_each_fix_same_failure.mjs';
import * as f5 from './f5_poll_until_status_changes.mjs';
import * as f6 from './f6_paging_with_new_items.mjs';
import * as f7 from './f7_backoff_then_success.mjs';
import * as f8 from './f8_batch_templated_acks.mjs';

const rows = [];
for (const mod of [f1, f2, f3, f4, f5, f6, f7, f8]) {
  mod.scenarios.forEach((sc, i) => {
    const trace_id = `${mod.family}-${String(i + 1).padStart(2, '0')}`;
    const ctx = makeCtx(trace_id, { jsonArgs: sc.jsonArgs });
    const { goal, isolates, root } = sc.build(ctx);
    rows.push({ trace_id, family: mod.family, isolates, loop: mod.loop, stagnation: mod.stagnation, goal, root });
  });
}
const problems = validateRows(rows);
if (problems.length) { console.error(problems.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
