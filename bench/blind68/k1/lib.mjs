// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hash32(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function noise(traceId) {
  const r = mulberry32(hash32(traceId));
  let clock = Date.UTC(2024, 0, 8) + Math.floor(r() * 300) * 86400000 + Math.floor(r() * 80000) * 1000;
  const N = {
    r, int: (a, b) => a + Math.floor(r() * (b - a + 1)), pick: (xs) => xs[Math.floor(r() * xs.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    tick: (minS = 1, maxS = 9) => { clock += N.int(minS * 1000, maxS * 1000); return clock; },
    now: () => clock,
    iso: (ms = N.tick()) => new Date(ms).toISOString(),
    isoLocal: (ms = N.tick(), off = 1) => { const d = new Date(ms + off * 3600000); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}+${p2(off)}:00`; },
    http: (ms = N.tick()) => { const d = new Date(ms); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: (ms = N.tick()) => { const d = new Date(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: (ms = N.tick()) => Math.floor(ms / 1000),
    epochMs: (ms = N.tick()) => ms,
    hms: (ms = N.tick()) => { const d = new Date(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    dur: () => `${N.int(40, 2900)}ms`, secs: () => `${(N.int(80, 9000) / 1000).toFixed(2)}s`, ms: () => N.int(12, 4200),
    reqId: (p = 'req_') => p + N.b62(20), traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    tmp: (ext = '') => `/tmp/tmp${N.b62(8).toLowerCase()}${ext}`, etag: () => `W/"${N.hex(16)}"`,
    host: (p) => `${p}-${N.int(1, 9)}${N.pick(['a', 'b', 'c'])}.${N.pick(['eu-north-1', 'eu-west-2', 'us-east-2', 'ap-southeast-2'])}.internal`,
    pod: (p) => `${p}-${N.hex(9)}-${N.b62(5).toLowerCase()}`, job: (p = 'job') => `${p}_${N.b62(12)}`,
    sha: () => N.hex(40), short: () => N.hex(7), addr: () => `0x7f${N.hex(10)}`, pid: () => N.int(1200, 64000),
  };
  return N;
}
// Span builders
export function span(type, name, input, output, children = [], extra = {}) { const s = { type, name, input, output, children }; if (extra.error) s.error = extra.error; if (extra.metadata) s.metadata = extra.metadata; return s; }
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export const retr = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });
// OpenAI-style tool call request
export const call = (N, name, args, asString = true) => ({ id: 'call_' + N.b62(24), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
