// Deterministic helpers: seeded PRNG, volatile "noise" values, span builders.
// No clock, no Math.random: everything derives from the seed string.

export function fnv1a(str) {
  let h = 0x811c9dc5;
  for (const ch of str) {
    h ^= ch.codePointAt(0);
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

const HEX = '0123456789abcdef';
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// A noise source bound to one seed. It also carries a simulated clock that
// only moves forward when step() is called.
export function noise(seed) {
  const r = mulberry32(fnv1a(seed));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const from = (alpha, k) => {
    let s = '';
    for (let i = 0; i < k; i++) s += alpha[Math.floor(r() * alpha.length)];
    return s;
  };
  let t = Date.UTC(2024, 4, 14, 9, 0, 0);
  const pad = (x, k = 2) => String(x).padStart(k, '0');
  const n = {
    r, int, pick,
    hex: (k) => from(HEX, k),
    HEX: (k) => from(HEX, k).toUpperCase(),
    alnum: (k) => from(ALNUM, k),
    b64: (k) => from(B64, k),
    digits: (k) => from('0123456789', k),
    uuid: () => `${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-${pick(['8', '9', 'a', 'b'])}${from(HEX, 3)}-${from(HEX, 12)}`,
    // set the simulated clock (ISO string), plus a little jitter
    at(iso) { t = Date.parse(iso) + int(0, 59) * 1000 + int(0, 999); },
    step(a = 1, b = 20) { t += int(Math.round(a * 1000), Math.round(b * 1000)); },
    get now() { return t; },
    iso: () => new Date(t).toISOString(),
    isoSec: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    // local time with offset, e.g. 2024-05-14T04:12:03-05:00
    local(h = -5) {
      const d = new Date(t + h * 3600000).toISOString().slice(0, 19);
      const sign = h < 0 ? '-' : '+';
      return `${d}${sign}${pad(Math.abs(h))}:00`;
    },
    rfc: () => new Date(t).toUTCString(),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    log() { const s = new Date(t).toISOString(); return `${s.slice(0, 10)} ${s.slice(11, 19)},${s.slice(20, 23)}`; },
    date: () => new Date(t).toISOString().slice(0, 10),
    slackTs: () => `${Math.floor(t / 1000)}.${pad(int(0, 999999), 6)}`,
    tmp: () => `/tmp/tmp${from(ALNUM, 8)}`,
    ms: (a = 20, b = 900) => int(a, b),
  };
  return n;
}

// ---- span builders -------------------------------------------------------
export const A = (name, input, output, children = []) => ({ type: 'agent', name, input, output, children });
export const L = (name, text) => ({ type: 'llm', name, input: null, output: text, children: [] });
export const T = (name, input, output) => ({ type: 'tool', name, input, output, children: [] });
export const E = (name, input, error) => ({ type: 'tool', name, input, output: null, error, children: [] });
export const P = (name, input) => ({ type: 'tool', name, input, output: null, children: [] });
export const R = (name, input, output) => ({ type: 'retriever', name, input, output, children: [] });

// Re-encode tool/retriever object arguments as JSON strings (some SDKs record
// the raw arguments string the model emitted).
export function stringifyArgs(span) {
  if ((span.type === 'tool' || span.type === 'retriever') && span.input !== null && typeof span.input === 'object') {
    span.input = JSON.stringify(span.input);
  }
  for (const c of span.children) stringifyArgs(c);
  return span;
}

export function countSpans(span) {
  return 1 + span.children.reduce((a, c) => a + countSpans(c), 0);
}

// deterministic shuffle-free choice of k distinct elements
export function takeDistinct(n, arr, k) {
  const pool = arr.slice();
  const out = [];
  while (out.length < k && pool.length) out.push(pool.splice(Math.floor(n.r() * pool.length), 1)[0]);
  return out;
}
