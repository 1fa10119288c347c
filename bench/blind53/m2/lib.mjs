// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h1 = 0xdeadbeef ^ s.length, h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761); h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
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

// Noise context: one per trace, seeded from trace_id. A virtual clock advances with each call.
export function ctx(traceId) {
  const seed = hashStr(traceId);
  const r = mulberry32(seed);
  let now = Date.UTC(2024, 0, 1) + Math.floor(r() * 500) * 86400000 + Math.floor(r() * 86400) * 1000;
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  const b62 = (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; };
  const tick = (lo = 300, hi = 9000) => { now += int(lo, hi); return now; };
  const d = () => new Date(now);
  const c = {
    rand: r, int, pick, hex, b62, tick,
    now: () => now,
    advance: (ms) => { now += ms; return now; },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    iso: () => { tick(); return d().toISOString(); },
    isoNoMs: () => { tick(); return d().toISOString().replace(/\.\d{3}Z$/, 'Z'); },
    isoOffset: (offH = 2) => { tick(); const x = new Date(now + offH * 3600000); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())}T${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`; },
    httpDate: () => { tick(); const x = d(); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MONS[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; },
    epoch: () => { tick(); return Math.floor(now / 1000); },
    epochMs: () => { tick(); return now; },
    epochNs: () => { tick(); return `${now}${String(int(0, 999999)).padStart(6, '0')}`; },
    syslog: () => { tick(); const x = d(); return `${MONS[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    usDate: () => { tick(); const x = d(); return `${p2(x.getUTCMonth() + 1)}/${p2(x.getUTCDate())}/${x.getUTCFullYear()} ${((x.getUTCHours() + 11) % 12) + 1}:${p2(x.getUTCMinutes())} ${x.getUTCHours() < 12 ? 'AM' : 'PM'}`; },
    euDate: () => { tick(); const x = d(); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; },
    compact: () => { tick(); const x = d(); return `${x.getUTCFullYear()}${p2(x.getUTCMonth() + 1)}${p2(x.getUTCDate())}T${p2(x.getUTCHours())}${p2(x.getUTCMinutes())}${p2(x.getUTCSeconds())}Z`; },
    reqId: (p = 'req_') => p + b62(int(16, 24)),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    etag: (weak = false) => `${weak ? 'W/' : ''}"${hex(int(8, 16))}"`,
    sha: (n = 40) => hex(n),
    dur: () => `${(r() * 4 + 0.05).toFixed(2)}s`,
    ms: (lo = 12, hi = 2400) => int(lo, hi),
    tmp: (ext = '') => `/tmp/tmp${b62(8).toLowerCase()}${ext}`,
    job: (p = 'job-') => p + int(100000, 999999),
    host: (p = 'api') => `${p}-${pick(['use1', 'euw1', 'aps2', 'usw2', 'euc1'])}-${int(1, 9)}${pick(['a', 'b', 'c'])}.internal`,
    pod: (p = 'worker') => `${p}-${hex(10)}-${b62(5).toLowerCase()}`,
    cursor: () => Buffer.from(`{"o":${int(10, 9999)},"k":"${hex(6)}"}`).toString('base64').replace(/=+$/, ''),
    ratelimit: (limit = 600) => ({ limit, remaining: int(3, limit - 1), reset: int(1, 60) }),
    ip: () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
    semverBuild: () => `${int(1, 9)}.${int(0, 30)}.${int(0, 99)}+b${int(1000, 9999)}`,
    seq: (() => { let n = int(1000, 90000); return () => ++n; })(),
  };
  return c;
}

// Span builders -------------------------------------------------------------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children = [], metadata) => span('agent', name, input, output, children, metadata ? { metadata } : {});
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, metadata ? { metadata } : {});
export const tool = (name, input, output, extra = {}) => span('tool', name, input, output, extra.children || [], extra);
export const retr = (name, input, output, metadata) => span('retriever', name, input, output, [], metadata ? { metadata } : {});
export const chain = (name, input, output, children = [], metadata, type = 'chain') => span(type, name, input, output, children, metadata ? { metadata } : {});

// Message helpers (OpenAI chat style)
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (id, content) => ({ role: 'tool', tool_call_id: id, content });
export function oaCall(c, name, args, asString = true) {
  return { id: 'call_' + c.b62(24), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } };
}
// Anthropic content blocks
export const aText = (text) => ({ type: 'text', text });
export const aToolUse = (c, name, input) => ({ type: 'tool_use', id: 'toolu_01' + c.b62(22), name, input });
// Gemini parts
export const gCall = (name, args) => ({ functionCall: { name, args } });
export const gResp = (name, response) => ({ functionResponse: { name, response } });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }
// Root wrapper for frameworks whose top-level unit is a crew/workflow/module: recorded as an agent
// span, with the framework's own kind kept in metadata.root_kind.
export function rootAgent(name, input, output, children = [], metadata = {}, kind = 'chain') {
  return span('agent', name, input, output, children, { metadata: { ...(metadata || {}), root_kind: kind } });
}
