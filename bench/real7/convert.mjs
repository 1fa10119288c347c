// Node 20, no dependencies. Converts raw/ -> rows.jsonl (labels merged from labels.json).
// Usage: node convert.mjs            (writes rows.jsonl)
//        node convert.mjs --dump ID  (prints a compact indexed view of one trace, for labelling)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RAW = path.join(HERE, 'raw');
const MAX = 4000;

function cut(v) {
  if (typeof v === 'string' && v.length > MAX) return v.slice(0, MAX) + '…[truncated]';
  return v;
}
const llm = (text) => ({ type: 'llm', name: 'assistant', input: null, output: cut(text ?? null), children: [] });
function tool(name, input, output, error) {
  const s = { type: 'tool', name, input: cut(input ?? null), output: cut(output ?? null), children: [] };
  if (error) s.error = cut(error);
  return s;
}

const traces = [];

// ---------------------------------------------------------------- 1. gpt-oss tool-calling trials (harmony format)
{
  const SRC_REPO = 'aldehir/gpt-oss-tool-calling-notebook';
  const COMMIT = '0088118a68369645e17b1810ceaec1b783b6f24b';
  const dir = path.join(RAW, 'gptoss');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'selection.json'), 'utf8'));
  for (const m of meta) {
    const text = fs.readFileSync(path.join(dir, m.file), 'utf8');
    const conv = text.split('## Results')[0];
    const turns = conv.split(/\n### Turn \d+\n/);
    const last = turns[turns.length - 1];
    // messages: <|start|>HEADER<|message|>BODY(<|end|>|<|call|>|<|return|>)
    const re = /<\|start\|>(.*?)<\|message\|>([\s\S]*?)(<\|end\|>|<\|call\|>|<\|return\|>|\n```\s*$)/g;
    const msgs = [];
    let mm;
    while ((mm = re.exec(last))) msgs.push({ header: mm[1], body: mm[2], stop: mm[3] });
    let goal = null;
    const children = [];
    let pending = []; // assistant text parts of the current turn
    let finalText = null;
    for (const msg of msgs) {
      const h = msg.header;
      if (h.startsWith('system') || h.startsWith('developer')) continue;
      if (h.startsWith('user')) { goal = msg.body; continue; }
      if (h.startsWith('assistant')) {
        const ch = (h.match(/<\|channel\|>(\w+)/) || [])[1] || '';
        const to = (h.match(/to=functions\.(\w+)/) || [])[1];
        if (to) {
          pending.push(`[call ${to}] ${msg.body}`);
          children.push(llm(pending.join('\n\n')));
          pending = [];
          let args = msg.body;
          try { args = JSON.parse(msg.body); } catch { /* keep string */ }
          children.push(tool(to, args, null));
        } else if (ch === 'final') {
          pending.push(msg.body);
          children.push(llm(pending.join('\n\n')));
          pending = [];
          finalText = msg.body;
        } else {
          pending.push(msg.body); // analysis (thought)
          if (msg.stop === '<|return|>') { children.push(llm(pending.join('\n\n'))); pending = []; }
        }
        continue;
      }
      if (h.startsWith('functions.')) {
        // tool result -> fill the output of the latest tool span
        for (let i = children.length - 1; i >= 0; i--) {
          if (children[i].type === 'tool' && children[i].output === null) { children[i].output = cut(msg.body); break; }
        }
      }
    }
    if (pending.length) children.push(llm(pending.join('\n\n')));
    traces.push({
      trace_id: `gptoss-${m.id}`,
      source: `${SRC_REPO}@${COMMIT}:${m.path}`,
      outcome: m.outcome,
      goal,
      root: { type: 'agent', name: 'gpt-oss-20b (llama.cpp) get_weather trial', input: goal, output: finalText, children },
    });
  }
}

// ---------------------------------------------------------------- 2. action-agent web runs (gpt-4o-mini, Playwright)
{
  const SRC_REPO = 'ArmanHov2006/action-agent';
  const COMMIT = '5357ab554ad18924081e1eca208ace8b18ace553';
  const SEL = [0, 2, 4, 6, 8, 9, 10, 12, 15, 18, 20, 22, 24, 38];
  const lines = fs.readFileSync(path.join(RAW, 'action-agent', 'runs.jsonl'), 'utf8').split('\n').filter(Boolean);
  // LLM-judge verdicts recorded by the project (judgments.jsonl), keyed by run_ts or started_at; the last verdict wins
  const judge = {};
  for (const l of fs.readFileSync(path.join(RAW, 'action-agent', 'judgments.jsonl'), 'utf8').split('\n').filter(Boolean)) {
    const j = JSON.parse(l); judge[j.run_ts] = j;
  }
  for (const i of SEL) {
    const r = JSON.parse(lines[i]);
    const children = [];
    for (const x of r.history) {
      const a = x.action;
      if (a === 'error' || a === 'blocked') {
        const fa = Array.isArray(x.failed_action) ? x.failed_action : null;
        children.push(llm(null)); // the model's turn; its reasoning was not recorded for failed actions
        const msg = (a === 'blocked' ? '[blocked by harness] ' : '') + x.message;
        children.push(tool(fa ? fa[0] : 'action', fa ? fa[1] : null, msg, msg));
      } else if (a === 'crash') {
        children.push(tool('harness', null, x.message, x.message));
      } else {
        children.push(llm(x.why ?? null));
        children.push(tool(a, x.arg ?? null, null));
      }
    }
    const j = judge[r.run_ts] || judge[r.started_at];
    const outcome = j ? (j.correct ? 'solved' : 'unsolved') : (r.outcome === 'done' ? 'unknown' : 'unsolved');
    traces.push({
      trace_id: `actionagent-${i}`,
      source: `${SRC_REPO}@${COMMIT}:runs.jsonl#L${i + 1}`,
      outcome,
      goal: r.goal,
      root: {
        type: 'agent', name: `action-agent (${r.model}, ${r.code_version})`,
        input: { goal: r.goal, start_url: r.start_url },
        output: r.collected && r.collected.length ? r.collected : null,
        children,
        ...(r.outcome !== 'done' ? { error: `run outcome: ${r.outcome} (turns_used=${r.turns_used})` } : {}),
      },
    });
  }
}

// ---------------------------------------------------------------- 3. AgentBench MedAgentBench runs (FHIR tool use)
{
  const SRC_REPO = 'THUDM/AgentBench';
  const COMMIT = '45ae4f9e334a901c8cc427a0809a3dbd19adbc94';
  const dir = path.join(RAW, 'agentbench');
  for (const f of fs.readdirSync(dir).filter((f) => f.startsWith('selected_')).sort()) {
    const model = f.replace(/^selected_/, '').replace(/\.jsonl$/, '');
    const lines = fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      const r = JSON.parse(line);
      const h = r.output.history;
      const first = h[0].content;
      const q = first.lastIndexOf('\nContext:');
      const goal = q >= 0 ? first.slice(q + 1).trim() : first;
      const children = [];
      for (let k = 1; k < h.length; k++) {
        const msg = h[k];
        if (msg.role !== 'agent') continue;
        children.push(llm(msg.content));
        const c = msg.content.trim().replace(/^```\w*\s*/, '');
        const mg = c.match(/^(GET|POST)\s+(\S+)([\s\S]*)$/);
        if (mg) {
          const next = h[k + 1] && h[k + 1].role === 'user' ? h[k + 1].content : null;
          let payload = mg[3].trim();
          try { payload = payload ? JSON.parse(payload) : null; } catch { /* keep text */ }
          const input = mg[1] === 'GET' ? { url: mg[2] } : { url: mg[2], payload };
          const err = next && /^Error/.test(next) ? next : undefined;
          children.push(tool(mg[1], input, next, err));
          k++;
        } else if (h[k + 1] && h[k + 1].role === 'user') {
          children.push(tool('user', null, h[k + 1].content));
          k++;
        }
      }
      const st = r.output.status;
      traces.push({
        trace_id: `medagentbench-${model}-${r.index}`,
        source: `${SRC_REPO}@${COMMIT}:outputs/Jan17v1/${model}/medagentbench-std/runs.jsonl (index ${r.index})`,
        outcome: st === 'completed' ? 'unknown' : 'unsolved',
        goal,
        root: {
          type: 'agent', name: `AgentBench MedAgentBench agent (${model})`, input: first,
          output: r.output.result ?? null, children,
          ...(st !== 'completed' ? { error: st } : {}),
        },
      });
    }
  }
}

// ---------------------------------------------------------------- extra sources (see below)
const extraPath = path.join(HERE, 'convert_extra.mjs');
if (fs.existsSync(extraPath)) {
  const mod = await import(extraPath);
  for (const t of mod.default({ RAW, llm, tool, cut })) traces.push(t);
}

// ---------------------------------------------------------------- output
const args = process.argv.slice(2);
if (args[0] === '--dump') {
  const t = traces.find((x) => x.trace_id === args[1]);
  if (!t) { console.error('no such trace'); process.exit(1); }
  console.log(t.trace_id, t.outcome, '| goal:', String(t.goal).slice(0, 200));
  t.root.children.forEach((c, i) => {
    const o = c.type === 'llm' ? c.output : `${JSON.stringify(c.input)} => ${JSON.stringify(c.output)}`;
    console.log(i, c.type, c.name, String(o).replace(/\s+/g, ' ').slice(0, Number(args[2] || 220)), c.error ? '[ERR]' : '');
  });
  console.log('root.output:', JSON.stringify(t.root.output)?.slice(0, 300));
  process.exit(0);
}
if (args[0] === '--list') { for (const t of traces) console.log(t.trace_id, t.root.children.length); process.exit(0); }

const labels = JSON.parse(fs.readFileSync(path.join(HERE, 'labels.json'), 'utf8'));
const out = [];
for (const t of traces) {
  const l = labels[t.trace_id];
  if (!l) { console.error('missing label for', t.trace_id); process.exit(1); }
  out.push(JSON.stringify({
    trace_id: t.trace_id, source: t.source, outcome: t.outcome,
    loop: l.loop, loop_note: l.loop_note, goal: t.goal, root: t.root,
  }));
}
const extra = Object.keys(labels).filter((k) => !traces.some((t) => t.trace_id === k));
if (extra.length) console.error('labels without trace:', extra.join(', '));
fs.writeFileSync(path.join(HERE, 'rows.jsonl'), out.join('\n') + '\n');
console.log(`wrote ${out.length} rows (${out.filter((r) => JSON.parse(r).loop).length} loop)`);
