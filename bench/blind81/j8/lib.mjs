// Deterministic helpers: seeded PRNG + volatile-noise makers + span builders. No Math.random, no clock.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'], DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
export function makeNoise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 600) * 86400000 + Math.floor(r() * 86400000);
  const N = {
    r, int: (a, b) => a + Math.floor(r() * (b - a + 1)), pick: (xs) => xs[Math.floor(r() * xs.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    tick: (ms = N.int(300, 9000)) => { t += ms; return t; },
    iso: () => new Date(N.tick()).toISOString(),
    isoNoMs: () => new Date(N.tick()).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    http: () => { const d = new Date(N.tick()); return `${DAY[d.getUTCDay()]}, ${String(d.getUTCDate()).padStart(2, '0')} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${d.toISOString().slice(11, 19)} GMT`; },
    epoch: () => Math.floor(N.tick() / 1000), epochMs: () => N.tick(),
    clock: () => new Date(N.tick()).toISOString().slice(11, 19),
    ymd: () => new Date(t).toISOString().slice(0, 10),
    dur: () => `${(N.int(40, 9000) / 1000).toFixed(3)}s`, ms: () => N.int(12, 4800),
    reqId: (p = 'req_') => p + N.b62(24), sha: () => N.hex(40), etag: () => `W/"${N.hex(8)}-${N.hex(6)}"`,
    tmp: (ext = '') => `/tmp/tmp${N.b62(8).toLowerCase()}${ext}`,
    host: (base) => `${base}-${N.int(1, 9)}${N.pick(['a', 'b', 'c', 'f'])}.${N.pick(['eu-north-1', 'us-east-2', 'ap-southeast-2', 'eu-west-3'])}.internal`,
    pid: () => N.int(1200, 64000), traceHex: () => N.hex(32), spanHex: () => N.hex(16),
    usage: (pi, po) => ({ prompt_tokens: pi + N.int(0, 90), completion_tokens: po + N.int(0, 40) }),
  };
  return N;
}
// span builders
export function span(type, name, input, output, children = [], extra = {}) { const s = { type, name, input, output, children }; Object.assign(s, extra); return s; }
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, metadata, error) => { const s = span('tool', name, input, output, [], metadata ? { metadata } : {}); if (error) s.error = error; return s; };
export const chain = (name, input, output, children, metadata, type = 'chain') => span(type, name, input, output, children, metadata ? { metadata } : {});
export const msgs = (...pairs) => { const out = []; for (let i = 0; i < pairs.length; i += 2) out.push({ role: pairs[i], content: pairs[i + 1] }); return out; };
export const tc = (id, name, args, asString = true) => ({ id, type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function row(family, n, isolates, loop, stagnation, goal, root) { return { trace_id: `${family}-${String(n).padStart(2, '0')}`, family, isolates, loop, stagnation, goal, root }; }
