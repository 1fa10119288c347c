// Node 20, no dependencies. raw/ -> rows.jsonl (labels from labels.json)
import fs from 'node:fs';
import path from 'node:path';
const HERE = path.dirname(new URL(import.meta.url).pathname);
const RAW = path.join(HERE, 'raw');
const labels = JSON.parse(fs.readFileSync(path.join(HERE, 'labels.json'), 'utf8'));
const CUT = 4000;
const cut = (x) => {
  if (x == null) return x;
  if (typeof x !== 'string') { const s = JSON.stringify(x); if (s.length <= CUT) return x; return s.slice(0, CUT) + '…[truncated]'; }
  return x.length > CUT ? x.slice(0, CUT) + '…[truncated]' : x;
};
const llm = (text) => ({ type: 'llm', name: 'assistant', input: null, output: text, children: [] });
const tool = (name, input, output, error) => { const s = { type: 'tool', name, input, output: cut(output), children: [] }; if (error) s.error = error; return s; };
const rows = [];
function push(r) {
  const lab = labels[r.trace_id];
  if (!lab) { console.error('no label for', r.trace_id); return; }
  rows.push({ trace_id: r.trace_id, source: r.source, outcome: r.outcome, loop: lab.loop, loop_note: lab.loop_note, goal: r.goal, root: r.root });
}

// ---------- Source 1: zixin22/Attacks-on-Agents WebShop ReAct memory files ----------
{
  const REPO = 'zixin22/Attacks-on-Agents', COMMIT = '5f2f618a366f7d307be8c4ca91e35d3852e76ca7';
  const dir = path.join(RAW, 'attacks-on-agents');
  if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir).sort()) {
    const entries = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const srcPath = 'webshop/data/normal_output_0_12000/' + f.replace('output_100sample_output_gpt4o_', 'output_100sample/output_gpt4o/').replace(/^(output_\d+_\d+)_/, '$1/');
    for (const e of entries) {
      const children = [];
      const A = e.Actions;
      for (let i = 0; i < A.length; i++) {
        const a = A[i];
        if (!a.startsWith('Action: ')) continue;
        const act = a.slice('Action: '.length);
        const m = act.match(/^(\w+)\[([\s\S]*)\]$/);
        const kind = m ? m[1] : act;
        const arg = m ? m[2] : null;
        let obs = null;
        if (i + 1 < A.length && A[i + 1].startsWith('Observation: ')) obs = A[i + 1].slice('Observation: '.length);
        children.push(llm(act));
        children.push(tool(kind, arg, obs, obs && obs.startsWith('Invalid action') ? obs : undefined));
      }
      push({
        trace_id: `webshop-aoa-${f.replace('.json', '')}-${e.Id}`,
        source: `${REPO}@${COMMIT}:${srcPath}`,
        outcome: e.Success ? 'solved' : 'unsolved',
        goal: e.Instruction,
        root: { type: 'agent', name: 'webshop-react-agent', input: e.Instruction, output: { reward: e.Reward, success: e.Success }, children },
      });
    }
  }
}


// ---------- Source 2: laude-institute/terminal-bench-leaderboard, mini-swe-agent + claude-4-sonnet terminal logs ----------
{
  const REPO = 'laude-institute/terminal-bench-leaderboard', COMMIT = '8e1925a397d7ed859c027cc19b3a3d90c16ef8df';
  const dir = path.join(RAW, 'terminal-bench-leaderboard');
  if (fs.existsSync(dir)) for (const trial of fs.readdirSync(dir).sort()) {
    const d = path.join(dir, trial);
    const res = JSON.parse(fs.readFileSync(path.join(d, 'results.json'), 'utf8'));
    const srcDir = fs.readFileSync(path.join(d, 'SOURCE_PATH.txt'), 'utf8').trim();
    const log = fs.readFileSync(path.join(d, 'agent.log'), 'utf8').replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '').replace(/\r/g, '');
    const heads = [...log.matchAll(/mini-swe-agent \(step (\d+), \$([\d.]+)\):\n/g)];
    const clean = (x) => x.replace(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Waiting for the LM to respond\.\.\./g, '').trim();
    const children = [];
    let final = null;
    for (let i = 0; i < heads.length; i++) {
      const start = heads[i].index + heads[i][0].length;
      const end = i + 1 < heads.length ? heads[i + 1].index : log.length;
      const seg = log.slice(start, end);
      const ui = seg.indexOf('\nUser:\n');
      const msg = clean(ui >= 0 ? seg.slice(0, ui) : seg);
      let obs = ui >= 0 ? seg.slice(ui + 7) : null;
      if (obs != null) { const si = obs.search(/\n?─{10,}/); if (si >= 0) obs = obs.slice(0, si); obs = clean(obs); }
      const cmds = [...msg.matchAll(/```bash\n([\s\S]*?)\n```/g)].map((m) => m[1]);
      children.push(llm(msg));
      if (cmds.length === 1) {
        if (/COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT/.test(cmds[0])) { final = 'COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT'; obs = obs && obs.includes('Saved trajectory') ? obs.slice(0, obs.indexOf('\n', obs.indexOf('Saved trajectory')) >= 0 ? obs.indexOf('\n', obs.indexOf('Saved trajectory')) : obs.length) : obs; }
        const rc = obs && obs.match(/<returncode>(-?\d+)<\/returncode>/);
        const err = obs && (/timed out and has been killed/.test(obs) ? 'command timed out' : (rc && rc[1] !== '0' ? 'returncode ' + rc[1] : undefined));
        children.push(tool('bash', cmds[0], obs, err));
      } else {
        children.push(tool('format_error', null, obs, 'no single bash block in model output'));
      }
    }
    push({
      trace_id: `tbench-mini-${trial}`,
      source: `${REPO}@${COMMIT}:${srcDir}/sessions/agent.log`,
      outcome: res.is_resolved === true ? 'solved' : res.is_resolved === false ? 'unsolved' : 'unknown',
      goal: res.instruction,
      root: { type: 'agent', name: 'mini-swe-agent (claude-sonnet-4)', input: res.instruction, output: final, children },
    });
  }
}


// ---------- Source 3: lgetter/swe-agent-trajectory-analysis, SWE-agent 1.0.1 .traj files ----------
{
  const REPO = 'lgetter/swe-agent-trajectory-analysis', COMMIT = 'b63a1fe6ec11271b2c90730c242c3c562622b6d2';
  const dir = path.join(RAW, 'lgetter-swe-agent');
  if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.traj')).sort()) {
    const j = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const firstUser = (j.history || []).find((m) => m.role === 'user');
    let task = firstUser ? (typeof firstUser.content === 'string' ? firstUser.content : JSON.stringify(firstUser.content)) : null;
    const m = task && task.match(/<pr_description>\n?([\s\S]*?)\n?<\/pr_description>/);
    const goal = m ? m[1].trim() : task;
    const children = [];
    for (const st of j.trajectory) {
      children.push(llm(st.response != null ? st.response : st.thought));
      const act = (st.action || '').trim();
      if (!act) { children.push(tool('exit', null, st.observation, st.observation && /Exited/.test(st.observation) ? st.observation : undefined)); continue; }
      const name = act.split(/\s+/)[0];
      const obs = st.observation;
      const err = typeof obs === 'string' && /^(No replacement was performed|Traceback|File already exists|Invalid|.*command not found)/.test(obs) ? obs.split('\n')[0].slice(0, 200) : undefined;
      children.push(tool(name, act, obs, err));
    }
    push({
      trace_id: `sweagent-lgetter-${f.replace('.traj', '')}`,
      source: `${REPO}@${COMMIT}:trajs/${f}`,
      outcome: 'unknown',
      goal,
      root: { type: 'agent', name: 'SWE-agent 1.0.1', input: goal, output: { exit_status: j.info.exit_status, submission: j.info.submission || null }, children },
    });
  }
}


// ---------- Source 4: JOKERjjjjjjyz/WebShop_VanillaReactAgent_TrajectoryGeneration, ReAct WebShop episode logs ----------
{
  const REPO = 'JOKERjjjjjjyz/WebShop_VanillaReactAgent_TrajectoryGeneration', COMMIT = '4805219e2fbf2e9dfe6fb325a6c37f2faa643d4a';
  const dir = path.join(RAW, 'joker-webshop-react');
  if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir).sort()) {
    const lines = fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter((l) => l.trim());
    lines.forEach((line, idx) => {
      const e = JSON.parse(line);
      const children = [];
      const T = e.trajectory;
      for (let t = 0; t < T.length; t++) {
        const n = T[t];
        if (n.node_type === 'THOUGHT') children.push(llm(n.payload.raw_text));
        else if (n.node_type === 'ACT_TOOL') {
          const a = n.payload.action_str;
          const m = a.match(/^(\w+)\[([\s\S]*)\]$/);
          const nxt = T[t + 1] && T[t + 1].node_type === 'OBS_TOOL' ? T[t + 1].payload.raw_text : null;
          children.push(tool(m ? m[1] : a, m ? m[2] : a, nxt));
        } else if (n.node_type === 'OBS_TOOL') {
          if (t === 0) continue; // initial env_reset observation = task page
          if (!(T[t - 1] && T[t - 1].node_type === 'ACT_TOOL')) children.push(tool(n.payload.tool_name || 'observation', null, n.payload.raw_text));
        } else children.push(tool(n.node_type, null, n.payload));
      }
      push({
        trace_id: `webshop-joker-${f.replace('.jsonl', '')}-${idx}-${e.task_id}`,
        source: `${REPO}@${COMMIT}:logs/raw/webshop/react_v1/${f} (line ${idx + 1})`,
        outcome: e.is_success ? 'solved' : 'unsolved',
        goal: e.instruction,
        root: { type: 'agent', name: 'vanilla ReAct WebShop agent', input: e.instruction, output: { termination: e.termination, final_reward: e.final_reward, is_success: e.is_success }, children },
      });
    });
  }
}

// __MORE_SOURCES__

fs.writeFileSync(path.join(HERE, 'rows.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log('rows', rows.length, 'loop', rows.filter((r) => r.loop).length);
