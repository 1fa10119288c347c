// lib.mjs — deterministic helpers for the blind trace benchmark.
// No Math.random, no clock reads: every value comes from a PRNG seeded by the trace_id
// and from a simulated clock that each trace advances by itself.

// ---------------------------------------------------------------- PRNG
export function hashStr(s) {
  // FNV-1a 32 bit followed by a murmur-style avalanche
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B32 = 'abcdefghijklmnopqrstuvwxyz234567';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// ---------------------------------------------------------------- noise
export class Noise {
  constructor(rng, clock) { this.r = rng; this.clock = clock; }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  float(a, b, dp = 2) { return Number((a + this.r() * (b - a)).toFixed(dp)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  chars(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.r() * alpha.length)]; return s; }
  hex(n) { return this.chars('0123456789abcdef', n); }
  HEX(n) { return this.chars('0123456789ABCDEF', n); }
  b62(n) { return this.chars(B62, n); }
  b32(n) { return this.chars(B32, n); }
  digits(n) { return this.chars('0123456789', n); }
  lower(n) { return this.chars('abcdefghijklmnopqrstuvwxyz0123456789', n); }
  b64(bytes) {
    const n = Math.ceil(bytes / 3) * 4; let s = this.chars(B64, n - (bytes % 3 === 0 ? 0 : 3 - (bytes % 3)));
    while (s.length % 4) s += '='; return s;
  }
  b64url(n) { return this.chars(B62 + '-_', n); }
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  // time ordered uuid v7 from the simulated clock
  uuid7() {
    const t = Math.floor(this.clock.now).toString(16).padStart(12, '0');
    const h = this.hex(20);
    return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${h.slice(0, 3)}-${'89ab'[this.int(0, 3)]}${h.slice(3, 6)}-${h.slice(6, 18)}`;
  }
  ulid() {
    let t = Math.floor(this.clock.now); let s = '';
    for (let i = 0; i < 10; i++) { s = CROCK[t % 32] + s; t = Math.floor(t / 32); }
    return s + this.chars(CROCK, 16);
  }
  ksuid() { return this.b62(27); }
  sha1() { return this.hex(40); }
  sha256() { return this.hex(64); }
  shortSha() { return this.hex(7); }
  etag(weak = false) { return `${weak ? 'W/' : ''}"${this.hex(this.pick([16, 32, 40]))}"`; }
  reqId(prefix = 'req_') { return prefix + this.b62(this.int(14, 24)); }
  amzReqId() { return this.HEX(16); }
  amzId2() { return this.b64(54); }
  cfRay() { return `${this.hex(16)}-${this.pick(['FRA', 'AMS', 'IAD', 'SJC', 'LHR', 'CDG', 'ORD', 'NRT', 'SYD', 'YYZ', 'ARN', 'MAD'])}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  xray() { return `Root=1-${Math.floor(this.clock.now / 1000).toString(16)}-${this.hex(24)};Parent=${this.hex(16)};Sampled=1`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  pubIp() { return `${this.pick([34, 35, 52, 54, 104, 151, 185, 203])}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  port() { return this.int(30000, 61000); }
  pod(deploy) { return `${deploy}-${this.lower(10).replace(/[^a-z0-9]/g, 'x')}-${this.lower(5)}`; }
  host(prefix = 'api', domain = 'internal') { return `${prefix}-${this.int(1, 24)}.${this.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1', 'us-west-2', 'ca-central-1'])}.${domain}`; }
  tmpPath(prefix = 'tmp', ext = '') { return `/tmp/${prefix}${this.b62(8)}${ext}`; }
  jobId(prefix = 'job') { return `${prefix}-${this.digits(4)}${this.lower(6)}`; }
  ms(a = 20, b = 900) { return this.int(a, b); }
  durStr(a = 20, b = 4000) {
    const v = this.int(a, b); return v < 1000 ? `${v}ms` : `${(v / 1000).toFixed(this.pick([1, 2, 3]))}s`;
  }
  semverBuild() { return `${this.int(1, 9)}.${this.int(0, 30)}.${this.int(0, 60)}+build.${this.int(100, 9999)}`; }
  lsn() { return `${this.int(0, 9).toString(16).toUpperCase()}/${this.HEX(8)}`; }
  cursor() { return this.b64url(this.int(22, 44)); }
  nonce() { return this.b64(12).replace(/=+$/, ''); }
  // --- dates from the simulated clock
  d(ms) { return new Date(ms === undefined ? this.clock.now : ms); }
  iso(ms) { return this.d(ms).toISOString(); }
  isoSec(ms) { return this.d(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro(ms) { return this.d(ms).toISOString().replace('Z', this.digits(3) + 'Z'); }
  isoNano(ms) { return this.d(ms).toISOString().replace('Z', this.digits(6) + 'Z'); }
  isoOffset(ms, offMin = 60) {
    const x = this.d((ms === undefined ? this.clock.now : ms) + offMin * 60000);
    const sign = offMin >= 0 ? '+' : '-'; const a = Math.abs(offMin);
    return x.toISOString().replace(/\.\d{3}Z$/, `${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`);
  }
  httpDate(ms) { return this.d(ms).toUTCString(); }
  unix(ms) { return Math.floor((ms === undefined ? this.clock.now : ms) / 1000); }
  unixMs(ms) { return Math.floor(ms === undefined ? this.clock.now : ms); }
  logTs(ms) { const x = this.d(ms); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())},${p3(x.getUTCMilliseconds())}`; }
  sqlTs(ms) { const x = this.d(ms); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}${this.digits(3)}+00`; }
  syslog(ms) { const x = this.d(ms); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; }
  usDate(ms) { const x = this.d(ms); let h = x.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${h}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${ap}`; }
  euDate(ms) { const x = this.d(ms); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; }
  clf(ms) { const x = this.d(ms); return `${p2(x.getUTCDate())}/${MON[x.getUTCMonth()]}/${x.getUTCFullYear()}:${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; }
  dateOnly(ms) { return this.d(ms).toISOString().slice(0, 10); }
  hhmm(ms) { const x = this.d(ms); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; }
  hhmmss(ms) { const x = this.d(ms); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; }
  dow(ms) { return DOW[this.d(ms).getUTCDay()]; }
  julian(ms) { return ((ms === undefined ? this.clock.now : ms) / 86400000 + 2440587.5).toFixed(5); }
  doy(ms) { const x = this.d(ms); const s = Date.UTC(x.getUTCFullYear(), 0, 0); return Math.floor((x.getTime() - s) / 86400000); }
}

// ---------------------------------------------------------------- small utilities
export function pyRepr(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return `{${Object.entries(v).map(([k, x]) => `'${k}': ${pyRepr(x)}`).join(', ')}}`;
}
export const J = (v) => JSON.stringify(v);
export const text = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
const text_ = text;
export function truncate(s, n) { return s.length > n ? s.slice(0, n) + '…' : s; }

// A fixed-width CLI table from rows of cells.
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const w = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all.map((r) => r.map((c, i) => c.padEnd(w[i])).join('  ').trimEnd()).join('\n');
}

// Raw HTTP response as a tool would return it.
export function httpText(status, reason, headers, body) {
  const h = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\n');
  return `HTTP/1.1 ${status} ${reason}\n${h}\n\n${typeof body === 'string' ? body : JSON.stringify(body, null, 2)}`;
}

// ---------------------------------------------------------------- styles
export const STYLES = ['langsmith', 'phoenix', 'langfuse', 'weave', 'mlflow', 'plain'];

const DEFAULT_MODEL = {
  langsmith: 'gpt-4o-2024-08-06', phoenix: 'gpt-4o-mini-2024-07-18', langfuse: 'claude-3-5-sonnet-20241022',
  weave: 'gpt-4.1-2025-04-14', mlflow: 'gpt-4o-2024-11-20', plain: 'gpt-4.1-mini-2025-04-14',
};

// ---------------------------------------------------------------- Trace builder
// Scenarios call: t.system(), t.user(), t.step({text, thinking, calls}), t.final(), t.group(), t.finish().
export class Trace {
  constructor(opts) {
    const { traceId, style } = opts;
    if (!STYLES.includes(style)) throw new Error('unknown style ' + style);
    this.o = opts;
    this.id = traceId; this.style = style;
    this.rng = mulberry32(hashStr(traceId));
    this.now = Date.parse(opts.start ?? '2025-03-11T09:14:07.000Z') + Math.floor(this.rng() * 900) ;
    this.n = new Noise(this.rng, this);
    this.model = opts.model ?? DEFAULT_MODEL[style];
    this.provider = opts.provider ?? (/^claude/.test(this.model) ? 'anthropic' : /^deepseek/.test(this.model) ? 'deepseek' : /^gemini/.test(this.model) ? 'google' : 'openai');
    this.msgs = [];
    this.stack = [[]];
    this.stepNo = 0;
    this.startMs = this.now;
    this.traceHex = this.n.hex(32);
    this.runId = this.n.uuid();
    this.tokens = { in: 0, out: 0 };
    this.finalText = null;
    this.entity = opts.entity ?? 'ops-' + this.n.lower(5);
    this.project = opts.project ?? 'agents';
    this.mlflowReq = 'tr-' + this.n.hex(32);
    this.temperature = opts.temperature ?? this.n.pick([0, 0, 0.2, 0.1, 0.3]);
    this.lastEnd = this.now;  // end of the last recorded span
    this.mins = [Infinity];   // earliest child start per open group
    this.now += this.n.int(1500, 3000);
  }
  // stretch a span's recorded end time (used when tool runs are recorded inside the model call)
  setEnd(span, t1) {
    const m = span.metadata; const n = this.n;
    if ('duration_ms' in m) m.duration_ms = Math.round(t1 - Date.parse(m.start));
    if ('end_time' in m) m.end_time = this.style === 'phoenix' ? n.isoMicro(t1).replace('Z', '+00:00') : n.iso(t1).replace('Z', '');
    if ('endTime' in m) m.endTime = n.iso(t1);
    if ('ended_at' in m) m.ended_at = n.iso(t1);
    if ('end_time_ns' in m) m.end_time_ns = String(Math.floor(t1)) + n.digits(6);
    this.lastEnd = Math.max(this.lastEnd, t1);
  }
  noteStart(t0) { const i = this.mins.length - 1; this.mins[i] = Math.min(this.mins[i], t0); }

  // ---- clock
  tick(a = 200, b = 1500) { this.now += this.n.int(a, b); return this.now; }
  wait(ms) { this.now += ms; return this.now; }

  // ---- conversation
  system(content) { this.msgs.push({ role: 'system', content }); return this; }
  user(content) { this.msgs.push({ role: 'user', content }); return this; }

  // ---- span assembly
  push(span) { this.stack[this.stack.length - 1].push(span); return span; }
  span(type, name, input, output, children, extra = {}) {
    const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: children ?? [] };
    if (extra.error) s.error = extra.error;
    if (extra.metadata) s.metadata = extra.metadata;
    return s;
  }
  // Open a nested span (sub-agent, chain, step) and collect what fn() records into it.
  group(type, name, input, fn, opts = {}) {
    let t0 = this.now; const floor = this.lastEnd;
    this.stack.push([]);
    this.mins.push(Infinity);
    const ret = fn();
    const kids = this.stack.pop();
    t0 = Math.max(floor + 1, Math.min(t0, this.mins.pop() - this.n.int(1, 2)));
    this.noteStart(t0);
    this.tick(2, 30);
    this.lastEnd = this.now;
    const output = typeof opts.output === 'function' ? opts.output(ret) : (opts.output ?? (ret === undefined ? null : ret));
    const md = this.spanMeta(type, name, t0, { kind: opts.kind, extra: opts.metadata, status: opts.error ? 'ERROR' : 'OK' });
    return this.push(this.span(type, name, input, output, kids, { error: opts.error, metadata: md }));
  }

  spanMeta(type, name, t0, { kind, extra, status = 'OK', level } = {}) {
    const n = this.n; const t1 = this.now;
    switch (this.style) {
      case 'langsmith':
        return { run_type: kind ?? (type === 'agent' ? 'chain' : type), id: n.uuid(), trace_id: this.runId, start_time: n.iso(t0).replace('Z', ''), end_time: n.iso(t1).replace('Z', ''), status: status === 'OK' ? 'success' : 'error', ...(extra ?? {}) };
      case 'phoenix':
        return { 'openinference.span.kind': (kind ?? type).toUpperCase(), 'context.trace_id': this.traceHex, 'context.span_id': n.hex(16), start_time: n.isoMicro(t0).replace('Z', '+00:00'), end_time: n.isoMicro(t1).replace('Z', '+00:00'), status_code: status, ...(extra ?? {}) };
      case 'langfuse':
        return { observationType: kind ?? (type === 'llm' ? 'GENERATION' : type === 'agent' ? 'AGENT' : type === 'tool' ? 'TOOL' : 'SPAN'), id: n.hex(16), traceId: this.traceHex, startTime: n.iso(t0), endTime: n.iso(t1), level: level ?? (status === 'OK' ? 'DEFAULT' : 'ERROR'), ...(extra ?? {}) };
      case 'weave':
        this.opDigest ??= {};
        this.opDigest[name] ??= n.b62(43);
        return { op_name: `weave:///${this.entity}/${this.project}/op/${name}:${this.opDigest[name]}`, id: n.uuid7(), trace_id: this.runIdWeave ?? (this.runIdWeave = n.uuid7()), started_at: n.iso(t0), ended_at: n.iso(t1), summary: { weave: { status: status === 'OK' ? 'success' : 'error', latency_ms: Math.round(t1 - t0) } }, ...(extra ?? {}) };
      case 'mlflow':
        return { span_type: kind ?? ({ llm: 'CHAT_MODEL', tool: 'TOOL', agent: 'AGENT', retriever: 'RETRIEVER', chain: 'CHAIN' }[type] ?? 'UNKNOWN'), request_id: this.mlflowReq, span_id: n.hex(16), start_time_ns: String(Math.floor(t0)) + n.digits(6), end_time_ns: String(Math.floor(t1)) + n.digits(6), status: { status_code: status, description: '' }, ...(extra ?? {}) };
      default:
        return { span_id: n.hex(16), start: n.iso(t0), duration_ms: Math.round(t1 - t0), ...(extra ?? {}) };
    }
  }

  // ---- message rendering per style/provider
  callId() {
    if (this.provider === 'anthropic') return 'toolu_01' + this.n.b62(22);
    if (this.provider === 'google') return 'call_' + this.n.lower(12);
    if (this.provider === 'deepseek') return 'call_0_' + this.n.uuid();
    return 'call_' + this.n.b62(24);
  }
  renderMessages() {
    const st = this.style; const pv = this.provider;
    if (st === 'langsmith') {
      return [this.msgs.map((m) => {
        if (m.role === 'system') return { type: 'system', content: m.content };
        if (m.role === 'user') return { type: 'human', content: m.content };
        if (m.role === 'tool') return { type: 'tool', content: m.content, tool_call_id: m.callId, name: m.name, status: m.isError ? 'error' : 'success' };
        const o = { type: 'ai', content: pv === 'anthropic' ? this.anthropicBlocks(m) : (m.content ?? '') };
        if (m.calls?.length) o.tool_calls = m.calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' }));
        return o;
      })];
    }
    if (st === 'phoenix') {
      return this.msgs.map((m) => {
        const o = { 'message.role': m.role, 'message.content': m.content ?? '' };
        if (m.role === 'tool') o['message.tool_call_id'] = m.callId;
        if (m.calls?.length) o['message.tool_calls'] = m.calls.map((c) => ({ 'tool_call.id': c.id, 'tool_call.function.name': c.name, 'tool_call.function.arguments': J(c.args) }));
        return o;
      });
    }
    if (pv === 'anthropic') {
      const out = [];
      for (const m of this.msgs) {
        if (m.role === 'system') continue;
        if (m.role === 'user') { out.push({ role: 'user', content: m.content }); continue; }
        if (m.role === 'assistant') { out.push({ role: 'assistant', content: this.anthropicBlocks(m) }); continue; }
        const blk = { type: 'tool_result', tool_use_id: m.callId, content: m.content };
        if (m.isError) blk.is_error = true;
        const last = out[out.length - 1];
        if (last && last.role === 'user' && Array.isArray(last.content) && last.content[0]?.type === 'tool_result') last.content.push(blk);
        else out.push({ role: 'user', content: [blk] });
      }
      return out;
    }
    return this.msgs.map((m) => {
      if (m.role !== 'assistant' && m.role !== 'tool') return { role: m.role, content: m.content };
      if (m.role === 'tool') return { role: 'tool', tool_call_id: m.callId, content: m.content };
      const o = { role: 'assistant', content: m.content ?? null };
      if (m.reasoning && pv === 'deepseek') o.reasoning_content = m.reasoning;
      if (m.calls?.length) o.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      return o;
    });
  }
  anthropicBlocks(m) {
    const b = [];
    if (m.reasoning) b.push({ type: 'thinking', thinking: m.reasoning, signature: this.n.b64(48) });
    if (m.content) b.push({ type: 'text', text: m.content });
    for (const c of m.calls ?? []) b.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args });
    return b;
  }
  systemText() { return this.msgs.find((m) => m.role === 'system')?.content; }

  // ---- the llm span
  llm({ text = null, thinking = null, calls = [], name, model, promptOverride, backdate = false } = {}) {
    const n = this.n;
    const st = this.style; const pv = this.provider;
    const withIds = calls.map((c) => ({ ...c, id: c.id ?? this.callId() }));
    const rendered = promptOverride ?? this.renderMessages();
    const pt = Math.round(J(rendered).length / 3.7) + n.int(180, 420);
    const ct = Math.max(8, Math.round(((text ?? '').length + (thinking ?? '').length + J(withIds.map((c) => c.args)).length) / 3.9) + n.int(4, 30));
    this.tokens.in += pt; this.tokens.out += ct;
    const dur = n.int(350 + ct * 9, 900 + ct * 22);
    // backdate: tool results of this turn were stamped at "now"; the model call that requested
    // them ran just before, so place it in the gap that precedes now.
    const t0 = backdate ? Math.max(this.lastEnd + n.int(3, 25), this.now - dur - n.int(30, 90)) : this.now;
    this.now = t0 + dur;
    this.noteStart(t0);
    const finish = withIds.length ? (pv === 'anthropic' ? 'tool_use' : 'tool_calls') : (pv === 'anthropic' ? 'end_turn' : 'stop');
    const amsg = { role: 'assistant', content: text, reasoning: thinking, calls: withIds.map(({ id, name, args }) => ({ id, name, args })) };
    let input, output, nm, md;
    const mdl = model ?? this.model;
    const oaMsg = () => {
      const m = { role: 'assistant', content: text };
      if (thinking && pv === 'deepseek') m.reasoning_content = thinking;
      if (withIds.length) m.tool_calls = withIds.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: J(c.args) } }));
      return m;
    };
    const anthropicObj = () => ({ id: 'msg_01' + n.b62(22), type: 'message', role: 'assistant', model: mdl, content: this.anthropicBlocks(amsg), stop_reason: finish, stop_sequence: null, usage: { input_tokens: pt, output_tokens: ct, cache_creation_input_tokens: 0, cache_read_input_tokens: n.pick([0, 0, pt - (pt % 1024)]) } });
    const openaiObj = () => ({ id: 'chatcmpl-' + n.b62(29), object: 'chat.completion', created: n.unix(t0), model: mdl, choices: [{ index: 0, message: { ...oaMsg(), refusal: null, annotations: [] }, logprobs: null, finish_reason: finish }], usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct, prompt_tokens_details: { cached_tokens: n.pick([0, 0, 1024, 2048].filter((x) => x < pt)) }, completion_tokens_details: { reasoning_tokens: 0 } }, service_tier: 'default', system_fingerprint: 'fp_' + n.hex(10) });
    const sysText = this.systemText();
    if (st === 'plain') {
      nm = name ?? (pv === 'anthropic' ? 'anthropic.messages.create' : 'chat.completions.create');
      input = pv === 'anthropic' ? { model: mdl, system: sysText, messages: rendered, max_tokens: 4096 } : { model: mdl, messages: rendered, tool_choice: 'auto' };
      output = pv === 'anthropic' ? { role: 'assistant', content: this.anthropicBlocks(amsg), stop_reason: finish } : oaMsg();
      md = this.spanMeta('llm', nm, t0, { extra: { model: mdl, usage: { prompt_tokens: pt, completion_tokens: ct }, finish_reason: finish } });
    } else if (st === 'langsmith') {
      nm = name ?? (pv === 'anthropic' ? 'ChatAnthropic' : 'ChatOpenAI');
      input = { messages: rendered };
      const content = pv === 'anthropic' ? this.anthropicBlocks(amsg) : (text ?? '');
      const aim = { content, additional_kwargs: {}, response_metadata: { model_name: mdl, finish_reason: finish, ...(pv === 'openai' ? { system_fingerprint: 'fp_' + n.hex(10) } : { stop_reason: finish }) }, type: 'ai', id: 'run-' + n.uuid() + '-0', tool_calls: withIds.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })), invalid_tool_calls: [], usage_metadata: { input_tokens: pt, output_tokens: ct, total_tokens: pt + ct } };
      output = { generations: [[{ text: text ?? '', generation_info: { finish_reason: finish, logprobs: null }, type: 'ChatGeneration', message: aim }]], llm_output: { token_usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct }, model_name: mdl }, run: null, type: 'LLMResult' };
      md = this.spanMeta('llm', nm, t0, { extra: { extra: { invocation_params: { model: mdl, temperature: this.temperature, _type: pv === 'anthropic' ? 'anthropic-chat' : 'openai-chat' }, metadata: { ls_provider: pv, ls_model_name: mdl, ls_model_type: 'chat', ls_temperature: this.temperature, ...(this.o.graph ? { langgraph_node: 'agent', langgraph_step: this.stepNo * 2 + 1, langgraph_triggers: ['start:agent'] } : {}) } }, tags: this.o.graph ? [`seq:step:1`] : [] } });
    } else if (st === 'phoenix') {
      nm = name ?? (this.o.phoenixLlmName ?? 'ChatCompletion');
      input = { 'llm.input_messages': rendered, 'llm.invocation_parameters': J({ model: mdl, temperature: this.temperature, tool_choice: 'auto' }) };
      const om = { 'message.role': 'assistant', 'message.content': text ?? '' };
      if (thinking) om['message.reasoning'] = thinking;
      if (withIds.length) om['message.tool_calls'] = withIds.map((c) => ({ 'tool_call.id': c.id, 'tool_call.function.name': c.name, 'tool_call.function.arguments': J(c.args) }));
      output = { 'llm.output_messages': [om] };
      md = this.spanMeta('llm', nm, t0, { extra: { 'llm.model_name': mdl, 'llm.provider': pv, 'llm.token_count.prompt': pt, 'llm.token_count.completion': ct, 'llm.token_count.total': pt + ct } });
    } else if (st === 'langfuse') {
      nm = name ?? (pv === 'anthropic' ? 'anthropic-messages' : 'OpenAI-generation');
      input = pv === 'anthropic' ? { system: sysText, messages: rendered } : rendered;
      output = pv === 'anthropic' ? { role: 'assistant', content: this.anthropicBlocks(amsg) } : oaMsg();
      md = this.spanMeta('llm', nm, t0, { extra: { model: mdl, modelParameters: { temperature: this.temperature, max_tokens: 4096 }, usage: { input: pt, output: ct, total: pt + ct, unit: 'TOKENS' }, completionStartTime: n.iso(t0 + n.int(250, 900)), latency: Number(((this.now - t0) / 1000).toFixed(3)) } });
    } else if (st === 'weave') {
      nm = name ?? (pv === 'anthropic' ? 'anthropic.Messages.create' : 'openai.chat.completions.create');
      input = pv === 'anthropic' ? { self: 'Messages', model: mdl, system: sysText, messages: rendered, max_tokens: 4096 } : { self: 'Completions', model: mdl, messages: rendered, temperature: this.temperature };
      output = pv === 'anthropic' ? anthropicObj() : openaiObj();
      md = this.spanMeta('llm', nm, t0, {});
      md.summary.usage = { [mdl]: { requests: 1, prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct } };
    } else { // mlflow
      nm = name ?? (pv === 'anthropic' ? 'Messages.create' : 'Completions');
      input = pv === 'anthropic' ? { model: mdl, system: sysText, messages: rendered, max_tokens: 4096 } : { model: mdl, messages: rendered, temperature: this.temperature };
      output = pv === 'anthropic' ? anthropicObj() : openaiObj();
      md = this.spanMeta('llm', nm, t0, { extra: { attributes: { 'mlflow.chat.tokenUsage': { input_tokens: pt, output_tokens: ct, total_tokens: pt + ct }, 'mlflow.message.format': pv } } });
    }
    this.msgs.push(amsg);
    this.lastEnd = this.now;
    const span = this.span('llm', nm, input, output, [], { metadata: md });
    this.push(span);
    return { span, calls: withIds };
  }

  // ---- the tool span
  // c = {name, args, out, error, dur:[a,b] | ms, type, argsString, spanName}
  tool(c, callId) {
    const n = this.n; const t0 = this.now;
    this.noteStart(t0);
    if (typeof c.dur === 'number') this.wait(c.dur); else this.tick(...(c.dur ?? [40, 1400]));
    this.lastEnd = this.now;
    const type = c.type ?? 'tool';
    const st = this.style; const name = c.spanName ?? c.name;
    const out = c.out === undefined ? null : c.out;
    const err = c.error;
    const argsIn = c.argsString ? J(c.args) : c.args;
    let input = argsIn, output = out; let md;
    const status = err ? 'ERROR' : 'OK';
    if (st === 'langsmith') {
      if (this.o.graph) {
        output = { output: { content: err ? `Error: ${err}\n Please fix your mistakes.` : text(out), type: 'tool', name: c.name, tool_call_id: callId, status: err ? 'error' : 'success' } };
      } else {
        input = { input: c.argsString ? J(c.args) : pyRepr(c.args) };
        output = err ? null : { output: out };
      }
      md = this.spanMeta(type, name, t0, { status, extra: { extra: { metadata: { tool_call_id: callId, ...(this.o.graph ? { langgraph_node: 'tools' } : {}) } } } });
    } else if (st === 'phoenix') {
      input = { 'input.value': J(c.args), 'input.mime_type': 'application/json' };
      output = out === null ? null : { 'output.value': text(out), 'output.mime_type': typeof out === 'string' ? 'text/plain' : 'application/json' };
      md = this.spanMeta(type, name, t0, { status, extra: { 'tool.name': c.name, ...(err ? { 'exception.type': c.excType ?? 'ToolError', 'exception.message': err } : {}) } });
    } else if (st === 'langfuse') {
      md = this.spanMeta(type, name, t0, { status, extra: err ? { statusMessage: err } : {} });
    } else if (st === 'weave') {
      md = this.spanMeta(type, name, t0, { status, extra: err ? { exception: err } : {} });
    } else if (st === 'mlflow') {
      md = this.spanMeta(type, name, t0, { status, extra: err ? { events: [{ name: 'exception', timestamp: String(Math.floor(this.now)) + n.digits(6), attributes: { 'exception.type': c.excType ?? 'Exception', 'exception.message': err } }] } : {} });
      if (err) md.status.description = `${c.excType ?? 'Exception'}: ${err}`;
    } else {
      md = this.spanMeta(type, name, t0, { extra: { tool_call_id: callId, status: err ? 'error' : 'ok' } });
    }
    const span = this.span(type, name, input, output, [], { error: err, metadata: md });
    const content = err ? (out !== null ? `Error: ${err}\n${text(out)}` : `Error: ${err}`) : text(out);
    this.msgs.push({ role: 'tool', callId, name: c.name, content, isError: !!err });
    return span;
  }

  // One model turn plus the tool calls it requested.
  // calls: [{name, args, out, error, dur, type}]
  step({ text: tx = null, thinking = null, calls = [], name, nest = this.o.nest } = {}) {
    this.stepNo++;
    const doTurn = () => {
      const lastIn = this.style === 'langsmith' && this.o.graph ? this.renderMessages()[0].slice(-1) : null;
      const { span, calls: withIds } = this.llm({ text: tx, thinking, calls: calls.map((c) => ({ name: c.name, args: c.args })), name, backdate: true });
      const toolSpans = withIds.map((c, i) => { this.tick(5, 60); return this.tool(calls[i], c.id); });
      if (!toolSpans.length) return span;
      if (nest) { span.children.push(...toolSpans); this.tick(3, 20); this.setEnd(span, this.now); return span; }
      if (this.style === 'langsmith' && this.o.graph) {
        // LangGraph: the model turn sits in an "agent" node, the tool runs in a "tools" node
        const agentNode = this.stack[this.stack.length - 1].pop();
        const nodeA = this.span('chain', 'agent', { messages: lastIn }, { messages: [{ type: 'ai', content: tx ?? '', tool_calls: withIds.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' })) }] }, [agentNode], { metadata: { run_type: 'chain', langgraph_node: 'agent', langgraph_step: this.stepNo * 2 - 1 } });
        const nodeT = this.span('chain', 'tools', { messages: [{ type: 'ai', tool_calls: withIds.map((c) => ({ name: c.name, id: c.id })) }] }, { messages: toolSpans.map((s) => s.output?.output ?? null) }, toolSpans, { metadata: { run_type: 'chain', langgraph_node: 'tools', langgraph_step: this.stepNo * 2 } });
        this.push(nodeA); this.push(nodeT);
        return span;
      }
      for (const s of toolSpans) this.push(s);
      return span;
    };
    if (this.style === 'phoenix' && !this.o.flatSteps) {
      let last;
      this.group('chain', `Step ${this.stepNo}`, { 'input.value': J({ step_number: this.stepNo }) }, () => { last = doTurn(); }, {
        output: () => {
          const m = this.msgs[this.msgs.length - 1];
          return { 'output.value': m.role === 'tool' ? truncate(m.content, 240) : (m.content ?? '') };
        },
      });
      this.now += this.n.int(2500, 7000); // framework overhead + time before the next call is stamped
      return last;
    }
    const sp = doTurn();
    this.now += this.n.int(2500, 7000);
    return sp;
  }

  // A model turn that hands a task to a sub-agent. The sub-agent has its own conversation;
  // run(t) records its steps and returns {result, error?}. The result goes back to the
  // parent conversation as the tool result of the delegation call.
  delegate({ text = null, thinking = null, agent, args, system, task, run, name }) {
    this.stepNo++;
    const doTurn = () => {
      const { calls } = this.llm({ text, thinking, calls: [{ name: agent, args }], name });
      const saved = { msgs: this.msgs, stepNo: this.stepNo, finalText: this.finalText };
      this.msgs = [{ role: 'system', content: system }, { role: 'user', content: task }];
      this.stepNo = 0;
      let ret = {};
      const input = this.style === 'phoenix' ? { 'input.value': J({ task }) } : this.style === 'langsmith' ? { input: task } : { task };
      this.group('agent', agent, input, () => { ret = run(this) ?? {}; }, {
        output: () => (this.style === 'phoenix' ? { 'output.value': ret.result ?? null } : this.style === 'langsmith' ? { output: ret.result ?? null } : { result: ret.result ?? null }),
        error: undefined,
      });
      const agentSpan = this.stack[this.stack.length - 1].at(-1);
      if (ret.error) { agentSpan.error = ret.error; }
      this.msgs = saved.msgs; this.stepNo = saved.stepNo; this.finalText = saved.finalText;
      const content = ret.error ? `Error: ${ret.error}${ret.result ? '\n' + ret.result : ''}` : text_(ret.result);
      this.msgs.push({ role: 'tool', callId: calls[0].id, name: agent, content, isError: !!ret.error });
    };
    if (this.style === 'phoenix' && !this.o.flatSteps) {
      return this.group('chain', `Step ${this.stepNo}`, { 'input.value': J({ step_number: this.stepNo }) }, doTurn, { output: () => ({ 'output.value': truncate(this.msgs[this.msgs.length - 1].content ?? '', 240) }) });
    }
    return doTurn();
  }

  // Tool span recorded without a model turn (framework-initiated, e.g. a guard or a scheduled check)
  bareTool(c) { this.push(this.tool(c, 'auto_' + this.n.hex(8))); }

  // Retriever span with documents
  retrieve(name, query, docs, opts = {}) {
    const t0 = this.now; this.noteStart(t0); this.tick(80, 700); this.lastEnd = this.now;
    let output;
    if (this.style === 'phoenix') output = { 'retrieval.documents': docs.map((d) => ({ 'document.id': d.id, 'document.score': d.score, 'document.content': d.content, 'document.metadata': J(d.metadata ?? {}) })) };
    else if (this.style === 'langsmith') output = { documents: docs.map((d) => ({ page_content: d.content, metadata: { id: d.id, score: d.score, ...(d.metadata ?? {}) }, type: 'Document' })) };
    else output = docs.map((d) => ({ id: d.id, score: d.score, content: d.content, metadata: d.metadata ?? {} }));
    const md = this.spanMeta('retriever', name, t0, { extra: opts.metadata });
    if (opts.inject) this.msgs.push({ role: 'system', content: `Retrieved context for "${query}":\n` + docs.map((d) => `[${d.id}] ${d.content}`).join('\n') });
    const sp = this.push(this.span('retriever', name, { query, ...(opts.input ?? {}) }, output, [], { metadata: md }));
    this.now += this.n.int(1500, 3000);
    return sp;
  }

  // A final answer turn (no tool calls)
  final(tx, opts = {}) {
    this.finalText = tx;
    if (this.style === 'phoenix' && !this.o.flatSteps) {
      this.stepNo++;
      return this.group('chain', `Step ${this.stepNo}`, { 'input.value': J({ step_number: this.stepNo }) }, () => { this.llm({ text: tx, thinking: opts.thinking }); }, { output: { 'output.value': tx } });
    }
    this.stepNo++;
    if (this.style === 'langsmith' && this.o.graph) {
      const lastIn = this.renderMessages()[0].slice(-1);
      this.llm({ text: tx, thinking: opts.thinking });
      const a = this.stack[this.stack.length - 1].pop();
      return this.push(this.span('chain', 'agent', { messages: lastIn }, { messages: [{ type: 'ai', content: tx }] }, [a], { metadata: { run_type: 'chain', langgraph_node: 'agent', langgraph_step: this.stepNo * 2 - 1 } }));
    }
    return this.llm({ text: tx, thinking: opts.thinking }).span;
  }

  // Framework-forced last answer after a step limit (smolagents' provide_final_answer and the like):
  // an extra user prompt, then one model call outside any step.
  forcedFinal(tx, prompt) {
    this.user(prompt ?? 'You have reached the maximum number of steps. Based on the above, please provide a final answer to the original task now.');
    this.finalText = tx;
    return this.llm({ text: tx }).span;
  }

  // Assistant turn with text only (e.g. a question to the user in a chat) — not final.
  say(tx, opts = {}) {
    if (this.style === 'phoenix' && !this.o.flatSteps) {
      this.stepNo++;
      return this.group('chain', `Step ${this.stepNo}`, { 'input.value': J({ step_number: this.stepNo }) }, () => { this.llm({ text: tx, thinking: opts.thinking }); }, { output: { 'output.value': tx } });
    }
    this.stepNo++;
    return this.llm({ text: tx, thinking: opts.thinking }).span;
  }

  // Build the root agent span. opts: {name, input, output, error}
  finish(opts = {}) {
    this.tick(5, 80);
    const n = this.n; const st = this.style;
    const goalMsg = this.msgs.find((m) => m.role === 'user')?.content;
    const defaults = {
      langsmith: this.o.graph ? 'LangGraph' : 'AgentExecutor',
      phoenix: 'ToolCallingAgent.run', langfuse: 'agent-run', weave: 'Agent.run', mlflow: 'agent', plain: 'agent',
    };
    const name = opts.name ?? defaults[st];
    const input = opts.input ?? (st === 'phoenix' ? { 'input.value': J({ task: goalMsg }) } : st === 'langsmith' ? (this.o.graph ? { messages: [{ type: 'human', content: goalMsg }] } : { input: goalMsg }) : { task: goalMsg });
    let output = opts.output;
    if (output === undefined) {
      const fin = opts.error ? null : this.finalText;
      output = st === 'phoenix' ? (fin === null ? null : { 'output.value': fin }) : st === 'langsmith' ? (fin === null ? null : (this.o.graph ? { messages: [{ type: 'ai', content: fin }] } : { output: fin })) : (fin === null ? null : { answer: fin });
    }
    const extra = { total_tokens: this.tokens.in + this.tokens.out, prompt_tokens: this.tokens.in, completion_tokens: this.tokens.out, ...(opts.metadata ?? {}) };
    if (st === 'weave') extra.attributes = { weave: { client_version: '0.51.' + n.int(20, 49), source: 'python-sdk', os_name: 'Linux', sys_version: '3.11.' + n.int(4, 11) } };
    if (st === 'mlflow') extra.tags = { 'mlflow.traceName': name, 'mlflow.source.type': 'NOTEBOOK' };
    if (st === 'langfuse') { extra.sessionId = opts.sessionId ?? 'sess_' + n.b62(12); extra.tags = opts.tags ?? []; }
    const md = this.spanMeta('agent', name, this.startMs, { status: opts.error ? 'ERROR' : 'OK', kind: st === 'langsmith' ? 'chain' : undefined, extra });
    if (this.stack.length !== 1) throw new Error('unclosed group in ' + this.id);
    return this.span('agent', name, input, output, this.stack[0], { error: opts.error, metadata: md });
  }
}

// ---------------------------------------------------------------- analysis helpers (used by the validator)
export function flatten(span, out = [], depth = 0) {
  out.push({ span, depth });
  for (const c of span.children ?? []) flatten(c, out, depth + 1);
  return out;
}
export function countSpans(span) { return flatten(span).length; }

// Mask volatile values so that two outputs that only differ in noise compare equal.
export function maskNoise(v) {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'U')
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g, 'T')
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, 'T')
    .replace(/\b[0-9a-f]{6,}\b/gi, (m) => (/\d/.test(m) ? 'H' : m))
    .replace(/\b(?=[A-Za-z0-9_\-+/=]{12,}\b)(?=[^ ]*\d)(?=[^ ]*[A-Za-z])[A-Za-z0-9_\-+/=]{12,}/g, 'B')
    .replace(/\d+(\.\d+)?/g, '#');
}

// Model text of an llm span, whichever recording format it uses.
export function llmText(span) {
  const out = [];
  const walk = (v, key) => {
    if (v === null || v === undefined) return;
    if (typeof v === 'string') {
      if (['content', 'text', 'thinking', 'reasoning', 'reasoning_content', 'message.content', 'message.reasoning'].includes(key)) out.push(v);
      return;
    }
    if (Array.isArray(v)) { for (const x of v) walk(x, key === 'content' ? 'content' : undefined); return; }
    if (typeof v === 'object') {
      if (v.type === 'tool_use' || v.type === 'tool_call') return;
      for (const [k, x] of Object.entries(v)) {
        if (k === 'tool_calls' || k === 'message.tool_calls' || k === 'input' || k === 'args' || k === 'signature') continue;
        if (k === 'generations') { walk(x?.[0]?.[0]?.message ?? null, undefined); continue; }
        walk(x, k);
      }
    }
  };
  walk(span.output, undefined);
  return [...new Set(out)].join('\n').trim();
}

// Word-bigram Dice similarity after masking numbers.
export function similarity(a, b) {
  const norm = (s) => s.toLowerCase().replace(/\d+/g, '#').replace(/[^a-z#' ]+/g, ' ').split(/\s+/).filter(Boolean);
  const bg = (w) => { const m = new Map(); for (let i = 0; i < w.length - 1; i++) { const k = w[i] + ' ' + w[i + 1]; m.set(k, (m.get(k) ?? 0) + 1); } return m; };
  const A = bg(norm(a)), B = bg(norm(b));
  let inter = 0, na = 0, nb = 0;
  for (const v of A.values()) na += v;
  for (const v of B.values()) nb += v;
  for (const [k, v] of A) inter += Math.min(v, B.get(k) ?? 0);
  return na + nb === 0 ? 0 : (2 * inter) / (na + nb);
}
