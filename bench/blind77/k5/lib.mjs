// Helpers for the blind benchmark: deterministic PRNG, volatile-noise generators, span builders.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// A noise kit bound to one trace: a PRNG and a virtual clock that only moves forward.
export function kit(traceId, startIso = '2025-03-11T08:00:00Z') {
  const r = mulberry32(hashStr(traceId));
  let t = Date.parse(startIso) + Math.floor(r() * 86400000 * 40);
  const k = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = k.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[k.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    tick: (minMs = 300, maxMs = 9000) => { t += k.int(minMs, maxMs); return t; },
    now: () => t,
    iso: () => new Date(k.tick()).toISOString(),
    isoMicro: () => new Date(k.tick()).toISOString().replace(/\.(\d{3})Z$/, (_, ms) => `.${ms}${k.int(100, 999)}+00:00`),
    httpDate: () => { const d = new Date(k.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(k.tick() / 1000),
    epochMs: () => k.tick(),
    logTs: () => { const d = new Date(k.tick()); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    euDate: () => { const d = new Date(k.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    reqId: (prefix = 'req_') => prefix + k.b62(24),
    traceparent: () => `00-${k.hex(32)}-${k.hex(16)}-01`,
    ms: (a = 40, b = 900) => k.int(a, b),
    dur: (a = 0.2, b = 12) => (a + r() * (b - a)).toFixed(2) + 's',
    tmp: (stem = 'tmp') => `/tmp/${stem}${k.b62(8).toLowerCase()}`,
    host: (base) => `${base}-${k.pick(['a', 'b', 'c', 'd'])}${k.int(1, 9)}.${k.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    jobId: (prefix = 'job') => `${prefix}-${k.int(100000, 999999)}`,
    etag: () => `W/"${k.hex(8)}-${k.hex(12)}"`,
    sha: (n = 40) => k.hex(n),
    addr: () => `0x7f${k.hex(10)}`,
  };
  return k;
}

// Span builders. Every builder takes explicit fields; nothing global.
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { ...(metadata ? { metadata } : {}), ...(error !== undefined ? { error } : {}) });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});

// Count spans in a tree.
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
