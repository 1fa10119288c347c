import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { validateRows } from './validate.mjs';
import { countSpans } from './lib.mjs';
const files = ['f1_reasked_same_question', 'f2_retry_and_repeat_notice', 'f3_two_state_flipflop', 'f4_delegation_without_work', 'f5_keeps_going_after_done',
  'f6_converging_fix_cycle', 'f7_dense_planning_monologue', 'f8_supervisor_distinct_subtasks', 'f9_narrowing_delegation_chain', 'f10_similar_record_sweep'];
async function build() {
  const rows = [];
  for (const f of files) {
    const m = await import(`./${f}.mjs`);
    if (m.scenarios.length !== 6) throw new Error(`${f}: expected 6 scenarios`);
    for (const s of m.scenarios) { const r = s(); if (r.family !== m.FAMILY || r.loop !== m.LOOP) throw new Error(`${r.trace_id}: family/loop mismatch`); rows.push(r); }
  }
  return rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
}
const a = await build(); const b = await build();
if (a !== b) { console.error('non-deterministic output'); process.exit(1); }
const rows = a.split('\n').filter(Boolean).map((l) => JSON.parse(l));
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
writeFileSync(new URL('./rows.jsonl', import.meta.url), a);
const counts = rows.map((r) => countSpans(r.root));
console.log(`wrote ${rows.length} rows; spans min ${Math.min(...counts)} max ${Math.max(...counts)}; sha256 ${createHash('sha256').update(a).digest('hex')}`);
