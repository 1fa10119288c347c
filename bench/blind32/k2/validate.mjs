// Re-checks an existing rows.jsonl: schema + labels consistent with family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_LABELS = {
  reworded_question_same_answer: { loop: true, stagnation: true },
  repeated_failure_notice: { loop: true, stagnation: true },
  two_state_flipflop: { loop: true, stagnation: true },
  self_delegation_no_work: { loop: true, stagnation: true },
  rechecking_after_success: { loop: true, stagnation: true },
  shrinking_failure_fix_cycle: { loop: false, stagnation: false },
  dense_planning_monologue: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  narrowing_nested_delegation: { loop: false, stagnation: false },
  similar_records_sweep: { loop: false, stagnation: false },
};

function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type missing`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name missing`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const key of Object.keys(s)) if (!allowed.has(key)) errs.push(`${path}: unexpected key ${key}`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.children[${i}]`, errs));
}
function collect(s, type, acc = []) { if (s.type === type) acc.push(s); (s.children || []).forEach((ch) => collect(ch, type, acc)); return acc; }

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFamily = {};
  for (const [i, row] of rows.entries()) {
    const where = `row ${i + 1} (${row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const key of keys) if (!(key in row)) errs.push(`${where}: missing ${key}`);
    for (const key of Object.keys(row)) if (!keys.includes(key)) errs.push(`${where}: unexpected key ${key}`);
    const fam = FAMILY_LABELS[row.family];
    if (!fam) { errs.push(`${where}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${where}: trace_id must be <family>-0N`);
    if (ids.has(row.trace_id)) errs.push(`${where}: duplicate trace_id`);
    ids.add(row.trace_id);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
    if (row.loop !== fam.loop) errs.push(`${where}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${where}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${where}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${where}: goal too short`);
    checkSpan(row.root, `${where}.root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${where}: root must be an agent span`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${where}: ${n} spans (need 5..40)`);
    if (collect(row.root, 'llm').length === 0) errs.push(`${where}: no llm span`);
    if (collect(row.root, 'tool').length === 0) errs.push(`${where}: no tool span`);
    // family specific structural checks
    const agents = collect(row.root, 'agent');
    if (/delegation/.test(row.family)) {
      let depth = 0; const walk = (s, d) => { if (s.type === 'agent') d++; depth = Math.max(depth, d); (s.children || []).forEach((ch) => walk(ch, d)); }; walk(row.root, 0);
      if (depth < 4) errs.push(`${where}: delegation family needs >=3 nested agents below root (depth ${depth})`);
    }
    if (row.family === 'supervisor_distinct_subtasks' && agents.length < 3) errs.push(`${where}: supervisor family needs worker agent spans`);
  }
  for (const f of Object.keys(FAMILY_LABELS)) if ((perFamily[f] || 0) !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows (need 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
