import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILIES = {
  long_thought_echo: [true, true], reworded_empty_search: [true, false], paging_past_end: [true, false], same_failure_after_fixes: [true, false], volatile_only_repeats: [true, false],
  shrinking_failures_fix_cycle: [false, false], progressive_planning_monologue: [false, false], supervisor_distinct_subtasks: [false, false], deep_delegation_chain: [false, false], similar_records_sweep: [false, false],
};
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const row of rows) {
    const id = row.trace_id;
    if (ids.has(id)) errs.push(`duplicate ${id}`); ids.add(id);
    const f = FAMILIES[row.family];
    if (!f) { errs.push(`${id}: unknown family`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (row.loop !== f[0] || row.stagnation !== f[1]) errs.push(`${id}: labels inconsistent with family`);
    for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 10) errs.push(`${id}: ${k}`);
    const keys = Object.keys(row).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
    checkSpan(row.root, `${id}.root`, errs);
    if (row.root && row.root.type !== 'agent' && row.root.type !== 'chain') errs.push(`${id}: root type`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans`);
    const hasLlm = JSON.stringify(row.root).includes('"type":"llm"'); if (!hasLlm) errs.push(`${id}: no llm span`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  }
  for (const fam of Object.keys(FAMILIES)) if (perFam[fam] !== 6) errs.push(`${fam}: ${perFam[fam] || 0} rows`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows`);
}
