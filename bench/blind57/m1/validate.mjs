import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_LABELS = {
  echoed_long_reasoning: [true, true], rephrased_empty_search: [true, false], paging_beyond_last_page: [true, false],
  same_failure_after_each_fix: [true, false], identical_results_modulo_noise: [true, false], failures_shrinking_to_green: [false, false],
  planning_steps_add_facts: [false, false], supervisor_distinct_subtasks: [false, false], nested_delegation_chain: [false, false], similar_records_summarised: [false, false] };
const count = (s) => 1 + (s.children || []).reduce((a, c) => a + count(c), 0);
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = [], ids = new Set(), perFam = {};
  for (const row of rows) {
    const id = row.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof row[k] !== 'string' || !row[k]) errs.push(`${id}: ${k}`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${id}: labels not boolean`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    const lab = FAMILY_LABELS[row.family];
    if (!lab) errs.push(`${id}: unknown family ${row.family}`);
    else if (row.loop !== lab[0] || row.stagnation !== lab[1]) errs.push(`${id}: labels inconsistent with family`);
    if (!/^[a-z_]+-0[1-6]$/.test(id) || !id.startsWith(row.family + '-')) errs.push(`${id}: trace_id format`);
    if (row.stagnation && !row.loop) errs.push(`${id}: stagnation without loop`);
    checkSpan(row.root, `${id}:root`, errs);
    const n = row.root ? count(row.root) : 0;
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5-40)`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
