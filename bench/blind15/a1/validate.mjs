// Re-checks rows.jsonl: schema, span shape, counts, and each row's labels against its family.
// Usage: node validate.mjs [path/to/rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES, countSpans } from './lib.mjs';

const LLM_TYPES = new Set(['llm', 'generation']);
const TOOL_TYPES = new Set(['tool', 'function', 'retriever']);
const HUMAN_TOOL = /(ask|human|user|clarif|confirm_with|question)/i;

function walk(s, fn, depth = 0) { fn(s, depth); for (const c of s.children || []) walk(c, fn, depth + 1); }

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

// texts the model wrote in one llm-ish span (deduplicated within the span)
export function llmTexts(s) {
  const out = new Set();
  const rec = (v, key) => {
    if (typeof v === 'string') { if (['text', 'content', 'thinking', 'reasoning', 'reasoning_content'].includes(key) && v.trim()) out.add(v.trim()); return; }
    if (Array.isArray(v)) { v.forEach((x) => rec(x, key)); return; }
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (k === 'tool_calls' || k === 'arguments' || k === 'input' || k === 'signature') continue; rec(x, k); }
  };
  rec(s.output, '');
  return [...out];
}

const words = (t) => t.toLowerCase().match(/[a-z0-9][a-z0-9'’-]*/g) || [];
function jaccard(a, b) { const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i || 1); }

function toolCalls(root) {
  const calls = [];
  walk(root, (s) => { if (TOOL_TYPES.has(s.type)) calls.push({ name: s.name.replace(/^execute_tool /, ''), input: JSON.stringify(s.input), error: s.error, output: s.output }); });
  return calls;
}
function byName(calls) { const m = {}; for (const c of calls) (m[c.name] ||= []).push(c); return m; }
const maxSame = (calls) => Math.max(0, ...Object.values(byName(calls)).map((a) => a.length));

export function longRepeatPairs(root) {
  const texts = [];
  walk(root, (s) => { if (LLM_TYPES.has(s.type)) for (const t of llmTexts(s)) texts.push(words(t)); });
  const pairs = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    if (texts[i].length >= 25 && texts[j].length >= 25 && jaccard(texts[i], texts[j]) >= 0.8) pairs.push([i, j]);
  }
  return pairs;
}

function humanTurns(root) {
  let n = 0;
  walk(root, (s, d) => { if (d > 0 && (['user', 'custom'].includes(s.type) || s.name === '__interrupt__' || s.name === 'await_user_input' || (TOOL_TYPES.has(s.type) && HUMAN_TOOL.test(s.name)))) n++; });
  return n;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFam = {};
  rows.forEach((r, idx) => {
    const where = `row ${idx + 1} (${r && r.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${where}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${where}: unexpected key ${k}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${where}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${where}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${where}: duplicate trace_id`); seen.add(r.trace_id);
    (perFam[r.family] ||= []).push(r.trace_id);
    if (r.loop !== fam.loop) errs.push(`${where}: loop=${r.loop} but family says ${fam.loop}`);
    if (r.stagnation !== fam.stagnation) errs.push(`${where}: stagnation=${r.stagnation} but family says ${fam.stagnation}`);
    if (typeof r.isolates !== 'string' || r.isolates.split(/\s+/).length < 6 || !/[.]$/.test(r.isolates)) errs.push(`${where}: isolates must be one sentence`);
    if (typeof r.goal !== 'string' || r.goal.length < 20) errs.push(`${where}: goal too short`);
    checkSpan(r.root, 'root', errs.length > 1000 ? [] : errs);
    if (r.root.type !== 'agent') errs.push(`${where}: root span must be type agent`);
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${where}: ${n} spans, expected 5..40`);
    let llm = 0; walk(r.root, (s) => { if (LLM_TYPES.has(s.type)) llm++; });
    const calls = toolCalls(r.root);
    if (!llm) errs.push(`${where}: no llm spans`);
    if (!calls.length) errs.push(`${where}: no tool spans`);
    for (const c of calls) if (c.output === null && !c.error) errs.push(`${where}: tool span ${c.name} has null output and no error`);
    // label consistency with the family's behaviour
    const reps = longRepeatPairs(r.root);
    if (r.stagnation && reps.length < 1) errs.push(`${where}: stagnation=true but no long near-verbatim repeat in model text`);
    if (!r.stagnation && reps.length) errs.push(`${where}: stagnation=false but model text has a long near-verbatim repeat`);
    if (!r.loop && r.root.error) errs.push(`${where}: healthy row ends with a root error`);
    if (!r.loop && (r.root.output === null || r.root.output === undefined)) errs.push(`${where}: healthy row has no final output`);
    const m = byName(calls);
    switch (r.family) {
      case 'reworded_no_hit_queries': if (maxSame(calls) < 4) errs.push(`${where}: needs 4+ calls of one tool`); break;
      case 'pagination_beyond_end': if (maxSame(calls) < 4) errs.push(`${where}: needs last real page + 3 empty pages`); break;
      case 'noise_only_result_changes': if (maxSame(calls) < 4) errs.push(`${where}: needs 4+ calls of one tool`); break;
      case 'reasked_human_same_answer': if (humanTurns(r.root) < 3) errs.push(`${where}: needs 3+ human questions`); break;
      case 'status_poll_to_completion': if (maxSame(calls) < 3) errs.push(`${where}: needs 3+ polls`); break;
      case 'transient_failure_then_recovery': {
        const ok = Object.values(m).some((a) => { const f = a.findIndex((c) => c.error); return f >= 0 && a.slice(f).some((c) => !c.error) && a.filter((c) => c.error).length <= 3; });
        if (!ok) errs.push(`${where}: needs 1-3 failures followed by a success of the same tool`);
        break;
      }
      case 'per_item_batch_acks': {
        const ok = Object.values(m).some((a) => a.length >= 3 && new Set(a.map((c) => c.input)).size === a.length);
        if (!ok) errs.push(`${where}: needs 3+ calls of one tool with distinct items`);
        break;
      }
      case 'refined_query_new_hits': if (calls.length < 3) errs.push(`${where}: needs several search calls`); break;
      case 'two_distinct_clarifications': if (humanTurns(r.root) !== 2) errs.push(`${where}: needs exactly 2 clarifications`); break;
    }
  });
  for (const f of Object.keys(FAMILIES)) if ((perFam[f] || []).length !== 6) errs.push(`family ${f}: expected 6 rows, got ${(perFam[f] || []).length}`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2] || new URL('./rows.jsonl', import.meta.url).pathname;
  const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: bad JSON`); } });
  errs.push(...validateRows(rows));
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`ok: ${rows.length} rows valid`);
}
