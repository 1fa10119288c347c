// Re-checks rows.jsonl: schema + labels consistent with each family (heuristic structural checks).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  echoed_long_step: { loop: true, stagnation: true },
  reworded_empty_search: { loop: true, stagnation: false },
  paging_past_the_end: { loop: true, stagnation: false },
  same_failure_after_each_fix: { loop: true, stagnation: false },
  volatile_only_differences: { loop: true, stagnation: false },
  shrinking_failure_count: { loop: false, stagnation: false },
  additive_planning_monologue: { loop: false, stagnation: false },
  supervisor_distinct_subtasks: { loop: false, stagnation: false },
  narrowing_nested_delegation: { loop: false, stagnation: false },
  similar_records_digest: { loop: false, stagnation: false },
};

const STOP = new Set('the a an and or but of to in on at for with from by is are was were be been it its this that these those so as if then than not no i we you he she they them our my me will would should could can must need have has had do does did into over under about before after there here which what when where who how also just only any all each both more most some such up down out off very via per'.split(' '));
const TEXTKEYS = new Set(['content', 'text', 'thinking', 'reasoning', 'summary', 'output_text', 'rationale', 'thought', 'completion', 'final_answer', 'message', 'assistant_message', 'reasoning_content', 'message.content', 'output.value', 'output']);
const SKIP = new Set(['input', 'arguments', 'args', 'function', 'functionCall', 'function_call', 'tool_calls', 'code', 'tool_input', 'parameters', 'tool_args', 'usage', 'metadata']);

export function spans(root) { const out = []; const w = (s, d) => { out.push([s, d]); (s.children || []).forEach((c) => w(c, d + 1)); }; w(root, 0); return out; }
function collectText(v, key, acc) {
  if (typeof v === 'string') { if (key === null || TEXTKEYS.has(key)) acc.push(v); return; }
  if (Array.isArray(v)) { v.forEach((x) => collectText(x, key, acc)); return; }
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (SKIP.has(k)) continue; collectText(x, k, acc); }
}
export function llmTextParts(root) {
  const res = [];
  for (const [s] of spans(root)) if (s.type === 'llm') { const acc = []; collectText(s.output, null, acc); acc.forEach((t) => { if (t.trim()) res.push(t.trim()); }); }
  return res;
}
export function llmTexts(root) {
  const res = [];
  for (const [s] of spans(root)) if (s.type === 'llm') { const acc = []; collectText(s.output, null, acc); const t = acc.join(' ').trim(); if (t) res.push(t); }
  return res;
}
const words = (t) => t.toLowerCase().split(/[^a-z0-9']+/).filter((w) => w.length > 2 && !STOP.has(w));
function jacc(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); }
export function nearDupPairs(texts, minWords, thr = 0.85) {
  const W = texts.map(words); const pairs = [];
  for (let i = 0; i < W.length; i++) for (let j = i + 1; j < W.length; j++) if (W[i].length >= minWords && W[j].length >= minWords && jacc(W[i], W[j]) >= thr) pairs.push([i, j]);
  return pairs;
}
export const mask = (v) => (typeof v === 'string' ? v : JSON.stringify(v)).replace(/\\[nrt]/g, ' ').replace(/[A-Za-z0-9_.:\/+=-]*[0-9][A-Za-z0-9_.:\/+=-]*/g, '#').replace(/\b(?=[A-Za-z]*[A-Z])(?=[A-Za-z]*[a-z])[A-Za-z]{10,}=*/g, '#').replace(/\s+/g, ' ').trim();
const EMPTY = /(\[\s*\])|("total(_count|Count|_hits)?"\s*:\s*"?0\b)|(\b0 rows\b)|(\bno (results|matches|hits|documents|records)\b)|("count"\s*:\s*0\b)|(\(0 rows\))|("hits"\s*:\s*\[\s*\])|(\b0 results\b)/i;
const isEmptyish = (v) => EMPTY.test(typeof v === 'string' ? v : JSON.stringify(v));
function toolGroups(root) { const g = {}; for (const [s] of spans(root)) if (s.type === 'tool') (g[s.name] ||= []).push(s); return g; }
const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));

const FAMILY_CHECKS = {
  echoed_long_step: (row) => nearDupPairs(llmTexts(row.root), 25).length >= 1 || 'no near-verbatim pair of long model texts',
  reworded_empty_search: (row) => Object.values(toolGroups(row.root)).some((g) => { const e = g.filter((s) => isEmptyish(s.output)); return e.length >= 4 && new Set(e.map((s) => str(s.input))).size >= 4; }) || 'need 4+ differently-worded empty calls to one tool',
  paging_past_the_end: (row) => Object.values(toolGroups(row.root)).some((g) => { const e = g.filter((s) => isEmptyish(s.output)); return e.length >= 3 && g.length > e.length && new Set(e.map((s) => mask(s.output))).size === 1; }) || 'need 3+ identical empty pages after a real page',
  same_failure_after_each_fix: (row) => { const g = toolGroups(row.root); const ok = Object.entries(g).some(([n, L]) => { const byOut = {}; L.forEach((s) => { const k = mask(s.output); byOut[k] = (byOut[k] || 0) + 1; }); return Math.max(...Object.values(byOut)) >= 3; }); const edits = Object.values(g).flat().length; return (ok && edits >= 6) || 'need 3+ identical (masked) verification outputs with edits between'; },
  volatile_only_differences: (row) => Object.values(toolGroups(row.root)).some((g) => g.length >= 4 && new Set(g.map((s) => mask(s.input))).size === 1 && new Set(g.map((s) => mask(s.output))).size === 1 && new Set(g.map((s) => str(s.output))).size > 1) || 'need 4+ same-tool calls equal up to volatile values (and noise present)',
  shrinking_failure_count: (row) => (Object.values(toolGroups(row.root)).some((g) => new Set(g.map((s) => mask(s.output))).size >= 3) && !row.root.error) || 'need a verification tool run 3+ times with changing output and a run that ends cleanly',
  additive_planning_monologue: (row) => { const t = llmTextParts(row.root).filter((x) => words(x).length >= 30); return t.length >= 3 || 'need 3+ long reasoning steps'; },
  supervisor_distinct_subtasks: (row) => { const c = {}; spans(row.root).slice(1).forEach(([s]) => { if (s.type === 'agent') (c[s.name] ||= []).push(str(s.input)); }); return Object.values(c).some((L) => L.length >= 3 && new Set(L).size === L.length) || 'need one worker agent given 3+ distinct sub-tasks'; },
  narrowing_nested_delegation: (row) => { let best = 0; const w = (s, d) => { const dd = d + (s.type === 'agent' ? 1 : 0); best = Math.max(best, dd); s.children.forEach((c) => w(c, dd)); }; w(row.root, 0); return best >= 4 || `agent nesting depth ${best} < 4`; },
  similar_records_digest: (row) => Object.values(toolGroups(row.root)).some((g) => g.length >= 4 && new Set(g.map((s) => mask(s.output))).size === g.length) || 'need 4+ reads of different records with one tool',
};

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not an object`); return 0; }
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) { errs.push(`${path}: children`); return 1; }
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be object`);
  let n = 1; s.children.forEach((c, i) => { n += checkSpan(c, `${path}.${i}`, errs); }); return n;
}

export function validateRows(rows) {
  const errs = []; const seen = new Set(); const perFam = {};
  rows.forEach((row, idx) => {
    const id = row.trace_id || `#${idx}`;
    const e = [];
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in row)) e.push(`missing ${k}`);
    const keys = Object.keys(row); if (keys.length !== 7) e.push(`unexpected keys ${keys}`);
    const F = FAMILIES[row.family];
    if (!F) e.push(`unknown family ${row.family}`);
    else {
      if (row.loop !== F.loop) e.push(`loop label ${row.loop} != family ${F.loop}`);
      if (row.stagnation !== F.stagnation) e.push(`stagnation label ${row.stagnation} != family ${F.stagnation}`);
    }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) e.push('trace_id format');
    if (seen.has(row.trace_id)) e.push('duplicate trace_id'); seen.add(row.trace_id);
    if (typeof row.isolates !== 'string' || row.isolates.split(' ').length < 6) e.push('isolates sentence');
    if (typeof row.goal !== 'string' || row.goal.length < 10) e.push('goal');
    const n = checkSpan(row.root, 'root', e);
    if (row.root && row.root.type !== 'agent') e.push('root span must be type agent');
    if (n < 5 || n > 40) e.push(`span count ${n} outside 5..40`);
    if (F && row.root && Array.isArray(row.root.children)) {
      const texts = llmTexts(row.root);
      if (F.stagnation) { if (!nearDupPairs(texts, 25).length) e.push('stagnation=true but no near-verbatim long model text'); }
      else { const p = nearDupPairs(texts, 5); if (p.length) e.push(`stagnation=false but near-duplicate model texts: ${JSON.stringify(texts[p[0][0]].slice(0, 80))}`); }
      const fc = FAMILY_CHECKS[row.family]; const res = fc(row); if (res !== true) e.push(`family check: ${res}`);
    }
    perFam[row.family] = (perFam[row.family] || 0) + 1;
    e.forEach((x) => errs.push(`${id}: ${x}`));
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f} has ${perFam[f] || 0} rows, expected 6`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
