// Re-checks rows.jsonl: schema + labels consistent with family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_LOOP = {
  reworded_clarification: true,
  repeated_failure_notice: true,
  two_state_flipflop: true,
  self_delegation_spiral: true,
  post_success_rechecking: true,
  shrinking_failure_fixes: false,
  dense_planning_monologue: false,
  supervisor_varied_subtasks: false,
  narrowing_delegation_chain: false,
  similar_records_sweep: false,
};
function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: extra key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}
export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((row, i) => {
    const p = `row ${i + 1} (${row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${p}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${p}: extra ${k}`);
    if (!(row.family in FAMILY_LOOP)) errs.push(`${p}: unknown family ${row.family}`);
    if (!/^[a-z_]+-0[1-6]$/.test(row.trace_id) || !row.trace_id.startsWith(row.family + '-')) errs.push(`${p}: trace_id`);
    if (ids.has(row.trace_id)) errs.push(`${p}: duplicate id`); ids.add(row.trace_id);
    if (typeof row.loop !== 'boolean' || row.loop !== FAMILY_LOOP[row.family]) errs.push(`${p}: loop label inconsistent with family`);
    if (typeof row.stagnation !== 'boolean') errs.push(`${p}: stagnation`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${p}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push(`${p}: goal`);
    if (!row.root || row.root.type !== 'agent') errs.push(`${p}: root must be an agent span`);
    const c = { n: 0 };
    checkSpan(row.root, 'root', errs, c);
    if (c.n < 5 || c.n > 40) errs.push(`${p}: span count ${c.n} outside 5..40`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  });
  for (const f of Object.keys(FAMILY_LOOP)) if (perFam[f] !== undefined && perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f]} rows, expected 6`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`${file}: ${rows.length} rows OK`);
}
