// Re-check rows.jsonl: schema, per-family labels, span counts, and a self-check of the stagnation label.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  long_step_echo: { loop: true, stagnation: true },
  reworded_empty_queries: { loop: true, stagnation: false },
  paging_past_end: { loop: true, stagnation: false },
  same_failure_after_fixes: { loop: true, stagnation: false },
  volatile_only_repeats: { loop: true, stagnation: false },
  poll_until_done: { loop: false, stagnation: false },
  pagination_to_end: { loop: false, stagnation: false },
  backoff_then_success: { loop: false, stagnation: false },
  batch_distinct_items: { loop: false, stagnation: false },
  refined_search_success: { loop: false, stagnation: false },
};

function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return errs.push(`${path}: span not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) return errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  s.children.forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

const SKIP = new Set(['arguments', 'ai.response.toolCalls', 'id', 'call_id', 'responseId', 'model', 'modelVersion', 'role', 'type', 'stop_reason', 'finish_reason', 'status', 'object', 'traceId', 'next_tool_name']);
const SKIP_SUB = new Set(['input', 'args', 'functionCall', 'toolUse', 'next_tool_args', 'invocationInput', 'usage', 'usageMetadata', 'metrics']);
function strings(x, out = [], key = '') {
  if (typeof x === 'string') { if (!SKIP.has(key) && !/tool_calls\.\d+/.test(key)) out.push(x); }
  else if (Array.isArray(x)) x.forEach((v) => strings(v, out, key));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) { if (!SKIP_SUB.has(k)) strings(v, out, k); }
  return out;
}
function llmTexts(root) {
  const t = [];
  (function w(s) { if (s.type === 'llm') { const txt = strings(s.output).join(' ').replace(/```[\s\S]*?```/g, ' ').trim(); if (txt) t.push(txt); } s.children.forEach(w); })(root);
  return t;
}
const words = (s) => s.toLowerCase().match(/[a-z0-9']+/g) || [];
function jacc(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }
export function maxEchoPair(root) {
  const t = llmTexts(root).map(words).filter((w) => w.length >= 15);
  let best = { sim: 0, len: 0 };
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) { const s = jacc(t[i], t[j]); if (s > best.sim) best = { sim: s, len: Math.min(t[i].length, t[j].length) }; }
  return best;
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((r, i) => {
    const p = `row ${i} (${r.trace_id})`;
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${p}: missing ${k}`);
    const extra = Object.keys(r).filter((k) => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k));
    if (extra.length) errs.push(`${p}: extra keys ${extra}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${p}: unknown family ${r.family}`); return; }
    if (!/^[a-z_]+-0[1-6]$/.test(r.trace_id) || !r.trace_id.startsWith(r.family + '-')) errs.push(`${p}: bad trace_id`);
    if (ids.has(r.trace_id)) errs.push(`${p}: duplicate id`); ids.add(r.trace_id);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (r.loop !== fam.loop) errs.push(`${p}: loop label ${r.loop} != family ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${p}: stagnation label ${r.stagnation} != family ${fam.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${p}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${p}: goal`);
    checkSpan(r.root, `${p}.root`, errs);
    if (r.root?.type !== 'agent') errs.push(`${p}: root type must be agent`);
    const nSp = countSpans(r.root);
    if (nSp < 5 || nSp > 40) errs.push(`${p}: ${nSp} spans (want 5-40)`);
    const echo = maxEchoPair(r.root);
    if (fam.stagnation && !(echo.sim >= 0.8 && echo.len >= 25)) errs.push(`${p}: stagnation=true but no long near-verbatim pair (sim ${echo.sim.toFixed(2)}, len ${echo.len})`);
    if (!fam.stagnation && echo.sim >= 0.8) errs.push(`${p}: stagnation=false but near-verbatim pair found (sim ${echo.sim.toFixed(2)})`);
    const tools = []; (function w(s) { if (s.type === 'tool') tools.push(s); s.children.forEach(w); })(r.root);
    if (tools.length < 2) errs.push(`${p}: fewer than 2 tool spans`);
    if (fam.loop && r.root.output && typeof r.root.output === 'string' && /done|success/i.test(r.root.output)) errs.push(`${p}: loop row claims success`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
