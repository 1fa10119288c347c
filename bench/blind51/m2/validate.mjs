import { readFileSync } from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMS = ['f1_rephrased_question_loop', 'f2_fail_notify_retry_cycle', 'f3_two_state_flipflop', 'f4_delegation_regress', 'f5_post_success_churn', 'f6_status_poll_until_done', 'f7_paginate_to_end', 'f8_backoff_then_success', 'f9_distinct_item_batch', 'f10_refined_search'];
export async function familyLabels() { const m = {}; for (const f of FAMS) { const x = await import(`./${f}.mjs`); m[x.FAMILY.name] = x.FAMILY; } return m; }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(path + ': not object');
  if (typeof s.type !== 'string' || !s.type) errs.push(path + ': type');
  if (typeof s.name !== 'string' || !s.name) errs.push(path + ': name');
  if (!('input' in s) || !('output' in s)) errs.push(path + ': input/output missing');
  if (!Array.isArray(s.children)) errs.push(path + ': children');
  if ('error' in s && typeof s.error !== 'string') errs.push(path + ': error not string');
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(path + ': metadata');
  (s.children || []).forEach((k, i) => checkSpan(k, path + '.' + i, errs));
}
export async function validateRows(rows) {
  const fam = await familyLabels(), errs = [], ids = new Set();
  for (const r of rows) {
    const p = r.trace_id;
    if (ids.has(p)) errs.push(p + ': duplicate'); ids.add(p);
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(p + ': ' + k);
    const F = fam[r.family];
    if (!F) { errs.push(p + ': unknown family'); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(p)) errs.push(p + ': trace_id format');
    if (r.loop !== F.loop) errs.push(p + ': loop label inconsistent');
    if (r.stagnation !== F.stagnation) errs.push(p + ': stagnation label inconsistent');
    if (r.root?.type !== 'agent') errs.push(p + ': root not agent');
    checkSpan(r.root, p + ':root', errs);
    const n = countSpans(r.root); if (n < 5 || n > 40) errs.push(p + `: span count ${n}`);
  }
  for (const f of Object.keys(fam)) { const n = rows.filter(r => r.family === f).length; if (n !== 6) errs.push(`${f}: ${n} rows`); }
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = readFileSync(process.argv[2] || new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map(l => JSON.parse(l));
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`valid: ${rows.length} rows`);
}
