// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) {
  return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const trunc = (s, n = 700) => (s.length > n ? s.slice(0, n) + '…' : s);

export class Ctx {
  constructor(traceId, model = 'llama3.1:8b') {
    this.id = traceId; this.r = mulberry32(hashStr(traceId)); this.model = model; this.msgs = []; this.callN = 0;
    this.t = Date.UTC(2026, this.int(0, 10), this.int(1, 27), this.int(6, 20), this.int(0, 59), this.int(0, 59)) + this.int(0, 999);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b36(n) { let s = ''; for (let i = 0; i < n; i++) s += 'abcdefghijklmnopqrstuvwxyz0123456789'[this.int(0, 35)]; return s; }
  B62(n) { let s = ''; const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; for (let i = 0; i < n; i++) s += a[this.int(0, 61)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }
  tick(lo = 200, hi = 4000) { const d = this.int(lo, hi); this.t += d; return d; }
  get d() { return new Date(this.t); }
  iso() { return this.d.toISOString(); }
  isoNoMs() { return this.d.toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(h = 2) { const d = new Date(this.t + h * 3600e3); return d.toISOString().replace('Z', '').replace(/\.(\d{3})$/, `.$1${this.int(0,999)}`) + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; }
  http() { const d = this.d; return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  syslog() { const d = this.d; return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  clf() { const d = this.d; return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; }
  hms() { const d = this.d; return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  dur(lo = 0.05, hi = 9) { return (lo + this.f() * (hi - lo)).toFixed(2) + 's'; }
  ms(lo = 8, hi = 2500) { return this.int(lo, hi); }
  reqId(prefix = 'req_') { return prefix + this.B62(24); }
  tmp(pre = 'tmp') { return `/tmp/${pre}${this.b36(8)}`; }
  host(pre = 'api') { return `${pre}-${this.hex(6)}-${this.b36(5)}`; }
  sha(n = 40) { return this.hex(n); }
  etag() { return `W/"${this.hex(8)}-${this.hex(12)}"`; }
  jobId(pre = 'job') { return `${pre}-${this.int(100000, 999999)}`; }
  // ---- spans
  span(type, name, input, output, children = [], extra = {}) {
    const s = { type, name, input, output, children };
    if (extra.error) s.error = extra.error;
    if (extra.metadata) s.metadata = extra.metadata;
    return s;
  }
  agent(name, input, output, children, metadata) { return this.span('agent', name, input, output, children, { metadata: { started_at: this.iso(), ...(metadata || {}) } }); }
  chat(system, user) { this.msgs = []; if (system) this.msgs.push({ role: 'system', content: system }); this.msgs.push({ role: 'user', content: user }); }
  window(n = 6) { const head = this.msgs.slice(0, 2), tail = this.msgs.slice(Math.max(2, this.msgs.length - n)); return [...head, ...tail]; }
  // OpenAI-style chat completion span. calls: [{name, args}] ; args object or raw string (malformed JSON allowed)
  llm(text, calls = [], o = {}) {
    const lat = this.tick(400, 9000);
    const tool_calls = calls.map((c) => ({ id: c.id || `call_${this.B62(22)}`, type: 'function', function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) } }));
    const msg = { role: 'assistant', content: text ?? null };
    if (tool_calls.length) msg.tool_calls = tool_calls;
    const input = o.input ?? { model: this.model, messages: this.window(o.win ?? 6), ...(o.tools ? { tools: o.tools } : {}) };
    this.msgs.push(msg); this._lastCalls = tool_calls;
    const pt = this.int(600, 9000), ct = this.int(12, 420);
    return this.span('llm', o.name || `chat ${this.model}`, input, o.output ?? msg, [], { error: o.error, metadata: { model: this.model, latency_ms: lat, usage: { prompt_tokens: pt, completion_tokens: ct }, finish_reason: o.finish || (tool_calls.length ? 'tool_calls' : 'stop'), ...(o.meta || {}) } });
  }
  // plain prompt -> text span (ReAct / completion style)
  llmText(prompt, text, o = {}) {
    const lat = this.tick(400, 9000);
    return this.span('llm', o.name || this.model, prompt, text, [], { error: o.error, metadata: { model: this.model, latency_ms: lat, ...(o.meta || {}) } });
  }
  tool(name, input, output, o = {}) {
    const lat = this.tick(30, o.slow ? 20000 : 3000);
    const id = (this._lastCalls && this._lastCalls.find((c) => c.function.name === name)?.id) || `call_${this.B62(22)}`;
    const content = o.error && output == null ? `Error: ${o.error}` : typeof output === 'string' ? output : JSON.stringify(output);
    if (!o.nohist) this.msgs.push({ role: 'tool', tool_call_id: id, name, content: trunc(content) });
    return this.span(o.type || 'tool', name, input, output, o.children || [], { error: o.error, metadata: { duration_ms: lat, ...(o.meta || {}) } });
  }
  user(content) { this.msgs.push({ role: 'user', content }); }
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
