// Re-checks rows.jsonl: schema, span counts, and labels consistent with each family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countSpans } from './lib.mjs';

export const FAMILIES = {
  repeated_long_step: { loop: true, stagnation: true },
  reworded_empty_queries: { loop: true, stagnation: false },
  paging_past_end: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  volatile_only_results: { loop: true, stagnation: false },
  status_poll_until_done: { loop: false, stagnation: false },
  paging_new_items: { loop: false, stagnation: false },
  backoff_then_success: { loop: false, stagnation: false },
  batch_distinct_items: { loop: false, stagnation: false },
  refined_search_success: { loop: false, stagnation: false },
};

const STOP = new Set('the a an and or of to in on at for is are be it i will that this with as by from so not but before after than then once more let me my we our'.split(' '));
const words = (s) => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w && !STOP.has(w));
function jacc(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }

// collect model-authored text from llm spans (whatever the recording style)
function modelTexts(span, out = []) {
  if (span.type === 'llm') {
    const o = span.output; const texts = [];
    const walk = (v, k = '') => {
      if (typeof v === 'string') { if (/^(content|text|thinking|reasoning|reasoning_content|ai\.response\.text|ai\.response\.reasoning|llm\.output_messages\.0\.message\.(content|reasoning))$/.test(k) || k === '' ) texts.push(v); }
      else if (Array.isArray(v)) v.forEach((x) => walk(x, k === 'parts' || k === 'content' || k === 'output' || k === 'summary' ? '' : k));
      else if (v && typeof v === 'object') { for (const [kk, vv] of Object.entries(v)) { if (kk === 'gen_ai.output.messages' && typeof vv === 'string') walk(JSON.parse(vv)); else if (['tool_calls', 'ai.response.toolCalls', 'arguments', 'args', 'input', 'functionCall'].includes(kk)) continue; else walk(vv, kk); } }
    };
    walk(o);
    for (const t of new Set(texts)) for (const part of t.split(/\n(?=Action|Final Answer)/)) { if (/^Action/.test(part)) continue; const w = words(part); if (w.length) out.push(w); }
  }
  for (const c of span.children || []) modelTexts(c, out);
  return out;
}

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${id}: extra key ${k}`);
    if (seen.has(id)) errs.push(`${id}: duplicate`); seen.add(id);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(id)) errs.push(`${id}: trace_id must be <family>-0N`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== fam.loop) errs.push(`${id}: loop label ${r.loop} != family ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${id}: stagnation label ${r.stagnation} != family ${fam.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${id}: isolates`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${id}: goal`);
    checkSpan(r.root, `${id}.root`, errs);
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${id}: span count ${n} outside 5..40`);
    // label sanity on model text: a long near-verbatim pair must exist iff stagnation
    const t = modelTexts(r.root);
    let longPair = false, anyPair = false;
    for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) {
      const sim = jacc(t[i], t[j]);
      if (sim >= 0.8 && Math.min(t[i].length, t[j].length) >= 25) longPair = true;
      if (sim >= 0.8 && Math.min(t[i].length, t[j].length) >= 6) anyPair = true;
    }
    if (r.stagnation && !longPair) errs.push(`${id}: stagnation=true but no long near-verbatim model text pair`);
    if (!r.stagnation && anyPair) errs.push(`${id}: stagnation=false but model text repeats near-verbatim`);
    // error spans must be tool-ish and have null output
    const walk = (s) => { if (s.error && s.output !== null) errs.push(`${id}: span ${s.name} has error and non-null output`); (s.children || []).forEach(walk); };
    walk(r.root);
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows, expected 6`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
