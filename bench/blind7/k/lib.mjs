// Shared helpers: seeded PRNG, volatile noise generators and span builders.
// Everything is deterministic given the trace_id (no clock reads, no Math.random).

export function cyrb53(str, seed = 0) {
  let h1 = 0xdeadbeef ^ seed, h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const pad = (n, w = 2) => String(n).padStart(w, '0');

export class Ctx {
  constructor(traceId, opts = {}) {
    this.traceId = traceId;
    this.rand = mulberry32(cyrb53(traceId) % 4294967296);
    this.argsAsString = !!opts.argsAsString;
    // Base instant: somewhere between 2024-02-01 and mid-2025, business-ish hours UTC.
    const day = this.int(0, 480);
    const secs = this.int(6 * 3600, 20 * 3600);
    this.t = Date.UTC(2024, 1, 1) + day * 86400000 + secs * 1000 + this.int(0, 999);
  }
  // ---- randomness ----
  r() { return this.rand(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  float(a, b, d = 2) { return +(a + this.r() * (b - a)).toFixed(d); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  chance(p) { return this.r() < p; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += HEX[Math.floor(this.r() * 16)]; return s; }
  b62(n) { let s = ''; for (let i = 0; i < n; i++) s += B62[Math.floor(this.r() * 62)]; return s; }
  digits(n) { let s = String(this.int(1, 9)); for (let i = 1; i < n; i++) s += this.int(0, 9); return s; }
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  ulid() { let s = ''; for (let i = 0; i < 26; i++) s += B32[Math.floor(this.r() * 32)]; return s; }
  reqId(prefix = 'req_') { return prefix + this.b62(22); }
  sha(n = 40) { return this.hex(n); }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`; }
  traceparent() { return `00-${this.hex(32)}-${this.hex(16)}-01`; }
  // ---- clock ----
  iso() { return new Date(this.t).toISOString(); }
  isoNoMs() { return new Date(this.t).toISOString().replace(/\.\d{3}Z$/, 'Z'); }
  tick(min = 300, max = 4000) { this.t += this.int(min, max); return this.iso(); }
  advance(ms) { this.t += ms; return this.iso(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  httpDate() { return new Date(this.t).toUTCString(); }
  logTs() { const d = new Date(this.t); return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())},${pad(d.getUTCMilliseconds(), 3)}`; }
  hms() { const d = new Date(this.t); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  date(offsetDays = 0) { return new Date(this.t + offsetDays * 86400000).toISOString().slice(0, 10); }
  // ---- volatile values ----
  dur(min, max) { return this.int(min, max); }
  secs(min, max, d = 2) { return this.float(min, max, d); }
  tmp(prefix, ext = '') { return `/tmp/${prefix}-${this.b62(8)}${ext}`; }
  jobId(prefix = 'job') { return `${prefix}-${this.digits(7)}`; }
  build(min = 1000, max = 9999) { return this.int(min, max); }
  etag() { return `W/"${this.hex(16)}"`; }
  // ---- spans ----
  _args(args) {
    if (typeof args === 'string') return args;
    return this.argsAsString ? JSON.stringify(args) : args;
  }
  tool(name, args, output, error) {
    const s = { type: 'tool', name, input: this._args(args), output: output === undefined ? null : output, children: [] };
    if (error) s.error = error;
    return s;
  }
  llm(name, input, output, error) {
    const s = { type: 'llm', name, input, output, children: [] };
    if (error) s.error = error;
    return s;
  }
  ret(name, query, docs) {
    return { type: 'retriever', name, input: query, output: docs, children: [] };
  }
  agent(name, input, output, children = [], error) {
    const s = { type: 'agent', name, input, output, children };
    if (error) s.error = error;
    return s;
  }
}

// ---- generic utilities used by validate.mjs ----
export function walk(span, fn, depth = 0, parent = null) {
  fn(span, depth, parent);
  for (const c of span.children || []) walk(c, fn, depth + 1, span);
}
export function flatten(span) { const out = []; walk(span, (s) => out.push(s)); return out; }
export function words(text) {
  const s = typeof text === 'string' ? text : JSON.stringify(text);
  return s.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
}
export function jaccard(a, b) {
  const A = new Set(words(a)), B = new Set(words(b));
  if (!A.size && !B.size) return 1;
  let inter = 0; for (const w of A) if (B.has(w)) inter++;
  return inter / (A.size + B.size - inter);
}
// Replace volatile bits (numbers, hex runs, ids, timestamps) with placeholders.
export function scrub(v) {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?Z?/g, '<TS>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<UUID>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi, '<HEX>')
    .replace(/\b[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{10,}\b/g, '<ID>')
    .replace(/\d+(\.\d+)?/g, '<N>');
}
