// Shared helpers: seeded PRNG, volatile-noise generator, span constructors, checks.
export function rngFrom(seedStr) {
  let h = 2166136261 >>> 0;
  for (const c of seedStr) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; }
  let a = h;
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (x, w = 2) => String(x).padStart(w, '0');

export class Noise {
  constructor(seed) {
    this.r = rngFrom(seed);
    this.t = Date.UTC(2024, this.int(0, 11), this.int(1, 27), this.int(6, 20), this.int(0, 59), this.int(0, 59)) + this.int(0, 999);
  }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.r() * arr.length)]; }
  hex(k) { let s; do { s = ''; for (let i = 0; i < k; i++) s += '0123456789abcdef'[this.int(0, 15)]; } while (!/\d/.test(s) && k >= 4); return s; }
  alnum(k, set = 'abcdefghijklmnopqrstuvwxyz0123456789') { let s; do { s = ''; for (let i = 0; i < k; i++) s += set[this.int(0, set.length - 1)]; } while (!/\d/.test(s) && k >= 4); return s; }
  ALNUM(k) { return this.alnum(k, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  tick(sec) { this.t += Math.round(sec * 1000) + this.int(0, 900); return this; }
  iso() { return new Date(this.t).toISOString(); }
  isoS() { return this.iso().replace(/\.\d{3}Z$/, 'Z'); }
  rfc() { return new Date(this.t).toUTCString(); }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  logts() { return this.iso().replace('T', ' ').replace('Z', '').replace('.', ','); }
  date(offsetDays = 0) { return new Date(this.t + offsetDays * 86400000).toISOString().slice(0, 10); }
  hms() { const d = new Date(this.t); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; }
  npmLogTs() { return this.iso().replace(/:/g, '_').replace('.', '_'); }
  ms(a = 40, b = 900) { return this.int(a, b); }
}

// Span constructors (children in execution order).
export const A = (name, input, output, children = []) => ({ type: 'agent', name, input, output, children });
export const L = (name, text) => ({ type: 'llm', name, input: null, output: text, children: [] });
export const T = (name, input, output) => ({ type: 'tool', name, input, output, children: [] });
export const E = (name, input, error) => ({ type: 'tool', name, input, output: null, error, children: [] });
export const P = (name, input) => ({ type: 'tool', name, input, output: null, children: [] });
export const R = (name, input, output) => ({ type: 'retriever', name, input, output, children: [] });

export function walk(span, fn) { fn(span); for (const c of span.children) walk(c, fn); }
export function flatten(root) { const out = []; walk(root, s => out.push(s)); return out; }

export function stringifyArgs(root) {
  walk(root, s => {
    if ((s.type === 'tool' || s.type === 'retriever') && s.input !== null && typeof s.input === 'object') s.input = JSON.stringify(s.input);
  });
}

export function parseMaybe(x) { if (typeof x === 'string') { try { return JSON.parse(x); } catch { return x; } } return x; }

// Remove volatile parts: uuids, timestamps, long ids/hashes, numbers.
export function norm(x) {
  let s = typeof x === 'string' ? x : JSON.stringify(x);
  return s
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}[:_]\d{2}[:_]\d{2}([.,_]\d+)?(Z|[+-]\d{2}:\d{2})?/g, '<ts>')
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, '<ts>')
    .replace(/[A-Za-z0-9]{6,}/g, m => (/\d/.test(m) && /[a-z]/i.test(m)) || /^[0-9a-f]{6,}$/i.test(m) ? '<id>' : m)
    .replace(/\d+(\.\d+)?/g, '#');
}

export function emptyish(o) {
  o = parseMaybe(o);
  if (o == null) return false;
  if (typeof o === 'string') return /no (results|matches|records)|0 results|0 hits/i.test(o);
  if (Array.isArray(o)) return o.length === 0;
  if (typeof o === 'object') {
    const arrs = Object.values(o).filter(Array.isArray);
    if (arrs.length) return arrs.every(a => a.length === 0);
    for (const k of ['total', 'count', 'matches', 'hits']) if (o[k] === 0) return true;
    return false;
  }
  return false;
}

export function words(s) { return String(s).split(/\s+/).filter(Boolean); }
export function jaccard(a, b) {
  const A1 = new Set(words(a.toLowerCase())), B1 = new Set(words(b.toLowerCase()));
  let inter = 0; for (const w of A1) if (B1.has(w)) inter++;
  return inter / (A1.size + B1.size - inter);
}
