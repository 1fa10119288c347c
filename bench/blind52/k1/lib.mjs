// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hash32(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise factory: all values derived from the trace id.
export function noise(traceId) {
  const r = mulberry32(hash32(traceId));
  let t = Date.UTC(2025, 3, 2, 8, 0, 0) + Math.floor(r() * 86400 * 40) * 1000; // virtual clock
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    tick: (minMs = 200, maxMs = 4000) => { t += N.int(minMs, maxMs); return t; },
    advance: (ms) => { t += ms; return t; },
    now: () => t,
    iso: () => new Date(N.tick()).toISOString(),
    isoNoMs: () => new Date(N.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 2) => { const d = new Date(N.tick() + h * 3600e3); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + `+${p2(h)}:00`; },
    httpDate: () => new Date(N.tick()).toUTCString(),
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    syslog: () => { const d = new Date(N.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    clf: () => { const d = new Date(N.tick()); return `${p2(d.getUTCDate())}/${MONS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    usDate: () => { const d = new Date(N.tick()); return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${p2(d.getUTCHours() % 12 || 12)}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; },
    dayName: () => DAYS[new Date(t).getUTCDay()],
    dur: () => `${(N.int(40, 9000) / 1000).toFixed(N.pick([1, 2, 3]))}s`,
    ms: (a = 12, b = 2400) => N.int(a, b),
    reqId: (prefix = 'req_') => prefix + N.b62(N.int(14, 24)),
    traceId: () => N.hex(32),
    spanId: () => N.hex(16),
    sha: (n = 40) => N.hex(n),
    etag: () => (N.r() < 0.5 ? `W/"${N.hex(8)}-${N.hex(6)}"` : `"${N.hex(32)}"`),
    tmp: (stem = 'tmp') => N.pick([`/tmp/${stem}-${N.b62(8)}`, `/var/folders/${N.b62(2).toLowerCase()}/${N.b62(30)}/T/${stem}_${N.hex(6)}`, `/tmp/pytest-of-runner/pytest-${N.int(3, 300)}/${stem}0`]),
    host: (prefix) => `${prefix}-${N.pick(['a', 'b', 'c'])}${N.int(1, 9)}.${N.pick(['euw1', 'use2', 'apse1', 'fra'])}.internal`,
    pod: (prefix) => `${prefix}-${N.hex(10)}-${N.b62(5).toLowerCase()}`,
    job: (prefix = 'job') => `${prefix}_${N.int(100000, 999999)}`,
    ratelimit: (limit = 600) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(N.int(1, limit - 1)), 'x-ratelimit-reset': String(N.int(1, 60)) }),
    addr: () => `0x7f${N.hex(10)}`,
    cursor: () => Buffer.from(JSON.stringify({ k: N.int(1000, 99999), s: N.hex(6) })).toString('base64'),
    pid: () => N.int(1200, 65000),
    port: () => N.int(32768, 60999),
    seq: () => N.int(100000, 9999999),
  };
  return N;
}

// Span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error != null) s.error = extra.error;
  if (extra.metadata != null) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});
export const retr = (name, input, output, metadata) => span('retriever', name, input, output, [], metadata ? { metadata } : {});

// Message helpers
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const tcall = (N, name, args, asString = true) => ({ id: 'call_' + N.b62(24), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });
export const toolMsg = (id, content) => ({ role: 'tool', tool_call_id: id, content: typeof content === 'string' ? content : JSON.stringify(content) });
export const usage = (N, a = 300, b = 4000) => { const p = N.int(a, b), c = N.int(20, 600); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; };

// Walk helpers (used by validation)
export function walk(s, f, depth = 0) { f(s, depth); for (const c of s.children || []) walk(c, f, depth + 1); }
export function countSpans(s) { let n = 0; walk(s, () => n++); return n; }
