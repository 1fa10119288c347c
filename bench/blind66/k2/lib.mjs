// Deterministic helpers for the blind trace benchmark: seeded PRNG only, fixed base clock.

export function hashStr(s) {
  // cyrb53-ish 32-bit mix of the string
  let h1 = 0xdeadbeef ^ s.length, h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
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

// Build a noise kit for one trace. Every value derives from the trace_id.
export function kit(traceId, baseIso = '2025-03-11T08:14:00Z') {
  const r = mulberry32(hashStr(traceId));
  let clock = Date.parse(baseIso) + Math.floor(r() * 6 * 3600e3);
  const k = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = k.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += a[Math.floor(r() * 32)]; return s; },
    sha: () => k.hex(40),
    sha256: () => k.hex(64),
    etag: () => `W/"${k.hex(8)}-${k.hex(6)}"`,
    reqId: (prefix = 'req_') => prefix + k.b62(20),
    callId: () => 'call_' + k.b62(24),
    toolUseId: () => 'toolu_01' + k.b62(22),
    jobId: (prefix = 'job') => `${prefix}-${k.int(10000, 99999)}-${k.hex(4)}`,
    host: (svc = 'api') => `${svc}-${k.pick(['a', 'b', 'c', 'd'])}${k.int(1, 9)}.${k.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'])}.internal`,
    pod: (svc) => `${svc}-${k.hex(10)}-${k.b62(5).toLowerCase()}`,
    tmp: (ext = '') => `/tmp/tmp${k.b62(8).toLowerCase()}${ext}`,
    ms: (a = 40, b = 900) => k.int(a, b),
    dur: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    ip: () => `10.${k.int(0, 255)}.${k.int(0, 255)}.${k.int(1, 254)}`,
    // time: advance the clock and print it in different spellings
    tick: (a = 300, b = 4000) => { clock += k.int(a, b); return clock; },
    now: () => clock,
    iso: () => new Date(clock).toISOString(),
    isoNoMs: () => new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 1) => { const d = new Date(clock + h * 3600e3); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}+${p2(h)}:00`; },
    httpDate: () => { const d = new Date(clock); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logDate: () => { const d = new Date(clock); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euDate: () => { const d = new Date(clock); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    epoch: () => Math.floor(clock / 1000),
    epochMs: () => clock,
    nanos: () => `${clock}${k.int(100000, 999999)}`,
    counter: (() => { let c = 0; return (start) => { if (start !== undefined) c = start; return ++c; }; })(),
    rate: (limit = 500) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(k.int(5, limit - 1)), 'x-ratelimit-reset': String(k.epoch() + k.int(5, 60)) }),
  };
  return k;
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
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, metadata ? { metadata } : {});
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], metadata ? { metadata } : {});

// message helpers (OpenAI-chat shaped)
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const tcall = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const tmsg = (id, content) => ({ role: 'tool', tool_call_id: id, content: typeof content === 'string' ? content : JSON.stringify(content) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

export function row(family, n, spec) {
  return {
    trace_id: `${family}-${String(n).padStart(2, '0')}`,
    family,
    isolates: spec.isolates,
    loop: spec.loop,
    stagnation: spec.stagnation,
    goal: spec.goal,
    root: spec.root,
  };
}
