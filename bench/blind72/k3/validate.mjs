// Re-checks rows.jsonl: schema + labels consistent with family table.
import { readFileSync } from 'node:fs';
import { FAMILIES, countSpans } from './lib.mjs';

const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

function hasLlmText(s) {
  if (s.type === 'llm' && s.output !== null && s.output !== undefined && JSON.stringify(s.output).length > 2) return true;
  return (s.children || []).some(hasLlmText);
}

export function validateRows(rows) {
  const errs = [];
  const fam = Object.fromEntries(FAMILIES.map((f) => [f.family, f]));
  const seen = new Set();
  const perFam = {};
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate trace_id`); seen.add(id);
    const f = fam[row.family];
    if (!f) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    if (row.loop !== f.loop) errs.push(`${id}: loop=${row.loop} but family says ${f.loop}`);
    if (typeof row.stagnation !== 'boolean') errs.push(`${id}: stagnation not boolean`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${id}: goal too short`);
    checkSpan(row.root, `${id}.root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${id}: root span should be agent`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5..40)`);
    if (row.stagnation && !hasLlmText(row.root)) errs.push(`${id}: stagnation=true but no model text`);
    if (row.family === 'echoed_long_step' && !row.stagnation) errs.push(`${id}: echoed_long_step rows repeat a long model step, stagnation must be true`);
  }
  for (const f of FAMILIES) if (perFam[f.family] !== undefined && perFam[f.family] !== 6) errs.push(`${f.family}: ${perFam[f.family]} rows, want 6`);
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  const missing = FAMILIES.filter((f) => !rows.some((r) => r.family === f.family)).map((f) => f.family);
  if (missing.length) errs.push(`families missing: ${missing.join(', ')}`);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
