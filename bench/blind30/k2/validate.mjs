// Re-checks rows.jsonl: schema, span counts, and that each row's labels fit its family.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const SKIP_KEYS = /(^id$|_id$|Id$|^arguments$|^args$|toolCalls|^name$|finish|stop_|^type$|^model|^role$|signature|^kind$|part_kind|^status$|^object$|responseId|modelVersion|^index$|annotations|tool_name|call_id)/;
export function modelText(span) {
  const acc = [];
  (function walk(v, key) {
    if (typeof v === 'string') { if (!SKIP_KEYS.test(key || '') && v.length) acc.push(v); return; }
    if (Array.isArray(v)) { v.forEach(x => walk(x, key)); return; }
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (k === 'usage' || k === 'usageMetadata' || k === 'metrics' || k === 'llm_output') continue; if (SKIP_KEYS.test(k)) continue; walk(x, k); }
  })(span.output, '');
  return acc.join('\n')
    .replace(/Action Input: .*$/gm, '').replace(/```py[\s\S]*?```(<end_code>)?/g, '').replace(/^Code:$/gm, '');
}
const words = s => s.toLowerCase().replace(/[^a-z0-9%.:]+/g, ' ').trim().split(/\s+/).filter(Boolean);
function bigrams(s) { const w = words(s); const set = new Set(); for (let i = 0; i + 1 < w.length; i++) set.add(w[i] + ' ' + w[i + 1]); return set; }
export function sim(a, b) { const A = bigrams(a), B = bigrams(b); if (!A.size || !B.size) return 0; let i = 0; for (const x of A) if (B.has(x)) i++; return i / (A.size + B.size - i); }
function flat(s, depth = 0, parent = null, acc = []) { acc.push({ s, depth, parent }); for (const c of s.children || []) flat(c, depth + 1, s, acc); return acc; }
function agentDepth(s) { const own = s.type === 'agent' ? 1 : 0; return own + Math.max(0, ...(s.children || []).map(agentDepth)); }
const canon = v => typeof v === 'string' ? (() => { try { return JSON.stringify(JSON.parse(v)); } catch { return v; } })() : JSON.stringify(v);
const toolArgs = t => { const i = t.input; if (i && typeof i === 'object') { if (i['ai.toolCall.args']) return canon(i['ai.toolCall.args']); if (i.functionCall) return canon(i.functionCall.args); if ('input' in i && Object.keys(i).length === 1) return canon(i.input); } return canon(i); };
const toolName = t => (t.input && t.input['ai.toolCall.name']) || (t.input && t.input.functionCall && t.input.functionCall.name) || t.name.replace(/^(execute_tool |running tool: |FunctionCall: |tool: ')/, '').replace(/'$/, '');

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object') return errs.push(`${path}: not an object`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s) || !('output' in s)) errs.push(`${path}: missing input/output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata not object`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.${i}`, errs));
}

export function validateRows(rows, families) {
  const errs = [];
  const ids = new Set();
  const byFam = {};
  for (const r of rows) {
    const P = r.trace_id || '?';
    for (const k of ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root']) if (!(k in r)) errs.push(`${P}: missing ${k}`);
    if (Object.keys(r).some(k => !['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'].includes(k))) errs.push(`${P}: extra keys`);
    if (ids.has(r.trace_id)) errs.push(`${P}: duplicate id`); ids.add(r.trace_id);
    if (!new RegExp(`^${r.family}-0[1-6]$`).test(r.trace_id)) errs.push(`${P}: trace_id must be <family>-0N`);
    if (typeof r.loop !== 'boolean' || typeof r.stagnation !== 'boolean') errs.push(`${P}: labels must be boolean`);
    const fam = families[r.family];
    if (!fam) { errs.push(`${P}: unknown family`); continue; }
    if (r.loop !== fam.loop || r.stagnation !== fam.stagnation) errs.push(`${P}: labels differ from family`);
    if (r.root.type !== 'agent') errs.push(`${P}: root must be agent`);
    checkSpan(r.root, P, errs);
    const all = flat(r.root);
    if (all.length < 5 || all.length > 40) errs.push(`${P}: ${all.length} spans (want 5..40)`);
    (byFam[r.family] ||= []).push(r);
    const llms = all.filter(x => x.s.type === 'llm').map(x => modelText(x.s)).filter(t => t.length > 40);
    let maxSim = 0, nearPairs = 0;
    for (let i = 0; i < llms.length; i++) for (let j = i + 1; j < llms.length; j++) { const v = sim(llms[i], llms[j]); maxSim = Math.max(maxSim, v); if (v >= 0.45) nearPairs++; }
    if (r.stagnation && nearPairs < 2) errs.push(`${P}: stagnation=true but model text not repeated (max sim ${maxSim.toFixed(2)})`);
    if (!r.stagnation && maxSim >= 0.4) errs.push(`${P}: stagnation=false but two model texts are near-identical (sim ${maxSim.toFixed(2)})`);
    const tools = all.filter(x => x.s.type === 'tool').map(x => x.s);
    const check = fam.check || defaultChecks[r.family];
    if (check) { const m = check({ row: r, all, tools, llms, toolName, toolArgs, agentDepth }); if (m) errs.push(`${P}: ${m}`); }
  }
  for (const [f, rs] of Object.entries(byFam)) if (rs.length !== 6) errs.push(`${f}: ${rs.length} rows (want 6)`);
  return errs;
}

const countBy = (arr, fn) => arr.reduce((m, x) => { const k = fn(x); m[k] = (m[k] || 0) + 1; return m; }, {});
export const defaultChecks = {
  reasked_question: ({ tools, toolName }) => { const h = tools.filter(t => /ask|input|review|human|question/i.test(toolName(t))); return h.length >= 3 ? null : 'needs 3+ human-input calls'; },
  repeated_failure_notice: ({ tools, toolName }) => { const failed = countBy(tools.filter(t => t.error), toolName); return Math.max(0, ...Object.values(failed)) >= 3 ? null : 'needs the same action failing 3+ times'; },
  two_state_flipflop: ({ tools, toolName, toolArgs }) => {
    const seq = tools.map(t => toolName(t) + ' ' + toolArgs(t)); const keys = [...new Set(seq)];
    for (const a of keys) for (const b of keys) { if (a >= b) continue; const sub = seq.filter(k => k === a || k === b); if (sub.length >= 4 && sub.every((k, i) => i === 0 || k !== sub[i - 1])) return null; }
    return 'needs a switch action alternating A,B,A,B';
  },
  self_delegation_regress: ({ row, agentDepth }) => agentDepth(row.root) >= 4 ? null : 'needs 3+ nested delegations',
  post_success_rechecking: ({ tools, toolName, toolArgs }) => { const seen = new Set(); let again = 0; tools.forEach(t => { const k = toolName(t) + toolArgs(t); if (seen.has(k)) again++; seen.add(k); }); return again >= 3 ? null : 'needs 3+ repeated post-success actions'; },
  shrinking_failure_fixes: ({ tools }) => { const last = tools[tools.length - 1]; return tools.some(t => t.error) && !last.error ? null : 'needs failures then a clean final run'; },
  dense_planning_monologue: ({ all }) => { const long = all.filter(x => x.s.type === 'llm' && modelText(x.s).length > 350); return long.length >= 3 ? null : 'needs 3+ long planning steps'; },
  supervisor_varied_subtasks: ({ all }) => { const subs = all.filter(x => x.s.type === 'agent' && x.depth > 0); const names = countBy(subs, x => x.s.name); const [n, c] = Object.entries(names).sort((a, b) => b[1] - a[1])[0] || [null, 0]; if (c < 3) return 'needs one worker used 3+ times'; const inputs = new Set(subs.filter(x => x.s.name === n).map(x => JSON.stringify(x.s.input))); return inputs.size === c ? null : 'worker sub-tasks must differ'; },
  narrowing_delegation_chain: ({ row, all, agentDepth }) => { if (agentDepth(row.root) < 4) return 'needs 3+ nested agents'; const inputs = all.filter(x => x.s.type === 'agent').map(x => JSON.stringify(x.s.input)); return new Set(inputs).size === inputs.length ? null : 'nested tasks must differ'; },
  similar_records_sweep: ({ tools, toolName, toolArgs }) => { const by = {}; tools.forEach(t => (by[toolName(t)] ||= []).push(t)); return Object.values(by).some(ts => ts.length >= 4 && new Set(ts.map(toolArgs)).size === ts.length && new Set(ts.map(t => JSON.stringify(t.output))).size === ts.length) ? null : 'needs 4+ reads of different records with one tool'; },
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = process.argv[2] || join(here, 'rows.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l, i) => { try { return JSON.parse(l); } catch (e) { console.error(`line ${i + 1}: bad JSON`); process.exit(1); } });
  const fams = {};
  for (const f of readdirSync(here).filter(f => /^f\d+_.+\.mjs$/.test(f))) { const m = await import(join(here, f)); fams[m.family] = m; }
  const errs = validateRows(rows, fams);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`OK: ${rows.length} rows valid`);
}
