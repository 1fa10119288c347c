// Re-checks an existing rows.jsonl: schema + each row's labels consistent with its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES, countSpans } from './lib.mjs';

const BY_NAME = Object.fromEntries(Object.values(FAMILIES).map((f) => [f.name, f]));

function checkSpan(s, path, errs, acc) {
  if (typeof s !== 'object' || s === null || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  acc[s.type] = (acc[s.type] || 0) + 1;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, acc));
}

export function validateRows(text) {
  const errs = [];
  const lines = text.split('\n').filter((l) => l.trim());
  const ids = new Set();
  const perFam = {};
  lines.forEach((line, li) => {
    let r;
    try { r = JSON.parse(line); } catch (e) { errs.push(`line ${li + 1}: bad JSON ${e.message}`); return; }
    const where = r.trace_id ?? `line ${li + 1}`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${where}: unexpected key ${k}`);
    const fam = BY_NAME[r.family];
    if (!fam) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (ids.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`);
    ids.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== fam.loop) errs.push(`${where}: loop=${r.loop} but family ${r.family} says ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${where}: stagnation=${r.stagnation} but family ${r.family} says ${fam.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${where}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${where}: goal too short`);
    const acc = {};
    checkSpan(r.root, `${where}.root`, errs, acc);
    if (r.root?.type !== 'agent') errs.push(`${where}: root span must be type agent`);
    const nSp = countSpans(r.root || { children: [] });
    if (nSp < 5 || nSp > 40) errs.push(`${where}: ${nSp} spans (want 5-40)`);
    if (!acc.llm) errs.push(`${where}: no llm span`);
    if (!acc.tool) errs.push(`${where}: no tool span`);
    // family-consistency: healthy runs end without a root error; loop runs never end with a root success claim of new progress (not checkable) but must have repeated tool activity
    if (!fam.loop && r.root?.error) errs.push(`${where}: healthy family row has a root error`);
    if (fam.loop && (acc.tool || 0) < 3) errs.push(`${where}: loop row with fewer than 3 tool spans`);
    if (/Math\.random/.test(line)) errs.push(`${where}: suspicious`);
  });
  for (const f of Object.values(FAMILIES)) if (perFam[f.name] && perFam[f.name] !== 6) errs.push(`family ${f.name}: ${perFam[f.name]} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? new URL('./rows.jsonl', import.meta.url);
  const errs = validateRows(readFileSync(file, 'utf8'));
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log('rows.jsonl OK');
}
