// lib.mjs - deterministic helpers for the blind agent-trace benchmark.
// No Math.random and no clock reads: every value comes from a mulberry32 PRNG
// seeded from a hash of the trace_id, and every timestamp from a synthetic clock.

// ---------------------------------------------------------------- PRNG / hash
export function hash32(str) {
  // FNV-1a followed by a murmur3 finaliser
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOWER36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const pad = (n, w = 2) => String(n).padStart(w, '0');

export const clone = (x) => (x === undefined ? null : JSON.parse(JSON.stringify(x)));
export const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));

// Python-style repr of a JSON value, as LangChain tool spans record their input string
export function pyRepr(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return "'" + v.replace(/\\/g, '\\\\').replace(/'/g, "\\'") + "'";
  if (Array.isArray(v)) return '[' + v.map(pyRepr).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => pyRepr(k) + ': ' + pyRepr(x)).join(', ') + '}';
}

// ---------------------------------------------------------------- context
export class Ctx {
  constructor(traceId) {
    this.traceId = traceId;
    this.seed = hash32(traceId);
    this.rand = mulberry32(this.seed);
    const base = Date.UTC(2024, 8, 2); // 2024-09-02
    this.t = base + this.int(0, 330) * 86400000 + this.int(7 * 3600, 18 * 3600) * 1000 + this.int(0, 999);
    this.t0 = this.t;
  }
  // pin the synthetic clock to a scenario date (keeps hard-coded dates in the story consistent)
  setStart(isoString) { this.t = Date.parse(isoString) + this.int(0, 59999); this.t0 = this.t; return this.t; }
  r() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  float(a, b, d = 2) { return Number((a + this.rand() * (b - a)).toFixed(d)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chance(p) { return this.rand() < p; }
  from(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.rand() * alpha.length)]; return s; }
  hex(n) { return this.from(HEX, n); }
  b62(n) { return this.from(ALNUM, n); }
  b36(n) { return this.from(LOWER36, n); }
  b64u(n) { return this.from(B64URL, n); }
  upper(n) { return this.from(UPPER, n); }
  digits(n) { return this.from('0123456789', n); }

  // ---- clock
  tick(a = 200, b = 2500) { this.t += this.int(a, b); return this.t; }
  sleep(ms) { this.t += ms; return this.t; }
  at(offsetMs) { return this.t + offsetMs; }

  // ---- ids
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  uuid7(t = this.t) {
    const ts = t.toString(16).padStart(12, '0');
    const h = this.hex(20);
    return `${ts.slice(0, 8)}-${ts.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[this.int(0, 3)]}${h.slice(3, 6)}-${h.slice(6, 18)}`;
  }
  ulid(t = this.t) {
    let n = t, s = '';
    for (let i = 0; i < 10; i++) { s = CROCK[n % 32] + s; n = Math.floor(n / 32); }
    return s + this.from(CROCK, 16);
  }
  reqId(prefix = 'req_', n = 24) { return prefix + this.b62(n); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  etag(weak = false) { return (weak ? 'W/' : '') + '"' + this.hex(weak ? 16 : 32) + '"'; }
  sha256() { return this.hex(64); }
  gitSha() { return this.hex(40); }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  pubIp() { return `${this.pick([34, 35, 52, 54, 104, 146, 185])}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  host(prefix, domain = 'internal') { return `${prefix}-${this.pick(['a', 'b', 'c'])}${this.int(1, 14)}.${this.pick(['use1', 'use2', 'euw1', 'euc1', 'usw2'])}.${domain}`; }
  pod(name) { return `${name}-${this.hex(9).replace(/^[0-9]/, '7')}-${this.b36(5)}`; }
  tmp(prefix = '/tmp/tmp') { return prefix + this.b36(8); }
  jobId(prefix = 'job_') { return prefix + this.b36(12); }

  // ---- durations
  ms(a = 20, b = 900) { return this.int(a, b); }
  dur(a = 0.05, b = 3) { return this.float(a, b, 3) + 's'; }

  // ---- dates
  parts(t = this.t) {
    const d = new Date(t);
    return { Y: d.getUTCFullYear(), M: d.getUTCMonth(), D: d.getUTCDate(), h: d.getUTCHours(), m: d.getUTCMinutes(), s: d.getUTCSeconds(), ms: d.getUTCMilliseconds(), w: d.getUTCDay() };
  }
  iso(t = this.t) { return new Date(t).toISOString(); }
  isoS(t = this.t) { return new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro(t = this.t) { return new Date(t).toISOString().replace(/Z$/, this.digits(3) + '+00:00'); }
  isoLocal(offMin, t = this.t) {
    const p = this.parts(t + offMin * 60000);
    const sign = offMin < 0 ? '-' : '+'; const a = Math.abs(offMin);
    return `${p.Y}-${pad(p.M + 1)}-${pad(p.D)}T${pad(p.h)}:${pad(p.m)}:${pad(p.s)}${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
  }
  http(t = this.t) { return new Date(t).toUTCString(); }
  rfc2822(t = this.t) { const p = this.parts(t); return `${DOW[p.w]}, ${pad(p.D)} ${MON[p.M]} ${p.Y} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)} +0000`; }
  epoch(t = this.t) { return Math.floor(t / 1000); }
  epochMs(t = this.t) { return t; }
  epochNs(t = this.t) { return String(t) + this.digits(6); }
  logTs(t = this.t) { const p = this.parts(t); return `${p.Y}-${pad(p.M + 1)}-${pad(p.D)} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)},${pad(p.ms, 3)}`; }
  sqlTs(t = this.t) { const p = this.parts(t); return `${p.Y}-${pad(p.M + 1)}-${pad(p.D)} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; }
  syslog(t = this.t) { const p = this.parts(t); return `${MON[p.M]} ${String(p.D).padStart(2, ' ')} ${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; }
  usTs(t = this.t) { const p = this.parts(t); const h12 = p.h % 12 === 0 ? 12 : p.h % 12; return `${pad(p.M + 1)}/${pad(p.D)}/${p.Y} ${pad(h12)}:${pad(p.m)}:${pad(p.s)} ${p.h < 12 ? 'AM' : 'PM'}`; }
  euTs(t = this.t) { const p = this.parts(t); return `${pad(p.D)}.${pad(p.M + 1)}.${p.Y} ${pad(p.h)}:${pad(p.m)}`; }
  compact(t = this.t) { const p = this.parts(t); return `${p.Y}${pad(p.M + 1)}${pad(p.D)}T${pad(p.h)}${pad(p.m)}${pad(p.s)}Z`; }
  ymd(t = this.t) { return this.iso(t).slice(0, 10); }
  hm(t = this.t) { const p = this.parts(t); return `${pad(p.h)}:${pad(p.m)}`; }
  hms(t = this.t) { const p = this.parts(t); return `${pad(p.h)}:${pad(p.m)}:${pad(p.s)}`; }
  dow(t = this.t) { return DOW[this.parts(t).w]; }
  mon(t = this.t) { return MON[this.parts(t).M]; }
  day(n) { return this.t + n * 86400000; }
  nextDow(d) { let n = 1; while (this.parts(this.day(n)).w !== d) n++; return this.day(n); }
}

// ---------------------------------------------------------------- spans
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error != null) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

const estTokens = (c, v) => Math.round(JSON.stringify(v ?? '').length / 3.7) + c.int(3, 40);

// Base recorder: keeps a stack so that spans can be grouped under wrapper spans
class Rec {
  constructor(ctx) { this.ctx = ctx; this.stack = [[]]; }
  get cur() { return this.stack[this.stack.length - 1]; }
  get spans() { return this.stack[0]; }
  add(s) { this.cur.push(s); return s; }
  timeMeta(st, en) { return { start_time: this.ctx.iso(st), end_time: this.ctx.iso(en) }; }
  group(type, name, input, fn, output = null, metadata = {}) {
    const st = this.ctx.t;
    this.stack.push([]);
    const res = fn();
    const kids = this.stack.pop();
    const out = typeof output === 'function' ? output(res) : output;
    this.add(span(type, name, input, out, kids, { metadata: { ...this.timeMeta(st, this.ctx.t), ...metadata } }));
    return res;
  }
  sleep(ms) { this.ctx.sleep(ms); }
  toolTime(k) { const st = this.ctx.t; this.ctx.tick(...(k.ms || [40, 1600])); return st; }
}

// Plain message-level trace: llm spans output an assistant message with tool_calls,
// tool spans are siblings (or nested in the llm span with nest:true).
export class OpenAIRec extends Rec {
  constructor(ctx, o) {
    super(ctx);
    this.model = o.model || 'gpt-4o-2024-08-06';
    this.llmName = o.llmName || 'openai.chat.completions.create';
    this.nest = !!o.nest;
    this.rawArgs = !!o.rawArgs;
    this.tools = o.tools || null;
    this.messages = [{ role: 'system', content: o.system }, { role: 'user', content: o.user }];
  }
  user(content) { this.messages.push({ role: 'user', content }); }
  turn(text, calls = [], o = {}) {
    const c = this.ctx; const st = c.t; c.tick(...(o.llmMs || [900, 6500]));
    const tcs = calls.map((k) => ({ id: 'call_' + c.b62(24), type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args) } }));
    const msg = { role: 'assistant', content: text ?? null };
    if (tcs.length) msg.tool_calls = tcs;
    const input = { model: this.model, messages: clone(this.messages), temperature: o.temperature ?? 0.2 };
    if (this.tools) input.tools = this.tools.map((n) => ({ type: 'function', function: { name: n } }));
    const pt = estTokens(c, this.messages), ct = estTokens(c, msg);
    const llm = span('llm', this.llmName, input, msg, [], {
      metadata: {
        'gen_ai.response.id': 'chatcmpl-' + c.b62(29), created: c.epoch(st), model: this.model,
        finish_reason: tcs.length ? 'tool_calls' : 'stop', system_fingerprint: 'fp_' + c.hex(10),
        usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct }, latency_ms: c.t - st,
      },
    });
    this.add(llm);
    this.messages.push(msg);
    calls.forEach((k, i) => {
      const s0 = this.toolTime(k);
      const ts = span('tool', k.name, (this.rawArgs || k.raw) ? tcs[i].function.arguments : k.args, k.out ?? null, [], {
        error: k.error, metadata: { tool_call_id: tcs[i].id, started_at: c.iso(s0), duration_ms: c.t - s0 },
      });
      (this.nest ? llm.children : this.cur).push(ts);
      this.messages.push({ role: 'tool', tool_call_id: tcs[i].id, content: k.out == null ? (k.error || '') : str(k.out) });
    });
    return llm;
  }
}

// Vercel AI SDK telemetry: ai.generateText root, ai.generateText.doGenerate llm spans,
// ai.toolCall tool spans as siblings.
export class VercelRec extends Rec {
  constructor(ctx, o) {
    super(ctx);
    this.model = o.model || 'gpt-4o-mini';
    this.provider = o.provider || 'openai.chat';
    this.functionId = o.functionId || null;
    this.messages = [{ role: 'system', content: o.system }, { role: 'user', content: [{ type: 'text', text: o.user }] }];
    this.op = o.op || 'ai.generateText';
  }
  timeMeta(st, en) { return { 'ai.telemetry.startNs': this.ctx.epochNs(st), 'ai.telemetry.durationMs': en - st }; }
  turn(text, calls = [], o = {}) {
    const c = this.ctx; const st = c.t; c.tick(...(o.llmMs || [700, 5200]));
    const tcs = calls.map((k) => ({ toolCallType: 'function', toolCallId: 'call_' + c.b62(24), toolName: k.name, args: JSON.stringify(k.args) }));
    const output = { text: text || '', toolCalls: tcs, finishReason: tcs.length ? 'tool-calls' : 'stop' };
    const pt = estTokens(c, this.messages), ct = estTokens(c, output);
    const md = {
      'operation.name': `${this.op}.doGenerate`, 'ai.model.id': this.model, 'ai.model.provider': this.provider,
      'ai.response.id': 'chatcmpl-' + c.b62(29), 'ai.response.model': ({ 'gpt-4o': 'gpt-4o-2024-08-06', 'gpt-4o-mini': 'gpt-4o-mini-2024-07-18' })[this.model] || this.model,
      'ai.response.timestamp': c.iso(st + 300), 'ai.usage.promptTokens': pt, 'ai.usage.completionTokens': ct,
      'gen_ai.system': this.provider.split('.')[0], ...this.timeMeta(st, c.t),
    };
    if (this.functionId) md['ai.telemetry.functionId'] = this.functionId;
    this.add(span('llm', `${this.op}.doGenerate`, { messages: clone(this.messages) }, output, [], { metadata: md }));
    const content = [];
    if (text) content.push({ type: 'text', text });
    tcs.forEach((t, i) => content.push({ type: 'tool-call', toolCallId: t.toolCallId, toolName: t.toolName, args: calls[i].args }));
    this.messages.push({ role: 'assistant', content });
    if (tcs.length) {
      const results = [];
      calls.forEach((k, i) => {
        const s0 = this.toolTime(k);
        this.add(span('tool', 'ai.toolCall', { 'ai.toolCall.name': k.name, 'ai.toolCall.id': tcs[i].toolCallId, 'ai.toolCall.args': tcs[i].args }, k.out ?? null, [], {
          error: k.error,
          metadata: { 'operation.name': 'ai.toolCall', 'ai.toolCall.name': k.name, 'ai.toolCall.id': tcs[i].toolCallId, ...this.timeMeta(s0, c.t) },
        }));
        results.push({ type: 'tool-result', toolCallId: tcs[i].toolCallId, toolName: k.name, result: k.out == null ? { error: k.error } : k.out, ...(k.error ? { isError: true } : {}) });
      });
      this.messages.push({ role: 'tool', content: results });
    }
  }
}

// Anthropic Messages API: llm spans record the request and the message (content blocks
// text / thinking / tool_use); tool spans record the tool_use input and the tool_result.
export class AnthropicRec extends Rec {
  constructor(ctx, o) {
    super(ctx);
    this.model = o.model || 'claude-sonnet-4-20250514';
    this.llmName = o.llmName || 'anthropic.messages.create';
    this.system = o.system;
    this.maxTokens = o.maxTokens || 4096;
    this.wrapResult = !!o.wrapResult;
    this.tools = o.tools || null;
    this.messages = [{ role: 'user', content: [{ type: 'text', text: o.user }] }];
  }
  user(text) {
    const last = this.messages[this.messages.length - 1];
    if (last.role === 'user') last.content.push({ type: 'text', text });
    else this.messages.push({ role: 'user', content: [{ type: 'text', text }] });
  }
  turn(text, calls = [], o = {}) {
    const c = this.ctx; const st = c.t; c.tick(...(o.llmMs || [1200, 7800]));
    const content = [];
    if (o.thinking) content.push({ type: 'thinking', thinking: o.thinking, signature: c.b64u(88) + '==' });
    if (text) content.push({ type: 'text', text });
    const uses = calls.map((k) => ({ type: 'tool_use', id: 'toolu_01' + c.b62(22), name: k.name, input: k.args }));
    content.push(...uses);
    const input = { model: this.model, max_tokens: this.maxTokens, system: this.system, messages: clone(this.messages) };
    if (this.tools) input.tools = this.tools.map((n) => ({ name: n }));
    const it = estTokens(c, this.messages), ot = estTokens(c, content);
    const out = {
      id: 'msg_01' + c.b62(22), type: 'message', role: 'assistant', model: this.model, content,
      stop_reason: uses.length ? 'tool_use' : (o.stop || 'end_turn'), stop_sequence: null,
      usage: { input_tokens: it, cache_creation_input_tokens: 0, cache_read_input_tokens: c.pick([0, 2048, 3584]), output_tokens: ot },
    };
    this.add(span('llm', this.llmName, input, out, [], { metadata: { 'anthropic.request_id': 'req_011C' + c.b62(20), ...this.timeMeta(st, c.t) } }));
    this.messages.push({ role: 'assistant', content: clone(content) });
    if (uses.length) {
      const blocks = [];
      calls.forEach((k, i) => {
        const s0 = this.toolTime(k);
        const resultText = k.out == null ? (k.error || '') : str(k.out);
        const block = { type: 'tool_result', tool_use_id: uses[i].id, content: resultText };
        if (k.error) block.is_error = true;
        this.add(span('tool', k.name, k.args, this.wrapResult ? block : (k.out ?? null), [], {
          error: k.error, metadata: { tool_use_id: uses[i].id, ...this.timeMeta(s0, c.t) },
        }));
        blocks.push(block);
      });
      this.messages.push({ role: 'user', content: blocks });
    }
  }
}

// AutoGen v0.4 (autogen-agentchat / autogen-core): invoke_agent spans per agent turn,
// "chat <model>" llm spans returning CreateResult, execute_tool spans returning
// FunctionExecutionResult.
export class AutoGenRec extends Rec {
  constructor(ctx, o) {
    super(ctx);
    this.model = o.model || 'gpt-4o-2024-08-06';
    this.agents = o.agents; // { name: systemMessage }
    this.task = o.task;
    this.hist = [];
  }
  timeMeta(st, en) { return { start_time: this.ctx.isoMicro(st), end_time: this.ctx.isoMicro(en) }; }
  build(agent) {
    const msgs = [{ content: this.agents[agent], type: 'SystemMessage' }, { content: this.task, source: 'user', type: 'UserMessage' }];
    for (const h of this.hist) {
      if (h.src === agent) msgs.push(clone(h.msg));
      else if (h.shared) msgs.push({ content: h.shared, source: h.src, type: 'UserMessage' });
    }
    return msgs;
  }
  agent(name, fn, output) {
    return this.group('agent', `invoke_agent ${name}`, { agent_name: name, messages_in_context: this.build(name).length }, fn, output,
      { 'gen_ai.agent.name': name, 'gen_ai.operation.name': 'invoke_agent' });
  }
  // text: final text content (no calls) or the model's thought (with calls)
  turn(agent, text, calls = [], o = {}) {
    const c = this.ctx; const st = c.t; c.tick(...(o.llmMs || [800, 6000]));
    const fcs = calls.map((k) => ({ id: 'call_' + c.b62(24), arguments: JSON.stringify(k.args), name: k.name }));
    const input = { messages: this.build(agent), tools: o.tools || undefined, json_output: null };
    const pt = estTokens(c, input.messages);
    const out = fcs.length
      ? { finish_reason: 'function_calls', content: fcs, usage: { prompt_tokens: pt, completion_tokens: estTokens(c, fcs) }, cached: false, logprobs: null, thought: text || null }
      : { finish_reason: 'stop', content: text, usage: { prompt_tokens: pt, completion_tokens: estTokens(c, text) }, cached: false, logprobs: null, thought: null };
    this.add(span('llm', `chat ${this.model}`, input, out, [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + c.b62(29), ...this.timeMeta(st, c.t) } }));
    if (fcs.length) {
      this.hist.push({ src: agent, msg: { content: fcs, thought: text || null, source: agent, type: 'AssistantMessage' } });
      const results = [];
      calls.forEach((k, i) => {
        const s0 = this.toolTime(k);
        const res = { content: k.out == null ? (k.error || '') : str(k.out), name: k.name, call_id: fcs[i].id, is_error: !!k.error };
        this.add(span('tool', `execute_tool ${k.name}`, k.args, res, [], { error: k.error, metadata: { 'gen_ai.tool.name': k.name, 'gen_ai.tool.call.id': fcs[i].id, ...this.timeMeta(s0, c.t) } }));
        results.push(res);
      });
      this.hist.push({ src: agent, msg: { content: results, type: 'FunctionExecutionResultMessage' }, shared: o.summary || null });
    } else {
      this.hist.push({ src: agent, msg: { content: text, source: agent, type: 'AssistantMessage' }, shared: text });
    }
  }
}

// BeeAI framework ReAct agent: llm output is "Thought: / Function Name: / Function Input:"
// text; tool spans record {input, options} and the ToolOutput.
export class BeeAIRec extends Rec {
  constructor(ctx, o) {
    super(ctx);
    this.llmName = o.llmName || 'OllamaChatModel';
    this.model = o.model || 'granite3.3:8b';
    this.iterSpans = !!o.iterSpans;
    this.messages = [{ role: 'system', content: [{ type: 'text', text: o.system }] }, { role: 'user', content: [{ type: 'text', text: o.user }] }];
    this.iteration = 0;
  }
  timeMeta(st, en) { return { createdAt: this.ctx.iso(st), durationMs: en - st }; }
  llm(text, st) {
    const c = this.ctx;
    const out = { messages: [{ role: 'assistant', content: [{ type: 'text', text }] }], finishReason: 'stop', usage: { promptTokens: estTokens(c, this.messages), completionTokens: estTokens(c, text) } };
    return span('llm', `${this.llmName}.create`, { model: this.model, messages: clone(this.messages), stopSequences: ['Function Output:'] }, out, [], { metadata: { provider: this.llmName.replace('ChatModel', '').toLowerCase(), ...this.timeMeta(st, c.t) } });
  }
  step(thought, k, o = {}) {
    const c = this.ctx; this.iteration++;
    const body = () => {
      const st = c.t; c.tick(...(o.llmMs || [1500, 9000]));
      const text = `Thought: ${thought}\nFunction Name: ${k.name}\nFunction Input: ${JSON.stringify(k.args)}`;
      this.add(this.llm(text, st));
      const s0 = this.toolTime(k);
      this.add(span('tool', k.name, { input: k.args, options: {} }, k.out ?? null, [], { error: k.error, metadata: { iteration: this.iteration, ...this.timeMeta(s0, c.t) } }));
      this.messages.push({ role: 'assistant', content: [{ type: 'text', text: text + '\nFunction Output: ' + (k.out == null ? (k.error || '') : str(k.out)) }] });
    };
    if (this.iterSpans) this.group('chain', 'beeai.agent.iteration', { iteration: this.iteration }, body, { tool_name: k.name }, { iteration: this.iteration });
    else body();
  }
  final(thought, answer, o = {}) {
    const c = this.ctx; this.iteration++;
    const body = () => {
      const st = c.t; c.tick(...(o.llmMs || [1500, 9000]));
      const text = `Thought: ${thought}\nFinal Answer: ${answer}`;
      this.add(this.llm(text, st));
      this.messages.push({ role: 'assistant', content: [{ type: 'text', text }] });
    };
    if (this.iterSpans) this.group('chain', 'beeai.agent.iteration', { iteration: this.iteration }, body, { final_answer: true }, { iteration: this.iteration });
    else body();
  }
}

// Langfuse observations. graph:true imitates the LangChain/LangGraph callback handler
// (agent / tools chain nodes, ChatOpenAI generations, tools with python-repr input strings);
// graph:false imitates the Langfuse SDK (@observe + wrapped client): generation + tool observations.
export class LangfuseRec extends Rec {
  constructor(ctx, o) {
    super(ctx);
    this.graph = o.graph !== false;
    this.llmName = o.llmName || (this.graph ? 'ChatOpenAI' : 'OpenAI-generation');
    this.model = o.model || 'gpt-4o-mini-2024-07-18';
    this.messages = [{ role: 'system', content: o.system }, { role: 'user', content: o.user }];
    this.step = 0;
  }
  timeMeta(st, en) { return { startTime: this.ctx.iso(st), endTime: this.ctx.iso(en) }; }
  turn(text, calls = [], o = {}) {
    const c = this.ctx; this.step++;
    const tcs = calls.map((k) => ({ name: k.name, args: k.args, id: 'call_' + c.b62(24), type: 'tool_call' }));
    const msg = { role: 'assistant', content: text || '' };
    if (tcs.length) msg.tool_calls = tcs;
    const gen = () => {
      const st = c.t; c.tick(...(o.llmMs || [800, 6000]));
      const it = estTokens(c, this.messages), ot = estTokens(c, msg);
      const md = {
        observation_type: 'GENERATION', model: this.model, usage_details: { input: it, output: ot, total: it + ot },
        cost_details: { total: Number(((it * 0.15 + ot * 0.6) / 1e6).toFixed(6)) }, completionStartTime: c.iso(st + c.int(250, 900)), ...this.timeMeta(st, c.t),
      };
      if (this.graph) Object.assign(md, { langgraph_node: 'agent', langgraph_step: this.step * 2 - 1, langgraph_triggers: [this.step === 1 ? 'start:agent' : 'tools'], ls_provider: 'openai', ls_model_name: this.model });
      this.add(span('llm', this.llmName, clone(this.messages), msg, [], { metadata: md }));
    };
    if (this.graph) this.group('chain', 'agent', { messages: [clone(this.messages[this.messages.length - 1])] }, gen, { messages: [msg] }, { observation_type: 'SPAN', langgraph_step: this.step * 2 - 1 });
    else gen();
    this.messages.push({ role: 'assistant', content: text || '', tool_calls: tcs.length ? tcs : undefined });
    if (!tcs.length) return;
    const runTools = () => {
      const outs = [];
      calls.forEach((k, i) => {
        const s0 = this.toolTime(k);
        const level = k.error ? 'ERROR' : 'DEFAULT';
        this.add(span('tool', k.name, this.graph ? pyRepr(k.args) : k.args, k.out ?? null, [], {
          error: k.error, metadata: { observation_type: 'TOOL', level, ...(k.error ? { statusMessage: k.error } : {}), ...this.timeMeta(s0, c.t) },
        }));
        const content = k.out == null ? (k.error || '') : str(k.out);
        this.messages.push({ role: 'tool', content, tool_call_id: tcs[i].id });
        outs.push({ type: 'tool', content, tool_call_id: tcs[i].id, name: k.name, status: k.error ? 'error' : 'success' });
      });
      return outs;
    };
    if (this.graph) this.group('chain', 'tools', { messages: [msg] }, runTools, (outs) => ({ messages: outs }), { observation_type: 'SPAN', langgraph_node: 'tools', langgraph_step: this.step * 2 });
    else runTools();
  }
  retrieve(name, query, docs, o = {}) {
    const c = this.ctx; const st = this.toolTime(o);
    this.add(span('retriever', name, { query, ...(o.params || {}) }, docs, [], { metadata: { observation_type: 'RETRIEVER', ...this.timeMeta(st, c.t) } }));
  }
}

// root agent span
export function rootSpan(ctx, name, input, output, children, extra = {}) {
  const md = { trace_start: ctx.iso(ctx.t0), trace_end: ctx.iso(ctx.t), ...(extra.metadata || {}) };
  return span('agent', name, input, output, children, { error: extra.error, metadata: md });
}

// Helper for HTTP-ish tool results: status line, headers, body
export function httpResp(status, headers, body) {
  return { status, headers, body };
}
