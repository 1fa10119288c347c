import fs from 'node:fs';
import { validateRows } from './validate.mjs';
const files = ['f1_same_question_rephrased', 'f2_fail_notify_retry', 'f3_two_state_flipflop', 'f4_hand_off_to_self', 'f5_done_but_rechecking', 'h1_shrinking_failure_fixes', 'h2_dense_planning_monologue', 'h3_supervisor_varied_subtasks', 'h4_narrowing_delegation_chain', 'h5_many_similar_reads'];
const rows = [];
for (const f of files) { const m = await import(`./${f}.mjs`); for (const fn of m.default) rows.push(fn()); }
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`wrote ${rows.length} rows`);
