// convert.mjs — raw recorded agent runs -> rows.jsonl (Node 20, no dependencies)
// Usage: node convert.mjs   (run inside /work/blindwork/real4)
import fs from 'node:fs';
import path from 'node:path';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const RAW = path.join(HERE, 'raw');
const MAXOBS = 4000;

const SOURCES = {
  webvoyager: 'MinorJerry/WebVoyager@5a7896738c10bfb8b9edccce6bb0e0411f8ae569:results/examples/',
  toolbench: 'OpenBMB/ToolBench@d56fdd89faf8c91fa135090b212bb9057ee5cfc2:data_example/answer/',
  acr: 'nus-apr/auto-code-rover@3536ac292e3062ffb3f6e98457958e2b803228d6:results/',
  aider: '',
};

function cut(v) {
  if (v == null) return v;
  if (typeof v !== 'string') v = JSON.stringify(v);
  return v.length > MAXOBS ? v.slice(0, MAXOBS) + '…[truncated]' : v;
}
function tryParse(s) {
  if (typeof s !== 'string') return s;
  try { return JSON.parse(s); } catch { return s; }
}
const llm = (text) => ({ type: 'llm', name: 'assistant', input: null, output: text ?? null, children: [] });
const tool = (name, input, output, error) => {
  const s = { type: 'tool', name, input, output: cut(output), children: [] };
  if (error) s.error = error;
  return s;
};
const root = (goal, children, final) => ({ type: 'agent', name: 'agent', input: goal, output: final ?? null, children });

// ---------------- WebVoyager (interact_messages.json) ----------------
function textOf(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p.type === 'text' ? p.text : p.type === 'image_url' ? '[screenshot]' : '')).join('\n');
  return JSON.stringify(content);
}
function convWebVoyager(file) {
  const msgs = JSON.parse(fs.readFileSync(file, 'utf8'));
  const id = path.basename(file, '.json');
  const firstUser = textOf(msgs.find((m) => m.role === 'user').content);
  const gm = firstUser.match(/Now given a task:\s*([\s\S]*?get the answer\.)/);
  const goal = gm ? gm[1] : firstUser.slice(0, 500);
  const children = [];
  let final = null;
  for (let i = 0; i < msgs.length; i++) {
    const m = msgs[i];
    if (m.role !== 'assistant') continue;
    const text = textOf(m.content);
    children.push(llm(text));
    const am = text.match(/Action:\s*([\s\S]*)$/);
    const act = am ? am[1].trim() : '';
    const km = act.match(/^(\w+)/);
    const kind = km ? km[1] : 'unparsed';
    let args = act.slice(kind.length).trim();
    if (/^answer$/i.test(kind)) {
      final = args.replace(/^;\s*/, '');
      children.push(tool('ANSWER', final, null));
      continue;
    }
    const next = msgs[i + 1];
    const obs = next && next.role === 'user' ? textOf(next.content) : null;
    const err = obs && /cannot be executed|error/i.test(obs.slice(0, 300)) ? 'action error reported in observation' : undefined;
    children.push(tool(kind, args, obs, err));
  }
  return { id, goal, children, final, outcome: 'unknown' };
}

// ---------------- ToolBench DFSDT answer trees ----------------
// The DFS tree is walked in pre-order, which is the order in which DFSDT expanded it.
function convToolBench(file) {
  const d = JSON.parse(fs.readFileSync(file, 'utf8'));
  const ag = d.answer_generation;
  const id = path.basename(file, '.json').replace('_ChatGPT_DFS_woFilter_w2', '');
  const children = [];
  function walk(n, parent) {
    if (n.node_type === 'Thought') {
      children.push(llm(n.description));
    } else if (n.node_type === 'Action') {
      if (!parent || parent.node_type !== 'Thought') children.push(llm(''));
      const inp = (n.children || []).find((c) => c.node_type === 'Action Input');
      const args = inp ? tryParse(inp.description) : null;
      const obs = inp ? inp.observation : null;
      let err;
      if (obs) {
        const o = tryParse(obs);
        if (o && typeof o === 'object' && o.error) err = String(o.error).slice(0, 200);
      }
      children.push(tool(n.description, args, obs, err));
      // descend into the Action Input's children (the Action Input node itself is consumed here)
      for (const c of n.children || []) {
        if (c === inp) for (const cc of c.children || []) walk(cc, c);
        else walk(c, n);
      }
      return;
    }
    for (const c of n.children || []) walk(c, n);
  }
  walk(d.tree.tree, null);
  let final = null;
  try { final = JSON.parse(ag.final_answer); } catch { final = ag.final_answer || null; }
  const outcome = ag.finish_type === 'give_answer' ? 'unknown' : 'unsolved';
  return { id, goal: ag.query, children, final: final && final.final_answer ? final.final_answer : final, outcome };
}


// ---------------- AutoCodeRover (context-retrieval conversation, last round file) ----------------
function convACR(file) {
  const msgs = JSON.parse(fs.readFileSync(file, 'utf8'));
  const base = path.basename(file, '.json');
  const [cat, task] = base.split('__conversation_round_')[0].split(/__(.*)/s);
  const id = task.replace(/_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d$/, '');
  const issue = msgs.find((m) => m.role === 'user').content;
  const children = [];
  let seenAssistant = false;
  let final = null;
  for (const m of msgs) {
    if (m.role === 'system') continue;
    if (m.role === 'assistant') { children.push(llm(m.content)); seenAssistant = true; final = m.content; continue; }
    if (!seenAssistant) continue; // the issue text and the API description form the task
    const rm = m.content.match(/^Result of (\w+)\(([\s\S]*?)\):\n/);
    if (rm) {
      const err = /^(Could not find|Cannot find|There is no|No )/m.test(m.content.slice(rm[0].length, rm[0].length + 200)) ? 'search found nothing' : undefined;
      children.push(tool(rm[1], rm[2], m.content.slice(rm[0].length), err));
    } else {
      children.push(tool('harness', null, m.content));
    }
  }
  return { id, cat, goal: issue, children, final: null, outcome: cat === 'applicable_patch' ? 'unknown' : 'unsolved' };
}


// ---------------- SWE-agent .traj (run by the AutoCodeRover authors, stored in their repo) ----------------
function convSWE(file) {
  const d = JSON.parse(fs.readFileSync(file, 'utf8'));
  const id = path.basename(file, '.traj');
  const firstUser = (d.history || []).find((m) => m.role === 'user');
  const txt = firstUser ? String(firstUser.content) : id;
  const gm = txt.match(/ISSUE:\n([\s\S]*?)\n\nINSTRUCTIONS:/);
  const goal = gm ? gm[1] : txt.slice(0, 2000);
  const children = [];
  for (const st of d.trajectory) {
    children.push(llm(st.response ?? st.thought ?? ''));
    const act = String(st.action).trim();
    const name = act.split(/\s+/)[0] || 'action';
    const obs = st.observation ?? '';
    const err = /Your proposed edit has introduced new syntax error|command not found|syntax error near unexpected token/.test(obs) ? 'action failed' : undefined;
    children.push(tool(name, act, obs, err));
  }
  const info = d.info || {};
  return { id, goal, children, final: info.submission ?? null, outcome: 'unknown', exit: info.exit_status };
}

// ---------------- driver ----------------
const labels = JSON.parse(fs.readFileSync(path.join(HERE, 'labels.json'), 'utf8'));
const rows = [];
function add(src, prefix, r, relpath) {
  const trace_id = `${prefix}-${r.id}`;
  const lab = labels[trace_id];
  if (process.env.DUMP) {
    console.log(`\n##### ${trace_id} | ${r.outcome} | steps=${r.children.length} | goal: ${String(r.goal).slice(0, 200)}`);
    r.children.forEach((c, i) => console.log(i, c.type, c.name, c.type === 'llm' ? JSON.stringify(String(c.output ?? '').slice(0, +process.env.DUMP)) : JSON.stringify(c.input).slice(0, 150) + ' => ' + JSON.stringify(String(c.output ?? '').slice(0, 120)) + (c.error ? ' ERR' : '')));
    return;
  }
  if (!lab) { console.error('no label for', trace_id); return; }
  rows.push({
    trace_id,
    source: SOURCES[src] + relpath,
    outcome: lab.outcome || r.outcome,
    loop: lab.loop,
    loop_note: lab.loop_note,
    goal: r.goal,
    root: root(r.goal, r.children, r.final),
  });
}
const WV_PATH = {}; // raw file name -> original folder name
for (const f of fs.readdirSync(path.join(RAW, 'webvoyager')).sort()) {
  const orig = f.replace('.json', '').replace(/_/g, ' ');
  add('webvoyager', 'webvoyager', convWebVoyager(path.join(RAW, 'webvoyager', f)), `${orig}/interact_messages.json`);
}
for (const f of fs.readdirSync(path.join(RAW, 'toolbench')).sort()) {
  const m = f.match(/^(G\d_answer)_(.*)$/);
  add('toolbench', 'toolbench', convToolBench(path.join(RAW, 'toolbench', f)), `${m[1]}/${m[2]}`);
}
for (const f of fs.readdirSync(path.join(RAW, 'acr')).sort()) {
  const r = convACR(path.join(RAW, 'acr', f));
  const [cat, rest] = f.split(/__(.*)/s);
  const [task, round] = rest.replace('.json', '').split('__');
  add('acr', 'acr', r, `acr-run-1/${cat}/${task}/${round}.json`);
}
for (const f of fs.readdirSync(path.join(RAW, 'sweagent')).sort()) {
  add('acr', 'sweagent', convSWE(path.join(RAW, 'sweagent', f)), `swe-agent-results/cost_2_1/${f}`);
}
fs.writeFileSync(path.join(HERE, 'rows.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log('rows:', rows.length, 'loop:', rows.filter((r) => r.loop).length);
