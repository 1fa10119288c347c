import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILY_FILES = ['f1_reworded_clarification.mjs', 'f2_repeated_failure_notice.mjs', 'f3_toggle_oscillation.mjs', 'f4_self_delegation_recursion.mjs', 'f5_post_success_churn.mjs', 'f6_converging_fix_cycle.mjs', 'f7_productive_planning_monologue.mjs', 'f8_supervisor_distinct_subtasks.mjs', 'f9_nested_narrowing_delegation.mjs', 'f10_similar_records_sweep.mjs'];
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
export async function validateRows(rows) {
  const errs = []; const fams = {}; const ids = new Set();
  for (const f of FAMILY_FILES) { const m = await import('./' + f); fams[m.family] = m; if (m.rows.length !== 6) errs.push(`${f}: ${m.rows.length} rows`); }
  for (const r of rows) {
    const id = r.trace_id;
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    const m = fams[r.family];
    if (!m) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (r.loop !== m.loop || r.stagnation !== m.stagnation) errs.push(`${id}: labels inconsistent with family`);
    if (!m.loop && r.stagnation) errs.push(`${id}: healthy row with stagnation`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 10) errs.push(`${id}: bad ${k}`);
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
    checkSpan(r.root, id + '.root', errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${id}: root not agent`);
    const n = countSpans(r.root); if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5-40)`);
  }
  if (rows.length !== FAMILY_FILES.length * 6) errs.push(`row count ${rows.length}`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
