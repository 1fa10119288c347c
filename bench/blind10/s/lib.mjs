// Helpers shared by the family files: deterministic PRNG, volatile-noise generators and
// span builders that imitate how several agent frameworks record their runs.
// Everything here is deterministic: only the seeded PRNG below and a simulated clock.

// ---------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------
export function hash32(str) {
  // cyrb53-style mix, folded to 32 bits
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return ((h2 >>> 0) ^ (h1 >>> 0)) >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

export const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
export const clone = (v) => (v === undefined ? null : JSON.parse(JSON.stringify(v)));

// ---------------------------------------------------------------------------
// Context: seeded randomness + a simulated clock + noise formatters
// ---------------------------------------------------------------------------
export class Ctx {
  constructor(traceId, opts = {}) {
    this.traceId = traceId;
    this.rand = mulberry32(hash32(traceId));
    const base = Date.UTC(2024, 1, 5, 5, 0, 0);
    this.t = opts.start
      ? Date.parse(opts.start)
      : base + Math.floor(this.rand() * 400) * 86400000 + Math.floor(this.rand() * 13 * 3600) * 1000;
    this.counters = {};
  }
  // randomness
  r() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.rand() * (b - a + 1)); }
  float(a, b, dp = 2) { return Number((a + this.rand() * (b - a)).toFixed(dp)); }
  pick(arr) { return arr[Math.floor(this.rand() * arr.length)]; }
  chance(p) { return this.rand() < p; }
  chars(set, n) { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(this.rand() * set.length)]; return s; }
  hex(n) { return this.chars('0123456789abcdef', n); }
  HEX(n) { return this.chars('0123456789ABCDEF', n); }
  alnum(n) { return this.chars(ALNUM, n); }
  lower(n) { return this.chars(LOWER, n); }
  upper(n) { return this.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n); }
  digits(n) { return this.chars('0123456789', n); }
  b64(n) { return this.chars(B64, n); }
  next(name, start = 1, step = 1) {
    if (!(name in this.counters)) this.counters[name] = start; else this.counters[name] += step;
    return this.counters[name];
  }

  // clock
  tick(a = 150, b = 1800) { this.t += this.int(a, b); return this.t; }
  wait(ms) { this.t += ms; return this.t; }
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMs() { return this.d().toISOString(); }
  isoMicro() { return this.d().toISOString().replace('Z', p3(this.int(0, 999)) + 'Z'); }
  isoTz(hours) {
    const d = new Date(this.t + hours * 3600000);
    const sign = hours < 0 ? '-' : '+';
    const h = Math.abs(hours);
    return d.toISOString().slice(0, 19) + sign + p2(Math.floor(h)) + ':' + p2(Math.round((h % 1) * 60));
  }
  http() { return this.d().toUTCString(); }
  rfc2822() {
    const d = this.d();
    return `${DOW[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${this.hms()} +0000`;
  }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  epochF() { this.t += this.int(0, 4); return Number((this.t / 1000 + this.int(0, 999) / 1e6).toFixed(6)); }
  epochNs() { return String(this.t) + this.digits(6); }
  hms() { const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  date() { return this.d().toISOString().slice(0, 10); }
  syslog() { const d = this.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${this.hms()}`; }
  clf() { const d = this.d(); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${this.hms()} +0000`; }
  us() {
    const d = this.d(); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12;
    return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${p2(h)}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`;
  }
  eu() { const d = this.d(); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  pg() { return `${this.date()} ${this.hms()}.${this.digits(6)}+00`; }
  pylog() { return `${this.date()} ${this.hms()},${p3(this.t % 1000)}`; }
  golog() { return `${this.date().replace(/-/g, '/')} ${this.hms()}`; }
  compact() { return this.iso().replace(/[-:]/g, ''); }
  letta() {
    const d = this.d(); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12;
    return `${this.date()} ${p2(h)}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap} UTC+0000`;
  }
  // ids
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  ulid() {
    let t = this.t, ts = '';
    for (let i = 0; i < 10; i++) { ts = CROCK[t % 32] + ts; t = Math.floor(t / 32); }
    return ts + this.chars(CROCK, 16);
  }
  objectId() { return Math.floor(this.t / 1000).toString(16).padStart(8, '0') + this.hex(16); }
  callId() { return 'call_' + this.alnum(24); }
  toolu() { return 'toolu_01' + this.alnum(22); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  etag(weak = false) { return weak ? `W/"${this.hex(6)}-${this.b64(27)}"` : `"${this.hex(32)}"`; }
  sha256() { return this.hex(64); }
  gitSha() { return this.hex(40); }
  pod(base) {
    // pods of one Deployment share the ReplicaSet hash; only the suffix changes
    const K = 'bcdfghjklmnpqrstvwxz2456789';
    this.rsHash = this.rsHash || {};
    if (!this.rsHash[base]) this.rsHash[base] = this.chars(K, 10);
    return `${base}-${this.rsHash[base]}-${this.chars(K, 5)}`;
  }
  host(prefix, n = 24) { return `${prefix}${p2(this.int(1, n))}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  tmp(ext = '') { return `/tmp/tmp${this.lower(8)}${ext}`; }
  cfRay() { return `${this.hex(16)}-${this.pick(['FRA', 'IAD', 'ORD', 'SJC', 'AMS', 'LHR', 'DFW'])}`; }
  ms(a = 20, b = 900) { return this.int(a, b); }
  secs(a = 0.05, b = 3, dp = 3) { return this.float(a, b, dp).toFixed(dp) + 's'; }
}

// ---------------------------------------------------------------------------
// Span builder
// ---------------------------------------------------------------------------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = {
    type, name,
    input: input === undefined ? null : input,
    output: output === undefined ? null : output,
    children: children || [],
  };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
}

const resolve = (ctx, v) => (typeof v === 'function' ? v(ctx) : v);
const tokens = (v) => Math.max(1, Math.round(str(v ?? '').length / 3.7));

function pyVal(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return '[' + v.map(pyVal).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => JSON.stringify(k) + ': ' + pyVal(x)).join(', ') + '}';
}
function pyRepr(v) {
  // python-ish repr with single quotes, as smolagents prints tool calls
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return "'" + v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return '[' + v.map(pyRepr).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => pyRepr(k) + ': ' + pyRepr(x)).join(', ') + '}';
}
export function pyCall(name, args, assign) {
  const a = Object.entries(args || {}).map(([k, v]) => `${k}=${pyVal(v)}`).join(', ');
  return `${assign ? assign + ' = ' : ''}${name}(${a})`;
}

// ---------------------------------------------------------------------------
// Runs. A scenario creates a run with run(ctx, style, cfg) and then calls
//   r.step(thought, [calls], opts)   one model turn, then its tool executions
//   r.final(text)                    last model turn with the answer
//   r.user(text)                     a new user message arrives
//   r.raw(span)                      insert an arbitrary span (retriever, guardrail...)
//   r.end({error, output})           returns the root span
// A call is {name, args, out, err, argsJson, children, sub, dur:[a,b], meta}; out/err/sub
// may be functions of ctx, evaluated when the tool runs (so timestamps follow the clock).
// ---------------------------------------------------------------------------
class BaseRun {
  constructor(ctx, cfg) {
    this.ctx = ctx; this.cfg = cfg; this.children = []; this.n = 0; this.t0 = ctx.t; this.output = undefined;
  }
  exec(call, metaFn) {
    const c = this.ctx;
    c.tick(5, 120);
    const started = c.t;
    let children = [];
    if (call.sub) children = [resolve(c, call.sub)];
    else if (call.children) children = resolve(c, call.children);
    else c.tick(...(call.dur || [40, 1400]));
    let out = resolve(c, call.out);
    if (out === undefined && call.sub) out = children[0].output;
    const err = resolve(c, call.err);
    const input = call.argsJson ? JSON.stringify(call.args) : (call.args === undefined ? {} : clone(call.args));
    const meta = { ...(metaFn ? metaFn(started, c.t) : {}), ...(call.meta || {}) };
    const s = span('tool', call.spanName || call.name, input, out === undefined ? null : out, children,
      { error: err, metadata: Object.keys(meta).length ? meta : undefined });
    return { span: s, out, err };
  }
  raw(s) { this.children.push(resolve(this.ctx, s)); return this; }
}

// ---- plain message-level trace (OpenAI chat completions shape) -----------
class PlainRun extends BaseRun {
  constructor(ctx, cfg) {
    super(ctx, cfg);
    this.history = [];
    if (cfg.system) this.history.push({ role: 'system', content: cfg.system });
    this.history.push({ role: 'user', content: cfg.task });
  }
  step(think, calls = [], opts = {}) {
    const c = this.ctx, cfg = this.cfg;
    c.tick(40, 400);
    const started = c.isoMs();
    const tcs = calls.map((k) => ({ id: c.callId(), type: 'function', function: { name: k.name, arguments: JSON.stringify(k.args ?? {}) } }));
    const out = { role: 'assistant', content: think ?? null };
    if (tcs.length) out.tool_calls = tcs;
    const input = { model: cfg.model || 'gpt-4o-2024-08-06', messages: clone(this.history) };
    if (cfg.tools) input.tools = cfg.tools.map((n) => ({ type: 'function', function: { name: n } }));
    if (cfg.temperature !== undefined) input.temperature = cfg.temperature;
    c.tick(700, 5200);
    const meta = {
      response_id: 'chatcmpl-' + c.alnum(29), started_at: started, latency_ms: 0,
      finish_reason: tcs.length ? 'tool_calls' : 'stop',
      usage: { prompt_tokens: tokens(input.messages), completion_tokens: tokens(out), total_tokens: 0 },
    };
    meta.usage.total_tokens = meta.usage.prompt_tokens + meta.usage.completion_tokens;
    meta.latency_ms = c.t - Date.parse(started);
    if (cfg.systemFingerprint) meta.system_fingerprint = cfg.systemFingerprint;
    this.children.push(span('llm', cfg.llmName || 'openai.chat.completions.create', input, out, [], { metadata: meta }));
    this.history.push(out);
    calls.forEach((k, i) => {
      const r = this.exec(k, (s, e) => ({ tool_call_id: tcs[i].id, duration_ms: e - s }));
      this.children.push(r.span);
      this.history.push({ role: 'tool', tool_call_id: tcs[i].id, content: r.err ? str(r.out ?? { error: r.err }) : str(r.out ?? '') });
    });
    return this;
  }
  final(text) { this.step(text, []); this.output = text; return this; }
  user(text) { this.history.push({ role: 'user', content: text }); return this; }
  end(o = {}) {
    const cfg = this.cfg;
    return span('agent', cfg.name, cfg.rootInput || { input: cfg.task }, o.output ?? this.output ?? null, this.children, {
      error: o.error,
      metadata: { run_id: this.ctx.uuid(), model: cfg.model || 'gpt-4o-2024-08-06', ...(cfg.rootMeta || {}) },
    });
  }
}

// ---- smolagents (ToolCallingAgent / CodeAgent as recorded by openinference) ----
class SmolRun extends BaseRun {
  constructor(ctx, cfg) {
    super(ctx, cfg);
    this.history = [
      { role: 'system', content: [{ type: 'text', text: cfg.system || 'You are an expert assistant who can solve any task using tool calls.' }] },
      { role: 'user', content: [{ type: 'text', text: 'New task:\n' + cfg.task }] },
    ];
  }
  step(think, calls = [], opts = {}) {
    const c = this.ctx, cfg = this.cfg;
    const n = ++this.n;
    c.tick(30, 200);
    const stepStart = c.isoMs();
    const kids = [];
    const input = { messages: clone(this.history), stop_sequences: cfg.code ? ['<end_code>', 'Observation:'] : undefined };
    if (!cfg.code) delete input.stop_sequences;
    let out, tcs = [];
    if (cfg.code) {
      const code = opts.code || calls.map((k, i) => `${pyCall(k.name, k.args, 'r' + (i || ''))}\nprint(r${i || ''})`).join('\n');
      out = { role: 'assistant', content: `Thought: ${think}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` };
    } else {
      tcs = calls.map((k) => ({ id: c.callId(), type: 'function', function: { name: k.name, arguments: clone(k.args ?? {}) } }));
      out = { role: 'assistant', content: think ?? null, tool_calls: tcs };
    }
    c.tick(900, 6000);
    kids.push(span('llm', `${cfg.modelClass || 'LiteLLMModel'}.generate`, input, out, [], {
      metadata: { 'llm.model_name': cfg.model || 'anthropic/claude-3-5-sonnet-20241022', 'llm.token_count.prompt': tokens(input), 'llm.token_count.completion': tokens(out) },
    }));
    this.history.push({ role: 'assistant', content: [{ type: 'text', text: out.content || '' }] });
    const obs = []; const outs = []; let stepErr;
    calls.forEach((k, i) => {
      if (stepErr && cfg.code) return; // code execution stops at the failing line
      const r = this.exec(k);
      kids.push(r.span);
      outs.push(r.out);
      if (r.err) {
        stepErr = cfg.code
          ? `Code execution failed at line '${pyCall(k.name, k.args, 'r' + (i || ''))}' due to: ${r.err}`
          : `Error executing tool '${k.name}' with arguments ${JSON.stringify(k.args)}: ${r.err}\nPlease try again or use another tool`;
      } else obs.push(str(r.out));
    });
    let obsText;
    if (cfg.code) {
      obsText = typeof opts.logs === 'function' ? opts.logs(c, outs) : opts.logs !== undefined ? opts.logs : `Execution logs:\n${obs.join('\n')}\nLast output from code snippet:\nNone`;
      this.history.push({ role: 'tool-response', content: [{ type: 'text', text: stepErr ? `Call id: call_${n}\nError:\n${stepErr}\nNow let's retry: take care not to repeat previous errors! If you have retried several times, try a completely different approach.\n` : `Call id: call_${n}\nObservation:\n${obsText}` }] });
    } else {
      this.history.push({ role: 'tool-call', content: [{ type: 'text', text: 'Calling tools:\n' + pyRepr(tcs.map((t) => ({ id: t.id, type: 'function', function: { name: t.function.name, arguments: t.function.arguments } }))) }] });
      obsText = obs.join('\n');
      this.history.push({ role: 'tool-response', content: [{ type: 'text', text: stepErr ? `Call id: ${tcs[0]?.id}\nError:\n${stepErr}\nNow let's retry: take care not to repeat previous errors! If you have retried several times, try a completely different approach.\n` : tcs.map((t, i) => `Call id: ${t.id}\nObservation:\n${obs[i] ?? ''}`).join('\n') }] });
    }
    c.tick(5, 60);
    this.children.push(span('chain', `Step ${n}`, { step_number: n }, stepErr ? null : obsText, kids, {
      error: stepErr, metadata: { start_time: stepStart, end_time: c.isoMs() },
    }));
    return this;
  }
  final(text, think) {
    if (this.cfg.code) this.step(think || 'I have everything I need.', [{ name: 'final_answer', args: { answer: text }, out: text }], { logs: `Execution logs:\n\nLast output from code snippet:\n${text}` });
    else this.step(think ?? null, [{ name: 'final_answer', args: { answer: text }, out: text }]);
    this.output = text;
    return this;
  }
  user(text) { this.history.push({ role: 'user', content: [{ type: 'text', text }] }); return this; }
  maxSteps(summary) {
    const c = this.ctx; c.tick(500, 3000);
    this.children.push(span('llm', `${this.cfg.modelClass || 'LiteLLMModel'}.generate`, {
      messages: [...clone(this.history).slice(-4), { role: 'user', content: [{ type: 'text', text: `Based on the above, please provide an answer to the following user task:\n${this.cfg.task}` }] }],
    }, { role: 'assistant', content: summary }, [], { metadata: { 'llm.model_name': this.cfg.model || 'anthropic/claude-3-5-sonnet-20241022' } }));
    this.output = summary;
    this.maxed = true;
    return this;
  }
  end(o = {}) {
    const cfg = this.cfg;
    const agentClass = cfg.code ? 'CodeAgent' : 'ToolCallingAgent';
    return span('agent', cfg.name || `${agentClass}.run`, { task: cfg.task, stream: false, reset: true, images: null, additional_args: cfg.additionalArgs || null },
      o.output ?? this.output ?? null, this.children, {
        error: o.error || (this.maxed ? `AgentMaxStepsError: Reached max steps.` : undefined),
        metadata: { 'smolagents.max_steps': cfg.maxSteps || 20, 'smolagents.tools_names': cfg.tools || [], agent_class: agentClass, ...(cfg.rootMeta || {}) },
      });
  }
}

// ---- Google ADK (invocation > agent_run > call_llm > execute_tool) ----------
class AdkRun extends BaseRun {
  constructor(ctx, cfg) {
    super(ctx, cfg);
    this.invocationId = 'e-' + ctx.uuid();
    this.history = [{ role: 'user', parts: [{ text: cfg.task }] }];
  }
  step(think, calls = [], opts = {}) {
    const c = this.ctx, cfg = this.cfg;
    c.tick(20, 200);
    const start = c.t;
    const fcs = calls.map((k) => ({ function_call: { id: 'adk-' + c.uuid(), name: k.name, args: clone(k.args ?? {}) } }));
    const parts = [...(think ? [{ text: think }] : []), ...fcs];
    const input = {
      model: cfg.model || 'gemini-2.0-flash',
      config: { system_instruction: cfg.system || '', tools: (cfg.tools || []).map((n) => ({ function_declarations: [{ name: n }] })) },
      contents: clone(this.history),
    };
    c.tick(600, 4200);
    const out = { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: tokens(input.contents), candidates_token_count: tokens(parts), total_token_count: 0 }, finish_reason: 'STOP' };
    out.usage_metadata.total_token_count = out.usage_metadata.prompt_token_count + out.usage_metadata.candidates_token_count;
    this.history.push({ role: 'model', parts: clone(parts) });
    const kids = []; const resp = [];
    calls.forEach((k, i) => {
      const r = this.exec(k, (s, e) => ({ 'gcp.vertex.agent.event_id': c.uuid(), 'gcp.vertex.agent.tool_call_id': fcs[i].function_call.id, start_time_unix_nano: s * 1e6, end_time_unix_nano: e * 1e6 }));
      r.span.name = `execute_tool ${k.name}`;
      if (r.out !== undefined && r.out !== null && (typeof r.out !== 'object' || Array.isArray(r.out))) r.span.output = { result: r.out };
      kids.push(r.span);
      resp.push({ function_response: { id: fcs[i].function_call.id, name: k.name, response: r.err ? { error: r.err } : r.span.output } });
    });
    if (resp.length) this.history.push({ role: 'user', parts: resp });
    this.children.push(span('llm', 'call_llm', input, out, kids, {
      metadata: { 'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': input.model, 'gcp.vertex.agent.invocation_id': this.invocationId, 'gcp.vertex.agent.event_id': c.uuid(), 'gcp.vertex.agent.llm_request_id': c.hex(16), start_time_unix_nano: start * 1e6 },
    }));
    return this;
  }
  final(text) { this.step(text, []); this.output = text; return this; }
  user(text) { this.history.push({ role: 'user', parts: [{ text }] }); return this; }
  end(o = {}) {
    const cfg = this.cfg;
    const agentSpan = span('agent', `agent_run [${cfg.name}]`, cfg.nested ? { request: cfg.task } : null, o.output ?? this.output ?? null, this.children, { error: o.error, metadata: { 'gcp.vertex.agent.invocation_id': this.invocationId } });
    if (cfg.nested) return agentSpan;
    return span('agent', 'invocation', {
      app_name: cfg.app || cfg.name, user_id: cfg.userId || 'user', session_id: this.ctx.uuid(),
      new_message: { role: 'user', parts: [{ text: cfg.task }] },
    }, o.output ?? this.output ?? null, [agentSpan], { error: o.error, metadata: { 'gcp.vertex.agent.invocation_id': this.invocationId, adk_version: cfg.adkVersion || '1.2.1' } });
  }
}

// ---- SWE-agent (thought / action / observation) ----------------------------
class SweRun extends BaseRun {
  constructor(ctx, cfg) {
    super(ctx, cfg);
    this.cwd = cfg.cwd || '/repo';
    this.openFile = 'n/a';
    this.history = [
      { role: 'system', content: cfg.system || 'SETTING: You are an autonomous programmer, and you\'re working directly in the command line with a special interface.' },
      { role: 'user', content: `We're currently solving the following issue within our repository. Here's the issue text:\nISSUE:\n${cfg.task}\n\nINSTRUCTIONS:\nNow, you're going to solve this issue on your own. When you're satisfied with all of the changes you've made, you can submit your changes to the code base by simply running the submit command.\n\n(Open file: n/a)\n(Current directory: ${this.cwd})\nbash-$` },
    ];
  }
  msgs() {
    // SWE-agent collapses old observations ("last_n_observations": 5)
    const obsIdx = this.history.map((m, i) => (m.role === 'user' && m.obs ? i : -1)).filter((i) => i >= 0);
    const keep = new Set(obsIdx.slice(-5));
    return this.history.map((m, i) => {
      if (m.obs && !keep.has(i)) return { role: 'user', content: `Old environment output: (${m.content.split('\n').length} lines omitted)` };
      return { role: m.role, content: m.content };
    });
  }
  step(think, calls = [], opts = {}) {
    const c = this.ctx, cfg = this.cfg;
    const k = calls[0];
    const action = k.args.command ?? k.action;
    c.tick(30, 300);
    const input = { messages: this.msgs() };
    c.tick(1200, 7000);
    const text = `${think}\n\n\`\`\`\n${action}\n\`\`\``;
    this.children.push(span('llm', cfg.llmName || 'model.query', input, text, [], {
      metadata: { model: cfg.model || 'claude-3-5-sonnet-20241022', instance_cost: Number((this.n++ * 0.031 + c.float(0.01, 0.03, 4)).toFixed(4)), tokens_sent: tokens(input), tokens_received: tokens(text) },
    }));
    this.history.push({ role: 'assistant', content: text });
    const r = this.exec(k, (s, e) => ({ execution_time: Number(((e - s) / 1000).toFixed(3)) }));
    if (k.openFile) this.openFile = k.openFile;
    this.children.push(r.span);
    const obs = r.err ? str(r.out ?? r.err) : str(r.out ?? '');
    this.history.push({ role: 'user', obs: true, content: `${obs || 'Your command ran successfully and did not produce any output.'}\n(Open file: ${this.openFile})\n(Current directory: ${this.cwd})\nbash-$` });
    return this;
  }
  end(o = {}) {
    const cfg = this.cfg;
    return span('agent', cfg.name || 'swe-agent', { problem_statement: cfg.task, repo: cfg.repo, base_commit: cfg.baseCommit || this.ctx.gitSha() },
      o.output ?? this.output ?? null, this.children, { error: o.error, metadata: { config: cfg.configFile || 'config/default.yaml', model: cfg.model || 'claude-3-5-sonnet-20241022', instance_id: cfg.instanceId || null } });
  }
}

// ---- Letta (MemGPT): inner thoughts + function calls with heartbeats -----------
class LettaRun extends BaseRun {
  constructor(ctx, cfg) {
    super(ctx, cfg);
    this.agentId = 'agent-' + ctx.uuid();
    this.history = [{ role: 'system', content: cfg.system || 'You are Letta, the latest version of Limnal Corporation\'s digital companion.' }];
    this.steps = [];
    this.openStep(cfg.task);
  }
  wrapUser(text) { return JSON.stringify({ type: 'user_message', message: text, time: this.ctx.letta() }); }
  openStep(text) {
    this.cur = { text, kids: [], start: this.ctx.isoMicro() };
    this.history.push({ role: 'user', content: this.wrapUser(text) });
  }
  closeStep() {
    if (!this.cur) return;
    this.steps.push(span('chain', 'Agent.step', { messages: [{ role: 'user', content: this.cur.text }] }, this.cur.sent ?? null, this.cur.kids, { metadata: { agent_id: this.agentId, step_id: 'step-' + this.ctx.uuid(), created_at: this.cur.start } }));
    this.cur = null;
  }
  step(think, calls = [], opts = {}) {
    const c = this.ctx, cfg = this.cfg;
    c.tick(30, 250);
    const tcs = calls.map((k) => {
      const args = { ...clone(k.args ?? {}) };
      if (k.name !== 'send_message' || k.heartbeat) args.request_heartbeat = k.heartbeat ?? true;
      return { id: c.callId(), type: 'function', function: { name: k.name, arguments: JSON.stringify(args) } };
    });
    const input = { model: cfg.model || 'gpt-4o-mini', messages: clone(this.history.slice(-14)) };
    c.tick(700, 4000);
    const out = { role: 'assistant', content: think ?? null, tool_calls: tcs };
    this.cur.kids.push(span('llm', 'LLM.chat_completions', input, out, [], { metadata: { message_id: 'message-' + c.uuid(), usage: { prompt_tokens: tokens(input), completion_tokens: tokens(out) } } }));
    this.history.push(out);
    calls.forEach((k, i) => {
      const r = this.exec(k);
      const status = r.err ? 'Failed' : 'OK';
      const msg = r.err ? `Error executing function ${k.name}: ${r.err}` : (r.out === undefined || r.out === null ? 'None' : r.out);
      r.span.output = JSON.stringify({ status, message: msg, time: c.letta() }, null, 2);
      r.span.metadata = { tool_call_id: tcs[i].id, ...(r.span.metadata || {}) };
      this.cur.kids.push(r.span);
      this.history.push({ role: 'tool', tool_call_id: tcs[i].id, content: r.span.output });
      if (k.name === 'send_message') this.cur.sent = k.args.message;
      if (k.name !== 'send_message' || k.heartbeat) {
        this.history.push({ role: 'user', content: JSON.stringify({ type: 'heartbeat', reason: r.err ? '[This is an automated system message hidden from the user] Function call failed, returning control' : '[This is an automated system message hidden from the user] Function called using request_heartbeat=true, returning control', time: c.letta() }) });
      }
    });
    return this;
  }
  say(text, think) { this.step(think ?? null, [{ name: 'send_message', args: { message: text }, out: 'None' }]); this.output = text; return this; }
  final(text, think) { return this.say(text, think); }
  user(text) { this.closeStep(); this.ctx.tick(8000, 90000); this.openStep(text); return this; }
  end(o = {}) {
    this.closeStep();
    const cfg = this.cfg;
    return span('agent', cfg.name, { agent_id: this.agentId, messages: [{ role: 'user', content: cfg.task }] }, o.output ?? this.output ?? null, this.steps, {
      error: o.error, metadata: { agent_id: this.agentId, agent_type: cfg.agentType || 'memgpt_agent', llm_config: { model: cfg.model || 'gpt-4o-mini', context_window: 32000 }, ...(cfg.rootMeta || {}) },
    });
  }
}

// ---- n8n AI Agent node (LangChain tools agent) ---------------------------------
class N8nRun extends BaseRun {
  constructor(ctx, cfg) {
    super(ctx, cfg);
    this.lines = [`System: ${cfg.system || 'You are a helpful assistant'}`];
    if (cfg.memory) {
      ctx.tick(5, 40);
      this.children.push(span('memory', cfg.memory, { action: 'loadMemoryVariables', values: { input: cfg.task } }, { action: 'loadMemoryVariables', chatHistory: cfg.memoryHistory || [] }, [], { metadata: { node_type: '@n8n/n8n-nodes-langchain.memoryBufferWindow', sessionKey: cfg.sessionKey || ctx.uuid() } }));
    }
    this.lines.push(`Human: ${cfg.task}`);
    this.runIndex = {};
  }
  step(think, calls = [], opts = {}) {
    const c = this.ctx, cfg = this.cfg;
    c.tick(20, 150);
    const start = c.t;
    const input = { messages: [this.lines.join('\n')], estimatedTokens: tokens(this.lines), options: { model: cfg.model || 'gpt-4o-mini', temperature: cfg.temperature ?? 0.2, timeout: 60000, max_retries: 2 } };
    c.tick(600, 3800);
    const tcs = calls.map((k) => ({ name: k.name, args: clone(k.args ?? {}), id: c.callId(), type: 'tool_call' }));
    const out = {
      response: { generations: [[{ text: think ?? '', generationInfo: { prompt: 0, completion: 0, finish_reason: tcs.length ? 'tool_calls' : 'stop' } }]] },
      tool_calls: tcs,
      tokenUsage: { completionTokens: tokens([think, tcs]), promptTokens: input.estimatedTokens, totalTokens: 0 },
    };
    if (!tcs.length) delete out.tool_calls;
    out.tokenUsage.totalTokens = out.tokenUsage.completionTokens + out.tokenUsage.promptTokens;
    this.children.push(span('llm', cfg.modelNode || 'OpenAI Chat Model', input, out, [], { metadata: { node_type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', startTime: start, executionTime: c.t - start, runIndex: this.ri(cfg.modelNode || 'OpenAI Chat Model') } }));
    this.lines.push(`AI: ${think ?? ''}${tcs.length ? ' ' + JSON.stringify(tcs.map((t) => ({ name: t.name, args: t.args, id: t.id }))) : ''}`);
    calls.forEach((k) => {
      const node = k.node || k.name;
      const r = this.exec(k, (s, e) => ({ node_type: k.nodeType || 'n8n-nodes-base.httpRequestTool', startTime: s, executionTime: e - s, runIndex: this.ri(node) }));
      r.span.name = node;
      this.children.push(r.span);
      this.lines.push(`Tool: ${str(r.out ?? r.err)}`);
    });
    return this;
  }
  ri(node) { this.runIndex[node] = (this.runIndex[node] ?? -1) + 1; return this.runIndex[node]; }
  final(text) {
    this.step(text, []);
    this.output = text;
    if (this.cfg.memory) {
      this.ctx.tick(5, 40);
      this.children.push(span('memory', this.cfg.memory, { action: 'saveContext', input: { input: this.cfg.task }, output: { output: text } }, { action: 'saveContext' }, [], { metadata: { node_type: '@n8n/n8n-nodes-langchain.memoryBufferWindow' } }));
    }
    return this;
  }
  user(text) { this.lines.push(`Human: ${text}`); return this; }
  end(o = {}) {
    const cfg = this.cfg;
    const out = o.output !== undefined ? o.output : (this.output !== undefined ? { output: this.output } : null);
    return span('agent', cfg.name || 'AI Agent', cfg.rootInput || { chatInput: cfg.task, sessionId: cfg.sessionKey || null }, out, this.children, {
      error: o.error,
      metadata: { node_type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 1.7, workflowId: cfg.workflowId || this.ctx.alnum(16), executionId: cfg.executionId || this.ctx.int(10000, 99999), mode: cfg.mode || 'trigger', ...(cfg.rootMeta || {}) },
    });
  }
}

// ---- Rasa-like assistant (CALM: command generator + actions + rephraser) -------
class RasaRun extends BaseRun {
  constructor(ctx, cfg) {
    super(ctx, cfg);
    this.senderId = cfg.senderId || ctx.hex(32);
    this.transcript = [];
  }
  // one user turn: {commands, actions:[{name,out,err,args}], utter:[{name,template,text}], flows}
  turn(userText, t = {}) {
    const c = this.ctx, cfg = this.cfg;
    c.tick(4000, 40000);
    const kids = [];
    this.transcript.push(`USER: ${userText}`);
    const prompt = `Your task is to analyze the current conversation context and generate a list of actions to start new business processes that we call flows, to extract slots, or respond to small talk and knowledge requests.\n\nThese are the flows that can be started, with their description and slots:\n${cfg.flowsText || ''}\n\n===\nHere is what happened previously in the conversation:\n${this.transcript.slice(-8).join('\n')}\n\n===\n${t.flowState || ''}\nThe user just said """${userText}""".\n\nYour action list:`;
    c.tick(400, 2500);
    kids.push(span('llm', 'SingleStepLLMCommandGenerator.predict_commands', { prompt, model: cfg.model || 'gpt-4-0613' }, t.commands || '', [], { metadata: { llm_latency_ms: c.int(400, 2400), prompt_tokens: tokens(prompt) } }));
    for (const a of t.actions || []) {
      const r = this.exec({ ...a, args: a.args ?? { sender_id: this.senderId, slots: a.slots || {} } }, (s, e) => ({ action_server: cfg.actionServer || 'http://rasa-actions:5055/webhook', duration_ms: e - s }));
      kids.push(r.span);
    }
    for (const u of t.utter || []) {
      let text = u.text;
      if (u.rephrase) {
        c.tick(300, 1600);
        const p = `The following is a conversation with an AI assistant built with Rasa.\nThe assistant can help the user with ${cfg.helpWith || 'their requests'}.\nThe assistant is helpful, creative, clever, and very friendly.\n\nContext / previous conversation with the user:\n${this.transcript.slice(-6).join('\n')}\n\nSuggested AI Response: ${u.template}\n\nRephrase the suggested AI response staying close to the original message and retaining its meaning. Use simple english.\n\nRephrased AI Response:`;
        kids.push(span('llm', 'ContextualResponseRephraser.rephrase', { prompt: p, model: cfg.rephraseModel || 'gpt-3.5-turbo' }, text, [], { metadata: { response_key: u.name } }));
      }
      c.tick(5, 40);
      kids.push(span('tool', u.name, { template: u.template ?? text }, { text, recipient_id: this.senderId, timestamp: c.epochF() }, [], { metadata: { event: 'bot' } }));
      this.transcript.push(`AI: ${text}`);
      this.output = text;
    }
    c.tick(2, 20);
    kids.push(span('tool', 'action_listen', {}, { events: [{ event: 'action', name: 'action_listen', timestamp: c.epochF(), policy: 'FlowPolicy', confidence: 1.0 }] }));
    this.children.push(span('chain', 'MessageProcessor.handle_message', { text: userText, sender_id: this.senderId, message_id: c.hex(32), input_channel: cfg.channel || 'socketio' }, { bot_messages: (t.utter || []).map((u) => u.text) }, kids, { metadata: { timestamp: c.epochF() } }));
    return this;
  }
  end(o = {}) {
    const cfg = this.cfg;
    return span('agent', cfg.name || 'rasa.Agent.handle_message', { sender_id: this.senderId, channel: cfg.channel || 'socketio', assistant_id: cfg.assistantId || null },
      o.output ?? this.output ?? null, this.children, { error: o.error, metadata: { rasa_version: cfg.rasaVersion || '3.10.4', model_id: this.ctx.hex(32), tracker_store: 'RedisTrackerStore' } });
  }
}

export function run(ctx, style, cfg) {
  switch (style) {
    case 'plain': return new PlainRun(ctx, cfg);
    case 'smolagents': return new SmolRun(ctx, cfg);
    case 'adk': return new AdkRun(ctx, cfg);
    case 'swe': return new SweRun(ctx, cfg);
    case 'letta': return new LettaRun(ctx, cfg);
    case 'n8n': return new N8nRun(ctx, cfg);
    case 'rasa': return new RasaRun(ctx, cfg);
    default: throw new Error('unknown style ' + style);
  }
}

// Convenience: an HTTP-ish response object as tools that wrap requests return it
export function httpResp(status, statusText, headers, body) {
  return { status, statusText, headers, body };
}
