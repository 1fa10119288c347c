// Re-checks rows.jsonl: schema, labels consistent with family, 15..120 spans per row.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
export const FAMILIES = {
  verbatim_long_step_repeat: true, reworded_empty_search: true, paging_past_end: true,
  same_failure_after_fixes: true, volatile_only_results: true, repeated_user_question: true,
  repeated_notice_on_failure: true, two_state_oscillation: true, self_delegation_regress: true,
  post_success_rechecking: true,
  status_polling_until_done: false, pagination_new_items: false, backoff_then_success: false,
  batch_distinct_items: false, refined_search_success: false, shrinking_failures_fix: false,
  long_productive_planning: false, supervisor_distinct_subtasks: false, nested_distinct_delegation: false,
  similar_records_read: false,
};
const MUST_STAG = { verbatim_long_step_repeat: true };
function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, where, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${where}: span not object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: bad name`);
  if (!('input' in s)) errs.push(`${where}: no input`);
  if (!('output' in s)) errs.push(`${where}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${where}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${where}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    if (typeof id !== 'string') { errs.push('row without trace_id'); continue; }
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
    if (!(r.family in FAMILIES)) errs.push(`${id}: unknown family ${r.family}`);
    if (!new RegExp(`^${r.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (r.loop !== FAMILIES[r.family]) errs.push(`${id}: loop label ${r.loop} inconsistent with family`);
    if (typeof r.stagnation !== 'boolean') errs.push(`${id}: stagnation not boolean`);
    if (MUST_STAG[r.family] && r.stagnation !== true) errs.push(`${id}: family requires stagnation true`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 10) errs.push(`${id}: ${k} too short`);
    checkSpan(r.root, `${id}:root`, errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${id}: root must be agent span`);
    const n = r.root ? countSpans(r.root) : 0;
    if (n < 15 || n > 120) errs.push(`${id}: ${n} spans (need 15..120)`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  return { errs, perFam };
}
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), 'rows.jsonl');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const { errs, perFam } = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows, ${Object.keys(perFam).length} families`);
}
