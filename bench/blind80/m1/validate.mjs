import { readFileSync } from 'node:fs';
import { FAMILIES } from './families.mjs';
const LOOP = Object.fromEntries(FAMILIES.map(([, n, l]) => [n, l]));

function walk(s, f, depth = 0) { f(s, depth); for (const c of s.children || []) walk(c, f, depth + 1); }
function textOf(o) { if (o == null) return ''; if (typeof o === 'string') return o; if (Array.isArray(o)) return o.map(textOf).join(' ');
  if (typeof o === 'object') return ['content', 'text', 'thought', 'reasoning', 'message'].map((k) => textOf(o[k])).join(' '); return ''; }

export function validateSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: span not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => validateSpan(c, `${path}.${i}`, errs));
}

export function validateRows(rows) {
  const errs = []; const seen = new Set();
  for (const r of rows) {
    const id = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    if (!(r.family in LOOP)) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-\\d\\d$`).test(id)) errs.push(`${id}: trace_id must be <family>-NN`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${id}: labels must be boolean`);
    if (r.loop !== LOOP[r.family]) errs.push(`${id}: loop=${r.loop} but family ${r.family} is loop=${LOOP[r.family]}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${id}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 15) errs.push(`${id}: goal too short`);
    if (r.family === 'verbatim_long_step_repeat' && !r.stagnation) errs.push(`${id}: family requires stagnation=true`);
    validateSpan(r.root, 'root', errs.map ? errs : []);
    if (r.root?.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    let n = 0, nLlm = 0, nTool = 0, llmTexts = [];
    walk(r.root, (s) => { n++; if (s.type === 'llm') { nLlm++; llmTexts.push(textOf(s.output)); } if (s.type === 'tool') nTool++; });
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (need 5..40)`);
    if (nLlm < 1) errs.push(`${id}: no llm span`);
    if (nTool < 1) errs.push(`${id}: no tool span`);
    if (r.stagnation && llmTexts.filter((t) => t.trim().length > 0).length < 2) errs.push(`${id}: stagnation=true needs >=2 llm spans with text`);
    if (JSON.stringify(r).includes('Math.random')) errs.push(`${id}: suspicious`);
  }
  return errs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  const byFam = {}; for (const r of rows) byFam[r.family] = (byFam[r.family] || 0) + 1;
  console.log(`OK ${rows.length} rows`, byFam);
}
