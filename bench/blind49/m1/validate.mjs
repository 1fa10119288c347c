// Re-checks rows.jsonl: schema, trace ids, span counts, labels consistent with each family.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { countSpans } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(here).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) { const m = await import(pathToFileURL(join(here, f)).href); fams.push({ file: f, ...m }); }
  return fams;
}

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: extra key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
function countType(s, t) { return (s.type === t ? 1 : 0) + s.children.reduce((a, c) => a + countType(c, t), 0); }

export function validateRows(rows, fams) {
  const errs = [];
  const byName = Object.fromEntries(fams.map((f) => [f.FAMILY.name, f.FAMILY]));
  const seen = new Set();
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = byName[row.family];
    if (!fam) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (row.loop !== fam.loop) errs.push(`${id}: loop label ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${id}: stagnation label inconsistent`);
    if (row.stagnation && !row.loop) errs.push(`${id}: stagnation without loop`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${id}: goal`);
    checkSpan(row.root, `${id}.root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${id}: root must be agent`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5-40)`);
    if (countType(row.root, 'llm') < 1) errs.push(`${id}: no llm span`);
  }
  for (const f of fams) for (let i = 1; i <= 6; i++) if (!seen.has(`${f.FAMILY.name}-0${i}`)) errs.push(`missing ${f.FAMILY.name}-0${i}`);
  return errs;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families valid`);
}
