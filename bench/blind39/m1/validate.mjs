// Re-checks rows.jsonl: schema, labels consistent with family, span counts, stagnation sanity.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILY_LABELS = {
  restated_long_step: { loop: true, stagnation: true },
  reworded_empty_search: { loop: true, stagnation: false },
  paging_beyond_last: { loop: true, stagnation: false },
  same_failure_new_fixes: { loop: true, stagnation: false },
  noise_only_repeats: { loop: true, stagnation: false },
  shrinking_failures: { loop: false, stagnation: false },
  dense_planning: { loop: false, stagnation: false },
  supervisor_new_subtasks: { loop: false, stagnation: false },
  nested_delegation: { loop: false, stagnation: false },
  similar_records_read: { loop: false, stagnation: false },
};

function walk(s, f) { f(s); for (const c of s.children || []) walk(c, f); }
function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: span not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unknown key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

function strings(v, out = []) {
  if (typeof v === 'string') { if (v.trim().startsWith('{') || v.trim().startsWith('[')) { try { strings(JSON.parse(v), out); return out; } catch {} } out.push(v); }
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out));
  return out;
}
const words = (t) => t.toLowerCase().match(/[a-z0-9%.]+/g) || [];
function jaccard(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); }

export function llmTexts(root) {
  const texts = [];
  walk(root, (s) => { if (s.type === 'llm') for (const t of strings(s.output)) if (words(t).length >= 25) texts.push(t); });
  return texts;
}
export function hasNearRepeat(texts) {
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (jaccard(words(texts[i]), words(texts[j])) >= 0.8) return true;
  return false;
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  for (const r of rows) {
    const p = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${p}: missing ${k}`);
    const extra = Object.keys(r).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k));
    if (extra.length) errs.push(`${p}: extra keys ${extra}`);
    if (ids.has(r.trace_id)) errs.push(`${p}: duplicate trace_id`); ids.add(r.trace_id);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${p}: trace_id not <family>-0N`);
    const lab = FAMILY_LABELS[r.family];
    if (!lab) { errs.push(`${p}: unknown family`); continue; }
    if (r.loop !== lab.loop || r.stagnation !== lab.stagnation) errs.push(`${p}: labels disagree with family`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${p}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${p}: goal too short`);
    checkSpan(r.root, `${p}.root`, errs);
    let cnt = 0, llm = 0, tool = 0; walk(r.root, (s) => { cnt++; if (s.type === 'llm') llm++; if (s.type === 'tool' || s.type === 'retriever') tool++; });
    if (cnt < 5 || cnt > 40) errs.push(`${p}: ${cnt} spans (want 5-40)`);
    if (!['agent', 'chain'].includes(r.root.type)) errs.push(`${p}: root type ${r.root.type}`);
    if (llm < 1) errs.push(`${p}: no llm span`);
    const rep = hasNearRepeat(llmTexts(r.root));
    if (r.stagnation && !rep) errs.push(`${p}: stagnation=true but no near-verbatim long llm repeat found`);
    if (!r.stagnation && rep) errs.push(`${p}: stagnation=false but a near-verbatim long llm repeat exists`);
    if (r.family === 'dense_planning' && llmTexts(r.root).length < 3) errs.push(`${p}: fewer than 3 long planning steps`);
    if (['reworded_empty_search', 'noise_only_repeats'].includes(r.family) && tool < 4) errs.push(`${p}: fewer than 4 tool calls`);
    const s = JSON.stringify(r.root);
    if (s.includes('undefined') && /"undefined"/.test(s)) errs.push(`${p}: literal undefined`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILY_LABELS)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
