// Re-checks rows.jsonl: schema + labels consistent with family.
import { readFileSync } from 'node:fs';
import { FAMILIES, countSpans, walk, words } from './lib.mjs';

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}
function llmTexts(root) {
  const out = [];
  walk(root, (s) => {
    if (s.type !== 'llm') return;
    const ts = [];
    const rec = (o, k) => { if (typeof o === 'string') { if (['text', 'content', 'ai.response.text'].includes(k) || k === '_') ts.push(o); } else if (Array.isArray(o)) o.forEach((x) => rec(x, k)); else if (o && typeof o === 'object') for (const [kk, v] of Object.entries(o)) rec(v, kk); };
    rec(s.output, '_');
    out.push(ts.join(' ').replace(/```[\s\S]*?```/g, ' ').replace(/^(Thought:|Action:.*|Action Input:.*|Code:|Final Answer:)/gm, ' '));
  });
  return out;
}
const norm = (t) => t.toLowerCase().replace(/[^a-z0-9£%. ]/g, ' ').split(/\s+/).filter(Boolean);
function sim(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / Math.max(1, A.size + B.size - i); }
export function maxEcho(root) {
  const ts = llmTexts(root).map(norm); let best = 0;
  for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) if (ts[i].length >= 25 && ts[j].length >= 25) best = Math.max(best, sim(ts[i], ts[j]));
  return best;
}
export function validateRows(rows) {
  const errs = []; const seen = new Set(); const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    for (const k of ['trace_id', 'family', 'isolates', 'goal']) if (typeof r[k] !== 'string' || !r[k]) errs.push(`${id}: ${k}`);
    for (const k of ['loop', 'stagnation']) if (typeof r[k] !== 'boolean') errs.push(`${id}: ${k} not boolean`);
    const keys = Object.keys(r).sort().join(','); if (keys !== 'family,goal,isolates,loop,root,stagnation,trace_id') errs.push(`${id}: keys ${keys}`);
    const fam = FAMILIES[r.family]; if (!fam) { errs.push(`${id}: unknown family`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: bad trace_id`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== fam.loop || r.stagnation !== fam.stagnation) errs.push(`${id}: labels inconsistent with family`);
    checkSpan(r.root, `${id}.root`, errs);
    if (r.root?.type !== 'agent') errs.push(`${id}: root not agent`);
    const c = countSpans(r.root); if (c < 5 || c > 40) errs.push(`${id}: ${c} spans (want 5-40)`);
    let tools = 0, llms = 0; walk(r.root, (s) => { if (s.type === 'tool') tools++; if (s.type === 'llm') llms++; });
    if (!tools || !llms) errs.push(`${id}: needs llm and tool spans`);
    const e = maxEcho(r.root);
    if (fam.stagnation && e < 0.8) errs.push(`${id}: stagnation row without a near-verbatim long repeat (${e.toFixed(2)})`);
    if (!fam.stagnation && e >= 0.8) errs.push(`${id}: non-stagnation row has a near-verbatim long repeat (${e.toFixed(2)})`);
    if (words(r.isolates) < 6) errs.push(`${id}: isolates too short`);
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] && perFam[f] !== 6) errs.push(`${f}: ${perFam[f]} rows`);
  return errs;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`valid: ${rows.length} rows`);
}
