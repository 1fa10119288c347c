// Node 20, no dependencies. Converts raw/ files into rows.jsonl (one trace per line).
// Usage: node convert.mjs            -> writes rows.jsonl (needs labels.json for loop/loop_note)
//        node convert.mjs --dump ID  -> prints the span list of one trace (index: type name ...)
import fs from 'node:fs';
import path from 'node:path';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const RAW = path.join(HERE, 'raw');
const MAX = 4000;

function cut(v) {
  if (v === null || v === undefined) return v ?? null;
  if (typeof v === 'string') return v.length > MAX ? v.slice(0, MAX) + '…[truncated]' : v;
  const s = JSON.stringify(v);
  if (s.length > MAX) return s.slice(0, MAX) + '…[truncated]';
  return v;
}
const span = (type, name, input, output, extra = {}) => ({ type, name, input: input ?? null, output: cut(output ?? null), children: [], ...extra });
const tryJson = (s) => { try { return JSON.parse(s); } catch { return s; } };

const sources = [];

// ---------------------------------------------------------------------------
// 1. sierra-research/tau2-bench leaderboard submission (airline, claude-sonnet-4-5 agent, gpt-4.1 user)
{
  const file = 'tau2-bench_airline_claude-sonnet-4-5_selected.json';
  const SRC = 'sierra-research/tau2-bench@e8163a39d27782ce198010575fcdcacc0ebd7b87:claude-sonnet-4-5_aide-platform_2025-10-31/trajectories/claude-sonnet-4-5_airline_default_gpt4.1_1trials.json';
  const p = path.join(RAW, file);
  if (fs.existsSync(p)) {
    const d = JSON.parse(fs.readFileSync(p, 'utf8'));
    for (const sim of d.simulations) {
      const task = d.tasks.find((t) => t.id === sim.task_id);
      const ins = task.user_scenario.instructions;
      const goal = `Airline customer-service agent (tau2-bench). Customer's request: ${ins.reason_for_call}`;
      const children = [];
      const pending = new Map();
      let lastText = null;
      for (const m of sim.messages) {
        if (m.role === 'assistant') {
          children.push(span('llm', 'assistant', null, m.content ?? ''));
          if (m.content) lastText = m.content;
          for (const tc of m.tool_calls || []) {
            const s = span('tool', tc.name, tc.arguments, null);
            children.push(s);
            pending.set(tc.id, s);
          }
        } else if (m.role === 'tool') {
          const s = pending.get(m.id);
          if (s) {
            s.output = cut(tryJson(m.content));
            if (typeof m.content === 'string' && m.content.startsWith('Error')) s.error = m.content.slice(0, 500);
            if (m.error) s.error = s.error || 'error';
          }
        } else if (m.role === 'user') {
          children.push(span('tool', 'user', null, m.content ?? ''));
        }
      }
      const reward = sim.reward_info?.reward;
      sources.push({
        trace_id: `tau2airline-${sim.task_id}`,
        source: SRC,
        outcome: reward === 1 ? 'solved' : reward === 0 ? 'unsolved' : 'unknown',
        goal,
        root: { type: 'agent', name: 'tau2-llm_agent(claude-sonnet-4-5)', input: goal, output: lastText, children },
      });
    }
  }
}

// ---------------------------------------------------------------------------
// ---------------------------------------------------------------------------
// 2. ysymyth/ReAct WebShop.ipynb: printed output of 500 ReAct episodes (text-davinci-002), 15-step cap
{
  const SRC = 'ysymyth/ReAct@6bdb3a1fd38b8188fc7ba4102969fe483df8fdc9:WebShop.ipynb';
  const p = path.join(RAW, 'ReAct_WebShop.ipynb');
  const KEEP = [1, 2, 3, 24, 31, 45, 64, 89, 92, 105, 115, 132, 147, 175, 200, 210, 264, 280, 349];
  if (fs.existsSync(p)) {
    const nb = JSON.parse(fs.readFileSync(p, 'utf8'));
    const cell = nb.cells[7];
    const txt = cell.outputs.map((o) => (o.text || []).join('')).join('');
    const parts = txt.split(/-----------------\n(\d+)\n/);
    for (let k = 1; k < parts.length; k += 2) {
      const ep = +parts[k];
      if (!KEEP.includes(ep)) continue;
      let body = parts[k + 1];
      // drop the running-average summary line printed after the episode
      body = body.replace(/\n\d+ [\d.]+ [\d.]+ [\d.]+\n-------------\n?$/, '\n');
      const steps = body.split(/^Action: /m).slice(1).map((s) => {
        const i = s.indexOf('\nObservation: ');
        return { action: s.slice(0, i), obs: s.slice(i + '\nObservation: '.length).trim() };
      });
      const instr = (steps[0].obs.match(/Instruction:\s*\n?([\s\S]*?)\n\[Search\]/) || [])[1]?.trim() ?? steps[0].obs;
      const goal = `WebShop: ${instr}`;
      const children = [];
      for (const st of steps.slice(1)) {
        children.push(span('llm', 'text-davinci-002', null, st.action));
        const m = st.action.match(/^(\w+)\[([\s\S]*)\]$/);
        const s = span('tool', m ? m[1] : 'action', m ? m[2] : st.action, st.obs);
        if (st.obs === 'Invalid action!') s.error = 'Invalid action!';
        children.push(s);
      }
      const sc = body.match(/Your score \(min 0\.0, max 1\.0\): ([\d.]+)/);
      const score = sc ? +sc[1] : 0;
      const last = steps[steps.length - 1];
      sources.push({
        trace_id: `react-webshop-${ep}`,
        source: SRC,
        outcome: score === 1 ? 'solved' : 'unsolved',
        goal,
        root: { type: 'agent', name: 'ReAct-WebShop(text-davinci-002)', input: goal, output: sc ? `score ${sc[1]}` : (steps.length >= 15 ? null : last.obs || null), children },
      });
    }
  }
}

// ---------------------------------------------------------------------------
// 3. noahshinn/reflexion HotpotQA ReAct base runs, trial 1 (gpt-3.5/davinci ReAct, 6-step cap -> HALTED)
{
  const SRC = 'noahshinn/reflexion@218cf0ef1df84b05ce379dd4a8e47f17766733a0:hotpotqa_runs/root/ReAct/base/100_questions_5_trials.txt';
  const p = path.join(RAW, 'reflexion_hotpotqa_ReAct_base_100_questions_5_trials.txt');
  const KEEP = { CORRECT: [0, 1, 4], INCORRECT: [0, 1, 5], HALTED: [0, 1, 3, 6, 7, 10, 11, 12] };
  if (fs.existsSync(p)) {
    const lines = fs.readFileSync(p, 'utf8').split('\n');
    const trial1 = lines.slice(0, 1636).join('\n');
    const secs = trial1.split(/-{5,} BEGIN (CORRECT|INCORRECT|HALTED) AGENTS -{5,}\n/);
    for (let k = 1; k < secs.length; k += 2) {
      const cat = secs[k];
      const qs = ('\n' + secs[k + 1]).split(/\n(?=Question: )/).map((q) => q.replace(/^\n+|\n+$/g, '')).filter((q) => q.startsWith('Question:'));
      qs.forEach((q, qi) => {
        if (!KEEP[cat].includes(qi)) return;
        const question = q.split('\n')[0].replace(/^Question:\s*/, '').trim();
        const re = /^(Thought|Action|Observation) (\d+): ([\s\S]*?)(?=^(?:Thought|Action|Observation) \d+: |^Correct answer: |$(?![\s\S]))/gm;
        const st = {};
        let m;
        while ((m = re.exec(q))) { const n = +m[2]; st[n] = st[n] || {}; st[n][m[1]] = m[3].replace(/\n+$/, ''); }
        const children = [];
        let answer = null;
        for (const n of Object.keys(st).map(Number).sort((a, b) => a - b)) {
          const s = st[n];
          children.push(span('llm', 'react-llm', null, `Thought ${n}: ${s.Thought ?? ''}\nAction ${n}: ${s.Action ?? ''}`));
          if (s.Action !== undefined) {
            const am = s.Action.match(/^(\w+)\[([\s\S]*)\]$/);
            const t = span('tool', am ? am[1] : 'action', am ? am[2] : s.Action, s.Observation ?? null);
            if (am && am[1] === 'Finish') answer = am[2];
            children.push(t);
          }
        }
        const goal = `HotpotQA question (answer with Search/Lookup/Finish over Wikipedia): ${question}`;
        sources.push({
          trace_id: `reflexion-hotpotqa-t1-${cat.toLowerCase()}-${qi}`,
          source: SRC,
          outcome: cat === 'CORRECT' ? 'solved' : 'unsolved',
          goal,
          root: { type: 'agent', name: 'ReAct-HotpotQA(reflexion repo, base run)', input: goal, output: answer, children },
        });
      });
    }
  }
}

// @@SOURCES@@

// ---------------------------------------------------------------------------
const labelsPath = path.join(HERE, 'labels.json');
const labels = fs.existsSync(labelsPath) ? JSON.parse(fs.readFileSync(labelsPath, 'utf8')) : {};

if (process.argv[2] === '--dump') {
  const id = process.argv[3];
  const r = sources.find((x) => x.trace_id === id);
  if (!r) { console.error('no such id'); process.exit(1); }
  console.log('GOAL', r.goal.slice(0, 600));
  r.root.children.forEach((c, i) => {
    const inp = c.input == null ? '' : (typeof c.input === 'string' ? c.input : JSON.stringify(c.input));
    const out = c.output == null ? '' : (typeof c.output === 'string' ? c.output : JSON.stringify(c.output));
    console.log(`${i} ${c.type} ${c.name}${c.error ? ' [ERR]' : ''} | ${inp.slice(0, +process.argv[4] || 160).replace(/\n/g, '\\n')} => ${out.slice(0, +process.argv[5] || 160).replace(/\n/g, '\\n')}`);
  });
  process.exit(0);
}
if (process.argv[2] === '--list') {
  for (const r of sources) console.log(r.trace_id, r.outcome, r.root.children.length);
  process.exit(0);
}

const out = [];
let missing = 0;
for (const r of sources) {
  const lab = labels[r.trace_id];
  if (!lab) { missing++; continue; }
  out.push(JSON.stringify({ trace_id: r.trace_id, source: r.source, outcome: r.outcome, loop: lab.loop, loop_note: lab.loop_note, goal: r.goal, root: r.root }));
}
fs.writeFileSync(path.join(HERE, 'rows.jsonl'), out.join('\n') + '\n');
console.error(`wrote ${out.length} rows (${missing} converted traces without a label skipped)`);
