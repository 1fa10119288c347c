import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const FAMILY_FILES = ['f1_verbatim_restatement', 'f2_reworded_empty_queries', 'f3_paging_past_end', 'f4_same_failure_after_fixes', 'f5_volatile_equal_results', 'f6_shrinking_failures', 'f7_planning_monologue', 'f8_supervisor_varied_subtasks', 'f9_deep_delegation_chain', 'f10_similar_records_survey'];
const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}
export async function validateRows(rows) {
  const errs = [];
  const fams = {};
  for (const f of FAMILY_FILES) { const m = await import(`./${f}.mjs`); fams[m.family] = m; }
  const seen = new Set(); const perFam = {};
  rows.forEach((r, idx) => {
    const at = `row ${idx + 1} (${r.trace_id})`;
    for (const k of KEYS) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!KEYS.includes(k)) errs.push(`${at}: extra key ${k}`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(r.trace_id);
    const fm = fams[r.family];
    if (!fm) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-0N`);
    if (r.loop !== fm.loop) errs.push(`${at}: loop ${r.loop} != family ${fm.loop}`);
    if (r.stagnation !== fm.stagnation) errs.push(`${at}: stagnation ${r.stagnation} != family ${fm.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${at}: goal too short`);
    if (r.root?.type !== 'agent') errs.push(`${at}: root must be an agent span`);
    const c = { n: 0 }; checkSpan(r.root, 'root', errs, c);
    if (c.n < 5 || c.n > 40) errs.push(`${at}: ${c.n} spans (want 5-40)`);
    const txt = JSON.stringify(r);
    if (/\[object Object\]|"NaN"|"undefined"|: undefined,/.test(txt)) errs.push(`${at}: contains undefined/NaN/[object Object]`);
    if (!r.root.children.some(function has(s) { return s.type === 'llm' || (s.children || []).some(has); })) errs.push(`${at}: no llm span`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  });
  for (const f of Object.keys(fams)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
