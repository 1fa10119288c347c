// Re-checks rows.jsonl: schema, labels consistent with family, 15..120 spans per row.
import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILIES = {
  repeated_long_reasoning_step: { loop: true, stagnation: true },
  reworded_empty_queries: { loop: true },
  paging_past_last_page: { loop: true },
  same_failure_after_each_fix: { loop: true },
  identical_results_modulo_noise: { loop: true },
  reasking_user_same_question: { loop: true },
  repeated_notice_on_same_failure: { loop: true },
  two_state_oscillation: { loop: true },
  self_delegation_without_work: { loop: true },
  rechecking_after_success: { loop: true },
  polling_until_job_done: { loop: false, stagnation: false },
  pagination_with_new_items: { loop: false, stagnation: false },
  backoff_then_success: { loop: false, stagnation: false },
  batch_over_distinct_items: { loop: false, stagnation: false },
  refined_search_finds_results: { loop: false, stagnation: false },
  fix_cycle_failures_dropping: { loop: false, stagnation: false },
  long_planning_with_new_content: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  deep_delegation_distinct_subtasks: { loop: false, stagnation: false },
  reading_many_similar_records: { loop: false, stagnation: false },
};
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata`);
  (s.children || []).forEach((k, i) => checkSpan(k, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set();
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${id}: labels must be boolean`);
    if (row.loop !== fam.loop) errs.push(`${id}: loop label ${row.loop} != family ${fam.loop}`);
    if ('stagnation' in fam && row.stagnation !== fam.stagnation) errs.push(`${id}: stagnation ${row.stagnation} != family ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 10) errs.push(`${id}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${id}: goal`);
    checkSpan(row.root, `${id}:root`, errs);
    const n = row.root ? countSpans(row.root) : 0;
    if (n < 15 || n > 120) errs.push(`${id}: ${n} spans (need 15..120)`);
  }
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
