// Deterministic helpers. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');
export function makeR(traceId) {
  const f = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(f() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(f() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(f() * 16)]; return s; };
  const b62 = (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(f() * 62)]; return s; };
  let clock = Date.UTC(2024, int(0, 11), int(1, 28), int(6, 20), int(0, 59), int(0, 59)) + int(0, 999);
  const tick = (minMs = 40, maxMs = 4000) => { clock += int(minMs, maxMs); return clock; };
  const d = () => new Date(clock);
  const R = {
    f, int, pick, hex, b62,
    tick,
    now: () => clock,
    iso: () => d().toISOString(),
    isoNoMs: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 2) => { const x = new Date(clock + h * 3600e3); return x.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; },
    http: () => { const x = d(); return `${DAY[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(clock / 1000),
    epochMs: () => clock,
    syslog: () => { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    dmy: () => { const x = d(); return `${p2(x.getUTCDate())}/${p2(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    reqId: (pfx = 'req_') => pfx + b62(24),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    sha: (n = 40) => hex(n),
    etag: () => `W/"${hex(8)}-${hex(6)}"`,
    ms: (a = 12, b = 2400) => int(a, b),
    secs: () => (int(80, 98000) / 1000).toFixed(3) + 's',
    tmp: (ext = '') => `/tmp/tmp${b62(8).toLowerCase()}${ext}`,
    host: (pfx) => `${pfx}-${int(1, 24)}.${pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'fra1', 'ams3'])}.internal`,
    pod: (pfx) => `${pfx}-${hex(10)}-${b62(5).toLowerCase()}`,
    job: (pfx = 'job') => `${pfx}-${int(10000, 99999)}`,
    cursor: () => Buffer.from(`{"o":${int(1, 9999)},"k":"${hex(6)}"}`).toString('base64'),
    rate: (limit = 600) => { const rem = int(1, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(int(1, 60)) }; },
    callId: () => 'call_' + b62(24),
    toolu: () => 'toolu_01' + b62(22),
  };
  return R;
}
// span builders
export function span(type, name, input, output, o = {}) {
  const s = { type, name, input, output, children: o.children || [] };
  if (o.error) s.error = o.error;
  if (o.metadata) s.metadata = o.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, { children, metadata });
export const llm = (name, input, output, metadata, children) => span('llm', name, input, output, { metadata, children });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, { children, metadata });
export const retr = (name, input, output, metadata) => span('retriever', name, input, output, { metadata });
// message helpers
export const sys = (c) => ({ role: 'system', content: c });
export const usr = (c) => ({ role: 'user', content: c });
export const asst = (c) => ({ role: 'assistant', content: c });
export const tc = (R, name, args) => ({ id: R.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const usage = (R) => { const p = R.int(300, 9000), c = R.int(20, 900); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; };
