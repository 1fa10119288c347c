// Shared helpers for the blind trace benchmark.
// Everything here is deterministic: randomness comes from mulberry32 seeded by a hash of
// the trace_id, and "time" is a virtual clock that starts at a seeded instant and only moves
// when a scenario advances it. No global RNG and no wall-clock reads are used.

export function hash32(str) {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

export class Ctx {
  constructor(traceId, start = '2024-09-16T08:00:00Z') {
    this.traceId = traceId;
    this.rand = mulberry32(hash32(traceId));
    // seeded start within ~120 days after `start`, at a seeded second
    this.t = Date.parse(start) + Math.floor(this.rand() * 120 * 86400) * 1000 + Math.floor(this.rand() * 1000);
    this._counters = {};
  }
  // ---- randomness
  r() { return this.rand(); }
  int(lo, hi) { return lo + Math.floor(this.rand() * (hi - lo + 1)); }
  float(lo, hi, dec = 2) { return Number((lo + this.rand() * (hi - lo)).toFixed(dec)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chance(p) { return this.rand() < p; }
  chars(alphabet, n) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.rand() * alphabet.length)]; return s; }
  hex(n) { return this.chars(HEX, n); }
  b36(n) { return this.chars(B36, n); }
  b62(n) { return this.chars(B62, n); }
  upper(n) { return this.chars(UPPER, n); }
  digits(n) { return this.chars('0123456789', n); }

  // ---- identifiers
  uuid() {
    const h = this.hex(32).split('');
    h[12] = '4';
    h[16] = '89ab'[Math.floor(this.rand() * 4)];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
  ulid() {
    let ts = this.t, head = '';
    for (let i = 0; i < 10; i++) { head = CROCK[ts % 32] + head; ts = Math.floor(ts / 32); }
    return head + this.chars(CROCK, 16);
  }
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  traceHex() { return this.hex(32); }
  spanHex() { return this.hex(16); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  sha256() { return this.hex(64); }
  sha1() { return this.hex(40); }
  git() { return this.hex(7); }
  etag(weak = false) { return (weak ? 'W/' : '') + '"' + this.hex(weak ? 16 : 32) + '"'; }
  tmp(prefix = 'tmp', ext = '') { return `/tmp/${prefix}${this.b36(8)}${ext}`; }
  jobId(prefix = 'job') { return `${prefix}-${this.int(100000, 999999)}`; }
  host(base = 'api') { return `${base}-${this.hex(9)}-${this.b36(5)}`; }
  ip(prefix = '10.') {
    const have = prefix.split('.').filter(Boolean).length;
    const rest = [];
    for (let i = have; i < 4; i++) rest.push(i === 3 ? this.int(2, 254) : this.int(0, 255));
    return prefix + rest.join('.');
  }
  awsReq() { return this.upper(4) + this.digits(4) + this.upper(4) + this.digits(4); }
  ghReq() { return `${this.hex(4).toUpperCase()}:${this.hex(5).toUpperCase()}:${this.hex(7).toUpperCase()}:${this.hex(7).toUpperCase()}:${this.hex(8).toUpperCase()}`; }
  cfRay(pop = 'FRA') { return `${this.hex(16)}-${pop}`; }
  b64(str) { return Buffer.from(str).toString('base64').replace(/=+$/, ''); }

  // ---- counters
  next(name, start = 1, step = 1) {
    if (!(name in this._counters)) this._counters[name] = start;
    else this._counters[name] += step;
    return this._counters[name];
  }
  // remaining-quota style counter that goes down by a few each call
  down(name, start, lo = 1, hi = 3) {
    if (!(name in this._counters)) this._counters[name] = start;
    else this._counters[name] -= this.int(lo, hi);
    return this._counters[name];
  }

  // ---- virtual clock
  adv(ms) { this.t += ms; return this; }
  sec(lo, hi = lo) { this.t += Math.floor((lo + this.rand() * (hi - lo)) * 1000); return this; }
  get now() { return this.t; }
  iso(ms = this.t) { return new Date(ms).toISOString(); }
  isoS(ms = this.t) { return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro(ms = this.t) { return new Date(ms).toISOString().replace('Z', '') + this.digits(3) + '+00:00'; }
  isoOff(offMin = 120, ms = this.t) {
    const d = new Date(ms + offMin * 60000);
    const sign = offMin >= 0 ? '+' : '-';
    const a = Math.abs(offMin);
    return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + `${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
  }
  http(ms = this.t) {
    const d = new Date(ms);
    return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`;
  }
  unix(ms = this.t) { return Math.floor(ms / 1000); }
  unixMs(ms = this.t) { return ms; }
  unixF(ms = this.t) { return Number((ms / 1000).toFixed(3)); }
  syslog(ms = this.t) {
    const d = new Date(ms);
    return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  }
  compact(ms = this.t) { return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  logTs(ms = this.t) { const d = new Date(ms); return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)},${p3(d.getUTCMilliseconds())}`; }
  us(ms = this.t) {
    const d = new Date(ms);
    let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12;
    return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`;
  }
  eu(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  hms(ms = this.t) { return new Date(ms).toISOString().slice(11, 19); }
  date(ms = this.t) { return new Date(ms).toISOString().slice(0, 10); }
  yymmdd(ms = this.t) { return new Date(ms).toISOString().slice(2, 10).replace(/-/g, ''); }

  // ---- durations
  ms(lo, hi) { return this.int(lo, hi); }
  dur(lo = 80, hi = 2400) {
    const m = this.int(lo, hi);
    return m < 1000 ? `${m}ms` : `${(m / 1000).toFixed(2)}s`;
  }
  secs(lo, hi, dec = 2) { return (lo + this.rand() * (hi - lo)).toFixed(dec); }
}

// ---------------------------------------------------------------- spans

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined && extra.error !== null) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
}

export function walk(s, fn, depth = 0, parent = null) {
  fn(s, depth, parent);
  for (const c of s.children || []) walk(c, fn, depth + 1, s);
}

const approxTokens = (x) => Math.max(1, Math.round(JSON.stringify(x ?? '').length / 4));
const str = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
const clip = (x, n = 600) => { const s = str(x); return s.length > n ? s.slice(0, n) + '…' : s; };

// keep the system prompt, the first user turn and the last k messages (tracers with a
// message-size cap record the conversation like this)
function windowed(messages, k = 4) {
  if (messages.length <= 2 + k) return messages.slice();
  return [...messages.slice(0, 2), ...messages.slice(-k)];
}

// ------------------------------------------------ plain message-level (OpenAI chat format)
export class PlainChat {
  constructor(ctx, { name = 'agent', model = 'gpt-4o-2024-08-06', system, user, tools = [], llmName = 'openai.chat.completions', rootMeta = {} }) {
    Object.assign(this, { ctx, name, model, tools, llmName, rootMeta });
    this.goal = user;
    this.messages = [{ role: 'system', content: system }, { role: 'user', content: user }];
    this.children = [];
    this.pending = [];
    this.promptTok = approxTokens(system) + approxTokens(user) + 40 * tools.length;
  }
  userTurn(text) { this.messages.push({ role: 'user', content: text }); this.promptTok += approxTokens(text); }
  llm(content, calls = [], extra = {}) {
    const ctx = this.ctx;
    ctx.sec(0.8, 6);
    const tool_calls = calls.map((c) => ({ id: 'call_' + ctx.b62(24), type: 'function', function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) } }));
    const msg = { role: 'assistant', content: content ?? null };
    if (tool_calls.length) msg.tool_calls = tool_calls;
    const input = { model: this.model, messages: windowed(this.messages), temperature: extra.temperature ?? 0.2 };
    if (this.messages.length > 6) input.messages_omitted = this.messages.length - 6;
    if (this.tools.length) input.tools = this.tools;
    const completion = approxTokens(msg);
    this.promptTok += completion + 3;
    const s = span('llm', this.llmName, input, msg, [], {
      error: extra.error,
      metadata: { id: 'chatcmpl-' + ctx.b62(29), created: ctx.unix(), finish_reason: tool_calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: this.promptTok + ctx.int(0, 30), completion_tokens: completion, total_tokens: this.promptTok + completion }, system_fingerprint: 'fp_' + ctx.hex(10), latency_ms: ctx.int(600, 5200) },
    });
    this.children.push(s);
    this.messages.push(msg);
    this.pending.push(...tool_calls);
    return s;
  }
  tool(output, extra = {}) {
    const ctx = this.ctx;
    const tc = this.pending.shift();
    if (!tc) throw new Error('tool() without pending call');
    ctx.sec(0.2, extra.slow ? 20 : 3);
    let args;
    try { args = extra.rawArgs ? tc.function.arguments : JSON.parse(tc.function.arguments); } catch { args = tc.function.arguments; }
    const s = span('tool', tc.function.name, args, extra.error && output === undefined ? null : output, extra.children || [], {
      error: extra.error,
      metadata: { tool_call_id: tc.id, duration_ms: ctx.int(40, extra.slow ? 9000 : 1800), ...(extra.metadata || {}) },
    });
    this.children.push(s);
    const content = extra.error ? `Error: ${extra.error}` : clip(output, 900);
    this.messages.push({ role: 'tool', tool_call_id: tc.id, content });
    this.promptTok += approxTokens(content);
    return s;
  }
  add(s) { this.children.push(s); return s; }
  finish(output, extra = {}) {
    return span('agent', this.name, { goal: this.goal }, output, this.children, {
      error: extra.error,
      metadata: { model: this.model, run_id: this.ctx.uuid(), ...this.rootMeta, ...(extra.metadata || {}) },
    });
  }
}

// ------------------------------------------------ LangGraph (node spans, ChatModel under them)
export class LangGraphRun {
  constructor(ctx, { graph = 'LangGraph', model = 'gpt-4o', llmName = 'ChatOpenAI', system, user, threadId, reprArgs = false }) {
    Object.assign(this, { ctx, graph, model, llmName, reprArgs });
    this.goal = user;
    this.threadId = threadId || ctx.uuid();
    this.messages = [{ type: 'system', content: system }, { type: 'human', content: user }];
    this.children = [];
    this.step = 0;
    this.pending = [];
    this.tok = approxTokens(system) + approxTokens(user);
  }
  _meta(node, triggers) {
    this.step += 1;
    return { langgraph_step: this.step, langgraph_node: node, langgraph_triggers: triggers, langgraph_path: ['__pregel_pull', node], thread_id: this.threadId, checkpoint_ns: `${node}:${this.ctx.uuid()}`, run_id: this.ctx.uuid() };
  }
  agent(content, calls = [], opts = {}) {
    const ctx = this.ctx;
    const node = opts.node || 'agent';
    ctx.sec(1, 7);
    const tool_calls = calls.map((c) => ({ name: c.name, args: c.args, id: (this.llmName === 'ChatAnthropic' ? 'toolu_' : 'call_') + ctx.b62(24), type: 'tool_call' }));
    const ai = { type: 'ai', content: content ?? '', tool_calls };
    const out = this.tok;
    const gen = approxTokens(ai);
    this.tok += gen;
    const anth = this.llmName === 'ChatAnthropic';
    const llm = span('llm', this.llmName, { messages: [windowed(this.messages, 5)] }, {
      generations: [[{ text: content ?? '', generation_info: anth ? { stop_reason: tool_calls.length ? 'tool_use' : 'end_turn', id: 'msg_01' + ctx.b62(22) } : { finish_reason: tool_calls.length ? 'tool_calls' : 'stop' }, type: 'ChatGeneration', message: ai }]],
      llm_output: anth ? { usage: { input_tokens: out, output_tokens: gen, cache_read_input_tokens: 0 }, model_name: this.model } : { token_usage: { prompt_tokens: out, completion_tokens: gen, total_tokens: out + gen }, model_name: this.model, system_fingerprint: 'fp_' + ctx.hex(10) },
    }, [], { metadata: { ls_provider: this.llmName === 'ChatAnthropic' ? 'anthropic' : 'openai', ls_model_name: this.model, ls_temperature: 0, run_id: ctx.uuid() } });
    const triggers = this.step === 0 ? ['branch:to:agent', '__start__'] : ['branch:to:' + node];
    const s = span('chain', node, { messages: [this.messages[this.messages.length - 1]] }, { messages: [ai] }, [...(opts.before || []), llm], { metadata: this._meta(node, triggers) });
    this.children.push(s);
    this.messages.push(ai);
    this.pending.push(...tool_calls);
    return s;
  }
  // results: array aligned with pending tool calls: {output, error, children}
  tools(results, opts = {}) {
    const ctx = this.ctx;
    const node = opts.node || 'tools';
    const kids = [];
    const msgs = [];
    for (const r of results) {
      const tc = this.pending.shift();
      if (!tc) throw new Error('tools() without pending call');
      ctx.sec(0.2, r.slow ? 25 : 4);
      const input = this.reprArgs ? pyRepr(tc.args) : tc.args;
      kids.push(span('tool', tc.name, input, r.error && r.output === undefined ? null : r.output, r.children || [], { error: r.error, metadata: { tool_call_id: tc.id, run_id: ctx.uuid() } }));
      const content = r.error ? `Error: ${r.error}\n Please fix your mistakes.` : clip(r.output, 900);
      const tm = { type: 'tool', content, tool_call_id: tc.id, name: tc.name, status: r.error ? 'error' : 'success' };
      msgs.push(tm);
      this.messages.push(tm);
      this.tok += approxTokens(content);
    }
    const s = span('chain', node, { messages: [this.messages[this.messages.length - 1 - msgs.length]] }, { messages: msgs }, kids, { metadata: this._meta(node, ['branch:agent:should_continue:tools']) });
    this.children.push(s);
    return s;
  }
  node(name, input, output, children = [], extra = {}) {
    this.ctx.sec(0.1, 2);
    const s = span(extra.type || 'chain', name, input, output, children, { error: extra.error, metadata: { ...this._meta(name, ['branch:to:' + name]), ...(extra.metadata || {}) } });
    this.children.push(s);
    return s;
  }
  human(text) { this.messages.push({ type: 'human', content: text }); }
  finish(output, extra = {}) {
    return span('agent', this.graph, { messages: [{ type: 'human', content: this.goal }] }, output, this.children, {
      error: extra.error,
      metadata: { thread_id: this.threadId, recursion_limit: extra.recursionLimit ?? 25, langgraph_version: '0.2.39', ...(extra.metadata || {}) },
    });
  }
}

export function pyRepr(v) {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return "'" + v.replace(/'/g, "\\'") + "'";
  if (Array.isArray(v)) return '[' + v.map(pyRepr).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => `'${k}': ${pyRepr(x)}`).join(', ') + '}';
}

// ------------------------------------------------ OpenAI Agents SDK (agent/response/function/handoff spans)
export class AgentsRun {
  constructor(ctx, { workflow = 'Agent workflow', agent, model = 'gpt-4o', instructions, user, tools = [], handoffs = [], groupId }) {
    Object.assign(this, { ctx, workflow, model, instructions, tools, handoffs });
    this.goal = user;
    this.traceId = 'trace_' + ctx.hex(32);
    this.groupId = groupId;
    this.items = [{ role: 'user', content: user }];
    this.agentSpans = [];
    this._newAgent(agent, tools, handoffs);
    this.pending = [];
    this.tok = approxTokens(instructions) + approxTokens(user) + 60 * tools.length;
  }
  _newAgent(name, tools, handoffs) {
    const s = span('agent', name, null, null, [], { metadata: { span_id: 'span_' + this.ctx.hex(24), tools, handoffs, output_type: 'str' } });
    this.agentSpans.push(s);
    this.cur = s;
  }
  response(text, calls = [], extra = {}) {
    const ctx = this.ctx;
    ctx.sec(0.9, 8);
    const out = [];
    if (extra.reasoning) out.push({ type: 'reasoning', id: 'rs_' + ctx.hex(40), summary: [{ type: 'summary_text', text: extra.reasoning }] });
    if (text) out.push({ type: 'message', id: 'msg_' + ctx.hex(40), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
    const fcs = calls.map((c) => ({ type: 'function_call', id: 'fc_' + ctx.hex(40), call_id: 'call_' + ctx.b62(24), name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args), status: 'completed' }));
    out.push(...fcs);
    const gen = approxTokens(out);
    const input = this.items.length > 7 ? [...this.items.slice(0, 1), ...this.items.slice(-5)] : this.items.slice();
    const s = span('llm', 'response', input, out, [], {
      error: extra.error,
      metadata: { span_id: 'span_' + ctx.hex(24), response_id: 'resp_' + ctx.hex(48), model: extra.model || this.model, usage: { input_tokens: this.tok, output_tokens: gen, total_tokens: this.tok + gen, input_tokens_details: { cached_tokens: Math.max(0, Math.floor(this.tok * 0.6) - ctx.int(0, 200)) } } },
    });
    this.tok += gen;
    this.cur.children.push(s);
    this.items.push(...out.filter((o) => o.type !== 'reasoning'));
    this.pending.push(...fcs);
    return s;
  }
  fn(output, extra = {}) {
    const ctx = this.ctx;
    const fc = this.pending.shift();
    if (!fc) throw new Error('fn() without pending call');
    ctx.sec(0.2, extra.slow ? 30 : 4);
    const outStr = extra.error && output === undefined ? null : typeof output === 'string' ? output : JSON.stringify(output);
    const s = span('tool', fc.name, fc.arguments, outStr, extra.children || [], { error: extra.error, metadata: { span_id: 'span_' + ctx.hex(24), span_type: 'function', mcp_data: null } });
    this.cur.children.push(s);
    const content = extra.error ? `An error occurred while running the tool. Please try again. Error: ${extra.error}` : clip(outStr, 900);
    this.items.push({ type: 'function_call_output', call_id: fc.call_id, output: content });
    this.tok += approxTokens(content);
    return s;
  }
  handoff(toAgent, tools = [], handoffs = []) {
    const ctx = this.ctx;
    const fc = this.pending.shift();
    const from = this.cur.name;
    const h = span('handoff', 'handoff', { from_agent: from }, { to_agent: toAgent }, [], { metadata: { span_id: 'span_' + ctx.hex(24) } });
    this.cur.children.push(h);
    if (fc) this.items.push({ type: 'function_call_output', call_id: fc.call_id, output: JSON.stringify({ assistant: toAgent }) });
    this._newAgent(toAgent, tools, handoffs);
  }
  guardrail(name, triggered, extra = {}) {
    const s = span('guardrail', name, extra.input ?? null, { triggered }, [], { metadata: { span_id: 'span_' + this.ctx.hex(24) } });
    this.cur.children.push(s);
  }
  custom(type, name, input, output, extra = {}) {
    const s = span(type, name, input, output, extra.children || [], { error: extra.error, metadata: { span_id: 'span_' + this.ctx.hex(24), ...(extra.metadata || {}) } });
    this.cur.children.push(s);
    return s;
  }
  finish(finalOutput, extra = {}) {
    this.agentSpans[0].input = this.goal;
    this.cur.output = finalOutput;
    if (extra.error) this.cur.error = extra.error;
    return span('agent', this.workflow, this.goal, finalOutput, this.agentSpans, {
      error: extra.error,
      metadata: { trace_id: this.traceId, group_id: this.groupId ?? null, sdk: 'openai-agents-python 0.3.3', ...(extra.metadata || {}) },
    });
  }
}

// ------------------------------------------------ Mastra (agent run / model generation / tool call spans)
export class MastraRun {
  constructor(ctx, { agentId, agentName, model = 'gpt-4o-mini', provider = 'openai', instructions, user, resourceId, threadId }) {
    Object.assign(this, { ctx, agentId, agentName, model, provider, instructions });
    this.goal = user;
    this.runId = ctx.uuid();
    this.threadId = threadId || ctx.uuid();
    this.resourceId = resourceId || 'user_' + ctx.b36(10);
    this.messages = [{ role: 'system', content: instructions }, { role: 'user', content: user }];
    this.children = [];
    this.pending = [];
    this.stepIndex = 0;
    this.tok = approxTokens(instructions) + approxTokens(user);
  }
  llm(text, calls = [], extra = {}) {
    const ctx = this.ctx;
    ctx.sec(0.7, 6);
    const toolCalls = calls.map((c) => ({ type: 'tool-call', toolCallId: 'call_' + ctx.b62(24), toolName: c.name, args: c.args }));
    const gen = approxTokens({ text, toolCalls });
    const s = span('llm', `llm: '${this.model}'`, { messages: windowed(this.messages, 4) }, { text: text ?? '', toolCalls, finishReason: toolCalls.length ? 'tool-calls' : extra.finishReason || 'stop', usage: { promptTokens: this.tok, completionTokens: gen, totalTokens: this.tok + gen } }, [], {
      error: extra.error,
      metadata: { spanType: 'model_generation', provider: this.provider, streaming: !!extra.streaming, stepIndex: this.stepIndex++, resultType: 'tool-result' },
    });
    this.tok += gen;
    this.children.push(s);
    const content = [];
    if (text) content.push({ type: 'text', text });
    for (const tc of toolCalls) content.push(tc);
    this.messages.push({ role: 'assistant', content });
    this.pending.push(...toolCalls);
    return s;
  }
  tool(output, extra = {}) {
    const ctx = this.ctx;
    const tc = this.pending.shift();
    if (!tc) throw new Error('tool() without pending call');
    ctx.sec(0.1, extra.slow ? 25 : 3);
    const s = span('tool', `tool: '${tc.toolName}'`, tc.args, extra.error && output === undefined ? null : output, extra.children || [], {
      error: extra.error,
      metadata: { spanType: 'tool_call', toolId: tc.toolName, toolCallId: tc.toolCallId, toolDescription: extra.description, success: !extra.error },
    });
    this.children.push(s);
    const res = extra.error ? { error: extra.error } : output;
    this.messages.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: tc.toolCallId, toolName: tc.toolName, result: typeof res === 'string' ? clip(res, 900) : res }] });
    this.tok += approxTokens(res);
    return s;
  }
  step(stepId, input, output, children = [], extra = {}) {
    this.ctx.sec(0.1, 2);
    const s = span('workflow_step', `workflow step: '${stepId}'`, input, output, children, { error: extra.error, metadata: { spanType: 'workflow_step', stepId, status: extra.error ? 'failed' : 'success' } });
    this.children.push(s);
    return s;
  }
  finish(output, extra = {}) {
    if (output === undefined) {
      const last = [...this.children].reverse().find((c) => c.type === 'llm') || { output: {} };
      const usage = this.children.filter((c) => c.type === 'llm').reduce((a, c) => ({ promptTokens: a.promptTokens + c.output.usage.promptTokens, completionTokens: a.completionTokens + c.output.usage.completionTokens }), { promptTokens: 0, completionTokens: 0 });
      output = { text: last.output.text ?? '', finishReason: last.output.finishReason, steps: this.stepIndex, usage };
    }
    return span('agent', `agent run: '${this.agentId}'`, { messages: [{ role: 'user', content: this.goal }] }, output, this.children, {
      error: extra.error,
      metadata: { spanType: 'agent_run', agentId: this.agentId, agentName: this.agentName, runId: this.runId, threadId: this.threadId, resourceId: this.resourceId, maxSteps: extra.maxSteps ?? 10, ...(extra.metadata || {}) },
    });
  }
}

// ------------------------------------------------ OpenAI Swarm (message-level with sender + handoff functions)
export class SwarmRun {
  constructor(ctx, { agent, model = 'gpt-4o', instructions, user, contextVariables = {} }) {
    Object.assign(this, { ctx, agent, model, instructions, contextVariables });
    this.startAgent = agent;
    this.goal = user;
    this.history = [{ role: 'user', content: user }];
    this.children = [];
    this.pending = [];
  }
  llm(content, calls = [], extra = {}) {
    const ctx = this.ctx;
    ctx.sec(0.8, 5);
    const tool_calls = calls.map((c) => ({ id: 'call_' + ctx.b62(24), type: 'function', function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) } }));
    const msg = { content: content ?? null, refusal: null, role: 'assistant', audio: null, function_call: null, tool_calls: tool_calls.length ? tool_calls : null, sender: this.agent };
    const hist = this.history.length > 6 ? this.history.slice(-6) : this.history.slice();
    const s = span('llm', 'chat.completions.create', { model: this.model, messages: [{ role: 'system', content: this.instructions }, ...hist], tool_choice: null, parallel_tool_calls: true, stream: false }, msg, [], { error: extra.error, metadata: { agent: this.agent, completion_id: 'chatcmpl-' + ctx.b62(29) } });
    this.children.push(s);
    this.history.push(msg);
    this.pending.push(...tool_calls);
    return s;
  }
  tool(output, extra = {}) {
    const ctx = this.ctx;
    const tc = this.pending.shift();
    if (!tc) throw new Error('tool() without pending call');
    ctx.sec(0.2, extra.slow ? 20 : 3);
    const args = JSON.parse(tc.function.arguments);
    let out = output;
    if (extra.handoff) out = { assistant: extra.handoff };
    const s = span('tool', tc.function.name, args, extra.error && output === undefined ? null : out, extra.children || [], { error: extra.error, metadata: { tool_call_id: tc.id, agent: this.agent } });
    this.children.push(s);
    const content = extra.error ? `Error: ${extra.error}` : extra.handoff ? JSON.stringify({ assistant: extra.handoff }) : typeof output === 'string' ? output : JSON.stringify(output);
    this.history.push({ role: 'tool', tool_call_id: tc.id, tool_name: tc.function.name, content: clip(content, 900) });
    if (extra.handoff) { this.agent = extra.handoff; if (extra.instructions) this.instructions = extra.instructions; }
    if (extra.context) Object.assign(this.contextVariables, extra.context);
    return s;
  }
  finish(output, extra = {}) {
    if (output === undefined) output = { messages: this.history.slice(-2), message_count: this.history.length - 1, agent: { name: this.agent, model: this.model }, context_variables: this.contextVariables };
    return span('agent', 'swarm.run', { agent: this.startAgent, messages: [{ role: 'user', content: this.goal }], context_variables: extra.initialContext ?? {}, max_turns: extra.maxTurns ?? 'inf', execute_tools: true }, output, this.children, {
      error: extra.error,
      metadata: { final_agent: this.agent, context_variables: this.contextVariables, ...(extra.metadata || {}) },
    });
  }
}

// ------------------------------------------------ Aider-style coding chat
export class AiderRun {
  constructor(ctx, { model = 'claude-3-5-sonnet-20241022', editFormat = 'diff', files = [], repo, user, version = '0.63.1' }) {
    Object.assign(this, { ctx, model, editFormat, files, repo, version });
    this.goal = user;
    this.children = [];
    this.convo = [{ role: 'user', content: user }];
    this.sessionCost = 0;
  }
  user(text) {
    this.ctx.sec(3, 40);
    this.convo.push({ role: 'user', content: text });
    this.children.push(span('user', 'user_message', null, text, []));
  }
  llm(text, extra = {}) {
    const ctx = this.ctx;
    ctx.sec(4, 25);
    const sent = ctx.int(5, 24) * 1000 + ctx.int(0, 999);
    const recv = Math.max(60, Math.round(text.length / 3.6));
    const cost = Number(((sent * 3 + recv * 15) / 1e6).toFixed(4));
    this.sessionCost = Number((this.sessionCost + cost).toFixed(4));
    const hist = this.convo.length > 5 ? this.convo.slice(-5) : this.convo.slice();
    const s = span('llm', 'send_completion', { model: this.model, messages: [{ role: 'system', content: `Act as an expert software developer. Always use best practices when coding... (${this.editFormat} edit format)` }, ...hist] }, text, [], {
      error: extra.error,
      metadata: { tokens_sent: sent, tokens_received: recv, cost_usd: cost, session_cost_usd: this.sessionCost, edit_format: this.editFormat },
    });
    this.children.push(s);
    this.convo.push({ role: 'assistant', content: text });
    return s;
  }
  apply(output, extra = {}) {
    this.ctx.sec(0.1, 0.6);
    const s = span('tool', 'apply_updates', extra.input ?? { edit_format: this.editFormat }, extra.error && output === undefined ? null : output, [], { error: extra.error });
    this.children.push(s);
    if (extra.error) this.convo.push({ role: 'user', content: extra.error });
    return s;
  }
  run(cmd, output, extra = {}) {
    this.ctx.sec(1, extra.slow ? 90 : 15);
    const s = span('tool', extra.name || 'run_cmd', { cmd, cwd: this.repo }, output, [], { error: extra.error, metadata: { exit_code: extra.exitCode ?? 0 } });
    this.children.push(s);
    if (extra.shareOutput !== false) this.convo.push({ role: 'user', content: `Output of: ${cmd}\n${clip(output, 700)}` });
    return s;
  }
  commit(message) {
    const ctx = this.ctx;
    ctx.sec(0.2, 1);
    const h = ctx.git();
    const s = span('tool', 'git_commit', { message }, `Commit ${h} ${message}`, [], { metadata: { commit: h } });
    this.children.push(s);
    return h;
  }
  add(s) { this.children.push(s); return s; }
  finish(output, extra = {}) {
    return span('agent', 'aider', { argv: `aider --model ${this.model} ${this.files.join(' ')}`, repo: this.repo, files: this.files, goal: this.goal }, output, this.children, {
      error: extra.error,
      metadata: { aider_version: this.version, main_model: this.model, edit_format: this.editFormat, repo_map_tokens: 1024, session_cost_usd: this.sessionCost, ...(extra.metadata || {}) },
    });
  }
}

// small helpers for building HTTP-ish tool outputs
export function httpResp(status, headers, body) {
  return { status, headers, body };
}
export const J = (x) => JSON.stringify(x);
export const JP = (x) => JSON.stringify(x, null, 2);
