// Re-checks rows.jsonl: schema + each row's labels consistent with its family definition.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
const here = dirname(fileURLToPath(import.meta.url));

export async function loadFamilies() {
  const files = readdirSync(here).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) fams.push((await import(pathToFileURL(join(here, f)).href)).family);
  return fams;
}

function checkSpan(s, path, errs, stats) {
  stats.n++;
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: no input`);
  if (!('output' in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata not object`);
  if (s.type === 'llm') stats.llm++;
  if (s.type === 'tool') stats.tool++;
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, stats));
}

export function checkRows(rows, fams) {
  const errs = [];
  const byName = Object.fromEntries(fams.map((f) => [f.name, f]));
  const seen = new Set();
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = byName[row.family];
    if (!fam) { errs.push(`${id}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id not <family>-0N`);
    if (row.loop !== fam.loop) errs.push(`${id}: loop ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${id}: stagnation ${row.stagnation} != family ${fam.stagnation}`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${id}: goal too short`);
    if (row.root?.type !== 'agent') errs.push(`${id}: root is not an agent span`);
    const stats = { n: 0, llm: 0, tool: 0 };
    checkSpan(row.root, 'root', errs, stats);
    if (stats.n < 5 || stats.n > 40) errs.push(`${id}: ${stats.n} spans (want 5..40)`);
    if (stats.llm < 1) errs.push(`${id}: no llm span`);
  }
  for (const f of fams) for (let i = 1; i <= 6; i++) if (!seen.has(`${f.name}-0${i}`)) errs.push(`missing ${f.name}-0${i}`);
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fams = await loadFamilies();
  const rows = readFileSync(join(here, process.argv[2] || 'rows.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = checkRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.length} families`);
}
