import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILIES = { long_step_echo: [true, true], reworded_empty_search: [true, false], paging_past_end: [true, false], fix_same_failure: [true, false], volatile_same_result: [true, false], status_poll_progress: [false, false], paging_to_completion: [false, false], backoff_then_success: [false, false], batch_distinct_items: [false, false], refined_search_success: [false, false] };
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || typeof s.name !== 'string') errs.push(`${path}: type/name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set();
  for (const r of rows) {
    const f = FAMILIES[r.family];
    if (!f) { errs.push(`${r.trace_id}: unknown family`); continue; }
    if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${r.trace_id}: bad id`);
    if (seen.has(r.trace_id)) errs.push(`${r.trace_id}: duplicate`); seen.add(r.trace_id);
    if (r.loop !== f[0] || r.stagnation !== f[1]) errs.push(`${r.trace_id}: labels inconsistent with family`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${r.trace_id}: ${k}`);
    checkSpan(r.root, r.trace_id + ':root', errs);
    const n = countSpans(r.root); if (n < 5 || n > 40) errs.push(`${r.trace_id}: ${n} spans`);
  }
  for (const fam of Object.keys(FAMILIES)) if (rows.filter((r) => r.family === fam).length !== 6) errs.push(`${fam}: not 6 rows`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = readFileSync(process.argv[2] || new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`valid: ${rows.length} rows`);
}
