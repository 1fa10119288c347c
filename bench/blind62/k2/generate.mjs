import fs from 'node:fs';
import crypto from 'node:crypto';
import { noise } from './lib.mjs';
import { validateRows } from './validate.mjs';
const files = ['f1_reasked_question', 'f2_repeated_failure_notice', 'f3_two_state_flipflop', 'f4_self_delegation', 'f5_post_success_rechecks', 'f6_shrinking_failures', 'f7_dense_planning', 'f8_supervisor_varied_subtasks', 'f9_narrowing_delegation', 'f10_similar_record_sweep'];
const rows = [];
for (const f of files) {
  const m = await import(`./${f}.mjs`);
  m.scenarios.forEach((fn, i) => {
    const trace_id = `${m.meta.family}-0${i + 1}`;
    const s = fn(noise(trace_id));
    rows.push({ trace_id, family: m.meta.family, isolates: s.isolates, loop: m.meta.loop, stagnation: m.meta.stagnation, goal: s.goal, root: s.root });
  });
}
validateRows(rows);
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
console.log(`wrote ${rows.length} rows, sha256 ${crypto.createHash('sha256').update(text).digest('hex')}`);
