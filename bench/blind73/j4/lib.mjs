// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
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

// Noise source bound to one trace. `t` is a virtual clock (ms since epoch) that only moves forward.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 600) * 86400000 + Math.floor(r() * 86400) * 1000;
  const R = {
    f: r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = R.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[R.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; },
    tick: (lo = 200, hi = 4000) => { t += R.int(lo, hi); return t; },
    now: () => t,
    iso: () => new Date(R.tick()).toISOString(),
    isoLocal: (off = '+01:00') => { const d = new Date(R.tick()); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + off; },
    http: () => { const d = new Date(R.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(R.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    dmy: () => { const d = new Date(R.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    epoch: () => Math.floor(R.tick() / 1000),
    epochMs: () => R.tick(),
    ms: (a = 40, b = 2500) => R.int(a, b),
    secs: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    reqId: (pfx = 'req_') => pfx + R.b62(24),
    sha: (n = 40) => R.hex(n),
    etag: () => `W/"${R.hex(8)}-${R.hex(12)}"`,
    tmp: (stem = 'tmp') => `/tmp/${stem}-${R.b62(8).toLowerCase()}`,
    job: (pfx = 'job') => `${pfx}-${R.int(10000, 99999)}-${R.hex(4)}`,
    host: (base = 'api') => `${base}-${R.pick(['euw1', 'use2', 'aps1', 'euc1'])}-${R.int(1, 24)}.${R.pick(['prod', 'live', 'int'])}.internal`,
    pod: (base = 'worker') => `${base}-${R.hex(10)}-${R.b62(5).toLowerCase()}`,
    cursor: () => Buffer.from(`{"o":${R.int(1, 9999)},"k":"${R.hex(6)}"}`).toString('base64'),
    rate: (limit = 500) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(R.int(1, limit - 1)), 'x-ratelimit-reset': String(R.int(1, 60)) }),
    tokens: (pin = [300, 4000], pout = [20, 600]) => { const i = R.int(...pin), o = R.int(...pout); return { prompt_tokens: i, completion_tokens: o, total_tokens: i + o }; },
    callId: (pfx = 'call_') => pfx + R.b62(24),
    toolu: () => 'toolu_01' + R.b62(22),
    traceHex: () => R.hex(32),
    spanHex: () => R.hex(16),
  };
  return R;
}

// Span builder. children are in time order.
export function sp(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children = [], extra = {}) => sp('agent', name, input, output, children, extra);
export const llm = (name, input, output, children = [], extra = {}) => sp('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra = {}) => sp('tool', name, input, output, extra.children || [], extra);
export const chain = (name, input, output, children = [], extra = {}) => sp('chain', name, input, output, children, extra);
export const retr = (name, input, output, extra = {}) => sp('retriever', name, input, output, extra.children || [], extra);

// Message helpers (OpenAI chat-completions shape).
export const sys = (c) => ({ role: 'system', content: c });
export const usr = (c) => ({ role: 'user', content: c });
export const asst = (c, tool_calls) => (tool_calls ? { role: 'assistant', content: c, tool_calls } : { role: 'assistant', content: c });
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const toolMsg = (id, content) => ({ role: 'tool', tool_call_id: id, content: typeof content === 'string' ? content : JSON.stringify(content) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
