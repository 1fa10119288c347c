// Re-check an existing rows.jsonl: schema, labels consistent with family, 15..120 spans per row.
import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILY_LOOP = {
  repeated_long_reasoning: true, reworded_empty_queries: true, paging_past_end: true, same_failure_after_fixes: true,
  volatile_identical_results: true, reasked_user_question: true, repeated_notice_on_failure: true, state_oscillation: true,
  self_delegation_recursion: true, post_success_rechecking: true,
  status_polling_progress: false, pagination_to_end: false, backoff_then_success: false, distinct_item_batch: false,
  refined_search_success: false, converging_fix_cycle: false, long_productive_planning: false, supervisor_distinct_subtasks: false,
  deep_distinct_delegation: false, similar_records_review: false,
};
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((k, i) => checkSpan(k, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set();
  for (const r of rows) {
    const id = r.trace_id;
    if (typeof id !== 'string') { errs.push('row without trace_id'); continue; }
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (!(r.family in FAMILY_LOOP)) errs.push(`${id}: unknown family ${r.family}`);
    else if (r.loop !== FAMILY_LOOP[r.family]) errs.push(`${id}: loop label inconsistent with family`);
    if (!new RegExp(`^${r.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id must be <family>-NN`);
    if (typeof r.stagnation !== 'boolean') errs.push(`${id}: stagnation not boolean`);
    if (r.family === 'repeated_long_reasoning' && r.stagnation !== true) errs.push(`${id}: verbatim repeat family must have stagnation`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${id}: goal too short`);
    checkSpan(r.root, `${id}:root`, errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    const n = r.root ? countSpans(r.root) : 0;
    if (n < 15 || n > 120) errs.push(`${id}: ${n} spans (need 15..120)`);
  }
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows`);
}
