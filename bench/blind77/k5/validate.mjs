// Re-checks rows.jsonl: schema, span shape, and each row's labels against its family.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(here).filter((f) => /^f\d+_.+\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) {
    const m = await import(join(here, f));
    fams.push({ file: f, ...m.FAMILY, rows: m.rows });
  }
  return fams;
}

function checkSpan(s, path, errs, counter) {
  counter.n++;
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const key of Object.keys(s)) if (!allowed.has(key)) errs.push(`${path}: unexpected key ${key}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, counter));
}

export function validateRows(rows, families) {
  const errs = [];
  const famMap = new Map(families.map((f) => [f.name, f]));
  const seen = new Set();
  const perFam = new Map();
  for (const row of rows) {
    const id = row.trace_id;
    if (seen.has(id)) errs.push(`${id}: duplicate trace_id`);
    seen.add(id);
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: unexpected key ${k}`);
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push(`${id}: goal too short`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${id}: labels must be boolean`);
    const fam = famMap.get(row.family);
    if (!fam) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (row.loop !== fam.loop) errs.push(`${id}: loop=${row.loop} but family ${fam.name} is loop=${fam.loop}`);
    if (fam.stagnation === 'always' && !row.stagnation) errs.push(`${id}: family requires stagnation=true`);
    if (fam.stagnation === 'never' && row.stagnation) errs.push(`${id}: family requires stagnation=false`);
    if (row.root?.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    const counter = { n: 0 };
    checkSpan(row.root, `${id}.root`, errs, counter);
    if (counter.n < 5 || counter.n > 40) errs.push(`${id}: ${counter.n} spans (want 5-40)`);
    if (!hasType(row.root, 'llm')) errs.push(`${id}: no llm span`);
    if (!hasType(row.root, 'tool')) errs.push(`${id}: no tool span`);
    perFam.set(row.family, (perFam.get(row.family) || 0) + 1);
    const txt = JSON.stringify(row);
    if (/Math\.random|undefined|NaN/.test(txt)) errs.push(`${id}: suspicious token in output`);
  }
  for (const f of families) if (perFam.get(f.name) !== 6) errs.push(`family ${f.name}: ${perFam.get(f.name) || 0} rows (want 6)`);
  return errs;
}
function hasType(s, t) { return s.type === t || (s.children || []).some((c) => hasType(c, t)); }

export function spanCount(s) { return 1 + (s.children || []).reduce((a, c) => a + spanCount(c), 0); }

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families`);
}
