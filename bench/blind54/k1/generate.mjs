import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_long_step_echo', 'f2_reworded_empty_search', 'f3_paging_past_end', 'f4_fix_same_failure', 'f5_volatile_same_result', 'f6_status_poll_progress', 'f7_paging_to_completion', 'f8_backoff_then_success', 'f9_batch_distinct_items', 'f10_refined_search_success'];
const rows = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  if (m.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
  m.scenarios.forEach((sc, i) => {
    const trace_id = `${m.family}-0${i + 1}`;
    const N = noise(trace_id);
    const { isolates, goal, root } = sc(N);
    rows.push({ trace_id, family: m.family, isolates, loop: m.loop, stagnation: m.stagnation, goal, root });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows, sha256 ${createHash('sha256').update(text).digest('hex')}`);
