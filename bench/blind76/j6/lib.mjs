// Deterministic helpers: seeded PRNG, volatile-noise makers, span builders. No Math.random, no clock reads.
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
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
// Noise context for one trace. `t` is a virtual clock (ms since epoch) that only moves forward.
export function noise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  const r = {
    rnd,
    t: Date.UTC(2024, 0, 1) + Math.floor(rnd() * 500 * 86400000),
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(rnd() * 62)]; return s; },
    tick: (lo = 200, hi = 4000) => { r.t += r.int(lo, hi); return r.t; },
    iso: () => new Date(r.tick()).toISOString(),
    isoOff: () => { const d = new Date(r.tick() + 3600000); return d.toISOString().replace('Z', '+01:00').replace(/\.\d{3}/, ''); },
    http: () => { const d = new Date(r.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(r.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(r.tick() / 1000),
    epochMs: () => r.tick(),
    uuid: () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${'89ab'[r.int(0, 3)]}${r.hex(3)}-${r.hex(12)}`,
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = ''; for (let i = 0; i < 26; i++) s += A[Math.floor(rnd() * 32)]; return s; },
    reqId: (p = 'req_') => p + r.b62(24),
    callId: () => 'call_' + r.b62(24),
    toolu: () => 'toolu_01' + r.b62(22),
    sha: () => r.hex(40),
    etag: () => `W/"${r.hex(8)}-${r.hex(10)}"`,
    ms: (a = 40, b = 2500) => r.int(a, b),
    secs: (a = 0.2, b = 9) => (a + rnd() * (b - a)).toFixed(r.int(2, 3)),
    tmp: (ext = '') => `/tmp/tmp${r.b62(8).toLowerCase()}${ext}`,
    host: (base) => `${base}-${r.int(1, 9)}${r.pick(['a', 'b', 'c'])}.${r.pick(['eu-west-1', 'fra1', 'ams3', 'us-east-2', 'nbg1'])}.internal`,
    job: (p = 'job') => `${p}-${r.int(10000, 99999)}`,
    tokens: (pin, pout) => ({ input_tokens: pin + r.int(0, 60), output_tokens: pout + r.int(0, 40) }),
  };
  return r;
}
// Span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
// OpenAI-style assistant message with tool calls
export function tcMsg(r, content, calls) {
  return { role: 'assistant', content, tool_calls: calls.map(([name, args]) => ({ id: r.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } })) };
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
