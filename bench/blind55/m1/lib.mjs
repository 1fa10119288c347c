// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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

export function makeRng(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  // fixed, seeded virtual clock (ms since epoch), starting somewhere in 2024
  let clock = Date.UTC(2024, 0, 1) + Math.floor(rnd() * 300) * 86400000 + Math.floor(rnd() * 86400000);
  const r = {
    f: rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(rnd() * a.length)]; return s; },
    uuid: () => { const h = r.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[r.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    tick: (minMs = 200, maxMs = 9000) => { clock += r.int(minMs, maxMs); return clock; },
    now: () => clock,
    iso: () => new Date(r.tick()).toISOString(),
    isoNoMs: () => new Date(r.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (offH = 1) => { const d = new Date(r.tick() + offH * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'; },
    httpDate: () => { const d = new Date(r.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(r.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(r.tick() / 1000),
    epochMs: () => r.tick(),
    euDate: () => { const d = new Date(r.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    usDate: () => { const d = new Date(r.tick()); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; },
    ms: (a = 40, b = 2400) => r.int(a, b),
    dur: (a = 0.2, b = 9) => (a + rnd() * (b - a)).toFixed(2) + 's',
    reqId: (prefix = 'req_') => prefix + r.b62(24),
    traceHdr: () => `00-${r.hex(32)}-${r.hex(16)}-01`,
    sha: (n = 40) => r.hex(n),
    etag: () => `W/"${r.hex(8)}-${r.hex(16)}"`,
    tmp: (stem = 'tmp') => `/tmp/${stem}-${r.b62(8).toLowerCase()}`,
    host: (base) => `${base}-${r.pick(['a', 'b', 'c', 'd'])}${r.int(1, 9)}.${r.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (base) => `${base}-${r.hex(9)}-${r.b62(5).toLowerCase()}`,
    jobId: (prefix = 'job') => `${prefix}-${r.int(100000, 999999)}`,
    addr: () => '0x7f' + r.hex(10),
    pid: () => r.int(1200, 65000),
  };
  return r;
}

let _sid = 0;
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children = [], extra = {}) => span('agent', name, input, output, children, extra);
export const llm = (name, input, output, children = [], extra = {}) => span('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra = {}) => span('tool', name, input, output, [], extra);
export const retriever = (name, input, output, extra = {}) => span('retriever', name, input, output, [], extra);
export const chain = (name, input, output, children = [], extra = {}) => span('chain', name, input, output, children, extra);

// OpenAI-style message helpers
export const sys = (c) => ({ role: 'system', content: c });
export const usr = (c) => ({ role: 'user', content: c });
export const asst = (c) => ({ role: 'assistant', content: c });
export function tc(r, name, args, asString = true) {
  return { id: 'call_' + r.b62(22), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } };
}
export const oaiOut = (content, tool_calls) => {
  const m = { role: 'assistant', content: content ?? null };
  if (tool_calls && tool_calls.length) m.tool_calls = tool_calls;
  return m;
};
export const usage = (r, pin = [800, 6000], pout = [30, 600]) => ({ prompt_tokens: r.int(...pin), completion_tokens: r.int(...pout) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, fn, depth = 0) { fn(s, depth); for (const c of s.children || []) walk(c, fn, depth + 1); }
