import { readFileSync } from 'node:fs';
export const FAMILIES = {
  reasked_confirmation: [true, true], repeated_failure_notice: [true, true], two_state_flipflop: [true, true],
  delegation_without_work: [true, true], rechecking_after_success: [true, true],
  status_poll_until_done: [false, false], paged_fetch_to_exhaustion: [false, false], transient_retry_then_success: [false, false],
  distinct_item_batch: [false, false], refined_search_hits: [false, false],
};
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(path + ': not object');
  if (typeof s.type !== 'string' || typeof s.name !== 'string') errs.push(path + ': type/name');
  if (!('input' in s) || !('output' in s)) errs.push(path + ': input/output');
  if (!Array.isArray(s.children)) errs.push(path + ': children');
  if ('error' in s && typeof s.error !== 'string') errs.push(path + ': error');
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null)) errs.push(path + ': metadata');
  (Array.isArray(s.children) ? s.children : []).forEach((k, i) => checkSpan(k, path + '.' + i, errs));
}
export function validateRows(rows) {
  const errs = []; const seen = new Set();
  for (const r of rows) {
    const f = FAMILIES[r.family];
    if (!f) { errs.push(r.trace_id + ': unknown family'); continue; }
    if (!new RegExp('^' + r.family + '-0[1-6]$').test(r.trace_id)) errs.push(r.trace_id + ': bad id');
    if (seen.has(r.trace_id)) errs.push(r.trace_id + ': dup'); seen.add(r.trace_id);
    if (r.loop !== f[0] || r.stagnation !== f[1]) errs.push(r.trace_id + ': labels');
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(r.trace_id + ': ' + k);
    if (r.root?.type !== 'agent') errs.push(r.trace_id + ': root not agent');
    checkSpan(r.root, r.trace_id + ':root', errs);
  }
  for (const fam of Object.keys(FAMILIES)) for (let i = 1; i <= 6; i++) if (!seen.has(`${fam}-0${i}`)) errs.push(`missing ${fam}-0${i}`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = readFileSync(process.argv[2] || new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`valid: ${rows.length} rows`);
}
