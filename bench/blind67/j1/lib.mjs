// Deterministic helpers: PRNG seeded from trace_id, volatile-noise generators, span builders.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'], MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  // fixed base clock derived from the seed (no clock reads)
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 300) * 86400000 + Math.floor(r() * 86400) * 1000;
  const N = {
    r, int: (a, b) => a + Math.floor(r() * (b - a + 1)), pick: (xs) => xs[Math.floor(r() * xs.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[N.int(0,3)]}${h.slice(17,20)}-${h.slice(20,32)}`; },
    tick: (ms) => { t += ms ?? N.int(300, 4000); return t; },
    now: () => t,
    iso: () => new Date(N.tick()).toISOString(),
    isoLocal: (off = '+02:00') => { const d = new Date(N.tick() + 7200000); return d.toISOString().replace('Z', off); },
    http: () => { const d = new Date(N.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(N.tick() / 1000), epochMs: () => N.tick(),
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2,' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    clock: () => { const d = new Date(N.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3,'0')}`; },
    dur: (a = 40, b = 2400) => N.int(a, b), secs: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    reqId: (p = 'req_') => p + N.b62(20), traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    etag: () => `W/"${N.hex(8)}-${N.hex(12)}"`, sha: (n = 40) => N.hex(n),
    tmp: (pfx = 'tmp') => `/tmp/${pfx}${N.b62(8).toLowerCase()}`,
    host: (p) => `${p}-${N.hex(5)}-${N.b62(5).toLowerCase()}`, job: (p = 'job') => `${p}-${N.int(100000, 999999)}`,
    rate: (lim = 600) => { const rem = N.int(10, lim - 1); return { 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(N.int(1, 60)) }; },
    addr: () => '0x7f' + N.hex(10),
    callId: (p = 'call_') => p + N.b62(24), toolu: () => 'toolu_01' + N.b62(22),
  };
  return N;
}
// span builders
export function span(type, name, input, output, children = [], extra = {}) { const s = { type, name, input, output, children }; Object.assign(s, extra); return s; }
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const llm = (name, input, output, children = [], metadata) => span('llm', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, metadata, error) => { const s = span('tool', name, input, output, [], metadata ? { metadata } : {}); if (error) s.error = error; return s; };
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], metadata ? { metadata } : {});
// OpenAI-chat style message helpers
export const sys = (c) => ({ role: 'system', content: c });
export const user = (c) => ({ role: 'user', content: c });
export const asst = (c, tool_calls) => (tool_calls ? { role: 'assistant', content: c, tool_calls } : { role: 'assistant', content: c });
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const tmsg = (id, content) => ({ role: 'tool', tool_call_id: id, content: typeof content === 'string' ? content : JSON.stringify(content) });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
