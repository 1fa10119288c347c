// Re-checks rows.jsonl: schema, span shape, span counts, and labels consistent with family.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
const HERE = dirname(fileURLToPath(import.meta.url));
const SKIP = new Set(['id', 'arguments', 'args', 'name', 'type', 'role', 'model', 'signature', 'finish_reason', 'stop_reason', 'toolCallId', 'call_id']);
function modelTexts(span, out = []) {
  if (span.type === 'llm') collect(span.output, out, null);
  for (const c of span.children || []) modelTexts(c, out);
  return out;
}
function collect(v, out, key) {
  if (typeof v === 'string') { if (!SKIP.has(key) && v.length >= 30 && !/^[\[{]/.test(v.trim())) out.push(v); return; }
  if (Array.isArray(v)) v.forEach((x) => collect(x, out, key));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collect(x, out, k);
}
const toks = (s) => new Set(s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter(Boolean));
function jac(a, b) { const A = toks(a), B = toks(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }
function maxPair(texts) { let best = 0; for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) best = Math.max(best, jac(texts[i], texts[j])); return best; }
function checkSpan(s, path, errs, depth = 0) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: span not object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs, depth + 1));
}
const count = (s) => 1 + (s.children || []).reduce((a, c) => a + count(c), 0);
const depthOf = (s, t) => (s.type === t ? 1 : 0) + Math.max(0, ...(s.children || []).map((c) => depthOf(c, t)));
const names = (s, m = new Map()) => { if (s.type !== 'llm') m.set(s.name, (m.get(s.name) || 0) + 1); (s.children || []).forEach((c) => names(c, m)); return m; };

export async function loadFamilies() {
  const files = readdirSync(HERE).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  const fams = [];
  for (const f of files) fams.push({ file: f, ...(await import(pathToFileURL(join(HERE, f)).href)) });
  return fams;
}
export async function validateRows(rows) {
  const fams = new Map((await loadFamilies()).map((f) => [f.family, f]));
  const errs = []; const seen = new Set();
  for (const r of rows) {
    const id = r.trace_id; const e = (m) => errs.push(`${id}: ${m}`);
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) e(`missing ${k}`);
    for (const k of ['loop', 'stagnation']) if (typeof r[k] !== 'boolean') e(`${k} not boolean`);
    const keys = Object.keys(r).sort().join(',');
    if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') e(`unexpected keys ${keys}`);
    if (seen.has(id)) e('duplicate trace_id'); seen.add(id);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) e('trace_id must be <family>-0N');
    const fam = fams.get(r.family); if (!fam) { e('unknown family'); continue; }
    if (r.loop !== fam.loop) e(`loop label ${r.loop} != family ${fam.loop}`);
    if (!fam.loop && r.stagnation) e('healthy row cannot have stagnation');
    const se = []; checkSpan(r.root, 'root', se); se.forEach(e);
    if (r.root?.type !== 'agent') e('root span must be agent');
    const n = count(r.root); if (n < 5 || n > 40) e(`span count ${n} outside 5..40`);
    const texts = modelTexts(r.root); const mp = maxPair(texts);
    if (r.stagnation && mp < 0.75) e(`stagnation=true but max pairwise similarity of model texts is ${mp.toFixed(2)}`);
    if (!r.stagnation && texts.some((t, i) => texts.indexOf(t) !== i && t.length >= 40)) e('stagnation=false but a model text repeats verbatim');
    if (fam.loop) { const rep = Math.max(...names(r.root).values()); if (r.family !== 'delegation_regress' && rep < 3) e('loop row: no non-llm span name repeats 3+ times'); }
    if (r.family === 'delegation_regress' && depthOf(r.root, 'agent') < 4) e('delegation row needs agent nesting depth >= 4');
  }
  for (const [name, f] of fams) for (let i = 1; i <= 6; i++) if (!seen.has(`${name}-0${i}`)) errs.push(`missing row ${name}-0${i}`);
  return errs;
}
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(HERE, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (x) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = await validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid in ${file}`);
}
