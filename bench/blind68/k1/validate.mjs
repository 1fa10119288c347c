// Re-checks rows.jsonl: schema + labels consistent with family table.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILIES = {
  one_long_step_restated: { loop: true, stagnation: true },
  reworded_empty_lookups: { loop: true, stagnation: false },
  paging_beyond_last_page: { loop: true, stagnation: false },
  same_check_fails_after_each_fix: { loop: true, stagnation: false },
  volatile_only_differences: { loop: true, stagnation: false },
  status_poll_until_done: { loop: false, stagnation: false },
  pagination_with_new_items: { loop: false, stagnation: false },
  transient_retry_then_success: { loop: false, stagnation: false },
  batch_distinct_items: { loop: false, stagnation: false },
  refined_search_finds_results: { loop: false, stagnation: false },
};
function count(s) { return 1 + (Array.isArray(s.children) ? s.children : []).reduce((a, c) => a + count(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return errs.push(`${path}: span not object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: extra key ${k}`);
  (Array.isArray(s.children) ? s.children : []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
export function validateRows(rows) {
  const errs = [], seen = new Set(), perFam = {};
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (row.loop !== fam.loop) errs.push(`${id}: loop label ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${id}: stagnation label mismatch`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${id}: goal`);
    checkSpan(row.root, `${id}.root`, errs);
    if (row.root && row.root.type !== 'agent') errs.push(`${id}: root not agent`);
    const n = count(row.root || {});
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5..40)`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  }
  return { errs, perFam };
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const { errs, perFam } = validateRows(rows);
  for (const [f, n] of Object.entries(perFam)) if (n !== 6) errs.push(`${f}: ${n} rows, want 6`);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows`, perFam);
}
