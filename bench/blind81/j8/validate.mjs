// Re-checks rows.jsonl: schema + labels consistent with family. Usage: node validate.mjs [file]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_LOOP = {
  rephrased_question_same_answer: true, repeated_failure_notice: true, two_state_flipflop: true,
  self_delegation_regress: true, rechecks_after_success: true,
  shrinking_failure_fixes: false, dense_planning_monologue: false, supervisor_distinct_subtasks: false,
  narrowing_delegation_chain: false, similar_record_sweep: false,
};
const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
function checkSpan(s, path, errs, stats) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  stats.n++;
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  if (s.type === 'llm') stats.llm++;
  if (s.type === 'tool') stats.tool++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs, stats));
}
export function validateRows(rows) {
  const errs = [], seen = new Set(), perFam = {};
  const txt = JSON.stringify(rows);
  if (/Math\.random/.test(txt)) errs.push('Math.random leaked');
  rows.forEach((r, i) => {
    const id = r && r.trace_id || `#${i}`;
    for (const k of KEYS) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(r)) if (!KEYS.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(r.trace_id)) errs.push(`${id}: duplicate`); seen.add(r.trace_id);
    if (!(r.family in FAMILY_LOOP)) errs.push(`${id}: unknown family ${r.family}`);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${id}: loop/stagnation not boolean`);
    if (r.loop !== FAMILY_LOOP[r.family]) errs.push(`${id}: loop label ${r.loop} inconsistent with family`);
    if (!FAMILY_LOOP[r.family] && r.stagnation) errs.push(`${id}: healthy family row marked stagnation`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${id}: goal too short`);
    const stats = { n: 0, llm: 0, tool: 0 };
    checkSpan(r.root, `${id}:root`, errs, stats);
    if (r.root && r.root.type !== 'agent') errs.push(`${id}: root must be agent span`);
    if (stats.n < 5 || stats.n > 40) errs.push(`${id}: ${stats.n} spans (want 5..40)`);
    if (!stats.llm) errs.push(`${id}: no llm span`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  });
  for (const [f, c] of Object.entries(perFam)) if (c !== 6) errs.push(`${f}: ${c} rows (want 6)`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
