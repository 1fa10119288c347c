// Shared helpers: seeded PRNG, volatile-noise generators, span constructors.
// No clock and no Math.random: everything derives from the trace id.

export function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
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
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const pad = (n, w = 2) => String(n).padStart(w, '0');

/** Per-trace context: PRNG + a simulated wall clock that only moves when told. */
export function makeCtx(key) {
  const r = mulberry32(hashStr(key));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const fromAlpha = (alpha, n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += alpha[Math.floor(r() * alpha.length)];
    return s;
  };
  // Base time: some day between 2024-05-06 and 2024-06-04, 07:00-17:00 UTC.
  let t = Date.UTC(2024, 4, 6, 7, 0, 0) + int(0, 29) * 86400000 + int(0, 10 * 3600) * 1000 + int(0, 999);
  const d = () => new Date(t);
  const c = {
    r,
    int,
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => fromAlpha(HEX, n),
    b62: (n) => fromAlpha(B62, n),
    up: (n) => fromAlpha(UPPER, n),
    digits: (n) => fromAlpha('0123456789', n),
    uuid: () => `${fromAlpha(HEX, 8)}-${fromAlpha(HEX, 4)}-4${fromAlpha(HEX, 3)}-${'89ab'[int(0, 3)]}${fromAlpha(HEX, 3)}-${fromAlpha(HEX, 12)}`,
    /** advance clock by a random number of seconds in [a, b] */
    tick: (a, b = a) => {
      t += int(Math.round(a * 1000), Math.round(b * 1000));
      return c;
    },
    now: () => t,
    iso: () => d().toISOString(),
    isoS: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    http: () => d().toUTCString(),
    logts: () => {
      const x = d();
      return `${x.getUTCFullYear()}-${pad(x.getUTCMonth() + 1)}-${pad(x.getUTCDate())} ${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())},${pad(x.getUTCMilliseconds(), 3)}`;
    },
    hms: () => {
      const x = d();
      return `${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())}`;
    },
    date: () => d().toISOString().slice(0, 10),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    ms: (a, b) => int(a, b),
  };
  return c;
}

// ---- span constructors -------------------------------------------------
export const agent = (name, input, output, children = []) => ({ type: 'agent', name, input, output, children });
export const llm = (output, name = 'ChatOpenAI') => ({ type: 'llm', name, input: null, output, children: [] });
export const tool = (name, input, output) => ({ type: 'tool', name, input, output, children: [] });
export const toolErr = (name, input, error) => ({ type: 'tool', name, input, output: null, error, children: [] });
export const toolPending = (name, input) => ({ type: 'tool', name, input, output: null, children: [] });
export const retriever = (name, input, output) => ({ type: 'retriever', name, input, output, children: [] });

// ---- trace utilities ---------------------------------------------------
export function walk(span, fn, depth = 0, parent = null) {
  fn(span, depth, parent);
  for (const ch of span.children) walk(ch, fn, depth + 1, span);
}

export function countSpans(span) {
  let n = 0;
  walk(span, () => n++);
  return n;
}

export function allSpans(span) {
  const out = [];
  walk(span, (s, depth, parent) => out.push({ s, depth, parent }));
  return out;
}
