import { readFileSync } from 'node:fs';
import { countSpans, walk } from './lib.mjs';
export const FAMILIES = { f1_verbatim_restatement: [true, true], f2_reworded_empty_queries: [true, false], f3_paging_past_end: [true, false], f4_same_failure_after_fixes: [true, false], f5_volatile_equal_results: [true, true], f6_polling_until_done: [false, false], f7_pagination_new_items: [false, false], f8_backoff_then_success: [false, false], f9_batch_distinct_items: [false, false], f10_refined_search: [false, false] };
export function validateRows(rows) {
  const errs = []; const ids = new Set();
  for (const r of rows) {
    const e = (m) => errs.push(`${r.trace_id}: ${m}`);
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) e('missing ' + k);
    if (ids.has(r.trace_id)) e('duplicate'); ids.add(r.trace_id);
    if (!FAMILIES[r.family]) { e('unknown family'); continue; }
    if (!r.trace_id.startsWith(r.family + '-')) e('bad trace_id prefix');
    const [lp, st] = FAMILIES[r.family];
    if (r.loop !== lp) e('loop label mismatch'); if (r.stagnation !== st) e('stagnation label mismatch');
    const n = countSpans(r.root); if (n < 5 || n > 40) e('span count ' + n);
    walk(r.root, (s) => { if (typeof s.type !== 'string' || typeof s.name !== 'string' || !Array.isArray(s.children) || !('input' in s) || !('output' in s)) e('bad span ' + s.name); if ('error' in s && typeof s.error !== 'string') e('error not string'); });
  }
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = readFileSync(new URL('./rows.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows); if (errs.length) { console.error(errs.join('\n')); process.exit(1); } console.log(`valid: ${rows.length} rows`);
}
