// node generate.mjs  -> writes rows.jsonl and validates it
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { rngFor } from './lib.mjs';
import { FAMILIES, validateRows } from './validate.mjs';

const files = {
  f1: './f1_reasked_clarification.mjs', f2: './f2_retry_and_renotify.mjs', f3: './f3_state_flipflop.mjs',
  f4: './f4_delegation_regress.mjs', f5: './f5_post_success_churn.mjs', f6: './f6_converging_fix_cycle.mjs',
  f7: './f7_dense_planning_monologue.mjs', f8: './f8_supervisor_distinct_subtasks.mjs',
  f9: './f9_narrowing_delegation_chain.mjs', f10: './f10_similar_records_sweep.mjs',
};
const only = process.argv[2];
const rows = [];
for (const [fam, meta] of Object.entries(FAMILIES)) {
  if (only && meta.file !== only) continue;
  const mod = await import(files[meta.file]);
  if (mod.rows.length !== 6) throw new Error(`${fam}: expected 6 rows`);
  mod.rows.forEach((def, i) => {
    const trace_id = `${fam}-${String(i + 1).padStart(2, '0')}`;
    const r = rngFor(trace_id);
    rows.push({ trace_id, family: fam, isolates: def.isolates, loop: meta.loop, stagnation: meta.stagnation, goal: def.goal, root: def.build(r) });
  });
}
const errs = validateRows(rows);
if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
const out = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (!only) {
  writeFileSync(new URL('./rows.jsonl', import.meta.url), out);
  console.log(`wrote rows.jsonl: ${rows.length} rows, sha256 ${createHash('sha256').update(out).digest('hex')}`);
} else console.log(`${only}: ${rows.length} rows valid`);
