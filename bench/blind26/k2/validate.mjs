// Re-checks rows.jsonl: schema, span counts, and that each row's labels agree with its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countSpans } from './lib.mjs';

export const FAMILIES = {
  reasked_clarification: { loop: true, stagnation: true, file: 'f1' },
  retry_and_renotify: { loop: true, stagnation: true, file: 'f2' },
  state_flipflop: { loop: true, stagnation: true, file: 'f3' },
  delegation_regress: { loop: true, stagnation: true, file: 'f4' },
  post_success_churn: { loop: true, stagnation: true, file: 'f5' },
  converging_fix_cycle: { loop: false, stagnation: false, file: 'f6' },
  dense_planning_monologue: { loop: false, stagnation: false, file: 'f7' },
  supervisor_distinct_subtasks: { loop: false, stagnation: false, file: 'f8' },
  narrowing_delegation_chain: { loop: false, stagnation: false, file: 'f9' },
  similar_records_sweep: { loop: false, stagnation: false, file: 'f10' },
};

const SKIP_KEYS = new Set(['arguments', 'args', 'input', 'id', 'call_id', 'tool_call_id', 'tool_use_id', 'type', 'role', 'name', 'model', 'finish_reason', 'stop_reason', 'signature', 'status', 'functionCall', 'tool_calls', 'toolCalls', 'parameters']);
function texts(v, out = [], key = '') {
  if (SKIP_KEYS.has(key)) return out;
  if (typeof v === 'string') { if (v.length >= 25 && (v.match(/ /g) || []).length >= 3) out.push(v); }
  else if (Array.isArray(v)) v.forEach((x) => texts(x, out, ''));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) texts(x, out, k);
  return out;
}
export function llmTexts(root) {
  const res = [];
  (function walk(s) { if (s.type === 'llm') { const t = texts(s.output).join(' ').trim(); if (t.length >= 25) res.push(t); } (s.children || []).forEach(walk); })(root);
  return res;
}
const words = (s) => new Set(s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w.length > 2));
export function sim(a, b) { const A = words(a), B = words(b); let i = 0; for (const w of A) if (B.has(w)) i++; return i / Math.max(1, A.size + B.size - i); }
function maxPairSim(ts) { let m = 0; for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) m = Math.max(m, sim(ts[i], ts[j])); return m; }

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
function agentDepth(s) { const d = Math.max(0, ...(s.children || []).map(agentDepth)); return d + (s.type === 'agent' ? 1 : 0); }

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((row, idx) => {
    const p = `row ${idx} (${row?.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${p}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${p}: unexpected key ${k}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${p}: unknown family ${row.family}`); return; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${p}: trace_id must be <family>-01..06`);
    if (seen.has(row.trace_id)) errs.push(`${p}: duplicate trace_id`);
    seen.add(row.trace_id);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${p}: isolates too short`);
    if (typeof row.goal !== 'string' || row.goal.length < 20) errs.push(`${p}: goal too short`);
    if (row.loop !== fam.loop) errs.push(`${p}: loop=${row.loop} but family says ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`${p}: stagnation=${row.stagnation} but family says ${fam.stagnation}`);
    checkSpan(row.root, `${p}.root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${p}: root span must be an agent span`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${p}: ${n} spans, need 5..40`);
    const ts = llmTexts(row.root);
    const m = maxPairSim(ts);
    if (row.stagnation && m < 0.6) errs.push(`${p}: stagnation=true but max llm text similarity is ${m.toFixed(2)}`);
    if (!row.stagnation && m >= 0.8) errs.push(`${p}: stagnation=false but two llm texts are ${m.toFixed(2)} similar`);
    const tools = []; (function w(s) { if (s.type === 'tool') tools.push(s); (s.children || []).forEach(w); })(row.root);
    if (row.family === 'delegation_regress' || row.family === 'narrowing_delegation_chain') {
      if (agentDepth(row.root) < 4) errs.push(`${p}: needs root + 3 nested agent levels (got ${agentDepth(row.root)})`);
    }
    if (row.family === 'reasked_clarification' && n < 7) errs.push(`${p}: too few steps for 3 re-asks`);
    if (row.family === 'converging_fix_cycle' && !tools.some((t) => t.error || /fail|error/i.test(JSON.stringify(t.output)))) errs.push(`${p}: fix cycle shows no failures`);
    if (row.family === 'similar_records_sweep') {
      const byName = {}; tools.forEach((t) => (byName[t.name] = (byName[t.name] || 0) + 1));
      if (Math.max(0, ...Object.values(byName)) < 4) errs.push(`${p}: sweep needs >=4 calls of one tool`);
      const outs = tools.map((t) => JSON.stringify(t.output));
      if (new Set(outs).size !== outs.length) errs.push(`${p}: sweep has identical tool outputs`);
    }
  });
  for (const f of Object.keys(FAMILIES)) if (rows.length && perFamily[f] !== undefined && perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f]} rows, need 6`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  const missing = Object.keys(FAMILIES).filter((f) => !rows.some((r) => r.family === f));
  if (missing.length) errs.push(`missing families: ${missing.join(', ')}`);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
