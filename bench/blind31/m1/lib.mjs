// Deterministic helpers for the blind trace benchmark: seeded PRNG only, simulated clock only.

export function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (x, n = 2) => String(x).padStart(n, '0');
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// A noise source bound to one trace. It carries a simulated clock that only moves when told to.
export class Noise {
  constructor(traceId) {
    this.id = traceId;
    this.r = mulberry32(fnv1a(traceId));
    // base: somewhere in 2024-2025, derived from the trace id
    this.t = Date.UTC(2024, 0, 8) + Math.floor(this.r() * 600) * 86400000 + Math.floor(this.r() * 86400000);
    this.seq = this.int(1000, 9000);
  }
  f() { return this.r(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(this.r() * 16)]; return s; }
  b62(n) { let s = ''; for (let i = 0; i < n; i++) s += B62[Math.floor(this.r() * 62)]; return s; }
  upper(n) { let s = ''; for (let i = 0; i < n; i++) s += 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(this.r() * 32)]; return s; }
  digits(n) { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(this.r() * 10)); return s; }
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  ulid() { return '01' + this.upper(24); }

  // ---- clock ----
  tick(minMs = 300, maxMs = 4000) { this.t += this.int(minMs, maxMs); return this; }
  wait(sec) { this.t += sec * 1000 + this.int(0, 900); return this; }
  iso() { return new Date(this.t).toISOString(); }
  isoSec() { return new Date(this.t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoMicro() { return new Date(this.t).toISOString().replace('Z', this.digits(3) + 'Z'); }
  isoOffset(hours = 1) {
    const d = new Date(this.t + hours * 3600000);
    const s = d.toISOString().replace(/\.\d{3}Z$/, '');
    const sign = hours >= 0 ? '+' : '-';
    return `${s}${sign}${pad(Math.abs(hours))}:00`;
  }
  httpDate() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  epochNs() { return String(this.t) + this.digits(6); }
  logTs() { const d = new Date(this.t); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())},${pad(d.getUTCMilliseconds(), 3)}`; }
  syslog() { const d = new Date(this.t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  compact() { return new Date(this.t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  usDate() { const d = new Date(this.t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${ap}`; }
  euDate() { const d = new Date(this.t); return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`; }
  hhmmss() { const d = new Date(this.t); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  dateOnly(offsetDays = 0) { return new Date(this.t + offsetDays * 86400000).toISOString().slice(0, 10); }

  // ---- durations ----
  ms(a = 40, b = 900) { return this.int(a, b); }
  secs(a = 0.2, b = 9) { return (a + this.r() * (b - a)).toFixed(2) + 's'; }
  dur(a = 0.2, b = 9) { return (a + this.r() * (b - a)).toFixed(3); }
  msStr(a = 5, b = 900) { return this.int(a, b) + 'ms'; }
  hms(a = 1, b = 300) { const s = this.int(a, b); return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}.${this.digits(3)}`; }

  // ---- ids ----
  reqId(prefix = 'req_') { return prefix + this.b62(20); }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  spanId() { return this.hex(16); }
  etag(weak = true) { return (weak ? 'W/' : '') + `"${this.hex(this.pick([16, 24, 32]))}"`; }
  sha(n = 40) { return this.hex(n); }
  short() { return this.hex(7); }
  jobId(prefix = 'job-') { return prefix + this.digits(this.int(6, 9)); }
  callId(prefix = 'call_') { return prefix + this.b62(24); }
  toolu() { return 'toolu_01' + this.b62(22); }
  tmp(prefix = 'tmp') { return `/tmp/${prefix}${this.b62(8).toLowerCase()}`; }
  host(base, region = 'eu-west-1') { return `${base}-${this.int(1, 12)}${this.pick(['a', 'b', 'c'])}.${region}.internal`; }
  pod(base) { return `${base}-${this.hex(10).slice(0, 9)}-${this.b62(5).toLowerCase()}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  pid() { return this.int(1200, 65000); }
  addr() { return '0x7f' + this.hex(10); }
  cursor() { return Buffer.from(`{"k":"${this.b62(10)}","ts":${this.epoch()}}`).toString('base64'); }
  next(k = 1) { this.seq += k; return this.seq; }
  port() { return this.int(30000, 61000); }
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });

// Small message helpers for plain message-level traces.
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content });
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
