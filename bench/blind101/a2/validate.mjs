// Re-checks an existing rows.jsonl: schema, labels consistent with family, 15..120 spans per row.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_LOOP = {
  repeated_long_reasoning: true, reworded_empty_lookups: true, paging_past_last_page: true,
  same_failure_after_each_fix: true, same_reading_modulo_noise: true, reasking_the_user: true,
  repeated_notice_on_same_failure: true, two_state_flip_flop: true, self_delegation_chain: true,
  rechecking_after_success: true,
  status_poll_until_done: false, pagination_with_new_items: false, transient_error_then_success: false,
  batch_over_distinct_devices: false, refined_search_finds_results: false, shrinking_failure_fix_cycle: false,
  long_planning_with_new_facts: false, supervisor_distinct_subtasks: false, nested_distinct_delegation: false,
  similar_records_reviewed: false,
};
function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
export function validateRows(rows) {
  const errs = []; const ids = new Set();
  for (const [i, row] of rows.entries()) {
    const at = `row ${i + 1} (${row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${at}: extra key ${k}`);
    if (!(row.family in FAMILY_LOOP)) errs.push(`${at}: unknown family`);
    else if (row.loop !== FAMILY_LOOP[row.family]) errs.push(`${at}: loop label inconsistent with family`);
    if (typeof row.stagnation !== 'boolean') errs.push(`${at}: stagnation not boolean`);
    if (row.family in FAMILY_LOOP && !FAMILY_LOOP[row.family] && row.stagnation) errs.push(`${at}: healthy family with stagnation`);
    if (!new RegExp(`^${row.family}-0[1-9]$`).test(row.trace_id)) errs.push(`${at}: trace_id format`);
    if (ids.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`); ids.add(row.trace_id);
    for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 10) errs.push(`${at}: ${k} too short`);
    checkSpan(row.root, `${at} root`, errs);
    if (row.root && row.root.type !== 'agent') errs.push(`${at}: root is not an agent span`);
    const n = row.root ? countSpans(row.root) : 0;
    if (n < 15 || n > 120) errs.push(`${at}: ${n} spans (need 15..120)`);
  }
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
