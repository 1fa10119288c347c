// Shared helpers for the blind trace benchmark (set q).
// Deterministic: every random choice comes from mulberry32 seeded with a hash of the trace_id,
// every timestamp comes from a per-trace virtual clock. No Math.random, no clock reads.

// ---------------------------------------------------------------- PRNG ----
export function hash32(str) {
  // FNV-1a followed by a murmur-style finaliser
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35) >>> 0;
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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');
const HEXS = '0123456789abcdef';
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B64U = MIXED + '-_';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// ------------------------------------------------------------ Trace ctx ---
export class Trace {
  constructor(id, start = '2025-05-12T09:00:00Z') {
    this.id = id;
    this.rand = mulberry32(hash32(id));
    this.t = Date.parse(start); // parsing a constant, not reading a clock
  }
  // --- randomness
  r() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  float(a, b, d = 2) { return +(a + this.r() * (b - a)).toFixed(d); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  chars(n, set) { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(this.r() * set.length)]; return s; }
  hex(n) { return this.chars(n, HEXS); }
  HEX(n) { return this.hex(n).toUpperCase(); }
  alnum(n) { return this.chars(n, ALNUM); }
  Alnum(n) { return this.chars(n, MIXED); }
  b64url(n) { return this.chars(n, B64U); }
  b64(n) { let s = this.chars(n, MIXED + '+/'); while (s.length % 4) s += '='; return s; }
  digits(n) { return String(this.int(1, 9)) + this.chars(n - 1, '0123456789'); }
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  uuid7() {
    const ts = this.t.toString(16).padStart(12, '0');
    const h = this.hex(20);
    return `${ts.slice(0, 8)}-${ts.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[this.int(0, 3)]}${h.slice(3, 6)}-${h.slice(6, 18)}`;
  }
  ulid() {
    let ts = this.t, s = '';
    for (let i = 0; i < 10; i++) { s = CROCK[ts % 32] + s; ts = Math.floor(ts / 32); }
    return s + this.chars(16, CROCK);
  }
  snowflake() { return String(BigInt(this.t - 1288834974657) * 4194304n + BigInt(this.int(0, 4194303))); }

  // --- virtual clock
  advance(ms) { this.t += Math.max(0, Math.round(ms)); return this.t; }
  wait(a, b) { return this.advance(this.int(a, b)); }
  at(offsetMs = 0) { return this.t + offsetMs; }

  // --- timestamp spellings (all accept an explicit epoch-ms, default = now on the virtual clock)
  iso(ms = this.t) { return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMs(ms = this.t) { return new Date(ms).toISOString(); }
  isoMicro(ms = this.t) { return new Date(ms).toISOString().replace(/Z$/, String(this.int(0, 999)).padStart(3, '0') + 'Z'); }
  isoOff(ms = this.t, offMin = 120) {
    const d = new Date(ms + offMin * 60000);
    const sign = offMin >= 0 ? '+' : '-';
    const a = Math.abs(offMin);
    return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
  }
  httpDate(ms = this.t) { return new Date(ms).toUTCString(); }
  epoch(ms = this.t) { return Math.floor(ms / 1000); }
  epochMs(ms = this.t) { return ms; }
  epochF(ms = this.t) { return +(ms / 1000).toFixed(6) + this.int(0, 999) / 1e6; }
  syslog(ms = this.t) { const d = new Date(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  clf(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; }
  goTime(ms = this.t) { const d = new Date(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}${this.digits(6)} +0000 UTC`; }
  sqlTs(ms = this.t) { return new Date(ms).toISOString().replace('T', ' ').replace('Z', ''); }
  compact(ms = this.t) { return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  usTs(ms = this.t) { const d = new Date(ms); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; }
  euTs(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  hms(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hmsMs(ms = this.t) { const d = new Date(ms); return `${this.hms(ms)}.${p3(d.getUTCMilliseconds())}`; }
  doy(ms = this.t) { // CCSDS ASCII time code B, e.g. 2025-132T09:00:00.123Z
    const d = new Date(ms); const jan1 = Date.UTC(d.getUTCFullYear(), 0, 1);
    const doy = Math.floor((ms - jan1) / 86400000) + 1;
    return `${d.getUTCFullYear()}-${p3(doy)}T${this.hmsMs(ms)}Z`;
  }
  unreal(ms = this.t) { const d = new Date(ms); return `[${d.getUTCFullYear()}.${p2(d.getUTCMonth() + 1)}.${p2(d.getUTCDate())}-${p2(d.getUTCHours())}.${p2(d.getUTCMinutes())}.${p2(d.getUTCSeconds())}:${p3(d.getUTCMilliseconds())}]`; }
  dateOnly(ms = this.t) { return new Date(ms).toISOString().slice(0, 10); }
  rfc2822(ms = this.t, off = '-0500') { const d = new Date(ms); return `${DOW[d.getUTCDay()]}, ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${this.hms(ms)} ${off}`; }

  // --- durations
  ms(n) { return `${n}ms`; }
  secs(n, d = 3) { return `${(n / 1000).toFixed(d)}s`; }
  hmsDur(n) { const s = Math.floor(n / 1000); return `${p2(Math.floor(s / 3600))}:${p2(Math.floor(s / 60) % 60)}:${p2(s % 60)}.${p3(n % 1000)}`; }
  human(n) { const s = Math.round(n / 1000); return s >= 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`; }

  // --- ids and other volatile noise
  reqId(prefix = 'req_', n = 24) { return prefix + this.Alnum(n); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  spanId() { return this.hex(16); }
  etag(weak = false) { return weak ? `W/"${this.int(200, 90000).toString(16)}-${this.b64url(27)}"` : `"${this.hex(32)}"`; }
  sha256() { return this.hex(64); }
  sha1() { return this.hex(40); }
  short(n = 7) { return this.hex(n); }
  cfRay(pop = 'FRA') { return `${this.hex(16)}-${pop}`; }
  ghReqId() { return `${this.HEX(4)}:${this.HEX(4)}:${this.HEX(6)}:${this.HEX(7)}:${this.HEX(8)}`; }
  amzId() { return this.uuid(); }
  amzCf() { return this.b64url(56).replace(/[-_]/g, 'x') + '=='; }
  xray() { return `Root=1-${Math.floor(this.t / 1000).toString(16)}-${this.hex(24)}`; }
  b3() { return this.hex(16); }
  pod(base) { return `${base}-${this.chars(10, 'bcdfghjklmnpqrstvwxz2456789')}-${this.chars(5, 'bcdfghjklmnpqrstvwxz2456789')}`; }
  host(prefix) { return `${prefix}-${p2(this.int(1, 24))}.${this.pick(['use1', 'euw1', 'apse2', 'usw2', 'euc1'])}.internal`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  port() { return this.int(32768, 60999); }
  pid() { return this.int(1200, 64000); }
  tmp(prefix = 'tmp') { return `/tmp/${prefix}${this.alnum(8)}`; }
  job(prefix = 'job-') { return prefix + this.alnum(8); }
  cursor() { return Buffer.from(JSON.stringify({ o: this.int(0, 99999), t: this.t, k: this.hex(8) })).toString('base64').replace(/=+$/, ''); }
  addr() { return '0x7f' + this.hex(10); }
}

// ------------------------------------------------------------ spans -------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error !== undefined && extra.error !== null) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

function startOf(s) { return s.metadata && s.metadata.start_time ? Date.parse(s.metadata.start_time) : null; }
function endOf(s) { return s.metadata && s.metadata.end_time ? Date.parse(s.metadata.end_time) : null; }

// wrap children into a container span, timing derived from the children
export function wrap(T, type, name, input, output, children, meta = {}, extra = {}) {
  const st = children.length ? startOf(children[0]) - T.int(2, 40) : T.t;
  const en = children.length ? Math.max(...children.map(endOf).filter((x) => x != null)) + T.int(1, 25) : T.t;
  if (en > T.t) T.t = en;
  return span(type, name, input, output, children, {
    error: extra.error,
    metadata: { span_id: T.spanId(), start_time: new Date(st).toISOString(), end_time: new Date(en).toISOString(), duration_ms: en - st, ...meta },
  });
}

// a leaf span that takes `durMs` on the virtual clock
export function leaf(T, type, name, input, output, durMs, meta = {}, extra = {}) {
  T.advance(T.int(3, 30));
  const st = T.t; T.advance(durMs); const en = T.t;
  return span(type, name, input, output, extra.children || [], {
    error: extra.error,
    metadata: { span_id: T.spanId(), start_time: new Date(st).toISOString(), end_time: new Date(en).toISOString(), duration_ms: en - st, ...meta },
  });
}

// ------------------------------------------------ recorder (per framework) ---
// A Rec keeps an abstract conversation and records spans the way a given framework's
// tracer would: 'otel' (GenAI semconv), 'plain' (message-level OpenAI-style), 'strands',
// 'agno', 'crewai', 'claude' (Claude Code transcript style).
const DEFAULT_MODEL = {
  otel: 'gpt-4o-2024-08-06', plain: 'gpt-4.1-2025-04-14', strands: 'us.anthropic.claude-sonnet-4-20250514-v1:0',
  agno: 'gpt-4o', crewai: 'gpt-4o-mini', claude: 'claude-sonnet-4-5-20250929',
};

const contentOf = (out, err) => {
  if (err && (out === undefined || out === null)) return String(err);
  if (typeof out === 'string') return out;
  return JSON.stringify(out);
};

export class Rec {
  constructor(T, style, o = {}) {
    this.T = T; this.style = style; this.o = o;
    this.model = o.model || DEFAULT_MODEL[style];
    this.spans = []; this.hist = []; this.lastAssistantIdx = -1;
    this.ids = { session: T.uuid(), run: T.uuid(), conv: T.uuid() };
    this.cwd = o.cwd || '/home/dev/project';
    this.prevUuid = null;
    if (o.system) this.hist.push({ k: 'system', text: o.system });
    if (o.user) this.hist.push({ k: 'user', text: o.user });
  }

  callId() {
    const T = this.T;
    switch (this.style) {
      case 'strands': return 'tooluse_' + T.Alnum(22);
      case 'claude': return 'toolu_01' + T.Alnum(22);
      case 'crewai': return null;
      case 'agno': return 'call_' + T.Alnum(24);
      default: return 'call_' + T.Alnum(24);
    }
  }

  toolName(n) {
    if (this.style === 'otel' || this.style === 'strands') return `execute_tool ${n}`;
    return n;
  }
  llmName() {
    switch (this.style) {
      case 'otel': return `chat ${this.model}`;
      case 'strands': return 'chat';
      case 'agno': return this.o.llmName || (this.model.startsWith('claude') ? 'Claude.response' : 'OpenAIChat.response');
      case 'crewai': return this.o.llmName || 'litellm.completion';
      case 'claude': return this.o.llmName || 'assistant';
      default: return this.o.llmName || 'ChatCompletion';
    }
  }

  // ---------------- rendering of the conversation
  windowed() {
    const w = this.o.window;
    if (!w || this.hist.length <= w + 2) return this.hist;
    const head = this.hist.filter((m, i) => i < 2 && (m.k === 'system' || m.k === 'user'));
    let tail = this.hist.slice(-w);
    while (tail.length && tail[0].k === 'tool') tail = tail.slice(1);
    return [...head, ...tail];
  }
  renderInput() {
    const H = this.windowed();
    switch (this.style) {
      case 'otel': return H.map((m) => {
        if (m.k === 'system') return { role: 'system', parts: [{ type: 'text', content: m.text }] };
        if (m.k === 'user') return { role: 'user', parts: [{ type: 'text', content: m.text }] };
        if (m.k === 'assistant') return { role: 'assistant', parts: [...(m.text ? [{ type: 'text', content: m.text }] : []), ...m.calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))] };
        return { role: 'tool', parts: [{ type: 'tool_call_response', id: m.id, response: m.content }] };
      });
      case 'strands': {
        const out = [];
        for (const m of H) {
          if (m.k === 'system') continue;
          if (m.k === 'user') out.push({ role: 'user', content: [{ text: m.text }] });
          else if (m.k === 'assistant') out.push({ role: 'assistant', content: [...(m.text ? [{ text: m.text }] : []), ...m.calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] });
          else {
            const block = { toolResult: { toolUseId: m.id, status: m.isError ? 'error' : 'success', content: [{ text: m.content }] } };
            const last = out[out.length - 1];
            if (last && last.role === 'user' && last.content[0] && last.content[0].toolResult) last.content.push(block);
            else out.push({ role: 'user', content: [block] });
          }
        }
        return { system: this.o.system || null, messages: out };
      }
      case 'claude': {
        // transcript style: only the turn that triggered this completion
        const since = this.hist.slice(this.lastAssistantIdx + 1).filter((m) => m.k !== 'system');
        const blocks = [];
        for (const m of since) {
          if (m.k === 'user') blocks.push({ type: 'text', text: m.text });
          else if (m.k === 'tool') blocks.push({ type: 'tool_result', tool_use_id: m.id, content: m.content, ...(m.isError ? { is_error: true } : {}) });
        }
        return { role: 'user', content: blocks.length === 1 && blocks[0].type === 'text' ? blocks[0].text : blocks };
      }
      case 'crewai': return H.map((m) => {
        if (m.k === 'system') return { role: 'system', content: m.text };
        if (m.k === 'user') return { role: 'user', content: m.text };
        if (m.k === 'assistant') return { role: 'assistant', content: m.raw };
        return { role: 'user', content: `Observation: ${m.content}` };
      });
      default: return H.map((m) => {
        if (m.k === 'system') return { role: 'system', content: m.text };
        if (m.k === 'user') return { role: 'user', content: m.text };
        if (m.k === 'assistant') {
          const o = { role: 'assistant', content: m.text || null };
          if (m.calls.length) o.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
          return o;
        }
        return { role: 'tool', tool_call_id: m.id, content: m.content };
      });
    }
  }

  crewText(text, calls, final) {
    if (final) return `Thought: ${text.thought || 'I now know the final answer'}\nFinal Answer: ${text.answer}`;
    const c = calls[0];
    return `Thought: ${text}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`;
  }

  renderOutput(a, final) {
    switch (this.style) {
      case 'otel': return [{ role: 'assistant', parts: [...(a.text ? [{ type: 'text', content: a.text }] : []), ...a.calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args }))], finish_reason: a.calls.length ? 'tool_call' : 'stop' }];
      case 'strands': return { role: 'assistant', content: [...(a.thinking ? [{ reasoningContent: { reasoningText: { text: a.thinking } } }] : []), ...(a.text ? [{ text: a.text }] : []), ...a.calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } }))] };
      case 'claude': return {
        id: 'msg_01' + this.T.Alnum(22), type: 'message', role: 'assistant', model: this.model,
        content: [...(a.thinking ? [{ type: 'thinking', thinking: a.thinking, signature: this.T.b64(64) }] : []), ...(a.text ? [{ type: 'text', text: a.text }] : []), ...a.calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))],
        stop_reason: a.calls.length ? 'tool_use' : 'end_turn',
      };
      case 'crewai': return a.raw;
      default: {
        const o = { role: 'assistant', content: a.text || null };
        if (a.calls.length) o.tool_calls = a.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
        if (a.thinking) o.reasoning_content = a.thinking;
        return o;
      }
    }
  }

  llmMeta(input, output, extra = {}) {
    const T = this.T;
    const inTok = Math.round(JSON.stringify(input).length / 3.7) + T.int(20, 60);
    const outTok = Math.max(8, Math.round(JSON.stringify(output).length / 3.9) + T.int(0, 30));
    switch (this.style) {
      case 'otel': return { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': this.o.provider || 'openai', 'gen_ai.request.model': this.model, 'gen_ai.response.model': this.model, 'gen_ai.response.id': 'chatcmpl-' + T.Alnum(29), 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, ...extra };
      case 'strands': return { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': this.model, 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'gen_ai.usage.cache_read_input_tokens': T.int(0, 1) ? inTok - T.int(200, 600) : 0, ...extra };
      case 'claude': return { uuid: T.uuid(), parentUuid: this.prevUuid, sessionId: this.ids.session, timestamp: new Date(T.t).toISOString(), requestId: 'req_011C' + T.Alnum(20), cwd: this.cwd, gitBranch: this.o.gitBranch || 'main', version: this.o.ccVersion || '2.0.27', usage: { input_tokens: T.int(3, 12), cache_creation_input_tokens: T.int(0, 900), cache_read_input_tokens: inTok, output_tokens: outTok }, ...extra };
      case 'crewai': return { model: this.model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok, agent_role: this.o.role, ...extra };
      case 'agno': return { model: this.model, run_id: this.ids.run, session_id: this.ids.session, metrics: { input_tokens: inTok, output_tokens: outTok, time_to_first_token: +(T.r() * 1.2 + 0.2).toFixed(4) }, ...extra };
      default: return { model: this.model, usage: { prompt_tokens: inTok, completion_tokens: outTok, total_tokens: inTok + outTok }, system_fingerprint: 'fp_' + T.hex(10), ...extra };
    }
  }

  // ---------------- public API
  user(text) { this.hist.push({ k: 'user', text }); }

  // One model turn, followed by the tool calls it requested (each call: {tool, args, out, error, type,
  // dur, raw (record the arguments as a JSON string), children: () => spans, meta}).
  step(text, calls = [], x = {}) {
    const T = this.T;
    const cs = calls.map((c) => ({ ...c, id: this.callId() }));
    const a = { k: 'assistant', text: this.style === 'crewai' ? null : text, thinking: x.thinking, calls: cs.map((c) => ({ id: c.id, name: c.tool, args: c.args })) };
    if (this.style === 'crewai') { a.raw = this.crewText(text, a.calls, false); a.text = a.raw; }
    const input = this.renderInput();
    T.advance(T.int(8, 60));
    const st = T.t;
    const outText = (text || '') + (x.thinking || '');
    T.advance(x.latency ?? (500 + outText.length * 9 + cs.length * 350 + T.int(0, 1600)));
    const output = this.renderOutput(a);
    const meta = this.llmMeta(input, output, x.meta);
    const llm = span('llm', this.llmName(), input, output, [], { metadata: { span_id: T.spanId(), start_time: new Date(st).toISOString(), ...meta } });
    llm.metadata.end_time = new Date(T.t).toISOString();
    llm.metadata.duration_ms = T.t - st;
    if (this.style === 'claude') this.prevUuid = llm.metadata.uuid;
    this.hist.push(a);
    this.lastAssistantIdx = this.hist.length - 1;
    const tools = cs.map((c) => this.runTool(c));
    if (this.style === 'agno') {
      llm.children = tools;
      if (tools.length) { llm.metadata.end_time = tools[tools.length - 1].metadata.end_time; llm.metadata.duration_ms = Date.parse(llm.metadata.end_time) - st; }
      this.spans.push(llm);
    } else if (this.style === 'strands') {
      const cyc = wrap(T, 'chain', 'execute_event_loop_cycle', null, null, [llm, ...tools], { 'event_loop.cycle_id': T.uuid(), 'event_loop.parent_cycle_id': this.lastCycle || null });
      this.lastCycle = cyc.metadata['event_loop.cycle_id'];
      cyc.input = { messages_in_context: this.hist.length };
      cyc.output = { stop_reason: cs.length ? 'tool_use' : 'end_turn' };
      this.spans.push(cyc);
    } else {
      this.spans.push(llm, ...tools);
    }
    return llm;
  }

  runTool(c) {
    const T = this.T;
    T.advance(T.int(4, 45));
    const st = T.t;
    const children = c.children ? c.children() : [];
    T.advance(c.dur ?? T.int(90, 1500));
    const out = typeof c.out === 'function' ? c.out() : c.out;
    const err = typeof c.error === 'function' ? c.error() : c.error;
    const meta = { span_id: T.spanId(), start_time: new Date(st).toISOString(), end_time: new Date(T.t).toISOString(), duration_ms: T.t - st };
    if (this.style === 'otel') Object.assign(meta, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': c.tool, 'gen_ai.tool.call.id': c.id, 'gen_ai.tool.type': 'function' });
    if (this.style === 'strands') Object.assign(meta, { 'gen_ai.tool.name': c.tool, 'gen_ai.tool.call.id': c.id, 'tool.status': err ? 'error' : 'success' });
    if (this.style === 'claude') Object.assign(meta, { tool_use_id: c.id });
    if (this.style === 'agno') Object.assign(meta, { tool_call_id: c.id, tool_call_error: !!err });
    if (this.style === 'crewai') Object.assign(meta, { tool_name: c.tool, agent_role: this.o.role, 'crewai.tool.run_attempts': 1 });
    if (this.style === 'plain') Object.assign(meta, { tool_call_id: c.id });
    Object.assign(meta, c.meta || {});
    const input = c.raw ? JSON.stringify(c.args) : c.args;
    let output = out === undefined ? null : out;
    if (this.style === 'claude') output = { tool_use_id: c.id, content: contentOf(out, err), ...(err ? { is_error: true } : {}) };
    const s = span(c.type || 'tool', this.toolName(c.tool), input, output, children, { error: err, metadata: meta });
    this.hist.push({ k: 'tool', id: c.id, name: c.tool, content: contentOf(out, err), isError: !!err });
    return s;
  }

  // final model turn with no tool call. For crewai pass {thought, answer} or a string.
  final(text, x = {}) {
    const T = this.T;
    const a = { k: 'assistant', text, thinking: x.thinking, calls: [] };
    if (this.style === 'crewai') { const t = typeof text === 'string' ? { answer: text } : text; a.raw = this.crewText(t, [], true); a.text = a.raw; }
    const input = this.renderInput();
    T.advance(T.int(8, 60));
    const st = T.t;
    T.advance(x.latency ?? (600 + String(a.text).length * 9 + T.int(0, 1500)));
    const output = this.renderOutput(a);
    const meta = this.llmMeta(input, output, x.meta);
    const llm = span('llm', this.llmName(), input, output, [], { metadata: { span_id: T.spanId(), start_time: new Date(st).toISOString(), ...meta, end_time: new Date(T.t).toISOString(), duration_ms: T.t - st } });
    this.hist.push(a);
    this.lastAssistantIdx = this.hist.length - 1;
    if (this.style === 'strands') {
      const cyc = wrap(T, 'chain', 'execute_event_loop_cycle', { messages_in_context: this.hist.length }, { stop_reason: 'end_turn' }, [llm], { 'event_loop.cycle_id': T.uuid(), 'event_loop.parent_cycle_id': this.lastCycle || null });
      this.spans.push(cyc);
    } else this.spans.push(llm);
    return llm;
  }

  raw(s) { this.spans.push(s); return s; }

  // build a nested recorder (sub-agent) sharing the clock; returns its finished agent span
  sub(style, o, fn) {
    const r = new Rec(this.T, style, o);
    const out = fn(r);
    return r.finish(out, { sub: true });
  }

  // close the run and return the root (or sub-agent) span
  finish(output, x = {}) {
    const T = this.T, o = this.o;
    const err = x.error;
    const input = x.input !== undefined ? x.input : (o.user ?? null);
    switch (this.style) {
      case 'otel': return wrap(T, 'agent', `invoke_agent ${o.agent || 'agent'}`, input, output, this.spans, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': o.agent || 'agent', 'gen_ai.agent.id': o.agentId || 'asst_' + T.Alnum(24), 'gen_ai.conversation.id': this.ids.conv, 'gen_ai.request.model': this.model, ...(x.meta || {}) }, { error: err });
      case 'strands': return wrap(T, 'agent', `invoke_agent ${o.agent || 'Strands Agents'}`, input, output, this.spans, { 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': o.agent || 'Strands Agents', 'gen_ai.request.model': this.model, 'gen_ai.agent.tools': JSON.stringify(o.tools || []), 'gen_ai.usage.total_tokens': T.int(4000, 60000), ...(x.meta || {}) }, { error: err });
      case 'agno': return wrap(T, 'agent', `${o.agent || 'Agent'}.run`, input, output, this.spans, { agent_id: o.agentId || (o.agent || 'agent').toLowerCase().replace(/\W+/g, '-'), session_id: this.ids.session, run_id: this.ids.run, model: this.model, ...(x.meta || {}) }, { error: err });
      case 'claude': return wrap(T, 'agent', x.sub ? `subagent ${o.agent || 'general-purpose'}` : (o.agent || 'claude-code'), input, output, this.spans, { sessionId: this.ids.session, cwd: this.cwd, gitBranch: o.gitBranch || 'main', version: o.ccVersion || '2.0.27', ...(x.sub ? { isSidechain: true, agentId: T.hex(8) } : {}), ...(x.meta || {}) }, { error: err });
      case 'crewai': {
        const ag = wrap(T, 'agent', o.role || 'Agent', { role: o.role, goal: o.goal, backstory: o.backstory }, output, this.spans, { 'crewai.agent.id': T.uuid(), max_iter: o.maxIter || 25, allow_delegation: !!o.allowDelegation }, { error: err });
        if (x.sub) return ag;
        const desc = String(o.user || '').replace(/^Current Task: /, '').split('\n\n')[0];
        const exp = o.expected || ((String(o.user || '').match(/expected criteria for your final answer: ([^\n]+)/) || [])[1]) || 'A concise result.';
        const task = wrap(T, 'task', `Task: ${o.taskName || 'task'}`, { description: desc, expected_output: exp }, output, [ag], { 'crewai.task.id': T.uuid(), agent: o.role }, { error: err });
        return wrap(T, 'agent', `${o.crew || 'Crew'}.kickoff`, { inputs: o.inputs || {} }, output, [task], { 'crewai.crew.id': T.uuid(), process: o.process || 'sequential', crewai_version: o.crewVersion || '0.108.0', ...(x.meta || {}) }, { error: err });
      }
      default: return wrap(T, 'agent', o.agent || 'agent_run', input, output, this.spans, { run_id: this.ids.run, model: this.model, ...(x.meta || {}) }, { error: err });
    }
  }
}

// count spans in a tree
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
