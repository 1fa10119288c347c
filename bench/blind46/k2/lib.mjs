// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hash32(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export class Noise {
  constructor(traceId) {
    this.r = mulberry32(hash32(traceId));
    this.t = Date.UTC(2025, 1, 10, 7, 0, 0) + Math.floor(this.r() * 86400000 * 60);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[this.int(0, arr.length - 1)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  b62(n) { let s = ''; for (let i = 0; i < n; i++) s += B62[this.int(0, 61)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  tick(ms) { this.t += ms ?? this.int(300, 12000); return this.t; }
  iso() { return new Date(this.tick()).toISOString(); }
  isoLocal(off = 1) { const d = new Date(this.tick() + off * 3600000); return d.toISOString().slice(0, 19) + (off >= 0 ? '+' : '-') + p2(Math.abs(off)) + ':00'; }
  http() { return new Date(this.tick()).toUTCString(); }
  epoch() { return Math.floor(this.tick() / 1000); }
  epochMs() { return this.tick(); }
  logTs() { const d = new Date(this.tick()); return d.toISOString().replace('T', ' ').replace('Z', '').replace('.', ','); }
  syslog() { const d = new Date(this.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  dmy() { const d = new Date(this.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  dur() { return `${(this.int(30, 6000) / 1000).toFixed(this.pick([2, 3]))}s`; }
  ms(a = 40, b = 2500) { return this.int(a, b); }
  reqId(p = 'req') { return `${p}_${this.b62(20)}`; }
  tmp(ext = '') { return `/tmp/tmp${this.b62(8).toLowerCase()}${ext}`; }
  jobId(p = 'job') { return `${p}-${this.int(1000, 99999)}`; }
  host(prefix = 'api') { return `${prefix}-${this.pick(['a', 'b', 'c', 'd'])}${this.int(1, 9)}.${this.pick(['eu-west-1', 'us-east-2', 'fra1', 'ams3', 'lhr2'])}.internal`; }
  etag() { return `W/"${this.hex(16)}"`; }
  sha() { return this.hex(40); }
  short() { return this.hex(7); }
  callId() { return 'call_' + this.b62(24); }
  toolu() { return 'toolu_01' + this.b62(22); }
  msgId() { return 'msg_01' + this.b62(22); }
  traceHdr() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  rate(limit = 600) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(this.int(1, limit - 1)), 'x-ratelimit-reset': String(this.int(2, 60)) }; }
  usage() { const i = this.int(300, 9000), o = this.int(20, 900); return { prompt_tokens: i, completion_tokens: o, total_tokens: i + o }; }
}

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts.children || [], opts);
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});

// Output shapes of common providers
export function oai(N, content, calls = []) {
  const o = { role: 'assistant', content: content ?? null };
  if (calls.length) o.tool_calls = calls.map(([name, args]) => ({ id: N.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } }));
  return o;
}
export function ant(N, model, text, uses = []) {
  const content = [];
  if (text) content.push({ type: 'text', text });
  for (const [name, input] of uses) content.push({ type: 'tool_use', id: N.toolu(), name, input });
  const u = N.usage();
  return { id: N.msgId(), type: 'message', role: 'assistant', model, content, stop_reason: uses.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens } };
}
export function gem(N, text, calls = []) {
  const parts = [];
  if (text) parts.push({ text });
  for (const [name, args] of calls) parts.push({ functionCall: { name, args } });
  const u = N.usage();
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.prompt_tokens, candidatesTokenCount: u.completion_tokens, totalTokenCount: u.total_tokens }, modelVersion: 'gemini-2.0-flash-001', responseId: N.b62(22) };
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
