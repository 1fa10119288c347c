// Re-checks rows.jsonl: schema, span tree shape, and that each row's labels agree with its family.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAMILIES = {
  paging_beyond_last_page: { loop: true },
  reasking_settled_question: { loop: true },
  two_state_flipflop: { loop: true },
  delegation_hot_potato: { loop: true, minAgentDepth: 4 },
  rechecking_after_done: { loop: true },
  transient_error_retry_ok: { loop: false },
  query_refinement_ok: { loop: false },
  supervisor_varied_subtasks: { loop: false, repeatedWorker: true },
  nested_narrowing_delegation: { loop: false, minAgentDepth: 4 },
  similar_records_sweep: { loop: false },
};

const ROW_KEYS = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
const SPAN_KEYS = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  for (const k of Object.keys(s)) if (!SPAN_KEYS.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be a string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  (s.children || []).forEach((k, i) => checkSpan(k, `${path}.children[${i}]`, errs));
}

const walk = (s, f, d = 0) => { f(s, d); (s.children || []).forEach((k) => walk(k, f, d + 1)); };
export const countSpans = (s) => { let n = 0; walk(s, () => n++); return n; };
function agentDepth(s) {
  const own = s.type === 'agent' ? 1 : 0;
  return own + Math.max(0, ...(s.children || []).map(agentDepth));
}

// Model-authored text of an llm span (reasoning, messages, ReAct thoughts); tool-call arguments excluded.
export function modelTexts(llmOutput) {
  const out = [];
  const visit = (v, key) => {
    if (typeof v === 'string') {
      if (['text', 'content', 'reasoningText'].includes(key)) {
        let t = v;
        if (/\nAction:|^Action:/.test(t)) t = t.split(/\n?Action:/)[0];
        t = t.replace(/^Thought:\s*/, '').replace(/\nFinal Answer:[\s\S]*$/, '').trim();
        if (t) out.push(t);
      }
      return;
    }
    if (Array.isArray(v)) return v.forEach((x) => visit(x, key));
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (['args', 'arguments', 'input', 'toolCalls', 'tool_calls', 'function_call'].includes(k)) continue; visit(x, k); }
  };
  visit(llmOutput, '');
  return out;
}
const toks = (t) => new Set(t.toLowerCase().replace(/\d+/g, '#').match(/[a-z#][a-z#'_-]*/g) || []);
export function nearDuplicatePairs(texts) {
  const sets = texts.map(toks);
  const pairs = [];
  for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) {
    const a = sets[i], b = sets[j];
    if (a.size < 6 || b.size < 6) continue;
    let inter = 0; for (const x of a) if (b.has(x)) inter++;
    const jac = inter / (a.size + b.size - inter);
    if (jac >= 0.8) pairs.push([i, j, +jac.toFixed(2)]);
  }
  return pairs;
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((r, idx) => {
    const at = r && r.trace_id ? r.trace_id : `line ${idx + 1}`;
    const keys = Object.keys(r || {});
    for (const k of ROW_KEYS) if (!keys.includes(k)) errs.push(`${at}: missing ${k}`);
    for (const k of keys) if (!ROW_KEYS.includes(k)) errs.push(`${at}: unexpected field ${k}`);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${at}: unknown family ${r.family}`); return; }
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${at}: trace_id must be <family>-01..06`);
    if (seen.has(r.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(r.trace_id);
    perFamily[r.family] = (perFamily[r.family] || 0) + 1;
    if (typeof r.isolates !== 'string' || r.isolates.length < 20) errs.push(`${at}: isolates must be a sentence`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${at}: goal must be a string`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${at}: loop/stagnation must be booleans`);
    if (r.loop !== fam.loop) errs.push(`${at}: loop=${r.loop} but family ${r.family} is loop=${fam.loop}`);
    if (!fam.loop && r.stagnation) errs.push(`${at}: healthy family rows must have stagnation=false`);
    checkSpan(r.root, 'root', errs);
    if (!r.root || r.root.type !== 'agent') { errs.push(`${at}: root span must be of type agent`); return; }
    const n = countSpans(r.root);
    if (n < 5 || n > 40) errs.push(`${at}: ${n} spans (must be 5..40)`);
    const llm = []; let tools = 0;
    walk(r.root, (s) => { if (s.type === 'llm') llm.push(s); if (s.type === 'tool') tools++; });
    if (!llm.length) errs.push(`${at}: no llm span`);
    if (!tools) errs.push(`${at}: no tool span`);
    const texts = llm.flatMap((s) => modelTexts(s.output));
    const dup = nearDuplicatePairs(texts);
    if (r.stagnation && !dup.length) errs.push(`${at}: stagnation=true but no near-verbatim repeated model text`);
    if (!r.stagnation && dup.length) errs.push(`${at}: stagnation=false but model text repeats: ${JSON.stringify(dup.slice(0, 3).map(([i, j, s]) => [texts[i].slice(0, 60), texts[j].slice(0, 60), s]))}`);
    if (fam.minAgentDepth && agentDepth(r.root) < fam.minAgentDepth) errs.push(`${at}: agent nesting depth ${agentDepth(r.root)} < ${fam.minAgentDepth}`);
    if (fam.repeatedWorker) {
      const names = {}; walk(r.root, (s, d) => { if (s.type === 'agent' && s !== r.root) names[s.name] = (names[s.name] || 0) + 1; });
      if (!Object.values(names).some((v) => v >= 2)) errs.push(`${at}: supervisor row needs the same worker agent invoked at least twice`);
    }
    if (r.loop === false && r.root.error) errs.push(`${at}: healthy row must not end in an error`);
  });
  for (const f of Object.keys(FAMILIES)) if (perFamily[f] && perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f]} rows (expected 6)`);
  return errs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] || new URL('./rows.jsonl', import.meta.url);
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const rows = [];
  const errs = [];
  lines.forEach((l, i) => { try { rows.push(JSON.parse(l)); } catch (e) { errs.push(`line ${i + 1}: invalid JSON`); } });
  errs.push(...validateRows(rows));
  const fams = new Set(rows.map((r) => r.family));
  if (fams.size !== Object.keys(FAMILIES).length) errs.push(`expected ${Object.keys(FAMILIES).length} families, found ${fams.size}`);
  if (errs.length) { console.error(errs.join('\n')); console.error(`FAILED: ${errs.length} problem(s)`); process.exit(1); }
  console.log(`OK: ${rows.length} rows, ${fams.size} families`);
}
