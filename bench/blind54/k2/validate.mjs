// Re-checks rows.jsonl: schema and labels consistent with the family.
import { readFileSync } from 'node:fs';
import { FAMILIES, countSpans } from './lib.mjs';

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
function types(s, acc = {}) { acc[s.type] = (acc[s.type] || 0) + 1; (s.children || []).forEach((c) => types(c, acc)); return acc; }

export function validateRows(rows) {
  const errs = []; const ids = new Set(); const domains = new Map(); const styles = new Set();
  for (const r of rows) {
    const id = r.trace_id;
    if (ids.has(id)) errs.push(`${id}: duplicate trace_id`); ids.add(id);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (r.loop !== fam.loop) errs.push(`${id}: loop label ${r.loop} inconsistent with family`);
    if (r.stagnation !== fam.stagnation) errs.push(`${id}: stagnation label inconsistent with family`);
    for (const k of ['isolates', 'goal']) if (typeof r[k] !== 'string' || r[k].length < 10) errs.push(`${id}: bad ${k}`);
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: unexpected keys ${keys}`);
    checkSpan(r.root, `${id}.root`, errs);
    if (r.root?.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans, want 5..40`);
    const t = types(r.root);
    if (!t.llm) errs.push(`${id}: no llm span`);
    if (!t.tool && !t.handoff) errs.push(`${id}: no tool or handoff span`);
    const d = r.root?.metadata?.domain;
    if (!d) errs.push(`${id}: no domain`); else if (domains.has(d)) errs.push(`${id}: domain ${d} reused (also ${domains.get(d)})`); else domains.set(d, id);
    styles.add(r.root?.metadata?.recording_style);
  }
  for (const f of Object.keys(FAMILIES)) {
    const k = rows.filter((r) => r.family === f).length;
    if (rows.length >= 60 && k !== 6) errs.push(`${f}: ${k} rows, want 6`);
  }
  if (styles.size < 6) errs.push(`only ${styles.size} recording styles`);
  return errs;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
