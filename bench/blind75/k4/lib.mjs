// Deterministic helpers: PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) { h = Math.imul(h ^ s.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise source bound to one trace. `t` is a simulated clock (ms) that only moves forward.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const N = {
    r,
    t: Date.UTC(2025, 1 + Math.floor(r() * 8), 1 + Math.floor(r() * 27), 6 + Math.floor(r() * 12), Math.floor(r() * 60), Math.floor(r() * 60)) + Math.floor(r() * 1000),
    int: (lo, hi) => lo + Math.floor(r() * (hi - lo + 1)),
    pick: (a) => a[Math.floor(r() * a.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    tick: (lo = 200, hi = 4000) => (N.t += N.int(lo, hi)),
    iso: () => new Date(N.t).toISOString(),
    isoSec: () => new Date(N.t).toISOString().replace(/\.\d+Z$/, 'Z'),
    isoOff: (h = 2) => { const d = new Date(N.t + h * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + `+${p2(h)}:00`; },
    http: () => { const d = new Date(N.t); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    clf: () => { const d = new Date(N.t); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    hms: () => { const d = new Date(N.t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    epoch: () => Math.floor(N.t / 1000),
    epochMs: () => N.t,
    ns: () => `${N.t}${String(N.int(0, 999999)).padStart(6, '0')}`,
    ms: (lo = 20, hi = 900) => N.int(lo, hi),
    dur: (lo = 0.05, hi = 3) => (lo + r() * (hi - lo)).toFixed(2) + 's',
    req: (pfx = 'req_') => pfx + N.b62(20),
    host: (base, n = 6) => `${base}-${N.int(1, n)}${N.pick(['a', 'b', 'c'])}`,
    pod: (base) => `${base}-${N.hex(9)}-${N.b62(5).toLowerCase()}`,
    tmp: (stem = 'tmp', ext = '') => `/tmp/${stem}${N.b62(8).toLowerCase()}${ext}`,
    etag: () => `W/"${N.hex(8)}-${N.hex(12)}"`,
    sha: (n = 40) => N.hex(n),
    addr: () => '0x7f' + N.hex(10),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
  };
  return N;
}

// Span builders. Children are in time order.
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

// OpenAI-style chat tool call request
export const tc = (N, name, args, asString = true) => ({ id: 'call_' + N.b62(24), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });
export const countSpans = (s) => 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
