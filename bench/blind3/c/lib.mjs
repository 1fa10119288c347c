// Shared helpers: seeded PRNG, volatile-noise generators, span constructors,
// and normalisation utilities used by the validator.
// No clock, no Math.random: every value derives from the row seed.

function xmur3(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w = 2) => String(n).padStart(w, '0');
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Per-row context: deterministic randomness plus a monotonically advancing
// fake clock that starts at the scenario's start time.
export class Ctx {
  constructor(seed, startIso) {
    this.rnd = mulberry32(xmur3(seed)());
    this.t = Date.parse(startIso);
    if (Number.isNaN(this.t)) throw new Error(`bad start time ${startIso}`);
  }
  r() { return this.rnd(); }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)]; return s; }
  alnum(n) { let s = ''; for (let i = 0; i < n; i++) s += LOWER[this.int(0, LOWER.length - 1)]; return s; }
  mixed(n) { let s = ''; for (let i = 0; i < n; i++) s += MIXED[this.int(0, MIXED.length - 1)]; return s; }
  upper(n) { return this.mixed(n).toUpperCase(); }
  uuid() {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  id(prefix, n = 14) { return `${prefix}_${this.mixed(n)}`; }
  // clock
  step(a = 400, b = 9000) { this.t += this.int(a, b); return this; }
  wait(sec) { this.t += sec * 1000 + this.int(0, 999); return this; }
  d() { return new Date(this.t); }
  iso() { this.step(); return this.d().toISOString(); }
  isoS() { this.step(); return this.d().toISOString().slice(0, 19) + 'Z'; }
  isoU() { this.step(); return this.d().toISOString().slice(0, 23) + pad(this.int(0, 999), 3) + '+00:00'; }
  log() {
    this.step(); const d = this.d();
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())},${pad(d.getUTCMilliseconds(), 3)}`;
  }
  rfc() { this.step(); return this.d().toUTCString(); }
  epoch() { this.step(); return Math.floor(this.t / 1000); }
  epochMs() { this.step(); return this.t; }
  hms() { this.step(); const d = this.d(); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  npmlog() { this.step(); return this.d().toISOString().replace(/[:.]/g, '_'); }
  tmp(ext) { return `/tmp/tmp${this.alnum(8)}.${ext}`; }
  ms(a = 15, b = 1500) { return this.int(a, b); }
  secs(a = 0.05, b = 9) { return (a + this.r() * (b - a)).toFixed(2) + 's'; }
}

// ---- span constructors (key order is part of the output format) ----
export const agent = (name, input, output, children = []) => ({ type: 'agent', name, input, output, children });
export const llm = (name, text) => ({ type: 'llm', name, input: null, output: text, children: [] });
export const tool = (name, input, output) => ({ type: 'tool', name, input, output, children: [] });
export const fail = (name, input, error) => ({ type: 'tool', name, input, output: null, error, children: [] });
export const pending = (name, input) => ({ type: 'tool', name, input, output: null, children: [] });
export const retr = (name, input, output) => ({ type: 'retriever', name, input, output, children: [] });
export const model = (name) => (text) => llm(name, text);

export function stringifyArgs(span) {
  if ((span.type === 'tool' || span.type === 'retriever') && span.input !== null && typeof span.input === 'object') {
    span.input = JSON.stringify(span.input);
  }
  span.children.forEach(stringifyArgs);
  return span;
}

// ---- analysis helpers for the validator ----
export function flat(root) {
  const out = [];
  const walk = (s, depth) => { out.push({ ...s, depth }); s.children.forEach((c) => walk(c, depth + 1)); };
  walk(root, 0);
  return out;
}

const VOLATILE_KEY = /^(id|.*_id|.*Id|.*_at|ts|timestamp|time|.*_ms|duration.*|elapsed.*|took.*|latency.*|etag|seq|request|trace|server_time|generated|nonce|sid|sha|age|uptime|date_header|x-.*)$/i;

function dropVolatile(v) {
  if (Array.isArray(v)) return v.map(dropVolatile);
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v)) if (!VOLATILE_KEY.test(k)) o[k] = dropVolatile(v[k]);
    return o;
  }
  return v;
}

export function maybeParse(x) {
  if (typeof x === 'string' && /^\s*[{[]/.test(x)) { try { return JSON.parse(x); } catch { /* keep */ } }
  return x;
}

// Normalise away volatile parts (timestamps, ids, hashes, durations, tmp paths).
export function norm(x) {
  const v = dropVolatile(maybeParse(x));
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  if (s === undefined) s = 'undefined';
  return s
    .replace(/\d{4}-\d\d-\d\dT\d\d_\d\d_\d\d_\d+Z/g, '<TS>')
    .replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?/g, '<TS>')
    .replace(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT/g, '<TS>')
    .replace(/\b\d\d:\d\d:\d\d(?:\.\d+)?\b/g, '<TS>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<UUID>')
    .replace(/\/tmp\/[^\s"'\\]+/g, '<TMP>')
    .replace(/\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{12,}\b/g, '<TOK>')
    .replace(/\b[a-z]{2,6}_(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,}\b/g, '<ID>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/gi, '<HEX>')
    .replace(/\b\d{10,13}\b/g, '<EPOCH>')
    .replace(/\b\d+(?:\.\d+)?\s?(ms|s|sec|secs|seconds|m|min)\b/g, '<DUR>')
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(t) { return (String(t).toLowerCase().match(/[a-z0-9']+/g) || []); }
export function jaccard(a, b) {
  const A = new Set(words(a)), B = new Set(words(b));
  if (!A.size && !B.size) return 1;
  let i = 0; for (const w of A) if (B.has(w)) i++;
  return i / (A.size + B.size - i);
}

const LIST_KEYS = ['results', 'hits', 'items', 'matches', 'data', 'offers', 'tables', 'candidates', 'articles', 'documents', 'records', 'rows', 'employees', 'tickets', 'value', 'entries', 'papers'];
export function isEmptyResult(out) {
  const v = maybeParse(out);
  if (v === null || v === undefined) return false; // pending / failed, not "empty"
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'string') return /^\s*$/.test(v) || /\b(no (results|matches|hits|records|documents)|0 (results|matches|hits)|not found|nothing found|no match|did not match any)\b/i.test(v);
  if (typeof v === 'object') {
    let sawEmpty = false, sawFull = false;
    for (const k of LIST_KEYS) {
      if (Array.isArray(v[k])) { if (v[k].length) sawFull = true; else sawEmpty = true; }
      if (k === 'data' && v[k] === null) sawEmpty = true;
    }
    if (v.total === 0 || v.count === 0 || v.totalSize === 0) sawEmpty = true;
    for (const k of ['text', 'message', 'body']) if (typeof v[k] === 'string' && isEmptyResult(v[k])) sawEmpty = true;
    return sawEmpty && !sawFull;
  }
  return false;
}

export function inputText(x) {
  const v = maybeParse(x);
  if (typeof v === 'string') return v;
  const strs = [];
  const walk = (o) => { if (typeof o === 'string') strs.push(o); else if (o && typeof o === 'object') Object.values(o).forEach(walk); };
  walk(v);
  return strs.sort((a, b) => b.length - a.length)[0] || '';
}
