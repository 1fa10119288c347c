import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILIES = {
  verbatim_long_restatement: { loop: true }, reworded_searches_stay_empty: { loop: true }, paging_beyond_last_page: { loop: true },
  same_failure_after_each_fix: { loop: true }, identical_results_modulo_noise: { loop: true }, re_asking_user_same_question: { loop: true },
  repeated_notice_on_repeated_failure: { loop: true }, two_state_flip_flop: { loop: true }, delegation_without_work: { loop: true },
  rechecking_after_success: { loop: true },
  polling_until_state_changes: { loop: false }, pagination_until_exhausted: { loop: false }, transient_errors_then_success: { loop: false },
  batch_over_distinct_items: { loop: false }, search_refined_materially: { loop: false }, fix_cycle_converging: { loop: false },
  long_plan_with_new_content: { loop: false }, supervisor_distinct_subtasks: { loop: false }, nested_delegation_narrowing: { loop: false },
  many_similar_records_read: { loop: false },
};
const TYPES_OK = (t) => typeof t === 'string' && t.length > 0;
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (!TYPES_OK(s.type)) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: no input`);
  if (!('output' in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set();
  for (const row of rows) {
    const id = row.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof row[k] !== 'string' || !row[k]) errs.push(`${id}: ${k} missing`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${id}: labels not boolean`);
    const fam = FAMILIES[row.family];
    if (!fam) errs.push(`${id}: unknown family ${row.family}`);
    else if (fam.loop !== row.loop) errs.push(`${id}: loop label ${row.loop} inconsistent with family`);
    if (!/^[a-z_]+-0[1-9]$/.test(id || '') || !id.startsWith(row.family + '-')) errs.push(`${id}: trace_id must be <family>-NN`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    if (row.root?.type !== 'agent') errs.push(`${id}: root is not an agent span`);
    checkSpan(row.root, 'root', errs);
    const n = countSpans(row.root);
    if (n < 15 || n > 120) errs.push(`${id}: ${n} spans (need 15..120)`);
    const extra = Object.keys(row).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k));
    if (extra.length) errs.push(`${id}: extra keys ${extra}`);
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
