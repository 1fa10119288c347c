// Node 20, no dependencies. raw/ -> rows.jsonl
// Usage: node convert.mjs            (writes rows.jsonl, applying labels.json if present)
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const RAW = path.join(ROOT, 'raw');
const MAX = 4000;
const cut = (s) => {
  if (s === null || s === undefined) return s;
  if (typeof s !== 'string') s = JSON.stringify(s);
  return s.length > MAX ? s.slice(0, MAX) + '…[truncated]' : s;
};
const parseArgs = (a) => {
  if (typeof a !== 'string') return a ?? null;
  try { return JSON.parse(a); } catch { return a; }
};
const textOf = (c) => {
  if (c === null || c === undefined) return '';
  if (typeof c === 'string') return c;
  if (Array.isArray(c)) return c.map((p) => (typeof p === 'string' ? p : p.text ?? JSON.stringify(p))).join('\n');
  return JSON.stringify(c);
};
const looksError = (s) => /^(Error|error:|Error handling tool call|\d+ validation error|Traceback)/.test(String(s).trim());

const labels = fs.existsSync(path.join(ROOT, 'labels.json'))
  ? JSON.parse(fs.readFileSync(path.join(ROOT, 'labels.json'), 'utf8')) : {};
const rows = [];

function push(row) {
  const l = labels[row.trace_id];
  if (!l) { console.error('no label for', row.trace_id); }
  row.loop = l ? l.loop : null;
  row.loop_note = l ? l.loop_note : '';
  // key order
  rows.push({ trace_id: row.trace_id, source: row.source, outcome: row.outcome, loop: row.loop,
    loop_note: row.loop_note, goal: row.goal, root: row.root });
}

// Converts OpenAI-style chat messages (after the first user task message) to flat spans.
function chatToSpans(msgs, { skipFirstUser = true } = {}) {
  const ch = [];
  let seenUser = false;
  for (const m of msgs) {
    if (m.role === 'system') continue;
    if (m.role === 'user') {
      if (skipFirstUser && !seenUser) { seenUser = true; continue; }
      ch.push({ type: 'tool', name: 'user', input: null, output: cut(textOf(m.content)), children: [] });
      continue;
    }
    if (m.role === 'assistant') {
      let t = textOf(m.content);
      if (m.reasoning_content) t = String(m.reasoning_content) + (t ? '\n' + t : '');
      ch.push({ type: 'llm', name: 'assistant', input: null, output: t, children: [] });
      for (const tc of m.tool_calls || []) {
        const f = tc.function || tc;
        ch.push({ type: 'tool', name: f.name, input: parseArgs(f.arguments), output: null, children: [], _id: tc.id });
      }
      continue;
    }
    if (m.role === 'tool') {
      const out = textOf(m.content);
      // attach to the matching pending tool span (by id, else first pending)
      let s = ch.find((x) => x.type === 'tool' && x._id && x._id === m.tool_call_id && x.output === null);
      if (!s) s = ch.find((x) => x.type === 'tool' && x.name !== 'user' && x.output === null);
      if (s) { s.output = cut(out); if (looksError(out)) s.error = cut(out).slice(0, 300); }
      else ch.push({ type: 'tool', name: m.name || 'tool', input: null, output: cut(out), children: [] });
    }
  }
  for (const s of ch) delete s._id;
  return ch;
}

// ---------- Source 1: General-AgentBench traces ----------
{
  const dir = path.join(RAW, 'general-agentbench');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'SOURCE.json'), 'utf8'));
  for (const f of fs.readdirSync(dir).filter((f) => f.includes('__traces__')).sort()) {
    const d = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const [cfg, , base] = f.replace(/\.json$/, '').split('__');
    let evalFile = f.replace('__traces__', '__evaluations__');
    if (d.benchmark !== 'mcpbench') evalFile = `${cfg}__evaluations__result_${d.task_id}.json`;
    let ev = null;
    if (fs.existsSync(path.join(dir, evalFile))) ev = JSON.parse(fs.readFileSync(path.join(dir, evalFile), 'utf8'));
    const msgs = d.trace.messages;
    const firstUser = msgs.find((m) => m.role === 'user');
    const goal = d.question || textOf(firstUser?.content);
    let outcome = 'unknown';
    if (ev && 'score' in ev && (!ev.question || ev.question === d.question)) outcome = Number(ev.score) > 0 ? 'solved' : 'unsolved';
    const finalResp = d.trace.final_response ?? null;
    const tid = `gab-${cfg.replace(/_distraction.*/, '')}-${base}`.replace(/[^A-Za-z0-9._-]/g, '_');
    push({
      trace_id: tid,
      source: `${meta.repo}@${meta.commit}:${meta.files[f]}`,
      outcome,
      goal,
      root: { type: 'agent', name: `general-agentbench/${d.benchmark}/${cfg}`, input: textOf(firstUser?.content), output: finalResp, children: chatToSpans(msgs) },
    });
  }
}

// ---------- Source 2: Ko-AgentBench logs (selected entries) ----------
{
  const dir = path.join(RAW, 'ko-agentbench');
  if (fs.existsSync(dir)) {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'SOURCE.json'), 'utf8'));
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'SOURCE.json').sort()) {
      const e = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      const x = e.entry;
      // conversation_log assistant messages do not carry tool_calls; tool calls are in x.tool_calls (in order).
      const ch = [];
      const msgs = x.conversation_log?.messages || [];
      const calls = [...(x.tool_calls || [])];
      let seenUser = false;
      for (const m of msgs) {
        if (m.role === 'user') { if (!seenUser) { seenUser = true; continue; } ch.push({ type: 'tool', name: 'user', input: null, output: cut(textOf(m.content)), children: [] }); continue; }
        if (m.role === 'assistant') { ch.push({ type: 'llm', name: 'assistant', input: null, output: textOf(m.content), children: [] }); continue; }
        if (m.role === 'tool') {
          const c = calls.shift();
          const span = { type: 'tool', name: c ? c.tool_name : 'tool', input: c ? c.arguments : null, output: cut(m.content), children: [] };
          if (c && (c.success === false || c.error)) span.error = String(c.error ?? 'failed').slice(0, 300);
          ch.push(span);
        }
      }
      for (const c of calls) { // any calls without a tool message
        const span = { type: 'tool', name: c.tool_name, input: c.arguments, output: cut(c.result), children: [] };
        if (c.success === false || c.error) span.error = String(c.error ?? 'failed').slice(0, 300);
        ch.push(span);
      }
      push({
        trace_id: `ko-${e.model}-${x.task_id}`.replace(/[^A-Za-z0-9._-]/g, '_'),
        source: `${meta.repo}@${meta.commit}:${e.path}#task_id=${x.task_id}`,
        outcome: 'unknown', // x.success only records that the run completed, not correctness
        goal: x.instruction,
        root: { type: 'agent', name: `ko-agentbench/${e.model}`, input: x.instruction, output: x.final_response ?? null, children: ch },
      });
    }
  }
}

// ---------- Source 3+: Aider chat histories ----------
{
  const dir = path.join(RAW, 'aider');
  if (fs.existsSync(dir)) {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'SOURCE.json'), 'utf8'));
    for (const sel of meta.selections) {
      const text = fs.readFileSync(path.join(dir, sel.file), 'utf8');
      const lines = text.split('\n');
      const seg = lines.slice(sel.start_line - 1, sel.end_line); // 1-based inclusive
      // Aider format: "#### " user lines, "> " tool/aider output lines, other lines = assistant text.
      const ch = []; let cur = null; let goal = null;
      const flush = () => { if (cur) { if (cur.type === 'llm') cur.output = cur.output.trim(); else cur.output = cut(cur.output.trim()); if (cur.output !== '' || cur.type === 'tool') ch.push(cur); } cur = null; };
      let inAiderMsg = false; // aider's multi-line 'failed to match' report is written without '> ' prefixes
      for (const ln of seg) {
        if (ln.startsWith('# aider chat started')) continue;
        let kind, body;
        if (ln.startsWith('#### ')) { kind = 'user'; body = ln.slice(5); inAiderMsg = false; }
        else if (ln.startsWith('> ') || ln === '>') { kind = 'aider'; body = ln.replace(/^> ?/, ''); if (/failed to match!\s*$/.test(ln)) inAiderMsg = true; }
        else if (inAiderMsg) { kind = 'aider'; body = ln; if (/^Just reply with fixed versions/.test(ln)) inAiderMsg = false; }
        else { kind = 'assistant'; body = ln; }
        if (kind === 'user' && goal === null) { goal = body; continue; }
        if (kind === 'user' && ch.length === 0 && !cur) { goal += '\n' + body; continue; }
        const want = kind === 'assistant' ? 'llm' : 'tool';
        const name = kind === 'user' ? 'user' : kind === 'aider' ? 'aider' : 'assistant';
        if (!cur || cur.type !== want || cur.name !== name) {
          if (kind === 'assistant' && body.trim() === '' && (!cur || cur.type !== 'llm')) continue;
          flush();
          cur = { type: want, name, input: null, output: '', children: [] };
        }
        cur.output += body + '\n';
      }
      flush();
      for (const s of ch) if (s.name === 'aider') {
        const first = s.output.split('\n')[0];
        s.input = first.length < 200 ? first : first.slice(0, 200);
        if (/^(Error|Traceback)|Failed to apply edit|did not match|did not conform|failed to match|RateLimitError|APIError|SearchReplaceNoExactMatch/m.test(s.output)) s.error = 'edit/command error reported by aider';
      }
      if (ch.length && ch[ch.length - 1].type === 'tool' && ch[ch.length - 1].output === '') ch.pop();
      const lastLlm = [...ch].reverse().find((s) => s.type === 'llm');
      push({
        trace_id: `aider-${sel.id}`,
        source: `${sel.repo}@${sel.commit}:${sel.path}#L${sel.start_line}-L${sel.end_line}`,
        outcome: sel.outcome || 'unknown',
        goal: goal || '',
        root: { type: 'agent', name: `aider/${sel.repo}`, input: goal, output: lastLlm ? lastLlm.output : null, children: ch },
      });
    }
  }
}

fs.writeFileSync(path.join(ROOT, 'rows.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.error('wrote', rows.length, 'rows');
