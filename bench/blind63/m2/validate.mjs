// Re-checks rows.jsonl: schema and label consistency with each family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countSpans, walk } from './lib.mjs';
export const FAMILIES = {
  restated_user_question: { loop: true }, repeated_failure_notice: { loop: true }, two_state_flipflop: { loop: true },
  self_delegation_chain: { loop: true }, post_success_rechecking: { loop: true },
  status_polling_progress: { loop: false }, paginated_collection: { loop: false }, transient_retry_recovery: { loop: false },
  distinct_item_batch: { loop: false }, refined_search_success: { loop: false },
};
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: span not object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.children[${i}]`, errs));
}
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  rows.forEach((r, i) => {
    const at = `row ${i} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${at}: extra key ${k}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${at}: bad trace_id`);
    if (ids.has(r.trace_id)) errs.push(`${at}: duplicate id`); ids.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${at}: goal`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${at}: labels not boolean`);
    if (r.loop !== fam.loop) errs.push(`${at}: loop label ${r.loop} inconsistent with family (${fam.loop})`);
    if (!fam.loop && r.stagnation) errs.push(`${at}: healthy family row marked stagnation`);
    checkSpan(r.root, `${at}.root`, errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${at}: root must be an agent span`);
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${at}: ${n} spans (want 5-40)`);
    let llms = 0, tools = 0; walk(r.root, (s) => { if (s.type === 'llm') llms++; if (s.type === 'tool') tools++; });
    if (r.stagnation && llms < 2) errs.push(`${at}: stagnation true needs >=2 llm spans`);
    if (tools + llms < 3) errs.push(`${at}: too few llm/tool spans`);
    const txt = JSON.stringify(r);
    if (/Math\.random|NaN|undefined/.test(txt)) errs.push(`${at}: suspicious text (NaN/undefined)`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
