import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './families.mjs';
import { countSpans } from './lib.mjs';
const LOOP = Object.fromEntries(FAMILIES);
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: no input`);
  if (!('output' in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: extra key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    if (!(row.family in LOOP)) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id not <family>-0N`);
    if (row.loop !== LOOP[row.family]) errs.push(`${id}: loop label ${row.loop} inconsistent with family`);
    if (typeof row.stagnation !== 'boolean') errs.push(`${id}: stagnation not boolean`);
    if (!LOOP[row.family] && row.stagnation) errs.push(`${id}: healthy row marked stagnation`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${id}: goal too short`);
    if (row.root?.type !== 'agent') errs.push(`${id}: root is not an agent span`);
    checkSpan(row.root, id, errs);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5..40)`);
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    const txt = JSON.stringify(row);
    if (/\bNaN\b|\bundefined\b/.test(txt)) errs.push(`${id}: suspicious text (NaN/undefined)`);
  }
  for (const [f] of FAMILIES) if (perFam[f] && perFam[f] !== 6) errs.push(`${f}: ${perFam[f]} rows (want 6)`);
  return errs;
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  if (!existsSync(file)) { console.error('no file', file); process.exit(2); }
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  const fams = new Set(rows.map((r) => r.family));
  if (fams.size !== FAMILIES.length) errs.push(`expected ${FAMILIES.length} families, found ${fams.size}`);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows, ${fams.size} families`);
}
