// Re-checks rows.jsonl: schema + each row's labels consistent with its family.
// Usage: node validate.mjs [rows.jsonl]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Family expectations (kept here independently of the family files).
export const FAMILIES = {
  reasked_answered_question: { loop: true, stagnation: [false], check: 'asks' },
  repeated_failure_notice: { loop: true, stagnation: [true], check: 'failNotify' },
  two_state_flipflop: { loop: true, stagnation: [true], check: 'alternation' },
  self_handoff_regress: { loop: true, stagnation: [true], check: 'deepAgents' },
  post_success_churn: { loop: true, stagnation: [true], check: 'afterSuccess' },
  shrinking_failure_fixes: { loop: false, stagnation: [false], check: 'fixCycle' },
  dense_planning_monologue: { loop: false, stagnation: [false], check: 'monologue' },
  supervisor_distinct_subtasks: { loop: false, stagnation: [false], check: 'supervisor' },
  nested_narrowing_delegation: { loop: false, stagnation: [false], check: 'deepDistinct' },
  many_similar_records: { loop: false, stagnation: [false], check: 'manyRecords' },
};
const SIM_THRESHOLD = 0.6;

export function flatten(root) {
  const out = [];
  (function walk(s, depth, agentDepth, path) {
    const ad = s.type === 'agent' ? agentDepth + 1 : agentDepth;
    out.push({ s, depth, agentDepth: ad, path });
    (s.children || []).forEach((c) => walk(c, depth + 1, ad, path.concat([s])));
  })(root, 0, 0, []);
  return out;
}
export function toolName(s) {
  const i = s.input && typeof s.input === 'object' ? s.input : {};
  const m = s.metadata || {};
  return i['ai.toolCall.name'] || m['gen_ai.tool.name'] || m['tool.name'] || (s.name === 'execute_tool' && i.name) || i.tool_name || s.name;
}
function strings(x, acc = []) {
  if (typeof x === 'string') {
    if (/^[\[{]/.test(x.trim())) { try { strings(JSON.parse(x), acc); return acc; } catch { /* not json */ } }
    if (x.length >= 12 && /\s/.test(x)) acc.push(x);
  } else if (Array.isArray(x)) x.forEach((y) => strings(y, acc));
  else if (x && typeof x === 'object') for (const [k, y] of Object.entries(x)) { if (!TOOL_ARG_KEY.test(k)) strings(y, acc); }
  return acc;
}
// Tool-call argument payloads inside llm outputs are actions, not prose: they are not counted as model text.
const TOOL_ARG_KEY = /^(arguments|args|input|functionCall|tool_calls)$|toolCalls|tool_calls?\./;
export function llmText(s) { return [...new Set(strings(s.output))].join('\n'); }
function shingles(t) {
  const w = t.toLowerCase().replace(/[^a-z0-9äöüåéèçøæß%.\-]+/g, ' ').split(' ').filter(Boolean);
  const set = new Set(); for (let i = 0; i + 2 < w.length; i++) set.add(w.slice(i, i + 3).join(' '));
  return set;
}
export function sim(a, b) {
  const A = shingles(a), B = shingles(b); if (!A.size || !B.size) return 0;
  let inter = 0; for (const x of A) if (B.has(x)) inter++;
  return inter / (A.size + B.size - inter);
}
export function maxLlmSim(root) {
  const texts = flatten(root).filter((f) => f.s.type === 'llm').map((f) => llmText(f.s)).filter((t) => t.length >= 40);
  let best = 0, pair = null;
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) { const v = sim(texts[i], texts[j]); if (v > best) { best = v; pair = [i, j]; } }
  return { best, pair, n: texts.length };
}

function checkSpan(s, where, errs) {
  if (!s || typeof s !== 'object') { errs.push(`${where}: not an object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${where}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${where}: bad name`);
  if (!('input' in s)) errs.push(`${where}: missing input`);
  if (!('output' in s)) errs.push(`${where}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${where}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${where}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${where}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${where}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${where}.${i}`, errs));
}

const sigOf = (x) => JSON.stringify(x);
const CHECKS = {
  asks(fl) {
    const asks = fl.filter((f) => f.s.type === 'tool' && /ask|human|input|question|clarif|user/i.test(toolName(f.s)));
    return asks.length >= 3 ? null : `only ${asks.length} human-input tool calls`;
  },
  failNotify(fl) {
    const tools = fl.filter((f) => f.s.type === 'tool');
    const failBy = {}; for (const f of tools) if (f.s.error) failBy[toolName(f.s)] = (failBy[toolName(f.s)] || 0) + 1;
    const maxFail = Math.max(0, ...Object.values(failBy));
    const cnt = {}; for (const f of tools) if (!f.s.error) cnt[toolName(f.s)] = (cnt[toolName(f.s)] || 0) + 1;
    const maxNotify = Math.max(0, ...Object.values(cnt));
    if (maxFail < 3) return `same action failed only ${maxFail} times`;
    if (maxNotify < 3) return `no notification repeated 3 times (max ${maxNotify})`;
    return null;
  },
  alternation(fl) {
    const by = {};
    for (const f of fl) if (f.s.type === 'tool') (by[toolName(f.s)] ||= []).push(sigOf(f.s.input));
    for (const seq of Object.values(by)) {
      const sigs = [...new Set(seq)];
      for (const A of sigs) for (const B of sigs) {
        if (A >= B) continue;
        const p = seq.filter((x) => x === A || x === B);
        const c = p.filter((x, i) => i === 0 || x !== p[i - 1]);
        if (c.length >= 4) return null; // A,B,A,B (two full cycles of switching)
      }
    }
    return 'no tool shows an A,B,A,B argument alternation';
  },
  deepAgents(fl) {
    const d = Math.max(...fl.map((f) => f.agentDepth));
    return d >= 4 ? null : `agent nesting depth ${d} < 4 (root + 3)`;
  },
  afterSuccess(fl) {
    const tools = fl.filter((f) => f.s.type === 'tool').map((f) => toolName(f.s));
    if (tools.length < 4) return 'fewer than 4 tool calls';
    const last3 = tools.slice(-3); const earlier = new Set(tools.slice(0, -3));
    return last3.every((t) => earlier.has(t) || last3.filter((x) => x === t).length >= 2) ? null : 'last tool calls are not repeats';
  },
  fixCycle(fl) {
    const by = {};
    for (const f of fl) if (f.s.type === 'tool') (by[toolName(f.s)] ||= []).push(f.s);
    const ok = Object.values(by).some((arr) => arr.length >= 3 && new Set(arr.map((s) => sigOf(s.output ?? s.error))).size === arr.length);
    return ok ? null : 'no repeated check with all-different results';
  },
  monologue(fl) {
    let run = 0, best = 0;
    for (const f of fl) {
      if (f.s.type === 'llm') { run = llmText(f.s).length >= 300 ? run + 1 : 0; best = Math.max(best, run); } else if (f.s.type === 'tool') run = 0;
    }
    return best >= 3 ? null : `longest run of long reasoning steps = ${best}`;
  },
  supervisor(fl) {
    const by = {};
    for (const f of fl) if (f.s.type === 'agent' && f.depth > 0) (by[f.s.name] ||= []).push(f.s);
    const ok = Object.values(by).some((arr) => arr.length >= 3 && new Set(arr.map((s) => sigOf(s.input))).size === arr.length && new Set(arr.map((s) => sigOf(s.output))).size === arr.length);
    return ok ? null : 'no worker agent called 3+ times with distinct inputs and outputs';
  },
  deepDistinct(fl) {
    const deepest = fl.reduce((a, b) => (b.agentDepth > a.agentDepth ? b : a));
    if (deepest.agentDepth < 4) return `agent nesting depth ${deepest.agentDepth} < 4`;
    const chain = deepest.path.concat([deepest.s]).filter((s) => s.type === 'agent');
    return new Set(chain.map((s) => sigOf(s.input))).size === chain.length ? null : 'nested agents received identical inputs';
  },
  manyRecords(fl) {
    const by = {};
    for (const f of fl) if (f.s.type === 'tool') (by[toolName(f.s)] ||= []).push(f.s);
    const ok = Object.values(by).some((arr) => arr.length >= 4 && new Set(arr.map((s) => sigOf(s.input))).size === arr.length && new Set(arr.map((s) => sigOf(s.output))).size === arr.length);
    return ok ? null : 'no tool read 4+ distinct records';
  },
};

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  rows.forEach((r, idx) => {
    const w = r.trace_id || `line ${idx + 1}`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${w}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${w}: unexpected field ${k}`);
    if (ids.has(r.trace_id)) errs.push(`${w}: duplicate trace_id`); ids.add(r.trace_id);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${w}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${w}: trace_id must be <family>-0N`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${w}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${w}: goal too short`);
    if (r.loop !== fam.loop) errs.push(`${w}: loop=${r.loop} but family expects ${fam.loop}`);
    if (!fam.stagnation.includes(r.stagnation)) errs.push(`${w}: stagnation=${r.stagnation} not allowed for family`);
    const e0 = errs.length; checkSpan(r.root, `${w}.root`, errs); if (errs.length > e0) return;
    if (r.root.type !== 'agent') errs.push(`${w}: root span must be type agent`);
    const fl = flatten(r.root);
    if (fl.length < 5 || fl.length > 40) errs.push(`${w}: ${fl.length} spans (want 5-40)`);
    if (!fl.some((f) => f.s.type === 'llm')) errs.push(`${w}: no llm span`);
    if (!fl.some((f) => f.s.type === 'tool')) errs.push(`${w}: no tool span`);
    const m = maxLlmSim(r.root);
    if (r.stagnation && m.best < SIM_THRESHOLD) errs.push(`${w}: stagnation=true but max llm-text similarity ${m.best.toFixed(2)} < ${SIM_THRESHOLD}`);
    if (!r.stagnation && m.best >= SIM_THRESHOLD) errs.push(`${w}: stagnation=false but llm texts ${m.pair} are near-verbatim (${m.best.toFixed(2)})`);
    if (!fam.loop && r.root.error) errs.push(`${w}: healthy row has a root error`);
    const ce = CHECKS[fam.check](fl); if (ce) errs.push(`${w}: ${fam.check}: ${ce}`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows (want 6)`);
  return errs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const errs = validateRows(rows);
  if (errs.length) { console.error(errs.join('\n')); console.error(`${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
