// Deterministic helpers: PRNG, volatile noise, span builders. No Math.random, no clock reads.
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
export function makeNoise(traceId) {
  const r = mulberry32(hashStr(traceId));
  // simulated clock, advances only when asked
  let t = Date.UTC(2025, 0, 1) + Math.floor(r() * 300 * 86400) * 1000;
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    tick: (ms) => { t += ms ?? N.int(300, 9000); return t; },
    now: () => t,
    iso: () => new Date(N.tick()).toISOString(),
    isoLocal: (off = '+01:00') => { const d = new Date(N.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${off}`; },
    http: () => { const d = new Date(N.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    dmy: () => { const d = new Date(N.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    reqId: (pfx = 'req_') => pfx + N.b62(24),
    callId: () => 'call_' + N.b62(24),
    toolu: () => 'toolu_01' + N.b62(22),
    sha: (n = 40) => N.hex(n),
    etag: () => `W/"${N.hex(8)}-${N.hex(6)}"`,
    ms: (a = 40, b = 4000) => N.int(a, b),
    secs: (a = 0.2, b = 30) => (a + r() * (b - a)).toFixed(2) + 's',
    tmp: (ext = '') => `/tmp/tmp${N.b62(8).toLowerCase()}${ext}`,
    host: (base) => `${base}-${N.int(1, 9)}${N.pick(['a', 'b', 'c', 'd'])}`,
    job: (pfx = 'job') => `${pfx}-${N.int(10000, 99999)}`,
    cursor: () => Buffer.from(`{"o":${N.int(10, 900)},"k":"${N.hex(6)}"}`).toString('base64'),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    ratelimit: (limit = 500) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(N.int(1, limit - 1)), 'x-ratelimit-reset': String(N.int(1, 60)) }),
    usage: () => { const i = N.int(400, 9000), o = N.int(20, 900); return { prompt_tokens: i, completion_tokens: o, total_tokens: i + o }; },
  };
  return N;
}
// Generic span builder; children in time order.
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
// OpenAI-style assistant message with tool calls
export function oaiToolCalls(N, content, calls) {
  return { role: 'assistant', content, tool_calls: calls.map(([name, args]) => ({ id: N.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } })) };
}
