import { readFileSync } from 'node:fs';
import { FAMILIES } from './lib.mjs';
function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: span not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
export function validateRows(rows) {
  const errs = []; const ids = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    if (ids.has(id)) errs.push(`${id}: duplicate`); ids.add(id);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-NN`);
    if (r.loop !== fam.loop) errs.push(`${id}: loop label ${r.loop} inconsistent with family`);
    if (r.stagnation !== fam.stagnation) errs.push(`${id}: stagnation label inconsistent with family`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof r.goal !== 'string' || !r.goal) errs.push(`${id}: goal`);
    if (r.root?.type !== 'agent') errs.push(`${id}: root must be agent span`);
    checkSpan(r.root, id, errs);
    const n = countSpans(r.root); if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5-40)`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] && perFam[f] !== 6) errs.push(`${f}: ${perFam[f]} rows, want 6`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const p = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(p, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
