// Node 20, no dependencies. raw/ -> rows.jsonl (uses labels.json for loop/loop_note).
import fs from 'node:fs';
import path from 'node:path';
const HERE = path.dirname(new URL(import.meta.url).pathname);
const RAW = path.join(HERE, 'raw');
const labels = JSON.parse(fs.readFileSync(path.join(HERE, 'labels.json'), 'utf8'));
const cut = (s) => { if (typeof s !== 'string') return s; return s.length > 4000 ? s.slice(0, 4000) + '…[truncated]' : s; };
const rows = [];
function push(row) {
  const lab = labels[row.trace_id];
  if (!lab) { console.error('no label for', row.trace_id); return; }
  rows.push({ trace_id: row.trace_id, source: row.source, outcome: row.outcome, loop: lab.loop, loop_note: lab.loop_note, goal: row.goal, root: row.root });
}

// ---------- Source 1: ALFWorld ReAct logs (AnnonymousForPapers/Efficient_Self-Adaptive_Language_Agent) ----------
const ALF_COMMIT = 'c67cc6790f487297d77e44926aad7d023dc371f6';
const ALF_SEL = [[8459635,30],[8459635,54],[8459635,35],[8506515,13],[8506515,10],[8512044,4],[8512044,34],[8522213,19],[8522213,16],[8536316,12],[8536316,24],[8554852,1],[8554852,15],[8536154,0],[8554374,0]];
function alfEpisodes(text) {
  const L = text.split('\n'); const out = []; let cur = null;
  for (let i = 0; i < L.length; i++) {
    const ln = L[i];
    if (/^[a-z_]+-.*\/trial_T/.test(ln)) { cur = { game: ln, steps: [], r: null, lines: [] }; out.push(cur); continue; }
    if (!cur) continue;
    cur.lines.push(ln);
    let m = ln.match(/^(Act|Obs) (\d+): ?(.*)$/);
    if (m) { cur.steps.push({ kind: m[1], n: +m[2], text: m[3] }); continue; }
    m = ln.match(/^(\d+) r (\S+) rs /);
    if (m && cur.r === null) cur.r = m[2];
  }
  return out;
}
for (const f of [...new Set(ALF_SEL.map(x => x[0]))]) {
  const text = fs.readFileSync(path.join(RAW, 'alfworld_sala', `slurm-${f}.out`), 'utf8');
  const model = (text.match(/Model name: ([^\s,]+)/) || [])[1] || 'unknown';
  const eps = alfEpisodes(text);
  for (const [ff, idx] of ALF_SEL.filter(x => x[0] === f)) {
    const e = eps[idx];
    const k = e.lines.indexOf('Here is the task.');
    const goal = k >= 0 ? (e.lines[k + 1] + '\n' + e.lines[k + 2]) : e.game;
    const children = [];
    const acts = e.steps;
    for (let i = 0; i < acts.length; i++) {
      const s = acts[i];
      if (s.kind !== 'Act') continue;
      const obs = (acts[i + 1] && acts[i + 1].kind === 'Obs' && acts[i + 1].n === s.n) ? acts[i + 1].text : null;
      children.push({ type: 'llm', name: model, input: null, output: s.text, children: [] });
      const isThink = s.text.startsWith('think:');
      const t = { type: 'tool', name: isThink ? 'think' : 'alfworld', input: s.text, output: obs === null ? null : cut(obs), children: [] };
      if (obs === 'Nothing happens.') t.error = 'Nothing happens.';
      children.push(t);
    }
    const outcome = e.r === 'True' ? 'solved' : (e.r === '0' ? 'unsolved' : 'unknown');
    const trace_id = `alfworld-${f}-${idx}`;
    push({ trace_id, source: `AnnonymousForPapers/Efficient_Self-Adaptive_Language_Agent@${ALF_COMMIT}:ALFWorld_test/slurm-${f}.out`, outcome, goal,
      root: { type: 'agent', name: `ReAct ALFWorld agent (${model})`, input: goal, output: null, children } });
  }
}


// ---------- Source 2: Live-SWE-agent (mini-swe-agent based) trajectories, gpt-5-mini on SWE-bench Verified ----------
const LSW_COMMIT = '2813cfb19465bb9f57d50ebd0798550480a2f836';
const LSW_RESOLVED = new Set(['django__django-11119','django__django-11133','sphinx-doc__sphinx-8459']);
const LSW_UNRESOLVED = new Set(['sympy__sympy-13877','astropy__astropy-13033','django__django-15252']);
const LSW_ERROR = new Set(['mwaskom__seaborn-3069']);
const LSW_EMPTY = new Set(['django__django-15629']);
function lswSpans(d) {
  const m = d.messages; const children = []; let final = null;
  const toolMsgs = new Map();
  for (const x of m) if (x.role === 'tool' && x.tool_call_id) toolMsgs.set(x.tool_call_id, x);
  const textOf = (c) => typeof c === 'string' ? c : (Array.isArray(c) ? c.map(p => p.text ?? '').join('') : JSON.stringify(c));
  for (let i = 2; i < m.length; i++) {
    const x = m[i];
    if (x.role === 'assistant') {
      children.push({ type: 'llm', name: (x.extra && x.extra.response && x.extra.response.model) || 'gpt-5-mini', input: null, output: textOf(x.content ?? ''), children: [] });
      const actions = (x.extra && x.extra.actions) || [];
      const calls = x.tool_calls || [];
      for (const a of actions) {
        const tm = toolMsgs.get(a.tool_call_id);
        const out = tm ? textOf(tm.content) : null;
        const t = { type: 'tool', name: 'bash', input: a.command, output: cut(out), children: [] };
        const rc = out && out.match(/<returncode>(\d+)<\/returncode>/);
        if (rc && rc[1] !== '0') t.error = `returncode ${rc[1]}`;
        children.push(t);
      }
      if (!actions.length) for (const c of calls) children.push({ type: 'tool', name: c.function.name, input: c.function.arguments, output: null, children: [] });
    } else if (x.role === 'user') {
      children.push({ type: 'tool', name: 'harness_feedback', input: null, output: cut(textOf(x.content)), error: 'format error', children: [] });
    } else if (x.role === 'exit') {
      final = textOf(x.content);
    }
  }
  return { children, final };
}
for (const f of fs.readdirSync(path.join(RAW, 'liveswe')).filter(f => f.endsWith('.traj.json')).sort()) {
  const d = JSON.parse(fs.readFileSync(path.join(RAW, 'liveswe', f), 'utf8'));
  const id = d.instance_id;
  const goal = typeof d.messages[1].content === 'string' ? d.messages[1].content : JSON.stringify(d.messages[1].content);
  const { children, final } = lswSpans(d);
  const outcome = LSW_RESOLVED.has(id) ? 'solved' : (LSW_UNRESOLVED.has(id) || LSW_EMPTY.has(id) ? 'unsolved' : 'unknown');
  push({ trace_id: `liveswe-${id}`, source: `RussellRyanH/CSCI-635-LiveSWE-Agent@${LSW_COMMIT}:results/llm-ablation/gpt-5-mini/${id}/${id}.traj.json`, outcome, goal: cut(goal),
    root: { type: 'agent', name: 'Live-SWE-agent (mini-swe-agent) gpt-5-mini', input: cut(goal), output: final === null ? null : cut(final), children } });
}


// ---------- Source 3 & 4: LangGraph pretty-printed message streams saved in notebook outputs ----------
function parsePretty(text, modelName) {
  text = text.replace(/\u001b\[[0-9;]*m/g, '');
  const parts = text.split(/^=+ (Human|Ai|Tool) Message =+$/m);
  const children = []; let goal = null; const pendingCalls = []; let lastAi = null;
  for (let k = 1; k < parts.length; k += 2) {
    const kind = parts[k]; const body = parts[k + 1].replace(/^\n+/, '').replace(/\n+$/, '');
    if (kind === 'Human') {
      if (goal === null) { goal = body; continue; }
      children.push({ type: 'tool', name: 'user', input: null, output: body, children: [] });
    } else if (kind === 'Ai') {
      const calls = [];
      let callPart = '';
      if (body.startsWith('Tool Calls:\n')) callPart = body.slice('Tool Calls:\n'.length);
      else { const tcIdx = body.indexOf('\nTool Calls:\n'); if (tcIdx >= 0) callPart = body.slice(tcIdx + '\nTool Calls:\n'.length); }
      if (callPart) {
        const approvalIdx = callPart.indexOf('Do you approve of the above actions?');
        if (approvalIdx >= 0) callPart = callPart.slice(0, approvalIdx);
        callPart += '\n';
        const blocks = callPart.split(/^  (\S+) \((\S+)\)\n Call ID: \S+\n  Args:\n/m);
        for (let b = 1; b < blocks.length; b += 3) {
          const args = {}; let cur = null;
          for (const ln of blocks[b + 2].split('\n')) { const m = ln.match(/^    (\w+): ?(.*)$/); if (m) { cur = m[1]; args[cur] = m[2]; } else if (cur && ln.trim()) args[cur] += '\n' + ln; }
          calls.push({ name: blocks[b], args });
        }
      }
      children.push({ type: 'llm', name: modelName, input: null, output: body, children: [] });
      lastAi = body;
      for (const c of calls) { const t = { type: 'tool', name: c.name, input: c.args, output: null, children: [] }; children.push(t); pendingCalls.push(t); }
    } else if (kind === 'Tool') {
      const m = body.match(/^Name: (\S+)\n\n?([\s\S]*)$/);
      const name = m ? m[1] : null; const out = m ? m[2] : body;
      const idx = pendingCalls.findIndex(t => t.output === null && (!name || t.name === name));
      if (idx >= 0) { const t = pendingCalls[idx]; t.output = cut(out); if (/^Error/.test(out.trim())) t.error = out.trim().slice(0, 200); pendingCalls.splice(idx, 1); }
      else children.push({ type: 'tool', name: name || 'tool', input: null, output: cut(out), children: [] });
    }
  }
  return { goal, children, lastAi };
}
const cellText = (cell) => cell.outputs.map(o => (o.text || []).join('')).join('');
const LG_COMMIT = '805c0d88c1b67d917c01126af4857fa7348def94';
const LG_PATH = 'docs/docs/tutorials/customer-support/customer-support.ipynb';
const LG_CELLS = { 26: 'part1-zero-shot', 34: 'part2-confirmation', 42: 'part3-conditional-interrupt', 65: 'part4-specialized-workflows' };
{
  const nb = JSON.parse(fs.readFileSync(path.join(RAW, 'langgraph', 'customer-support.ipynb'), 'utf8'));
  for (const [ci, label] of Object.entries(LG_CELLS)) {
    const { goal, children, lastAi } = parsePretty(cellText(nb.cells[+ci]), 'claude-3 (Anthropic sonnet/haiku, LangGraph assistant)');
    push({ trace_id: `langgraph-customer-support-${label}`, source: `langchain-ai/langgraph@${LG_COMMIT}:${LG_PATH}#cell${ci}`, outcome: 'unknown', goal,
      root: { type: 'agent', name: `LangGraph Swiss Airlines customer-support assistant (${label})`, input: goal, output: lastAi, children } });
  }
}
const LA_COMMIT = 'fa15bec4a51c541c40c261586b037c9d134977b1';
const LA_SEL = [['module-1/agent.ipynb', 12, 'agent-arith'], ['module-1/agent-memory.ipynb', 19, 'agent-memory'], ['module-5/memory_agent.ipynb', 28, 'memory-agent-todo'], ['module-6/double-texting.ipynb', 6, 'double-texting-todo']];
for (const [p, ci, label] of LA_SEL) {
  const nb = JSON.parse(fs.readFileSync(path.join(RAW, 'langchain-academy', p.replace('/', '_')), 'utf8'));
  const { goal, children, lastAi } = parsePretty(cellText(nb.cells[ci]), 'gpt-4o (OpenAI, LangGraph ReAct agent)');
  push({ trace_id: `langchain-academy-${label}`, source: `langchain-ai/langchain-academy@${LA_COMMIT}:${p}#cell${ci}`, outcome: 'unknown', goal,
    root: { type: 'agent', name: `LangChain Academy LangGraph agent (${label})`, input: goal, output: lastAi, children } });
}

// ---------- further sources appended below ----------
for (const mod of (globalThis.__extra || [])) mod(push, { cut, RAW });

fs.writeFileSync(path.join(HERE, 'rows.jsonl'), rows.map(r => JSON.stringify(r)).join('\n') + '\n');
console.log('rows', rows.length, 'loop', rows.filter(r => r.loop).length);
