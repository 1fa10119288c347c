// Re-checks an existing rows.jsonl: schema + each row's labels consistent with its family.
import { readFileSync } from 'node:fs';

export const EXPECTED = {
  'reworded-question-same-answer': { loop: true, stagnation: true },
  'repeated-notice-same-failure': { loop: true, stagnation: true },
  'two-state-oscillation': { loop: true, stagnation: true },
  'self-delegation-no-progress': { loop: true, stagnation: true },
  'keeps-going-after-success': { loop: true, stagnation: true },
  'converging-fix-cycle': { loop: false, stagnation: false },
  'planning-monologue-with-progress': { loop: false, stagnation: false },
  'supervisor-distinct-subtasks': { loop: false, stagnation: false },
  'deep-delegation-narrowing': { loop: false, stagnation: false },
  'many-similar-records-summary': { loop: false, stagnation: false },
};
const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(s, path, errs, stats) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  stats.n++;
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be non-empty string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unknown key ${k}`);
  stats[s.type] = (stats[s.type] || 0) + 1;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((row, i) => {
    const p = `row ${i + 1} (${row.trace_id})`;
    for (const k of ROW_KEYS) if (!(k in row)) errs.push(`${p}: missing ${k}`);
    for (const k of Object.keys(row)) if (!ROW_KEYS.includes(k)) errs.push(`${p}: unexpected key ${k}`);
    const exp = EXPECTED[row.family];
    if (!exp) { errs.push(`${p}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${p}: trace_id must be <family>-0N`);
    if (ids.has(row.trace_id)) errs.push(`${p}: duplicate trace_id`);
    ids.add(row.trace_id);
    if (row.loop !== exp.loop) errs.push(`${p}: loop label ${row.loop} inconsistent with family`);
    if (row.stagnation !== exp.stagnation) errs.push(`${p}: stagnation label ${row.stagnation} inconsistent with family`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${p}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${p}: goal`);
    const stats = { n: 0 };
    checkSpan(row.root, `${p} root`, errs, stats);
    if (row.root && row.root.type !== 'agent') errs.push(`${p}: root must be an agent span`);
    if (stats.n < 5 || stats.n > 40) errs.push(`${p}: ${stats.n} spans (want 5-40)`);
    if (!stats.llm) errs.push(`${p}: no llm spans`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  });
  for (const f of Object.keys(EXPECTED)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

export function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid in ${file}`);
}
