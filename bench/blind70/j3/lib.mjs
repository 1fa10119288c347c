// Deterministic helpers: PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) {
  return function () { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (x) => String(x).padStart(2, '0');
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 500 * 86400000);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    tick: (ms) => { t += ms ?? N.int(300, 9000); return t; },
    now: () => t,
    iso: () => new Date(N.tick()).toISOString(),
    isoMicro: () => new Date(N.tick()).toISOString().replace('Z', String(N.int(0, 999)).padStart(3, '0') + '+00:00'),
    http: () => { const d = new Date(N.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(N.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    eu: () => { const d = new Date(N.tick()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`,
    ulid: () => { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = ''; for (let i = 0; i < 26; i++) s += a[Math.floor(r() * 32)]; return s; },
    req: (p = 'req_') => p + N.b62(20),
    sha: () => N.hex(40),
    etag: () => `W/"${N.hex(8)}-${N.hex(12)}"`,
    ms: (a = 40, b = 4000) => N.int(a, b),
    dur: () => `${(N.int(30, 9000) / 1000).toFixed(2)}s`,
    tmp: (ext = '') => `/tmp/tmp${N.b62(8).toLowerCase()}${ext}`,
    host: (p) => `${p}-${N.int(1, 9)}${N.pick(['a', 'b', 'c', 'd'])}.${N.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (p) => `${p}-${N.hex(10).slice(0, 9)}-${N.b62(5).toLowerCase()}`,
    job: (p = 'job') => `${p}-${N.int(10000, 99999)}`,
    cursor: () => Buffer.from(`{"o":${N.int(10, 9000)},"k":"${N.hex(6)}"}`).toString('base64'),
    rate: (lim = 1000) => ({ limit: lim, remaining: N.int(1, lim - 1), reset: N.epoch() + N.int(5, 60) }),
    tok: () => ({ prompt_tokens: N.int(300, 9000), completion_tokens: N.int(20, 900) }),
  };
  return N;
}
// Generic span builders
export const span = (type, name, input, output, children = [], extra = {}) => {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
};
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export const ret = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });
// message helpers (OpenAI chat shape)
export const sys = (c) => ({ role: 'system', content: c });
export const usr = (c) => ({ role: 'user', content: c });
export const asst = (c, tool_calls) => (tool_calls ? { role: 'assistant', content: c, tool_calls } : { role: 'assistant', content: c });
export const tc = (N, name, args) => ({ id: 'call_' + N.b62(24), type: 'function', function: { name, arguments: JSON.stringify(args) } });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
