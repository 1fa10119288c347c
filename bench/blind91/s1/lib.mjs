// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders.
export function hash32(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const pad = (n, w = 2) => String(n).padStart(w, '0');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export class Ctx {
  constructor(traceId) {
    this.id = traceId; this.r = mulberry32(hash32(traceId));
    this.t = Date.UTC(2024, 9, 1) + Math.floor(this.r() * 150 * 86400) * 1000; // fixed epoch + seeded offset
  }
  rand() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  float(a, b, d = 3) { return +(a + this.r() * (b - a)).toFixed(d); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  chars(n, set) { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(this.r() * set.length)]; return s; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  alnum(n) { return this.chars(n, 'abcdefghijklmnopqrstuvwxyz0123456789'); }
  b64(n) { return this.chars(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }
  podSfx() { return this.chars(5, 'bcdfghjklmnpqrstvwxz2456789'); }
  rsHash() { return this.chars(this.pick([9, 10]), 'bcdf5678946'); }
  pod(deploy) { return `${deploy}-${this.rsHash()}-${this.podSfx()}`; }
  // clock
  adv(sec) { this.t += Math.round(sec * 1000 + this.r() * 900); return this.t; }
  get now() { return this.t; }
  iso(t = this.t) { return new Date(t).toISOString().replace(/\.\d+Z$/, 'Z'); }
  isoMs(t = this.t) { return new Date(t).toISOString(); }
  isoNano(t = this.t) { return new Date(t).toISOString().replace(/\.(\d+)Z$/, (m, ms) => `.${ms}${pad(this.int(0, 999999), 6)}Z`); }
  httpDate(t = this.t) { const d = new Date(t); return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} GMT`; }
  unix(t = this.t) { return Math.floor(t / 1000); }
  unixF(t = this.t) { return +(t / 1000).toFixed(3); }
  unixNano(t = this.t) { return `${Math.floor(t / 1000)}${pad(this.int(0, 999999999), 9)}`; }
  klog(t = this.t, lvl = 'I') { const d = new Date(t); return `${lvl}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(this.int(0, 999999), 6)}`; }
  hms(t = this.t) { const d = new Date(t); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  syslog(t = this.t) { const d = new Date(t); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2)} ${this.hms(t)}`; }
  // misc noise
  dur(a = 0.2, b = 9) { return `${this.float(a, b, 2)}s`; }
  ms(a = 5, b = 900) { return this.int(a, b); }
  age(sec) { if (sec < 120) return `${sec}s`; if (sec < 600) return `${Math.floor(sec / 60)}m${sec % 60}s`; if (sec < 10800) return `${Math.floor(sec / 60)}m`; if (sec < 172800) return `${Math.floor(sec / 3600)}h`; return `${Math.floor(sec / 86400)}d`; }
  ip(p = '10.0') { return `${p}.${this.int(0, 63)}.${this.int(2, 254)}`; }
  ec2Node() { return `ip-10-0-${this.int(0, 63)}-${this.int(2, 254)}.ec2.internal`; }
  gkeNode(pool = 'default-pool') { return `gke-prod-${pool}-${this.hex(8)}-${this.alnum(4)}`; }
  tmp() { return `/tmp/tmp.${this.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`; }
  awsReq() { return this.uuid(); }
  amzId2() { return this.b64(56) + '='; }
  etag() { return `"${this.hex(32)}"`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  sha() { return this.hex(40); }
  callId(style = 'openai') { return style === 'anthropic' ? `toolu_01${this.b64(22).replace(/[+/]/g, 'x')}` : `call_${this.b64(24).replace(/[+/]/g, 'Q')}`; }
  rv() { return String(this.int(10000000, 99999999)); }
}

// text table as kubectl / aws --output table print it
export function table(headers, rows) {
  const all = [headers, ...rows].map(r => r.map(String));
  const w = headers.map((_, i) => Math.max(...all.map(r => (r[i] || '').length)));
  return all.map(r => r.map((c, i) => i === r.length - 1 ? c : c.padEnd(w[i] + 3)).join('')).join('\n');
}

// span builders
export function span(type, name, input, output, o = {}) {
  const s = { type, name, input, output, children: o.children || [] };
  if (o.error) s.error = o.error;
  if (o.metadata) s.metadata = o.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, { children, metadata });
export const tool = (name, input, output, o = {}) => span('tool', name, input, output, o);
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// A conversation recorder: builds llm/tool spans in one of several tracer styles and keeps message history.
export class Chat {
  constructor(ctx, { system, user, model = 'gpt-4o-2024-08-06', style = 'openai', keep = 8 }) {
    Object.assign(this, { ctx, system, model, style, keep }); this.hist = [{ role: 'user', content: user }]; this.pending = [];
  }
  _input() {
    const h = this.hist.slice(-this.keep);
    if (this.style === 'anthropic') return { model: this.model, system: this.system, max_tokens: 4096, messages: h };
    if (this.style === 'react') return { prompt: `${this.system}\n\n` + h.map(m => `${m.role === 'user' ? 'Question' : m.role === 'tool' ? 'Observation' : 'Thought'}: ${typeof m.content === 'string' ? m.content : JSON.stringify(m.content)}`).join('\n') + '\nThought:' };
    return { model: this.model, temperature: 0.2, messages: [{ role: 'system', content: this.system }, ...h] };
  }
  // calls: [[toolName, argsObject], ...]
  llm(text, calls = [], o = {}) {
    const c = this.ctx; c.adv(c.float(0.8, 6));
    const ids = calls.map(() => c.callId(this.style)); this.pending = calls.map((x, i) => ({ id: ids[i], name: x[0] }));
    const usage = { prompt_tokens: c.int(900, 9000), completion_tokens: c.int(40, 600) };
    let out;
    if (this.style === 'anthropic') {
      out = { id: `msg_01${c.b64(22).replace(/[+/]/g, 'z')}`, type: 'message', role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), ...calls.map((x, i) => ({ type: 'tool_use', id: ids[i], name: x[0], input: x[1] }))], stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens } };
    } else if (this.style === 'react') {
      out = `${text}` + (calls.length ? `\nAction: ${calls[0][0]}\nAction Input: ${JSON.stringify(calls[0][1])}` : '');
    } else {
      out = { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map((x, i) => ({ id: ids[i], type: 'function', function: { name: x[0], arguments: JSON.stringify(x[1]) } })) } : {}) };
    }
    const sp = span('llm', o.name || (this.style === 'anthropic' ? 'anthropic.messages.create' : this.style === 'react' ? 'LLMChain' : 'ChatOpenAI'), this._input(), out,
      { metadata: { model: this.model, latency_ms: c.int(600, 9000), ...usage, ...(o.metadata || {}) }, children: o.children });
    this.hist.push({ role: 'assistant', content: this.style === 'anthropic' ? out.content : (typeof out === 'string' ? out : (text || '') + calls.map(x => ` [${x[0]}]`).join('')) });
    return sp;
  }
  tool(name, args, output, o = {}) {
    const c = this.ctx; c.adv(o.secs ?? c.float(0.3, 4));
    const p = this.pending.shift();
    const sp = span('tool', name, args, output, { error: o.error, children: o.children, metadata: { ...(p ? { tool_call_id: p.id } : {}), duration_ms: c.int(40, 4000), ...(o.metadata || {}) } });
    const txt = (o.error ? `ERROR: ${o.error}\n` : '') + (typeof output === 'string' ? output : JSON.stringify(output));
    if (this.style === 'anthropic') this.hist.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: p ? p.id : 'toolu_x', content: txt.slice(0, 600), ...(o.error ? { is_error: true } : {}) }] });
    else this.hist.push({ role: 'tool', ...(p ? { tool_call_id: p.id } : {}), content: txt.slice(0, 600) });
    return sp;
  }
  user(text) { this.hist.push({ role: 'user', content: text }); }
}
