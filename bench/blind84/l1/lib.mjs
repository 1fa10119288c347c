// Deterministic helpers: PRNG, volatile-noise makers, span builders, a small run recorder.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
export function rngFor(id) {
  const f = mulberry32(hashStr(id));
  const r = () => f();
  r.int = (a, b) => a + Math.floor(f() * (b - a + 1));
  r.pick = (arr) => arr[Math.floor(f() * arr.length)];
  r.chance = (p) => f() < p;
  r.hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(f() * 16)]; return s; };
  r.b62 = (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(f() * 62)]; return s; };
  r.shuffle = (arr) => { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
  return r;
}
// ---- clock (virtual, advanced explicitly) ----
export class Clock {
  constructor(startIso) { this.t = Date.parse(startIso); }
  tick(ms) { this.t += ms; return this.t; }
  iso() { return new Date(this.t).toISOString(); }
  http() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  ms() { return this.t; }
  log() { return new Date(this.t).toISOString().replace('T', ' ').replace('Z', ''); } // 2026-03-01 10:22:01.123
  clf() { const d = new Date(this.t); const M = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']; const p = (x) => String(x).padStart(2, '0'); return `${p(d.getUTCDate())}/${M[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`; }
  hms() { return new Date(this.t).toISOString().slice(11, 19); }
}
// ---- noise ----
export const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
export const reqId = (r, p = 'req_') => p + r.b62(24);
export const sha = (r, n = 40) => r.hex(n);
export const dur = (r, a = 0.05, b = 4) => (a + r() * (b - a)).toFixed(2) + 's';
export const ms = (r, a = 3, b = 900) => r.int(a, b);
export const tmp = (r, pre = 'tmp') => `/tmp/${pre}${r.b62(8).toLowerCase()}`;
export const host = (r, base = 'api', n = 12) => `${base}-${r.int(1, n)}.${r.pick(['us-east-1', 'eu-west-1', 'us-west-2'])}.internal`;
export const pod = (r, base) => `${base}-${r.hex(10).slice(0, 9)}-${r.b62(5).toLowerCase()}`;
export const etag = (r) => `W/"${r.hex(8)}-${r.hex(16)}"`;
export const traceparent = (r) => `00-${r.hex(32)}-${r.hex(16)}-01`;
export const addr = (r) => '0x7f' + r.hex(10);
export function rateHeaders(r, limit = 5000) { const rem = r.int(100, limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(1772000000 + r.int(0, 99999)) }; }
export function httpResp(r, clock, status, body, extra = {}) {
  return { status, headers: { date: clock.http(), 'content-type': 'application/json; charset=utf-8', 'x-request-id': uuid(r), server: r.pick(['nginx/1.25.3', 'envoy', 'cloudflare', 'gunicorn']), ...extra }, body };
}
// ---- spans ----
export function span(type, name, input, output, extra = {}) { const s = { type, name, input, output, children: [] }; if (extra.error) s.error = extra.error; if (extra.metadata) s.metadata = extra.metadata; if (extra.children) s.children = extra.children; return s; }
export const countSpans = (s) => 1 + s.children.reduce((a, c) => a + countSpans(c), 0);

// ---- recorder: maps (thought, tool call, result) to spans in one of several tracer styles ----
// styles: openai (llm then sibling tool), anthropic (content blocks), otel (gen_ai attributes, tool nested under llm),
// langgraph (chain node "agent" containing llm, node "tools" containing tool), swe (SWE-agent DISCUSSION + command),
// browser (browser-use AgentOutput JSON), cc (Claude Code transcript-like)
export class Run {
  constructor(id, style, goal, opts = {}) {
    this.id = id; this.style = style; this.goal = goal; this.r = rngFor(id);
    this.clock = new Clock(opts.start || '2026-02-17T09:12:04.000Z');
    this.model = opts.model || { openai: 'gpt-4o-2024-08-06', anthropic: 'claude-3-5-sonnet-20241022', otel: 'gpt-4.1', langgraph: 'gpt-4o-mini', swe: 'claude-3-7-sonnet-20250219', browser: 'gpt-4o', cc: 'claude-sonnet-4-20250514' }[style];
    this.system = opts.system || 'You are a helpful agent.';
    this.root = span('agent', opts.agentName || 'agent', { task: goal }, null, { metadata: opts.rootMeta || { framework: style, run_id: uuid(this.r) } });
    this.stack = [this.root]; this.turn = 0; this.hist = [{ role: 'user', content: goal }]; this.callN = 0;
  }
  get cur() { return this.stack[this.stack.length - 1]; }
  add(s) { this.cur.children.push(s); return s; }
  _inMsgs() { const h = this.hist.slice(-4); return { model: this.model, messages: [{ role: 'system', content: this.system }, ...(this.hist.length > 4 ? [{ role: 'system', content: `[${this.hist.length - 4} earlier messages omitted]` }] : []), ...h] }; }
  _meta() { const it = this.r.int(900, 24000) + this.turn * 350; return { model: this.model, usage: { input_tokens: it, output_tokens: this.r.int(40, 600) }, latency_ms: this.r.int(700, 9000) }; }
  // one agent turn: thought text + tool call + tool result
  step(thought, tool, args, result, o = {}) {
    this.turn++; this.clock.tick(this.r.int(1500, 12000));
    const id = (this.style === 'anthropic' || this.style === 'cc') ? 'toolu_01' + this.r.b62(22) : 'call_' + this.r.b62(24);
    const st = this.style; let llm; let argsOut = args;
    if (st === 'openai' || st === 'otel' || st === 'langgraph') {
      const tc = { id, type: 'function', function: { name: tool, arguments: JSON.stringify(args) } };
      llm = span('llm', st === 'otel' ? `chat ${this.model}` : (st === 'langgraph' ? 'ChatOpenAI' : 'openai.chat.completions'), this._inMsgs(), { role: 'assistant', content: thought || null, tool_calls: [tc] }, { metadata: st === 'otel' ? { 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.usage.input_tokens': this.r.int(900, 30000), 'gen_ai.usage.output_tokens': this.r.int(30, 500), 'gen_ai.response.finish_reasons': ['tool_calls'] } : this._meta() });
    } else if (st === 'anthropic' || st === 'cc') {
      const content = []; if (thought) content.push({ type: 'text', text: thought }); content.push({ type: 'tool_use', id, name: tool, input: args });
      llm = span('llm', st === 'cc' ? 'assistant' : 'anthropic.messages.create', this._inMsgs(), { content, stop_reason: 'tool_use' }, { metadata: this._meta() });
    } else if (st === 'swe') {
      llm = span('llm', 'model.query', this._inMsgs(), `DISCUSSION\n${thought}\n\n\`\`\`\n${typeof args === 'string' ? args : args.command}\n\`\`\``, { metadata: { ...this._meta(), step: this.turn } });
    } else if (st === 'browser') {
      llm = span('llm', 'ChatOpenAI.get_next_action', this._inMsgs(), { current_state: { evaluation_previous_goal: o.eval || 'Unknown', memory: o.memory || '', next_goal: thought }, action: [{ [tool]: args }] }, { metadata: this._meta() });
    }
    this.clock.tick(this.r.int(80, 4000));
    const tname = st === 'otel' ? `execute_tool ${tool}` : tool;
    const t = span('tool', tname, argsOut, result, { error: o.error, metadata: o.meta || (st === 'otel' ? { 'gen_ai.tool.call.id': id, 'gen_ai.operation.name': 'execute_tool' } : { tool_call_id: id }) });
    if (st === 'otel') { llm.children.push(t); this.add(llm); }
    else if (st === 'langgraph') { this.add(span('chain', 'agent', { messages: `[${this.hist.length} msgs]` }, null, { children: [llm] })); this.add(span('chain', 'tools', { tool_calls: [tool] }, null, { children: [t] })); }
    else { this.add(llm); this.add(t); }
    this.hist.push({ role: 'assistant', content: thought ? thought.slice(0, 400) : null, tool_calls: [{ name: tool }] });
    this.hist.push({ role: 'tool', name: tool, content: (typeof result === 'string' ? result : String(JSON.stringify(result ?? o.error ?? null))).slice(0, 300) });
    return t;
  }
  // a model turn with only text (final answer, message to user, or reasoning)
  say(text, o = {}) {
    this.turn++; this.clock.tick(this.r.int(1500, 9000));
    const st = this.style; let out;
    if (st === 'anthropic' || st === 'cc') out = { content: [{ type: 'text', text }], stop_reason: 'end_turn' };
    else if (st === 'swe') out = text; else if (st === 'browser') out = { current_state: { evaluation_previous_goal: o.eval || 'Success', memory: o.memory || '', next_goal: text }, action: [{ done: { text, success: o.success ?? true } }] };
    else out = { role: 'assistant', content: text };
    const l = span('llm', o.name || (st === 'otel' ? `chat ${this.model}` : st === 'cc' ? 'assistant' : 'llm'), this._inMsgs(), out, { metadata: this._meta() });
    if (st === 'langgraph') this.add(span('chain', 'agent', { messages: `[${this.hist.length} msgs]` }, null, { children: [l] })); else this.add(l);
    this.hist.push({ role: 'assistant', content: text.slice(0, 400) });
    return l;
  }
  user(text) { this.hist.push({ role: 'user', content: text }); }
  // nested sub-agent span; fn runs with it as current parent
  sub(name, input, fn, type = 'agent') { const s = this.add(span(type, name, input, null)); this.stack.push(s); const out = fn(s); this.stack.pop(); s.output = out ?? null; return s; }
  finish(output) { this.root.output = output; return this; }
}
export function row(fam, n, isolates, loop, stagnation, run) {
  return { trace_id: `${fam}-${String(n).padStart(2, '0')}`, family: fam, isolates, loop, stagnation, goal: run.goal, root: run.root };
}
