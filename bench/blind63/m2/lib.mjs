// Deterministic helpers for the trace benchmark. No Math.random, no clock reads.
export function hash32(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function makeCtx(traceId) {
  const r = mulberry32(hash32(traceId));
  let t = Date.UTC(2024, 2, 1, 7, 0, 0) + Math.floor(r() * 86400000 * 200);
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (a) => a[Math.floor(r() * a.length)];
  const chars = (set, n) => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(r() * set.length)]; return s; };
  const hex = (n) => chars('0123456789abcdef', n);
  const alnum = (n) => chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n);
  const upper = (n) => chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', n);
  const c = {
    r, int, pick, hex, alnum, upper,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8','9','a','b'])}${hex(3)}-${hex(12)}`,
    tick: (ms) => { t += ms ?? int(150, 3500); return t; },
    now: () => t,
    iso: () => new Date(t).toISOString(),
    isoNoMs: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (h = 2) => { const d = new Date(t + h * 3600000); return d.toISOString().slice(0, 19) + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; },
    http: () => new Date(t).toUTCString(),
    unix: () => Math.floor(t / 1000),
    unixMs: () => t,
    unixNs: () => String(t) + String(int(100000, 999999)),
    sql: () => new Date(t).toISOString().replace('T', ' ').slice(0, 19),
    syslog: () => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euDate: () => { const d = new Date(t); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    compact: () => new Date(t).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z',
    day: (plus = 0) => new Date(t + plus * 86400000).toISOString().slice(0, 10),
    reqId: (p = 'req_') => p + alnum(24),
    ms: (a = 40, b = 1800) => int(a, b),
    dur: (a = 40, b = 1800) => `${int(a, b)}ms`,
    secs: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    tmp: (ext = '') => `/tmp/tmp${alnum(8).toLowerCase()}${ext}`,
    jobId: (p = 'job') => `${p}-${int(100000, 999999)}-${alnum(5).toLowerCase()}`,
    host: (p) => `${p}-${int(1, 14)}.${pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`,
    pod: (p) => `${p}-${hex(9)}-${alnum(5).toLowerCase()}`,
    etag: (weak = true) => `${weak ? 'W/' : ''}"${hex(16)}"`,
    sha: (n = 40) => hex(n),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    cursor: () => Buffer.from(JSON.stringify({ k: int(1000, 99999), ts: t })).toString('base64').replace(/=+$/, ''),
    rate: (limit = 600) => { const rem = int(Math.floor(limit * 0.4), limit - 1); return { limit, remaining: rem, reset: Math.floor(t / 1000) + int(5, 60) }; },
    callId: () => 'call_' + alnum(24),
    toolu: () => 'toolu_01' + alnum(22),
    money: (a, b) => (a + r() * (b - a)).toFixed(2),
  };
  return c;
}
// Span builders -------------------------------------------------------------
export function S(type, name, input, output, opts = {}) {
  const s = { type, name, input, output, children: opts.children || [] };
  if (opts.error) s.error = opts.error;
  if (opts.metadata) s.metadata = opts.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => S('agent', name, input, output, { children, metadata });
export const llm = (name, input, output, metadata, children) => S('llm', name, input, output, { metadata, children });
export const tool = (name, input, output, metadata, error) => S('tool', name, input, output, { metadata, error });
export const chain = (name, input, output, children, metadata) => S('chain', name, input, output, { children, metadata });
// timing metadata in a few spellings
export const tOtel = (c, ms) => { const s = c.unixNs(); c.tick(ms ?? c.ms()); return { start_time_unix_nano: s, end_time_unix_nano: c.unixNs() }; };
export const tIso = (c, ms) => { const s = c.iso(); c.tick(ms ?? c.ms()); return { start_time: s, end_time: c.iso() }; };
export const tLat = (c, ms) => { const d = ms ?? c.ms(); c.tick(d); return { latency_ms: d, ts: c.iso() }; };
export function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }
export function walk(s, f) { f(s); for (const ch of s.children || []) walk(ch, f); }
