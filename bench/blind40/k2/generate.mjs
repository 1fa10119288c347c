import fs from 'node:fs'; import crypto from 'node:crypto';
import { makeR } from './lib.mjs'; import { validateRows } from './validate.mjs';
const files = ['f1_reworded_clarification_loop', 'f2_repeated_failure_notice', 'f3_two_state_flipflop', 'f4_self_delegation_spiral', 'f5_post_success_churn', 'f6_converging_fix_cycle', 'f7_dense_planning', 'f8_supervisor_distinct_subtasks', 'f9_narrowing_delegation_chain', 'f10_similar_record_sweep'];
const out = [];
for (const f of files) { const m = await import(`./${f}.mjs`); m.rows.forEach((r, i) => { const id = `${m.family}-0${i + 1}`; const R = makeR(id); const root = r.build(R); root.metadata = { ...(root.metadata || {}), recording_style: r.style, domain: r.domain }; out.push({ trace_id: id, family: m.family, isolates: r.isolates, loop: m.loop, stagnation: r.stagnation, goal: r.goal, root }); }); }
const errs = validateRows(out); if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
const txt = out.map((r) => JSON.stringify(r)).join('\n') + '\n'; fs.writeFileSync(new URL('./rows.jsonl', import.meta.url), txt);
console.log(`wrote ${out.length} rows sha256=${crypto.createHash('sha256').update(txt).digest('hex')}`);
