// Re-checks an existing rows.jsonl: schema + labels consistent with each row's family.
import { readFileSync } from 'node:fs';
import { FAMILIES } from './families.mjs';

function checkSpan(s, path, errs, stats) {
  stats.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (s.type === 'llm') stats.llm++;
  if (s.type === 'tool') stats.tool++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((r, i) => {
    const where = `row ${i + 1} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${where}: unexpected key ${k}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!/^[a-z0-9_]+-0[1-6]$/.test(r.trace_id) || r.trace_id.split('-')[0] !== r.family) errs.push(`${where}: trace_id must be <family>-0N`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`);
    seen.add(r.trace_id);
    if (r.loop !== fam.loop) errs.push(`${where}: loop=${r.loop} but family expects ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${where}: stagnation=${r.stagnation} but family expects ${fam.stagnation}`);
    if (!r.loop && r.stagnation) errs.push(`${where}: healthy rows must not be stagnating`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${where}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${where}: goal too short`);
    const stats = { n: 0, llm: 0, tool: 0 };
    checkSpan(r.root, `${where}.root`, errs, stats);
    if (stats.n < 5 || stats.n > 40) errs.push(`${where}: ${stats.n} spans, expected 5..40`);
    if (stats.llm < 1) errs.push(`${where}: no llm span`);
    if (r.root && r.root.children && r.root.children.length === 0) errs.push(`${where}: root has no children`);
    perFamily[r.family] = (perFamily[r.family] || 0) + 1;
  });
  for (const f of Object.keys(FAMILIES)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows, expected 6`);
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  let rows;
  try { rows = lines.map((l) => JSON.parse(l)); } catch (e) { console.error('bad JSON line:', e.message); process.exit(1); }
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.slice(0, 50).join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid (${file})`);
}
