// Re-checks rows.jsonl: schema + labels consistent with family.
import { readFileSync } from 'node:fs';
export const FAMILY_LOOP = {
  reworded_question_loop: true, repeated_failure_notice: true, two_state_flipflop: true, nested_self_handoff: true, post_success_churn: true,
  status_poll_progress: false, paged_listing_to_end: false, transient_retry_then_ok: false, distinct_item_batch: false, refined_search_finds: false,
};
function checkSpan(s, path, errs, st) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unknown key ${k}`);
  st.n++; if (s.type === 'llm') st.llm++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, st));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set();
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    if (!(r.family in FAMILY_LOOP)) errs.push(`${id}: unknown family`);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (r.loop !== FAMILY_LOOP[r.family]) errs.push(`${id}: loop label inconsistent with family`);
    if (typeof r.stagnation !== 'boolean') errs.push(`${id}: stagnation`);
    if (FAMILY_LOOP[r.family] === false && r.stagnation) errs.push(`${id}: healthy row cannot be stagnation=true`);
    if (r.family === 'repeated_failure_notice' && !r.stagnation) errs.push(`${id}: repeated_failure_notice rows repeat model text, stagnation must be true`);
    const st = { n: 0, llm: 0 };
    checkSpan(r.root, `${id}.root`, errs, st);
    if (st.n < 5 || st.n > 40) errs.push(`${id}: span count ${st.n} outside 5..40`);
    if (r.stagnation && st.llm === 0) errs.push(`${id}: stagnation without llm spans`);
    if (r.root && r.root.type !== 'agent') errs.push(`${id}: root must be agent-like (type agent)`);
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
  }
  const fams = {}; rows.forEach((r) => (fams[r.family] = (fams[r.family] || 0) + 1));
  for (const f of Object.keys(FAMILY_LOOP)) if (fams[f] !== 6) errs.push(`family ${f}: ${fams[f] || 0} rows, expected 6`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows`);
}
