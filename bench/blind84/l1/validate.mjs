import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// family -> expected loop label
export const FAMILIES = {
  verbatim_long_restatement: true, reworded_empty_queries: true, paging_past_end: true, same_failure_after_fixes: true,
  volatile_only_repeats: true, reasked_user_question: true, repeated_user_notice_on_failure: true, two_state_oscillation: true,
  recursive_self_delegation: true, post_success_rechecks: true,
  status_polling_until_done: false, pagination_to_end: false, backoff_then_success: false, batch_distinct_items: false,
  refined_search_hits: false, converging_fix_cycle: false, long_planning_monologue: false, supervisor_distinct_subtasks: false,
  deep_distinct_delegation: false, many_similar_records: false,
};
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return 0; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) { errs.push(`${path}: children not array`); return 1; }
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: extra key ${k}`);
  return 1 + s.children.reduce((a, c, i) => a + checkSpan(c, `${path}.${i}`, errs), 0);
}
const llmTexts = (s, acc = []) => { if (s.type === 'llm') acc.push(JSON.stringify(s.output)); s.children.forEach(c => llmTexts(c, acc)); return acc; };
export function validateRows(rows) {
  const errs = [], ids = new Set(), perFam = {}; let big = 0;
  for (const row of rows) {
    const id = row.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    if (Object.keys(row).length !== 7) errs.push(`${id}: unexpected keys ${Object.keys(row)}`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    if (!(row.family in FAMILIES)) errs.push(`${id}: unknown family ${row.family}`);
    else if (row.loop !== FAMILIES[row.family]) errs.push(`${id}: loop label ${row.loop} inconsistent with family`);
    if (!new RegExp(`^${row.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id must be <family>-NN`);
    if (typeof row.stagnation !== 'boolean' || typeof row.loop !== 'boolean') errs.push(`${id}: labels must be boolean`);
    if (!FAMILIES[row.family] && row.stagnation) errs.push(`${id}: healthy row marked stagnation`);
    if (row.root?.type !== 'agent') errs.push(`${id}: root must be agent span`);
    const n = checkSpan(row.root, id, errs);
    if (n < 60 || n > 250) errs.push(`${id}: ${n} spans (need 60-250)`);
    if (n > 120) big++;
    if (row.stagnation && llmTexts(row.root).length === 0) errs.push(`${id}: stagnation without model text`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    if (/Math\.random/.test(JSON.stringify(row))) errs.push(`${id}: suspicious`);
  }
  for (const [f, c] of Object.entries(perFam)) if (c < 3) errs.push(`${f}: only ${c} rows`);
  if (rows.length && big * 3 < rows.length) errs.push(`only ${big}/${rows.length} rows above 120 spans`);
  return errs;
}
export const spanCount = (s) => 1 + s.children.reduce((a, c) => a + spanCount(c), 0);
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').trim().split('\n').map(l => JSON.parse(l));
  const errs = validateRows(rows);
  for (const r of rows) console.log(r.trace_id.padEnd(40), String(spanCount(r.root)).padStart(4), 'loop=' + r.loop, 'stag=' + r.stagnation);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows`);
}
