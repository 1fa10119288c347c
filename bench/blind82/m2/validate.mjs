// Re-checks rows.jsonl: schema, span shape, span counts, and labels consistent with the family.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(HERE).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const m = await import(pathToFileURL(path.join(HERE, f)).href);
    fams.push({ file: f, ...m });
  }
  return fams;
}

function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
function checkSpan(s, where, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${where}: span not object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: bad name`);
  if (!('input' in s)) errs.push(`${where}: missing input`);
  if (!('output' in s)) errs.push(`${where}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${where}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${where}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.${i}`, errs));
}
function hasType(s, t) { return s.type === t || (s.children || []).some((c) => hasType(c, t)); }

export function validateRows(rows, fams) {
  const errs = [];
  const famLoop = new Map(fams.map((f) => [f.FAMILY, f.LOOP]));
  const seen = new Set();
  const perFam = new Map();
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate trace_id`);
    seen.add(id);
    if (!new RegExp(`^${row.family}-0[1-9]$`).test(id)) errs.push(`${id}: trace_id must be <family>-NN`);
    if (!famLoop.has(row.family)) errs.push(`${id}: unknown family ${row.family}`);
    else if (row.loop !== famLoop.get(row.family)) errs.push(`${id}: loop label ${row.loop} inconsistent with family`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${id}: labels must be boolean`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push(`${id}: goal too short`);
    checkSpan(row.root, `${id}:root`, errs);
    if (row.root && row.root.type !== 'agent') errs.push(`${id}: root must be agent`);
    const n = row.root ? countSpans(row.root) : 0;
    if (n < 5 || n > 40) errs.push(`${id}: span count ${n} outside 5..40`);
    if (row.root && !hasType(row.root, 'llm')) errs.push(`${id}: no llm span`);
    if (row.root && !hasType(row.root, 'tool')) errs.push(`${id}: no tool span`);
    perFam.set(row.family, (perFam.get(row.family) || 0) + 1);
  }
  for (const [f, c] of perFam) if (c !== 3) errs.push(`${f}: expected 3 rows, got ${c}`);
  const s = JSON.stringify(rows);
  if (/Math\.random/.test(s)) errs.push('suspicious text');
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = process.argv[2] || path.join(HERE, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${new Set(rows.map((r) => r.family)).size} families`);
}
