// Node 20, no dependencies. raw/ -> rows.jsonl (labels merged from labels.json)
// Usage: node convert.mjs            (writes rows.jsonl)
//        node convert.mjs --summary  (prints a per-step summary for hand labelling)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const RAW = path.join(DIR, 'raw');
const MAX = 4000;

function cut(x) {
  if (x == null) return x;
  if (typeof x !== 'string') {
    const s = JSON.stringify(x);
    if (s.length <= MAX) return x;
    return s.slice(0, MAX) + '…[truncated]';
  }
  return x.length > MAX ? x.slice(0, MAX) + '…[truncated]' : x;
}
const llm = (text, name = 'assistant') => ({ type: 'llm', name, input: null, output: text ?? '', children: [] });
const tool = (name, input, output, error) => {
  const s = { type: 'tool', name, input, output: cut(output), children: [] };
  if (error) s.error = String(error).slice(0, 500);
  return s;
};
const agentRoot = (name, goal, final, children) => ({ type: 'agent', name, input: goal, output: final ?? null, children });

// ---------------------------------------------------------------- OpenHands
const OH_REPO = 'All-Hands-AI/OpenHands';
const OH_COMMIT = '156d0686c46aafb0fa9d291da6421fb6f64dddc0';
const SKIP_OBS = new Set(['agent_state_changed', 'null', 'recall', 'user_rejected']);

function ohArgs(e) {
  const a = { ...(e.args || {}) };
  delete a.thought; delete a.security_risk; delete a.confirmation_state; delete a.is_confirmed;
  delete a.kernel_init_code; delete a.impl_source; delete a.blocking; delete a.keep_prompt; delete a.hidden;
  delete a.action_risk; delete a.image_urls; delete a.wait_for_response; delete a.include_extra;
  return a;
}
function ohThought(e) {
  const a = e.args || {};
  let t = a.thought || '';
  if (e.action === 'message') t = a.content ?? e.message ?? '';
  if (e.action === 'finish') t = [a.thought, a.final_thought].filter(Boolean).join('\n') || e.message || '';
  if (e.action === 'think' && !t) t = a.thought || '';
  return t;
}
function ohObsText(o) {
  let t = o.content ?? o.message ?? '';
  const ex = o.extras || {};
  if (o.observation === 'run' && ex.metadata && ex.metadata.exit_code != null && ex.metadata.exit_code !== 0) t += `\n[exit code ${ex.metadata.exit_code}]`;
  return t;
}
function ohObsError(o) {
  const t = String(o.content ?? '');
  if (o.observation === 'error') return t.slice(0, 300) || 'error';
  if (/^ERROR:/.test(t)) return t.slice(0, 300);
  return undefined;
}
// new-style event stream (list of events with source/id/cause)
function ohEvents(events) {
  const children = [];
  let goal = null, final = null;
  const byId = new Map();
  let lastResp = null;
  for (const e of events) {
    if (e.action === 'system' || e.action === 'recall' || e.action === 'change_agent_state') continue;
    if (e.source === 'user' && e.action === 'message') {
      const msg = e.args?.content ?? e.message;
      if (goal == null) goal = msg; else children.push(tool('user', null, msg));
      continue;
    }
    if (e.action && e.source === 'agent') {
      const respId = e.tool_call_metadata?.model_response?.id;
      const th = ohThought(e);
      if (!respId || respId !== lastResp) children.push(llm(th));
      lastResp = respId || null;
      if (e.action === 'message') { final = th; continue; }
      if (e.action === 'finish') { final = th; children.push(tool('finish', ohArgs(e), null)); continue; }
      const name = e.action === 'think' ? 'think' : (e.tool_call_metadata?.function_name ? `${e.tool_call_metadata.function_name}:${e.action}` : e.action);
      const sp = tool(name, ohArgs(e), null);
      children.push(sp);
      byId.set(String(e.id), sp);
      continue;
    }
    if (e.observation) {
      if (SKIP_OBS.has(e.observation)) continue;
      const sp = e.cause != null ? byId.get(String(e.cause)) : undefined;
      if (sp) {
        sp.output = cut(ohObsText(e));
        const er = ohObsError(e); if (er) sp.error = er;
      } else if (e.observation === 'error') {
        // malformed tool call rejected before an action existed
        children.push(tool('invalid_tool_call', null, ohObsText(e), ohObsText(e).slice(0, 300)));
      }
    }
  }
  return { goal, final, children };
}
// old-style resolver history (alternating action dicts / observation dicts, no ids)
function ohOldHistory(h) {
  const children = [];
  let goal = null, final = null, pending = null;
  for (const e of h) {
    if (goal == null && !e.observation && e.content != null && (!e.action || e.action === 'message')) { goal = e.content; continue; }
    if (e.action) {
      const th = e.action === 'message' ? e.content : e.thought;
      children.push(llm(th || ''));
      const a = { ...e }; delete a.thought; delete a.action; delete a.is_confirmed; delete a.action_risk; delete a.keep_prompt; delete a.kernel_init_code;
      if (e.action === 'finish') { final = e.thought; children.push(tool('finish', a, null)); continue; }
      if (e.action === 'message') { final = e.content; continue; }
      pending = tool(e.action, a, null); children.push(pending); continue;
    }
    if (e.observation && pending) {
      pending.output = cut(e.content ?? '');
      if (e.observation === 'error' || (e.exit_code != null && e.exit_code !== 0)) pending.error = String(e.content).slice(0, 300);
      pending = null;
    } else if (e.content != null && !e.observation && goal != null) {
      // extra user message
      children.push(tool('user', null, e.content));
    }
  }
  return { goal, final, children };
}
function openhands() {
  const out = [];
  const d = path.join(RAW, 'openhands');
  if (!fs.existsSync(d)) return out;
  for (const f of ['tests_runtime_trajs_basic.json', 'tests_runtime_trajs_basic_gui_mode.json', 'tests_runtime_trajs_basic_interactions.json', 'tests_runtime_trajs_wrong_initial_state.json']) {
    const ev = JSON.parse(fs.readFileSync(path.join(d, f), 'utf8'));
    const r = ohEvents(ev);
    const id = f.replace('tests_runtime_trajs_', '').replace('.json', '');
    out.push({ trace_id: `openhands-trajs-${id}`, source: `${OH_REPO}@${OH_COMMIT}:tests/runtime/trajs/${f.replace('tests_runtime_trajs_', '')}`,
      outcome: 'unknown', goal: r.goal, root: agentRoot('OpenHands CodeActAgent', r.goal, r.final, r.children) });
  }
  for (const line of fs.readFileSync(path.join(d, 'evaluation_benchmarks_multi_swe_bench_examples_output.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const rec = JSON.parse(line);
    const r = ohEvents(rec.history);
    const root = agentRoot('OpenHands CodeActAgent', r.goal ?? rec.instruction, r.final, r.children);
    if (rec.error) root.error = String(rec.error);
    out.push({ trace_id: `openhands-mswe-${rec.instance_id}`, source: `${OH_REPO}@${OH_COMMIT}:evaluation/benchmarks/multi_swe_bench/examples/output.jsonl`,
      outcome: 'unknown', goal: r.goal ?? rec.instruction, root });
  }
  for (const line of fs.readFileSync(path.join(d, 'tests_unit_resolver_mock_output_output.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const rec = JSON.parse(line);
    const r = ohOldHistory(rec.history);
    out.push({ trace_id: `openhands-resolver-issue${rec.issue.number}`, source: `${OH_REPO}@${OH_COMMIT}:tests/unit/resolver/mock_output/output.jsonl`,
      outcome: rec.success ? 'solved' : 'unsolved', goal: r.goal ?? rec.instruction, root: agentRoot('OpenHands CodeActAgent (resolver)', r.goal ?? rec.instruction, r.final, r.children) });
  }
  return out;
}


// ---------------------------------------------------------------- mini-swe-agent (gruckion fork, Gemini 3 Pro SWE-bench Verified run)
const MSA_REPO = 'gruckion/mini-swe-agent';
const MSA_COMMIT = 'd12a71affd95403b036b2bdbd827349b77bfffb9';
const MSA_DIR = 'swebench_results/20251118_gemini-3-pro-74pct';
function msaText(c) { return typeof c === 'string' ? c : Array.isArray(c) ? c.map(p => p.text ?? '').join('') : JSON.stringify(c); }
function miniswe() {
  const out = [];
  const d = path.join(RAW, 'mini-swe-agent-gemini3');
  if (!fs.existsSync(d)) return out;
  const res = {};
  for (const i of JSON.parse(fs.readFileSync(path.join(d, 'results_summary.json'), 'utf8')).instances) res[i.instance_id] = i.resolved;
  for (const f of fs.readdirSync(path.join(d, 'trajs')).sort()) {
    const t = JSON.parse(fs.readFileSync(path.join(d, 'trajs', f), 'utf8'));
    const iid = f.replace('.traj.json', '');
    const m = t.messages;
    const goal = msaText(m.find(x => x.role === 'user').content);
    const children = [];
    let seenTask = false, pending = null;
    for (const x of m) {
      if (x.role === 'system') continue;
      if (x.role === 'user' && !seenTask) { seenTask = true; continue; }
      const c = msaText(x.content);
      if (x.role === 'assistant') {
        children.push(llm(c));
        const blocks = [...c.matchAll(/```(?:bash|mswea_bash_command)\s*\n([\s\S]*?)\n```/g)];
        pending = blocks.length === 1 ? tool('bash', blocks[0][1], null) : tool('format_error', null, null);
        children.push(pending);
        continue;
      }
      if (x.role === 'user' || x.role === 'tool') {
        if (pending) {
          pending.output = cut(c);
          const rc = c.match(/<returncode>(-?\d+)<\/returncode>/);
          if (pending.name === 'format_error') pending.error = c.slice(0, 300);
          else if (rc && rc[1] !== '0') pending.error = `returncode ${rc[1]}`;
          pending = null;
        } else children.push(tool('user', null, c));
      }
    }
    // a trailing tool span without observation = the final submit command
    const final = t.info?.submission ?? null;
    const root = agentRoot('mini-swe-agent (gemini-3-pro-preview)', goal, cut(final), children);
    if (t.info?.exit_status && t.info.exit_status !== 'Submitted') root.error = t.info.exit_status;
    out.push({ trace_id: `miniswe-gemini3-${iid}`, source: `${MSA_REPO}@${MSA_COMMIT}:${MSA_DIR}/trajs/${iid}/${iid}.traj.json`,
      outcome: res[iid] === true ? 'solved' : res[iid] === false ? 'unsolved' : 'unknown', goal, root });
  }
  return out;
}


// ---------------------------------------------------------------- moatless-tools (recorded trajectories used as test fixtures)
const ML_REPO = 'aorwall/moatless-tools';
function moatless() {
  const out = [];
  const d = path.join(RAW, 'moatless');
  if (!fs.existsSync(d)) return out;
  for (const f of fs.readdirSync(d).sort()) {
    const t = JSON.parse(fs.readFileSync(path.join(d, f), 'utf8'));
    const commit = f.slice(0, 40);
    const rel = f.slice(41).replace(/__(trajectory)/, '/$1');
    const goal = t.initial_message;
    const children = [];
    let last = null;
    for (const tr of t.transitions || []) {
      last = tr.name;
      for (const a of tr.actions || []) {
        const req = a.request || {};
        const text = req.scratch_pad ?? req.content ?? req.thoughts ?? JSON.stringify(req);
        children.push(llm(text, `${tr.name} (${tr.properties?.model ?? t.transition_rules?.global_params?.model ?? 'model'})`));
        const inp = { ...req }; if (req.scratch_pad != null) delete inp.scratch_pad;
        const resp = a.response ?? null;
        const sp = tool(tr.name, cut(inp), resp);
        if (resp && (resp.trigger === 'retry' || resp.trigger === 'reject' || resp.error)) sp.error = String(resp.retry_message ?? resp.error ?? resp.trigger).slice(0, 300);
        children.push(sp);
      }
    }
    const info = t.info || {};
    const root = agentRoot('moatless-tools', goal, cut(info.submission || (last === 'Finished' ? 'Finished' : last === 'Rejected' ? 'Rejected' : null)), children);
    if (info.error) root.error = String(info.error).trim().split('\n').pop().slice(0, 300);
    const id = (info.trace_id || rel.replace(/\.json$/, '')).replace(/^coder_/, '');
    out.push({ trace_id: `moatless-${id}`, source: `${ML_REPO}@${commit}:tests/trajectories/${rel}`,
      outcome: last === 'Finished' ? 'unknown' : last === 'Rejected' ? 'unsolved' : 'unknown', goal, root });
  }
  return out;
}

// ---------------------------------------------------------------- registry
const SOURCES = [openhands, miniswe, moatless];

async function main() {
  let rows = [];
  for (const s of SOURCES) rows.push(...s());
  const labels = fs.existsSync(path.join(DIR, 'labels.json')) ? JSON.parse(fs.readFileSync(path.join(DIR, 'labels.json'), 'utf8')) : {};
  if (process.argv.includes('--summary')) {
    const only = process.argv[process.argv.indexOf('--summary') + 1];
    for (const r of rows) {
      if (only && !r.trace_id.startsWith(only)) continue;
      console.log(`===== ${r.trace_id} outcome=${r.outcome} n=${r.root.children.length} err=${r.root.error || ''}`);
      console.log('GOAL: ' + String(r.goal).slice(0, 300).replace(/\n/g, ' '));
      r.root.children.forEach((c, i) => {
        const inp = c.input == null ? '' : (typeof c.input === 'string' ? c.input : JSON.stringify(c.input));
        const o = typeof c.output === 'string' ? c.output : JSON.stringify(c.output);
        console.log(`${i} ${c.type}:${c.name} ${c.error ? '[ERR] ' : ''}| ${inp.slice(0, 160).replace(/\n/g, '\\n')} | ${String(o).slice(0, 160).replace(/\n/g, '\\n')}`);
      });
      console.log('FINAL: ' + String(r.root.output).slice(0, 300).replace(/\n/g, ' '));
    }
    return;
  }
  const outRows = [];
  for (const r of rows) {
    const lab = labels[r.trace_id];
    if (!lab) { if (!process.env.ALL) { console.error('no label for', r.trace_id); continue; } }
    outRows.push({ trace_id: r.trace_id, source: r.source, outcome: r.outcome, loop: lab?.loop ?? null, loop_note: lab?.loop_note ?? '', goal: r.goal, root: r.root });
  }
  fs.writeFileSync(path.join(DIR, 'rows.jsonl'), outRows.map(r => JSON.stringify(r)).join('\n') + '\n');
  console.error(`wrote ${outRows.length} rows (${outRows.filter(r => r.loop).length} loop)`);
}
main();
