import { readFileSync, readdirSync } from 'node:fs';
import { countSpans } from './lib.mjs';
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unknown key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
const llmCount = (s) => (s.type === 'llm' ? 1 : 0) + s.children.reduce((a, c) => a + llmCount(c), 0);
export async function familySpecs() {
  const specs = {};
  for (const f of readdirSync(new URL('.', import.meta.url)).filter((f) => /^f\d+_.*\.mjs$/.test(f)).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)))) {
    const m = (await import('./' + f)).default; specs[m.family] = m;
  }
  return specs;
}
export function validateRows(rows, specs) {
  const errs = []; const seen = new Set(); const per = {};
  for (const row of rows) {
    const id = row.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const spec = specs[row.family];
    if (!spec) { errs.push(`${id}: unknown family`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (row.loop !== spec.loop) errs.push(`${id}: loop label inconsistent with family`);
    if (row.stagnation !== spec.stagnation) errs.push(`${id}: stagnation label inconsistent with family`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${id}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${id}: goal`);
    checkSpan(row.root, `${id}.root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${id}: root is not an agent span`);
    const n = countSpans(row.root); if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (want 5-40)`);
    if (row.stagnation && llmCount(row.root) < 3) errs.push(`${id}: stagnation true but <3 llm spans`);
    if (row.loop === false && row.stagnation) errs.push(`${id}: healthy row marked stagnant`);
    per[row.family] = (per[row.family] || 0) + 1;
  }
  for (const f of Object.keys(specs)) if (per[f] !== 6) errs.push(`${f}: ${per[f] || 0} rows (want 6)`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const errs = validateRows(rows, await familySpecs());
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid in ${file}`);
}
