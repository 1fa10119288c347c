import fs from 'node:fs';
import { countSpans } from './lib.mjs';
export const FAMILIES = { rephrased_user_question: [true, true], repeated_failure_notice: [true, true], two_state_flipflop: [true, true], delegation_regress: [true, true], post_success_churn: [true, true], status_poll_until_done: [false, false], paged_listing_complete: [false, false], transient_retry_success: [false, false], distinct_item_batch: [false, false], refined_search_success: [false, false] };
function checkSpan(s, p) {
  if (!s || typeof s !== 'object') throw new Error(`${p}: not an object`);
  if (typeof s.type !== 'string' || typeof s.name !== 'string') throw new Error(`${p}: type/name`);
  if (!('input' in s) || !('output' in s)) throw new Error(`${p}: input/output missing`);
  if (!Array.isArray(s.children)) throw new Error(`${p}: children`);
  if ('error' in s && typeof s.error !== 'string') throw new Error(`${p}: error`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) throw new Error(`${p}: metadata`);
  s.children.forEach((c, i) => checkSpan(c, `${p}.${i}`));
}
export function validateRows(rows) {
  const seen = new Set(); const per = {};
  for (const r of rows) {
    const f = FAMILIES[r.family]; if (!f) throw new Error(`unknown family ${r.family}`);
    if (!/^.+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) throw new Error(`bad id ${r.trace_id}`);
    if (seen.has(r.trace_id)) throw new Error('dup ' + r.trace_id); seen.add(r.trace_id);
    if (r.loop !== f[0] || r.stagnation !== f[1]) throw new Error(`labels ${r.trace_id}`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) throw new Error(`${k} ${r.trace_id}`);
    checkSpan(r.root, r.trace_id);
    const n = countSpans(r.root); if (n < 5 || n > 40) throw new Error(`${r.trace_id}: ${n} spans`);
    per[r.family] = (per[r.family] || 0) + 1;
  }
  for (const k of Object.keys(FAMILIES)) if (per[k] !== 6) throw new Error(`${k}: ${per[k]} rows`);
  return rows.length;
}
if (process.argv[1] && process.argv[1].endsWith('validate.mjs')) {
  const rows = fs.readFileSync(new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  console.log('valid rows:', validateRows(rows));
}
