// raw -> rows.jsonl. Node 20, no deps.
import fs from 'node:fs';
const SRC = 'Significant-Gravitas/Auto-GPT-Benchmarks@a436d2d7479976e83d95a3ab8ec7a7c9c51ab01f:paper/all_logs/';
const tasks = JSON.parse(fs.readFileSync('raw/all_data_jsons.json', 'utf8'));
const labels = fs.existsSync('labels.json') ? JSON.parse(fs.readFileSync('labels.json', 'utf8')) : {};
const cut = s => (typeof s === 'string' && s.length > 4000) ? s.slice(0, 4000) + '…[truncated]' : s;
function tryJSON(s) { try { return JSON.parse(s); } catch { return null; } }
// Parse the action out of one assistant message; returns {name,input} or null (pure text turn).
function parseAction(agent, m) {
  if (m.function_call) return { name: m.function_call.name, input: tryJSON(m.function_call.arguments) ?? m.function_call.arguments };
  const c = m.content;
  if (c == null) return null;
  if (agent === 'mini-agi') {
    const mm = /<c>([\s\S]*?)<\/c>\s*([\s\S]*)$/.exec(c);
    return mm ? { name: mm[1].trim(), input: mm[2] } : null;
  }
  let j = typeof c === 'object' ? c : tryJSON(c);
  if (!j && typeof c === 'string') { const a = c.indexOf('{'), b = c.lastIndexOf('}'); if (a >= 0 && b > a) j = tryJSON(c.slice(a, b + 1)); }
  if (!j) return null;
  if (Array.isArray(j.act)) { const a = j.act.filter(x => x && x.cmd).map(x => ({ name: x.cmd, input: x.args ?? {} })); return a.length ? a : null; }
  const cmd = j.command || j.cmd;
  if (cmd && cmd.name) return { name: cmd.name, input: cmd.args ?? {} };
  return null;
}
const rows = [];
for (const f of fs.readdirSync('raw').filter(f => f.endsWith('__response_selected.json')).sort()) {
  const agent = f.split('__')[0];
  const d = JSON.parse(fs.readFileSync('raw/' + f, 'utf8'));
  for (const [t, runs] of Object.entries(d)) for (const [ts, steps] of Object.entries(runs)) {
    const id = `agbench-${agent}-${t}-${ts.slice(0, 19).replace(/[^0-9]/g, '')}`;
    const goal = tasks[t]?.task ?? t;
    const children = [];
    let final = null;
    for (const k of Object.keys(steps).sort((a, b) => +a - +b)) {
      const m = steps[k];
      const text = m.function_call ? JSON.stringify(m.function_call) : (typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
      children.push({ type: 'llm', name: `${agent}:step${k}`, input: null, output: cut(text), children: [] });
      const act = parseAction(agent, m);
      for (const a of (Array.isArray(act) ? act : act ? [act] : [])) children.push({ type: 'tool', name: a.name, input: a.input, output: null, children: [] });
      final = text;
    }
    const lab = labels[id] || {};
    rows.push({ trace_id: id, source: SRC + agent + '/response.json', outcome: 'unknown',
      loop: lab.loop ?? null, loop_note: lab.loop_note ?? '', goal,
      root: { type: 'agent', name: agent, input: goal, output: final, children } });
  }
}
fs.writeFileSync('rows.jsonl', rows.map(r => JSON.stringify(r)).join('\n') + '\n');
console.log(rows.length, 'rows');
