import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
const here = dirname(fileURLToPath(import.meta.url));
export async function loadFamilies() {
  const files = readdirSync(here).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) fams.push({ file: f, ...(await import(pathToFileURL(join(here, f)).href)) });
  return fams;
}
function checkSpan(s, path, errs, stats) {
  stats.n++;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: no input`);
  if (!('output' in s)) errs.push(`${path}: no output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: extra key ${k}`);
  if (s.type === 'llm') stats.llm++;
  if (s.type === 'tool') stats.tool++;
  (s.children || []).forEach((k, i) => checkSpan(k, `${path}.${i}`, errs, stats));
}
export function validateRows(rows, fams) {
  const errs = [];
  const famMap = Object.fromEntries(fams.map((f) => [f.FAMILY, f]));
  const seen = new Set();
  const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(r)) if (!['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const f = famMap[r.family];
    if (!f) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (r.loop !== f.LOOP) errs.push(`${id}: loop ${r.loop} != family ${f.LOOP}`);
    if (r.stagnation !== f.STAGNATION) errs.push(`${id}: stagnation ${r.stagnation} != family ${f.STAGNATION}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${id}: goal too short`);
    const stats = { n: 0, llm: 0, tool: 0 };
    checkSpan(r.root, 'root', errs, stats);
    if (r.root?.type !== 'agent') errs.push(`${id}: root not agent`);
    if (stats.n < 5 || stats.n > 40) errs.push(`${id}: ${stats.n} spans (need 5-40)`);
    if (stats.tool < 1) errs.push(`${id}: no tool spans`);
    if (r.stagnation && stats.llm < 2) errs.push(`${id}: stagnation true but <2 llm spans`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of fams) if (perFam[f.FAMILY] !== 6) errs.push(`${f.FAMILY}: ${perFam[f.FAMILY] || 0} rows, need 6`);
  return errs;
}
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const fams = await loadFamilies();
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows valid in ${file}`);
}
