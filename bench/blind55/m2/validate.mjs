import fs from 'node:fs';
export const FAMILY_FILES = ['f1_reasks_answered_question', 'f2_repeated_failure_notice', 'f3_two_state_flipflop', 'f4_nested_self_delegation', 'f5_continues_after_success', 'f6_status_polling_until_done', 'f7_pagination_to_end', 'f8_transient_retry_then_success', 'f9_distinct_item_batch', 'f10_refined_search'];
function checkSpan(s, p, errs) { if (!s || typeof s !== 'object') return errs.push(p + ' not object'); if (typeof s.type !== 'string') errs.push(p + ' type'); if (typeof s.name !== 'string') errs.push(p + ' name'); if (!('input' in s) || !('output' in s)) errs.push(p + ' io'); if (!Array.isArray(s.children)) errs.push(p + ' children'); if ('error' in s && typeof s.error !== 'string') errs.push(p + ' error'); let n = 1; for (const [i, c] of (s.children || []).entries()) n += checkSpan(c, p + '.' + i, errs); return n; }
export async function validateRows(rows) { const fams = {}; for (const f of FAMILY_FILES) { const m = await import('./' + f + '.mjs'); fams[m.family.name] = m.family; }
  const errs = []; const ids = new Set();
  for (const r of rows) { const F = fams[r.family]; if (!F) { errs.push(r.trace_id + ' unknown family'); continue; }
    if (!new RegExp('^' + r.family + '-0[1-6]$').test(r.trace_id)) errs.push(r.trace_id + ' bad id'); if (ids.has(r.trace_id)) errs.push('dup ' + r.trace_id); ids.add(r.trace_id);
    if (r.loop !== F.loop || r.stagnation !== F.stagnation) errs.push(r.trace_id + ' labels');
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(r.trace_id + ' ' + k);
    const n = checkSpan(r.root, r.trace_id, errs); if (n < 5 || n > 40) errs.push(`${r.trace_id} span count ${n}`); }
  if (rows.length !== FAMILY_FILES.length * 6) errs.push('row count ' + rows.length);
  return errs; }
if (import.meta.url === `file://${process.argv[1]}`) { const rows = fs.readFileSync(process.argv[2] || new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map(JSON.parse); const e = await validateRows(rows); if (e.length) { console.error(e.join('\n')); process.exit(1); } console.log('valid', rows.length); }
