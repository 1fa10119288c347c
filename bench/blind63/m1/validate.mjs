// Re-checks rows.jsonl: schema + labels consistent with family.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
export const FAMILY_LABELS = {
  echoed_long_reasoning: [true, true], reworded_empty_queries: [true, false], paging_beyond_end: [true, false],
  same_failure_after_fixes: [true, false], volatile_only_repeats: [true, false], shrinking_failure_fix_cycle: [false, false],
  progressive_planning: [false, false], supervisor_varied_subtasks: [false, false], nested_delegation_chain: [false, false], similar_records_survey: [false, false],
};
function checkSpan(s, path, errs, count) {
  count.n++;
  if (typeof s !== 'object' || s === null) return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs, count));
}
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const r of rows) {
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${r.trace_id}: missing ${k}`);
    if (ids.has(r.trace_id)) errs.push(`duplicate ${r.trace_id}`); ids.add(r.trace_id);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${r.trace_id}: bad id`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) errs.push(`${r.trace_id}: unknown family`);
    else if (r.loop !== lab[0] || r.stagnation !== lab[1]) errs.push(`${r.trace_id}: labels inconsistent with family`);
    if (typeof r.isolates !== 'string' || typeof r.goal !== 'string') errs.push(`${r.trace_id}: text fields`);
    if (r.root?.type !== 'agent') errs.push(`${r.trace_id}: root not agent`);
    const c = { n: 0 }; checkSpan(r.root, r.trace_id, errs, c);
    if (c.n < 5 || c.n > 40) errs.push(`${r.trace_id}: ${c.n} spans (want 5-40)`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows`);
  return errs;
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
