// Node 20, no dependencies. Converts raw/ files into rows.jsonl (one run per line).
import fs from 'node:fs';
import path from 'node:path';
const HERE = path.dirname(new URL(import.meta.url).pathname);
const RAW = path.join(HERE, 'raw');
const labels = fs.existsSync(path.join(HERE, 'labels.json')) ? JSON.parse(fs.readFileSync(path.join(HERE, 'labels.json'), 'utf8')) : {};
const MAX = 4000;
const cut = (v) => {
  if (typeof v === 'string') return v.length > MAX ? v.slice(0, MAX) + '…[truncated]' : v;
  if (v === undefined) return null;
  const s = JSON.stringify(v);
  if (s.length > MAX) return s.slice(0, MAX) + '…[truncated]';
  return v;
};
const llm = (text) => ({ type: 'llm', name: 'assistant', input: null, output: cut(text ?? ''), children: [] });
const tool = (name, input, output, error) => { const s = { type: 'tool', name, input, output: cut(output), children: [] }; if (error) s.error = String(error).slice(0, 500); return s; };
const rows = [];
function push(trace_id, source, outcome, goal, children, final) {
  const lab = labels[trace_id];
  rows.push({ trace_id, source, outcome, loop: lab ? lab.loop : null, loop_note: lab ? lab.loop_note : null, goal,
    root: { type: 'agent', name: 'agent', input: goal, output: final == null ? null : cut(final), children } });
}

// ---------- Source 1: Liu-Ruotian/agentdojo-luna-trajectories (tool-calling assistant, gpt-5.6-luna) ----------
{
  const dir = path.join(RAW, 'luna');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'SOURCE.json'), 'utf8'));
  for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.json') && f !== 'SOURCE.json').sort()) {
    const j = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const children = [];
    const txt = (c) => Array.isArray(c) ? c.map(x => x.content ?? x.text ?? '').join('\n') : (c ?? '');
    let userSeen = false;
    const pending = {};
    for (const m of j.messages) {
      if (m.role === 'system') continue;
      if (m.role === 'user') { if (!userSeen) { userSeen = true; continue; } children.push(tool('user', null, txt(m.content))); continue; }
      if (m.role === 'assistant') {
        const t = txt(m.content);
        const calls = m.tool_calls || [];
        children.push(llm(t + (calls.length ? (t ? '\n' : '') + calls.map(c => `[tool_call] ${c.function}(${JSON.stringify(c.args)})`).join('\n') : '')));
        // tool spans are emitted when results arrive, in the order recorded
        for (const c of calls) pending[c.id] = c;
        continue;
      }
      if (m.role === 'tool') {
        const c = m.tool_call || pending[m.tool_call_id] || {};
        const out = txt(m.content);
        children.push(tool(c.function || 'tool', c.args ?? null, out, m.error || null));
      }
    }
    const ev = j.evaluation || {};
    const outcome = ev.utility === true ? 'solved' : ev.utility === false ? 'unsolved' : 'unknown';
    push(`luna-${j.domain}_${j.task_id}`, `${meta.repo}@${meta.commit}:${meta.paths[f]}`, outcome, j.user_prompt, children, j.final_answer ?? null);
  }
}

// ---------- Source 2: noahjohnson0/lemon-squeezer run logs (aider chat histories and pi coding-agent sessions) ----------
{
  const dir = path.join(RAW, 'lemon');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'SOURCE.json'), 'utf8'));
  for (const run of fs.readdirSync(dir).filter(d => d !== 'SOURCE.json').sort()) {
    const rd = path.join(dir, run);
    // score_pct from meta.json (score.json is not always valid JSON); 100 = all grader checks passed
    const rdtxt = (f) => fs.existsSync(path.join(rd, f)) ? fs.readFileSync(path.join(rd, f), 'utf8') : '';
    const mm = (rdtxt('meta.json') + rdtxt('score.json')).match(/"score_pct":\s*"?(\d+)/);
    const pct = mm ? Number(mm[1]) : NaN;
    const outcome = isNaN(pct) ? 'unknown' : pct >= 100 ? 'solved' : 'unsolved';
    const children = [];
    let goal = null, final = null, file;
    if (fs.existsSync(path.join(rd, 'aider.chat.history.md'))) {
      file = 'aider.chat.history.md';
      const lines = fs.readFileSync(path.join(rd, file), 'utf8').split('\n');
      // blocks: '#### ' = user prompt, '> ' = aider's own output (edit application, errors, token counts), other = assistant text
      const blocks = [];
      for (const ln of lines) {
        const kind = ln.startsWith('#### ') || ln === '####' ? 'user' : (ln.startsWith('>') ? 'aider' : (ln.startsWith('# aider chat started') ? 'header' : 'assistant'));
        const text = kind === 'user' ? ln.replace(/^####\s?/, '') : kind === 'aider' ? ln.replace(/^>\s?/, '') : ln;
        const last = blocks[blocks.length - 1];
        if (kind === 'assistant' && text.trim() === '' && (!last || last.kind !== 'assistant')) continue;
        if (last && last.kind === kind) last.lines.push(text); else blocks.push({ kind, lines: [text] });
      }
      let started = false, userCount = 0;
      for (const b of blocks) {
        const t = b.lines.join('\n').replace(/\s+$/, '');
        if (b.kind === 'user') { userCount++; if (userCount === 1) { goal = t; started = true; } else children.push(tool('user', null, t)); continue; }
        if (!started) continue; // aider start-up banner before the prompt
        if (b.kind === 'assistant') { children.push(llm(t)); final = t; continue; }
        if (b.kind === 'aider') {
          const err = /did not conform|Failed to apply|SearchReplaceNoExactMatch|Only 3 reflections|Error|error:/.test(t) ? (t.match(/.*(did not conform|Failed to apply|SearchReplaceNoExactMatch|Only 3 reflections|Error|error:).*/) || [''])[0] : null;
          children.push(tool('aider_apply_edits', null, t, err));
        }
      }
    } else {
      file = 'session.jsonl';
      const L = fs.readFileSync(path.join(rd, file), 'utf8').trim().split('\n').map(l => JSON.parse(l));
      let first = true; const pendingArgs = {};
      for (const x of L) {
        if (x.type !== 'message') continue;
        const m = x.message;
        const txt = (c) => Array.isArray(c) ? c.map(p => p.type === 'text' ? p.text : p.type === 'thinking' ? `[thinking] ${p.thinking}` : '').filter(Boolean).join('\n') : String(c ?? '');
        if (m.role === 'user') { if (first) { goal = txt(m.content); first = false; } else children.push(tool('user', null, txt(m.content))); continue; }
        if (m.role === 'assistant') {
          const calls = (m.content || []).filter(p => p.type === 'toolCall');
          for (const c of calls) pendingArgs[c.id] = c.arguments ?? null;
          const t = txt(m.content);
          children.push(llm(t + (calls.length ? (t ? '\n' : '') + calls.map(c => `[tool_call] ${c.name}(${JSON.stringify(c.arguments)})`).join('\n') : '')));
          if (!calls.length && t) final = t;
          if (m.errorMessage) children[children.length - 1].error = String(m.errorMessage).slice(0, 500);
          continue;
        }
        if (m.role === 'toolResult') {
          const out = txt(m.content);
          children.push(tool(m.toolName || 'tool', (pendingArgs[m.toolCallId]) ?? null, out, m.isError ? out.slice(0, 300) : null));
        }
      }
    }
    push(`lemon-${run.replace(/^2026-05-10T/, '')}`, `${meta.repo}@${meta.commit}:${meta.dir}${run}/${file}`, outcome, goal, children, final);
  }
}

// ---------- Sources 3 and 4: tau-bench result files (retail customer-service agent with an LLM-simulated user) ----------
function convertTau(dirName, prefix) {
  const dir = path.join(RAW, dirName);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'SOURCE.json'), 'utf8'));
  for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.json') && f !== 'SOURCE.json').sort()) {
    const arr = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const origName = f.replace(/\.selected\.json$/, '.json');
    const short = origName.replace(/\.json$/, '').replace(/-none-0\.1_range_0-100(_user-none-llm)?/, '').replace(/_(\d{8}|\d{10}|\d_\d\d_\d{4})$/, '');
    for (const r of arr) {
      const t = r.traj || [];
      const children = [];
      let goal = null, final = null;
      const pending = {};
      for (const m of t) {
        if (m.role === 'system') continue;
        if (m.role === 'user') {
          if (goal === null) { goal = m.content; continue; }
          // ReAct-style runs (text 'Action: {...}' in the assistant turn) get the observation back as a user message 'API output: ...'
          if (/^API output:/.test(String(m.content))) {
            const prev = [...children].reverse().find(c => c.type === 'llm');
            const mm = prev && String(prev.output).match(/Action:\s*(\{[\s\S]*\})\s*$/);
            let a = null; try { a = mm ? JSON.parse(mm[1]) : null; } catch { a = null; }
            children.push(tool(a && a.name ? a.name : 'action', a ? (a.arguments ?? null) : null, m.content, /^API output: Error/.test(m.content) ? m.content.slice(0, 300) : null));
            continue;
          }
          children.push(tool('user', null, m.content)); continue;
        }
        if (m.role === 'assistant') {
          const calls = m.tool_calls || [];
          let args = (c) => { try { return JSON.parse(c.function.arguments); } catch { return c.function.arguments; } };
          children.push(llm((m.content || '') + (calls.length ? ((m.content ? '\n' : '') + calls.map(c => `[tool_call] ${c.function.name}(${c.function.arguments})`).join('\n')) : '')));
          for (const c of calls) pending[c.id] = { name: c.function.name, args: args(c) };
          if (!calls.length && m.content) final = m.content;
          continue;
        }
        if (m.role === 'tool') {
          const c = pending[m.tool_call_id] || { name: m.name || 'tool', args: null };
          const out = m.content;
          children.push(tool(c.name, c.args, out, /^Error/.test(String(out)) ? String(out).slice(0, 300) : null));
        }
      }
      const outcome = r.reward === 1 || r.reward === 1.0 ? 'solved' : (typeof r.reward === 'number' ? 'unsolved' : 'unknown');
      const instr = r.info && r.info.task && r.info.task.instruction;
      push(`${prefix}-${short}-task${r.task_id}`, `${meta.repo}@${meta.commit}:${meta.dir}${origName}#task_id=${r.task_id}`, outcome,
        goal + (instr ? `\n\n[simulated user's hidden instruction] ${instr}` : ''), children, final);
    }
  }
}
convertTau('taubench_avaljotsingh', 'tauA');
convertTau('taubench_zenwang', 'tauZ');

fs.writeFileSync(path.join(HERE, 'rows.jsonl'), rows.map(r => JSON.stringify(r)).join('\n') + '\n');
console.log('rows', rows.length);
