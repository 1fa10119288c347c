// Builds rows.jsonl deterministically from the family files and validates it.
import { writeFileSync, readFileSync } from 'node:fs';
import { noise } from './lib.mjs';
import { validateRows, countSpans } from './validate.mjs';

const FILES = [
  './f1_reworded_question_same_answer.mjs', './f2_repeated_notice_same_failure.mjs', './f3_two_state_oscillation.mjs',
  './f4_self_delegation_no_progress.mjs', './f5_keeps_going_after_success.mjs', './f6_converging_fix_cycle.mjs',
  './f7_planning_monologue_with_progress.mjs', './f8_supervisor_distinct_subtasks.mjs', './f9_deep_delegation_narrowing.mjs',
  './f10_many_similar_records_summary.mjs',
];

const out = [];
const problems = [];
const allDomains = new Map();
for (const f of FILES) {
  const mod = await import(f);
  const { FAMILY, rows } = mod;
  if (rows.length !== 6) problems.push(`${f}: ${rows.length} rows`);
  const doms = new Set();
  for (const row of rows) {
    const trace_id = `${FAMILY.name}-${row.id}`;
    if (doms.has(row.domain)) problems.push(`${trace_id}: domain repeated in family`);
    doms.add(row.domain);
    if (allDomains.has(row.domain)) problems.push(`${trace_id}: domain also used by ${allDomains.get(row.domain)}`);
    allDomains.set(row.domain, trace_id);
    const r = noise(trace_id);
    const built = row.build(r);
    const rec = { trace_id, family: FAMILY.name, isolates: built.isolates, loop: FAMILY.loop, stagnation: FAMILY.stagnation, goal: built.goal, root: built.root };
    const clean = JSON.parse(JSON.stringify(rec));
    out.push(clean);
    console.log(`${trace_id.padEnd(40)} ${String(countSpans(clean.root)).padStart(3)} spans  ${row.style.padEnd(15)} ${row.domain}`);
  }
}
const text = out.map((o) => JSON.stringify(o)).join('\n') + '\n';
writeFileSync(new URL('./rows.jsonl', import.meta.url), text);
const errs = [...problems, ...validateRows(text.trim().split('\n').map((l) => JSON.parse(l)))];
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`wrote ${out.length} rows, all valid`);
