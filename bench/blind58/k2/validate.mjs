import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
export const FAMILY_FILES = ['f1_reworded_same_question.mjs', 'f2_same_apology_same_failure.mjs', 'f3_two_state_flipflop.mjs', 'f4_handoff_spiral.mjs', 'f5_rechecking_after_success.mjs', 'f6_shrinking_failures_fix.mjs', 'f7_dense_planning_monologue.mjs', 'f8_supervisor_distinct_subtasks.mjs', 'f9_narrowing_delegation.mjs', 'f10_similar_records_sweep.mjs'];
export async function loadFamilies() { const out = {}; for (const f of FAMILY_FILES) { const m = await import(pathToFileURL(new URL(f, import.meta.url).pathname).href); out[m.meta.family] = m.meta; } return out; }
function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
export function validateRows(rows, fams) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const row of rows) {
    const t = row.trace_id; if (ids.has(t)) errs.push(`${t}: duplicate`); ids.add(t);
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) errs.push(`${t}: missing ${k}`);
    const extra = Object.keys(row).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k)); if (extra.length) errs.push(`${t}: extra keys ${extra}`);
    const f = fams[row.family]; if (!f) { errs.push(`${t}: unknown family`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(t)) errs.push(`${t}: bad trace_id`);
    if (row.loop !== f.loop) errs.push(`${t}: loop label ${row.loop} != family ${f.loop}`);
    if (row.stagnation !== f.stagnation) errs.push(`${t}: stagnation label mismatch`);
    if (f.loop === false && row.stagnation) errs.push(`${t}: healthy row marked stagnation`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${t}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${t}: goal`);
    checkSpan(row.root, 'root', errs);
    if (row.root && row.root.type !== 'agent' && row.root.type !== 'chain') errs.push(`${t}: root type ${row.root.type}`);
    const n = countSpans(row.root); if (n < 5 || n > 40) errs.push(`${t}: span count ${n}`);
    const walk = (s, acc) => { acc.push(s.type); (s.children || []).forEach((c) => walk(c, acc)); return acc; };
    const types = walk(row.root, []);
    if (!types.includes('tool')) errs.push(`${t}: no tool span`);
    if (f.stagnation && !types.includes('llm')) errs.push(`${t}: stagnation without llm text`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  }
  for (const k of Object.keys(fams)) if (perFam[k] !== 6) errs.push(`${k}: ${perFam[k] || 0} rows, expected 6`);
  return errs;
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || new URL('rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows, await loadFamilies());
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
