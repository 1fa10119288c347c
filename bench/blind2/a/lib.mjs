// Shared helpers: seeded PRNG, per-trace clock/noise context, span builders,
// and validation utilities. No dependencies, no clock, no Math.random.

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
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w = 2) => String(n).padStart(w, '0');

// Per-trace context: deterministic randomness + a monotonic fake clock.
export function makeCtx(traceId, { start, jsonArgs = false, model = 'gpt-4o' }) {
  const rng = mulberry32(fnv1a('blind2a/' + traceId));
  let t = Date.parse(start);
  if (Number.isNaN(t)) throw new Error(`bad start for ${traceId}: ${start}`);
  const c = {
    rng,
    jsonArgs,
    model,
    int: (a, b) => a + Math.floor(rng() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rng() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rng() * 16)]; return s; },
    HEX: (n) => c.hex(n).toUpperCase(),
    alnum: (n, set = 'abcdefghijklmnopqrstuvwxyz0123456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(rng() * set.length)]; return s; },
    digits: (n) => { let s = String(1 + Math.floor(rng() * 9)); for (let i = 1; i < n; i++) s += String(Math.floor(rng() * 10)); return s; },
    uuid: () => { const h = c.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(rng() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    secs: (a, b, dec = 2) => Number((a + rng() * (b - a)).toFixed(dec)),
    fx: (a, b, dec = 2) => (a + rng() * (b - a)).toFixed(dec),
    // clock
    adv: (minMs = 400, maxMs = 4000) => { t += c.int(minMs, maxMs); return t; },
    wait: (sec) => { t += Math.round(sec * 1000); return t; },
    get now() { return t; },
    iso: () => new Date(c.adv()).toISOString(),
    isoS: () => new Date(c.adv()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    http: () => new Date(c.adv()).toUTCString(),
    epoch: () => Math.floor(c.adv() / 1000),
    epochMs: () => c.adv(),
    hms: () => new Date(c.adv(150, 1500)).toISOString().slice(11, 19),
    logts: () => { const d = new Date(c.adv(50, 900)); return d.toISOString().slice(0, 10) + ' ' + d.toISOString().slice(11, 19) + ',' + pad(d.getUTCMilliseconds(), 3); },
    peekIso: () => new Date(t).toISOString(),
    peekIsoS: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  return c;
}

// Span builders bound to a context (for model name + JSON-string args).
export function spans(c) {
  const enc = (a) => (c.jsonArgs && a !== null && typeof a === 'object' ? JSON.stringify(a) : a);
  return {
    A: (name, input, output, children) => ({ type: 'agent', name, input, output, children }),
    L: (text, name = c.model) => ({ type: 'llm', name, input: null, output: text, children: [] }),
    T: (name, args, output) => { c.adv(200, 1500); return { type: 'tool', name, input: enc(args), output, children: [] }; },
    E: (name, args, error) => { c.adv(200, 1500); return { type: 'tool', name, input: enc(args), output: null, error, children: [] }; },
    P: (name, args) => ({ type: 'tool', name, input: enc(args), output: null, children: [] }),
    R: (name, query, docs) => ({ type: 'retriever', name, input: query, output: docs, children: [] }),
  };
}

// ---------- validation helpers ----------

export function walk(span, fn, depth = 0) {
  fn(span, depth);
  for (const ch of span.children || []) walk(ch, fn, depth + 1);
}

export function allSpans(root) {
  const out = [];
  walk(root, (s) => out.push(s));
  return out;
}

export function llmTexts(root) {
  return allSpans(root).filter((s) => s.type === 'llm').map((s) => s.output);
}

export function words(s) {
  return String(s).toLowerCase().match(/[a-z0-9_.'\-/]+/g) || [];
}

// Dice coefficient over word bigrams: ~1 for (near-)verbatim repeats.
export function similarity(a, b) {
  const bg = (s) => { const w = words(s); const m = new Map(); for (let i = 0; i < w.length - 1; i++) { const k = w[i] + ' ' + w[i + 1]; m.set(k, (m.get(k) || 0) + 1); } return m; };
  const A = bg(a), B = bg(b);
  let inter = 0, na = 0, nb = 0;
  for (const v of A.values()) na += v;
  for (const v of B.values()) nb += v;
  for (const [k, v] of A) if (B.has(k)) inter += Math.min(v, B.get(k));
  return na + nb === 0 ? (a === b ? 1 : 0) : (2 * inter) / (na + nb);
}

// Replace volatile tokens (numbers, ids, hashes, timestamps) so that outputs
// differing only in noise compare equal.
export function norm(x) {
  const s = typeof x === 'string' ? x : JSON.stringify(x);
  return s
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'U')
    .replace(/(?=[A-Za-z0-9+/_]*[A-Z])(?=[A-Za-z0-9+/_]*[a-z])[A-Za-z0-9+/_]{12,}={0,2}/g, 'R')
    .replace(/[A-Za-z0-9_]*\d[A-Za-z0-9_]*/g, 'V')
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, 'D')
    .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, 'M');
}

export function parseArgs(span) {
  return typeof span.input === 'string' ? JSON.parse(span.input) : span.input;
}
