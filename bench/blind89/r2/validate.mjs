import { readFileSync } from 'node:fs';
import { FAMILIES, countSpans } from './lib.mjs';
export function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((ch, i) => checkSpan(ch, `${path}.children[${i}]`, errs));
}
export function validateRows(rows) {
  const errs = []; const ids = new Set();
  for (const row of rows) {
    const p = row.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof row[k] !== 'string' || !row[k]) errs.push(`${p}: ${k}`);
    if (ids.has(p)) errs.push(`${p}: duplicate id`); ids.add(p);
    const f = FAMILIES[row.family];
    if (!f) { errs.push(`${p}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-9]$`).test(p)) errs.push(`${p}: id not <family>-NN`);
    if (row.loop !== f.loop) errs.push(`${p}: loop label ${row.loop} inconsistent with family`);
    if (typeof row.stagnation !== 'boolean') errs.push(`${p}: stagnation not boolean`);
    if ('stagnation' in f && row.stagnation !== f.stagnation) errs.push(`${p}: stagnation ${row.stagnation} inconsistent with family`);
    if (row.root?.type !== 'agent') errs.push(`${p}: root must be an agent span`);
    checkSpan(row.root, 'root', errs);
    const n = countSpans(row.root);
    if (n < 15 || n > 120) errs.push(`${p}: ${n} spans (need 15-120)`);
    const extra = Object.keys(row).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k));
    if (extra.length) errs.push(`${p}: extra keys ${extra}`);
  }
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid; spans per row ${Math.min(...rows.map((r) => countSpans(r.root)))}-${Math.max(...rows.map((r) => countSpans(r.root)))}`);
}
