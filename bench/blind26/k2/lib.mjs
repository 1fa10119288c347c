// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function hash32(str) {
  let h1 = 0xdeadbeef ^ str.length, h2 = 0x41c6ce57 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
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
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

export class Rng {
  constructor(traceId) {
    this.seed = hash32(traceId);
    this.f = mulberry32(this.seed);
    // fixed base date in 2025, derived from the trace id only
    this.t = Date.UTC(2025, 0, 1) + (this.seed % 320) * 86400000 + (7 * 3600 + (this.seed % 36000)) * 1000;
    this.counters = {};
  }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.f() * arr.length)]; }
  float(a, b, d = 2) { return Number((a + this.f() * (b - a)).toFixed(d)); }
  chars(n, set) { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(this.f() * set.length)]; return s; }
  hex(n) { return this.chars(n, '0123456789abcdef'); }
  b62(n) { return this.chars(n, B62); }
  upper(n) { return this.chars(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'); }
  digits(n) { return this.chars(n, '0123456789'); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }
  ulid() { return this.chars(26, CROCK); }
  // clock
  tick(a = 200, b = 4000) { this.t += this.int(a, b); return this.t; }
  now() { return this.t; }
  iso(ms = this.t) { return new Date(ms).toISOString(); }
  isoNoMs(ms = this.t) { return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  isoOff(ms = this.t, offH = 1) { const d = new Date(ms + offH * 3600000); const s = d.toISOString().slice(0, 19); const sign = offH >= 0 ? '+' : '-'; return `${s}${sign}${p2(Math.abs(offH))}:00`; }
  isoMicro(ms = this.t) { return new Date(ms).toISOString().replace('Z', this.digits(3) + '+00:00'); }
  http(ms = this.t) { return new Date(ms).toUTCString(); }
  epoch(ms = this.t) { return Math.floor(ms / 1000); }
  epochNs(ms = this.t) { return `${ms}${this.digits(6)}`; }
  syslog(ms = this.t) { const d = new Date(ms); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  compact(ms = this.t) { return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); }
  hms(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; }
  ymd(ms = this.t) { return new Date(ms).toISOString().slice(0, 10); }
  dmy(ms = this.t) { const d = new Date(ms); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`; }
  human(ms = this.t) { const d = new Date(ms); return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONS[d.getUTCMonth()]} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; }
  logts(ms = this.t) { return new Date(ms).toISOString().replace('T', ' ').replace('Z', ''); }
  // noise
  dur() { return `${this.float(0.05, 9.5, 2)}s`; }
  ms(a = 12, b = 2400) { return this.int(a, b); }
  tmp(prefix = 'tmp') { return `/tmp/${prefix}${this.b62(8).toLowerCase()}`; }
  host(prefix = 'api') { return `${prefix}-${this.hex(4)}-${this.int(1, 9)}.${this.pick(['eu-west-1', 'us-east-2', 'eu-central-1', 'ap-southeast-2', 'us-west-2'])}.internal`; }
  pod(prefix = 'web') { return `${prefix}-${this.hex(10)}-${this.b62(5).toLowerCase()}`; }
  reqId(prefix = 'req_') { return prefix + this.b62(24); }
  traceId() { return this.hex(32); }
  spanId() { return this.hex(16); }
  etag() { return `W/"${this.hex(8)}-${this.b62(10)}"`; }
  sha(n = 40) { return this.hex(n); }
  jobId(prefix = 'job') { return `${prefix}-${this.int(10000, 99999)}-${this.hex(6)}`; }
  cursor() { return Buffer.from(`{"o":${this.int(100, 9999)},"k":"${this.b62(6)}"}`).toString('base64'); }
  count(key, start = 1) { this.counters[key] = (this.counters[key] ?? start - 1) + 1; return this.counters[key]; }
  callId() { return 'call_' + this.b62(24); }
  toolu() { return 'toolu_01' + this.b62(22); }
  ratelimit(limit = 1000) { return { limit, remaining: this.int(Math.floor(limit * 0.3), limit - 1), reset: `${this.int(2, 59)}s` }; }
  tokens() { const p = this.int(300, 9000), c = this.int(20, 900); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; }
}
export const rngFor = (traceId) => new Rng(traceId);

// ---- span builders ----
export function span(type, name, input, output, opts = {}) {
  const s = { type, name, input, output, children: opts.kids ?? [] };
  if (opts.err !== undefined) s.error = opts.err;
  if (opts.meta !== undefined) s.metadata = opts.meta;
  return s;
}
export const agent = (name, input, output, kids = [], meta) => span('agent', name, input, output, { kids, meta });
export const llm = (name, input, output, meta, kids) => span('llm', name, input, output, { meta, kids });
export const tool = (name, input, output, meta, err) => span('tool', name, input, output, { meta, err });
export const chain = (name, input, output, kids = [], meta, type = 'chain') => span(type, name, input, output, { kids, meta });

// ---- message helpers ----
export const sys = (content) => ({ role: 'system', content });
export const usr = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const oaiCall = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });
export const tu = (id, name, input) => ({ type: 'tool_use', id, name, input });
export const tr = (id, content, is_error) => (is_error ? { type: 'tool_result', tool_use_id: id, content, is_error: true } : { type: 'tool_result', tool_use_id: id, content });
export const txt = (text) => ({ type: 'text', text });
export const httpResp = (status, headers, body) => ({ status, headers, body });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
