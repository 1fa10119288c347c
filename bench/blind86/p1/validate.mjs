import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { countSpans } from './lib.mjs';

export function validateSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((k, i) => validateSpan(k, `${path}.children[${i}]`, errs));
}
function collectTypes(s, acc) { acc.add(s.type); (s.children || []).forEach((k) => collectTypes(k, acc)); return acc; }
function countType(s, t) { return (s.type === t ? 1 : 0) + (s.children || []).reduce((a, k) => a + countType(k, t), 0); }

export function validateRows(rows, familyLoop) {
  const errs = [];
  const ids = new Set();
  for (const r of rows) {
    const p = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${p}: missing ${k}`);
    if (ids.has(r.trace_id)) errs.push(`${p}: duplicate trace_id`); ids.add(r.trace_id);
    if (!/^[a-z0-9_]+-0[1-9]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${p}: trace_id must be <family>-NN`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${p}: loop/stagnation must be boolean`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 10) errs.push(`${p}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${p}: goal too short`);
    if (familyLoop && r.family in familyLoop && familyLoop[r.family] !== r.loop) errs.push(`${p}: loop label ${r.loop} inconsistent with family (${familyLoop[r.family]})`);
    if (r.loop === false && r.stagnation === true) errs.push(`${p}: healthy row marked stagnation`);
    validateSpan(r.root, `${p}.root`, errs);
    const n = countSpans(r.root);
    if (n < 15 || n > 120) errs.push(`${p}: ${n} spans (need 15..120)`);
    if (r.root && r.root.type !== 'agent') errs.push(`${p}: root must be an agent span`);
    const types = collectTypes(r.root, new Set());
    if (!types.has('llm')) errs.push(`${p}: no llm span`);
    if (countType(r.root, 'agent') < 2) errs.push(`${p}: not multi-agent (fewer than 2 agent spans)`);
  }
  if (familyLoop) {
    const fams = {}; rows.forEach((r) => (fams[r.family] = (fams[r.family] || 0) + 1));
    for (const f of Object.keys(familyLoop)) if (fams[f] !== 3) errs.push(`family ${f}: ${fams[f] || 0} rows (need 3)`);
  }
  return errs;
}

// family -> loop label, derived from the README-declared sets (kept here so validate works standalone)
export const FAMILY_LOOP = {
  long_step_repeat: true, reworded_empty_queries: true, paging_past_end: true, same_failure_after_fixes: true,
  volatile_only_results: true, same_question_to_user: true, repeated_user_notice: true, two_state_oscillation: true,
  delegation_without_work: true, continuing_after_success: true,
  status_polling_to_done: false, pagination_new_items: false, backoff_then_success: false, batch_distinct_items: false,
  refined_search: false, fix_cycle_converging: false, progressive_planning: false, supervisor_distinct_subtasks: false,
  deep_distinct_delegation: false, similar_records_summary: false,
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows, FAMILY_LOOP);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`${file}: ${rows.length} rows OK`);
}
