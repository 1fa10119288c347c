// Re-checks an existing rows.jsonl: schema + labels consistent with the family table.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './families.mjs';

const KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}
function kinds(s, acc = { llm: 0, tool: 0 }) { if (s.type === 'llm') acc.llm++; if (s.type === 'tool') acc.tool++; (s.children || []).forEach((c) => kinds(c, acc)); return acc; }

export function validateRows(rows) {
  const errs = [];
  const fam = Object.fromEntries(FAMILIES.map((f) => [f.family, f]));
  const seen = new Set();
  const perFam = {};
  rows.forEach((r, i) => {
    const at = `row ${i + 1} (${r.trace_id})`;
    for (const k of KEYS) if (!(k in r)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(r)) if (!KEYS.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const f = fam[r.family];
    if (!f) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!/^[a-z0-9_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${at}: trace_id must be <family>-0N`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(r.trace_id);
    if (r.loop !== f.loop) errs.push(`${at}: loop=${r.loop} but family says ${f.loop}`);
    if (r.stagnation !== f.stagnation) errs.push(`${at}: stagnation=${r.stagnation} but family says ${f.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${at}: goal too short`);
    const c = { n: 0 };
    checkSpan(r.root, 'root', errs, c);
    if (r.root && r.root.type !== 'agent') errs.push(`${at}: root must be an agent span`);
    if (c.n < 5 || c.n > 40) errs.push(`${at}: ${c.n} spans, expected 5..40`);
    const k = kinds(r.root);
    if (k.llm < 1 && r.stagnation) errs.push(`${at}: stagnation without model text`);
    if (k.tool < 1) errs.push(`${at}: no tool spans`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  });
  for (const f of FAMILIES) if (perFam[f.family] !== 6) errs.push(`family ${f.family}: ${perFam[f.family] || 0} rows, expected 6`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
