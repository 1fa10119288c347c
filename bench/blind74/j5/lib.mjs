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
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise factory: one per trace, seeded from the trace_id. A virtual clock advances monotonically.
export function noise(traceId, startEpochSec = 1730000000) {
  const r = mulberry32(hashStr(traceId));
  let clock = startEpochSec + Math.floor(r() * 20000000);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0,8)}-${h.slice(8,12)}-4${h.slice(13,16)}-${'89ab'[Math.floor(r()*4)]}${h.slice(17,20)}-${h.slice(20,32)}`; },
    tick: (min = 1, max = 40) => { clock += N.int(min, max); return clock; },
    now: () => clock,
    iso: (t = N.tick()) => new Date(t * 1000 + N.int(0, 999)).toISOString(),
    isoOff: (t = N.tick()) => { const d = new Date(t * 1000 + 3600000); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth()+1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}+01:00`; },
    http: (t = N.tick()) => { const d = new Date(t * 1000); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: (t = N.tick()) => { const d = new Date(t * 1000); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2,' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epochMs: (t = N.tick()) => t * 1000 + N.int(0, 999),
    ns: (t = N.tick()) => String(t) + String(N.int(100000000, 999999999)),
    ymd: (t = N.now()) => { const d = new Date(t * 1000); return `${d.getUTCFullYear()}${p2(d.getUTCMonth()+1)}${p2(d.getUTCDate())}`; },
    dur: () => `${N.int(1, 9)}.${N.int(10, 99)}s`,
    ms: (a = 20, b = 2400) => N.int(a, b),
    reqId: (prefix = 'req_') => prefix + N.b62(24),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    etag: () => `W/"${N.hex(8)}-${N.hex(12)}"`,
    sha: (n = 40) => N.hex(n),
    tmp: (stem = 'tmp') => `/tmp/${stem}${N.b62(8)}`,
    host: (svc) => `${svc}-${N.int(1, 9)}${N.pick(['a','b','c','d'])}.${N.pick(['eu-west-1','us-east-2','ap-south-1','eu-central-1'])}.internal`,
    pod: (svc) => `${svc}-${N.hex(10)}-${N.b62(5).toLowerCase()}`,
    jobId: (p = 'job') => `${p}-${N.int(100000, 999999)}`,
    rate: (limit = 600) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(N.int(1, limit - 1)), 'x-ratelimit-reset': String(N.int(1, 60)) }),
    usage: (pi = [300, 4000], co = [20, 600]) => { const i = N.int(pi[0], pi[1]); const o = N.int(co[0], co[1]); return { prompt_tokens: i, completion_tokens: o, total_tokens: i + o }; },
    cursor: () => Buffer.from(`{"o":${N.int(10, 9000)},"s":"${N.hex(6)}"}`).toString('base64'),
  };
  return N;
}

// Span builders. extra may carry error / metadata.
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, extra) => span('agent', name, input, output, children, extra);
export const llm = (name, input, output, extra, children = []) => span('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra, children = []) => span('tool', name, input, output, children, extra);
export const chain = (name, input, output, children, extra) => span('chain', name, input, output, children, extra);

// OpenAI-style tool call request object
export const tc = (N, name, args, asString = true) => ({ id: 'call_' + N.b62(24), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f) { f(s); for (const c of s.children || []) walk(c, f); }
