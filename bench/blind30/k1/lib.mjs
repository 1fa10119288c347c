// Shared helpers for the blind loop benchmark. Deterministic: no Math.random, no clock reads.

export function hashString(s) {
  // cyrb53-style 32-bit mix
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

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// A per-trace random helper with a simulated clock.
export function rngFor(traceId, startIso = '2025-05-13T08:41:17.000Z') {
  const r = mulberry32(hashString(traceId));
  let t = Date.parse(startIso) + Math.floor(r() * 86400000 * 40);
  const R = {
    f: r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    chars: (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(r() * alpha.length)]; return s; },
    hex: (n) => R.chars(HEX, n),
    b62: (n) => R.chars(B62, n),
    uuid: () => { const h = R.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[R.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => R.chars(CROCK, 26),
    ksuid: () => R.b62(27),
    sha: () => R.hex(40),
    sha256: () => R.hex(64),
    etag: (weak = false) => (weak ? 'W/' : '') + '"' + R.hex(R.pick([16, 32])) + '"',
    reqId: (prefix = 'req_') => prefix + R.b62(24),
    toolu: () => 'toolu_01' + R.b62(22),
    callId: () => 'call_' + R.b62(24),
    msgId: () => 'msg_01' + R.b62(22),
    traceparent: () => `00-${R.hex(32)}-${R.hex(16)}-01`,
    cfRay: (pop = R.pick(['FRA', 'AMS', 'LHR', 'CDG', 'IAD', 'SJC'])) => `${R.hex(16)}-${pop}`,
    amzId: () => R.b62(44).replace(/[a-z]{3}/, '==') ,
    pod: (base) => `${base}-${R.chars('bcdfghjklmnpqrstvwxz2456789', 9)}-${R.chars('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    host: (base, n = 12) => `${base}-${p2(R.int(1, n))}`,
    ip: () => `10.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(2, 254)}`,
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${R.b62(8)}`,
    addr: () => '0x7f' + R.hex(10),
    pid: () => R.int(1200, 65000),
    ms: (a = 20, b = 900) => R.int(a, b),
    secs: (a = 0.2, b = 9) => +(a + r() * (b - a)).toFixed(2),
    cursor: (obj) => Buffer.from(JSON.stringify(obj)).toString('base64').replace(/=+$/, ''),
    // clock
    now: () => t,
    adv: (ms) => { t += ms; return t; },
    step: (a = 400, b = 4000) => { t += R.int(a, b); return t; },
    iso: (x = t) => new Date(x).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMs: (x = t) => new Date(x).toISOString(),
    isoMicro: (x = t) => new Date(x).toISOString().replace('Z', String(R.int(0, 999)).padStart(3, '0') + 'Z'),
    isoOffset: (x = t, offMin = 60) => { const d = new Date(x + offMin * 60000); const sign = offMin >= 0 ? '+' : '-'; const o = Math.abs(offMin); return d.toISOString().replace(/\.\d{3}Z$/, '') + `${sign}${p2(Math.floor(o / 60))}:${p2(o % 60)}`; },
    http: (x = t) => { const d = new Date(x); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: (x = t) => { const d = new Date(x); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    sql: (x = t) => new Date(x).toISOString().replace('T', ' ').replace('Z', ''),
    compact: (x = t) => new Date(x).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    epoch: (x = t) => Math.floor(x / 1000),
    epochMs: (x = t) => x,
    epochNs: (x = t) => String(x) + String(R.int(0, 999999)).padStart(6, '0'),
    hms: (x = t) => { const d = new Date(x); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; },
    dmy: (x = t) => { const d = new Date(x); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    date: (x = t) => new Date(x).toISOString().slice(0, 10),
    snowflake: (x = t) => String(BigInt(x - 1288834974657) * 4194304n + BigInt(R.int(0, 4194303))),
    dur: (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)}s` : `${ms}ms`),
  };
  return R;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });

// OpenAI chat-style tool call object
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } });

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
}

export function row(family, n, isolates, loop, stagnation, goal, root) {
  return { trace_id: `${family}-${p2(n)}`, family, isolates, loop, stagnation, goal, root };
}
