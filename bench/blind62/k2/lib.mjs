// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) { h = Math.imul(h ^ s.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise generator bound to one trace; keeps a simulated clock that only moves forward.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  let clock = Date.UTC(2025, int(0, 10), int(1, 27), int(6, 20), int(0, 59), int(0, 59)) + int(0, 999);
  const hexc = '0123456789abcdef';
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += hexc[int(0, 15)]; return s; };
  const b62c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const b62 = (n) => { let s = ''; for (let i = 0; i < n; i++) s += b62c[int(0, 61)]; return s; };
  const d = () => new Date(clock);
  const N = {
    r, int, hex, b62,
    pick: (a) => a[int(0, a.length - 1)],
    tick(sec = 1) { clock += Math.round(sec * 1000 * (0.6 + r() * 0.8)); return clock; },
    now: () => clock,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    iso: () => d().toISOString(),
    isoSec: () => d().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (off = '+02:00') => { const x = new Date(clock + parseInt(off) * 3600000); return x.toISOString().replace('Z', off); },
    httpDate: () => d().toUTCString(),
    rfc2822: () => { const x = d(); return `${DAY[x.getUTCDay()]}, ${x.getUTCDate()} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; },
    syslog: () => { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    slash: () => { const x = d(); return `${x.getUTCFullYear()}/${p2(x.getUTCMonth() + 1)}/${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${String(x.getUTCMilliseconds()).padStart(3, '0')}`; },
    euDate: () => { const x = d(); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; },
    epoch: () => Math.floor(clock / 1000),
    epochMs: () => clock,
    nanos: () => `${clock}${String(int(0, 999999)).padStart(6, '0')}`,
    dur: () => `${(0.05 + r() * 3).toFixed(2)}s`,
    ms: (a = 20, b = 2400) => int(a, b),
    reqId: (pfx = 'req_') => pfx + b62(20),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    sha: (n = 40) => hex(n),
    etag: () => `W/"${hex(8)}-${b62(10)}"`,
    tmp: (ext = '') => `/tmp/tmp${b62(8).toLowerCase()}${ext}`,
    job: (pfx = 'job') => `${pfx}-${int(100000, 999999)}`,
    host: (pfx = 'node') => `${pfx}-${int(1, 12)}.${N.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (pfx = 'api') => `${pfx}-${hex(10)}-${b62(5).toLowerCase()}`,
    cursor: () => Buffer.from(`{"o":${int(10, 9000)},"k":"${hex(6)}"}`).toString('base64'),
    rate: (limit = 1000) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(int(0, limit)), 'x-ratelimit-reset': String(N.epoch() + int(5, 3600)) }),
    callId: (pfx = 'call_') => pfx + b62(24),
    toolu: () => 'toolu_01' + b62(22),
    tokens: (a = 200, b = 4000) => { const i = int(a, b), o = int(20, 900); return { input_tokens: i, output_tokens: o }; },
  };
  return N;
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, metadata, children = []) => span('tool', name, input, output, children, metadata ? { metadata } : {});
export const toolErr = (name, input, error, output = null, metadata) => span('tool', name, input, output, [], metadata ? { error, metadata } : { error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});
export const retr = (name, input, output, metadata) => span('retriever', name, input, output, [], metadata ? { metadata } : {});

// OpenAI-style messages and tool calls
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const tcall = (N, name, args) => ({ id: N.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f, depth = 0, parent = null) { f(s, depth, parent); for (const c of s.children || []) walk(c, f, depth + 1, s); }
