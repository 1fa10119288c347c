// Re-checks rows.jsonl: schema and per-family label consistency.
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { countSpans, walk } from './lib.mjs';

export async function loadFamilies(dir) {
  const files = readdirSync(dir).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) { const m = await import(pathToFileURL(`${dir}/${f}`).href); fams.push({ file: f, ...m }); }
  return fams;
}
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
export function validateRows(rows, fams) {
  const errs = [];
  const famMap = new Map(fams.map((f) => [f.FAMILY, f]));
  const ids = new Set();
  for (const row of rows) {
    const t = row.trace_id;
    const keys = Object.keys(row).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${t}: keys ${keys}`);
    if (ids.has(t)) errs.push(`${t}: duplicate`); ids.add(t);
    if (!/^[a-z0-9_]+-0[1-6]$/.test(t) || !t.startsWith(row.family + '-')) errs.push(`${t}: bad trace_id/family`);
    const fam = famMap.get(row.family);
    if (!fam) { errs.push(`${t}: unknown family`); continue; }
    if (row.loop !== fam.LOOP) errs.push(`${t}: loop ${row.loop} != family ${fam.LOOP}`);
    if (typeof row.stagnation !== 'boolean') errs.push(`${t}: stagnation not boolean`);
    const spec = fam.ROWS.find((x) => `${fam.FAMILY}-${x.id}` === t);
    if (!spec || spec.stagnation !== row.stagnation) errs.push(`${t}: stagnation differs from spec`);
    for (const k of ['goal', 'isolates']) if (typeof row[k] !== 'string' || row[k].length < 15) errs.push(`${t}: ${k} too short`);
    checkSpan(row.root, 'root', errs.map ? errs : []);
    if (row.root.type !== 'agent') errs.push(`${t}: root type ${row.root.type}`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${t}: ${n} spans (want 5..40)`);
    let llms = 0, tools = 0; walk(row.root, (s) => { if (s.type === 'llm') llms++; if (s.type === 'tool') tools++; });
    if (row.stagnation && llms < 2) errs.push(`${t}: stagnation true with <2 llm spans`);
    if (tools < 1 && llms < 1) errs.push(`${t}: no llm or tool spans`);
    const s = JSON.stringify(row);
    if (/Math\.random|NaN|undefined/.test(s)) errs.push(`${t}: suspicious content (NaN/undefined)`);
  }
  for (const fam of fams) {
    const n = rows.filter((r) => r.family === fam.FAMILY).length;
    if (n !== 6) errs.push(`${fam.FAMILY}: ${n} rows (want 6)`);
  }
  return errs;
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
  const file = process.argv[2] || `${dir}/rows.jsonl`;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const fams = await loadFamilies(dir);
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK ${rows.length} rows, ${fams.length} families`);
}
