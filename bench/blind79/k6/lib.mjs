// Deterministic helpers: PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hash32(s) {
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
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
// Noise generator bound to one trace: a PRNG and a monotonically advancing fake clock.
export function noise(traceId) {
  const r = mulberry32(hash32(traceId));
  let t = Date.UTC(2026, 1 + Math.floor(r() * 8), 1 + Math.floor(r() * 27), 6 + Math.floor(r() * 12), Math.floor(r() * 60), Math.floor(r() * 60)) + Math.floor(r() * 1000);
  const n = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (len) => { let s = ''; for (let i = 0; i < len; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (len) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < len; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = n.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20)}`; },
    tick: (ms = null) => { t += ms ?? n.int(80, 4000); return t; },
    now: () => t,
    iso: () => new Date(n.tick()).toISOString(),
    isoNoMs: () => new Date(n.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 2) => { const d = new Date(n.tick() + h * 3600e3); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + `+${p2(h)}:00`; },
    http: () => { const d = new Date(n.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(n.tick() / 1000),
    epochMs: () => n.tick(),
    clock: () => { const d = new Date(n.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslog: () => { const d = new Date(n.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    dur: () => `${(n.int(20, 9000) / 1000).toFixed(n.pick([2, 3]))}s`,
    ms: (a = 12, b = 2400) => n.int(a, b),
    reqId: (prefix = 'req_') => prefix + n.b62(n.int(16, 24)),
    traceId: () => n.hex(32),
    spanId: () => n.hex(16),
    etag: () => `"${n.hex(n.pick([16, 32]))}"`,
    sha: () => n.hex(40),
    tmp: (stem = 'tmp') => `/tmp/${stem}-${n.b62(8).toLowerCase()}`,
    host: (base) => `${base}-${n.pick(['a', 'b', 'c', 'd'])}${n.int(1, 9)}.${n.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (base) => `${base}-${n.hex(10)}-${n.b62(5).toLowerCase()}`,
    addr: () => '0x7f' + n.hex(10),
    pid: () => n.int(1200, 65000),
  };
  return n;
}
// Span builders. `extra` may carry error / metadata.
function mk(type, name, input, output, children, extra) {
  const s = { type, name, input, output, children: children || [] };
  if (extra && extra.error !== undefined) s.error = extra.error;
  if (extra && extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const span = (type, name, input, output, children = [], extra = {}) => mk(type, name, input, output, children, extra);
export const agent = (name, input, output, children = [], metadata) => mk('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => mk('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => mk('tool', name, input, output, [], { metadata, error });
// OpenAI-style chat messages helpers
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const tcall = (n, name, args) => ({ id: 'call_' + n.b62(24), type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const usage = (n, pin = [600, 4000], pout = [20, 400]) => ({ prompt_tokens: n.int(...pin), completion_tokens: n.int(...pout) });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
