// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const pad = (n, w = 2) => String(n).padStart(w, '0');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function noise(traceId, startIso = '2026-03-24T08:00:00Z') {
  const r = mulberry32(hashStr(traceId));
  let now = Date.parse(startIso);
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[int(0, 15)]; return s; };
  const alnum = (n, set = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[int(0, set.length - 1)]; return s; };
  const d = () => new Date(now);
  const N = {
    r, int, hex, alnum, pick: (a) => a[int(0, a.length - 1)],
    tick: (minS = 1, maxS = 9) => { now += int(minS * 1000, maxS * 1000); return now; },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    reqId: (p = 'req_') => p + alnum(20, 'abcdefghijklmnopqrstuvwxyz0123456789'),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    sha: (n = 40) => hex(n), etag: () => `W/"${hex(8)}-${hex(6)}"`,
    iso: () => d().toISOString(), isoNoMs: () => d().toISOString().replace(/\.\d+Z$/, 'Z'),
    epoch: () => Math.floor(now / 1000), epochMs: () => now,
    http: () => { const x = d(); return `${DAYS[x.getUTCDay()]}, ${pad(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())} GMT`; },
    de: () => { const x = d(); return `${pad(x.getUTCDate())}.${pad(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${pad(x.getUTCHours() + 1)}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())}`; },
    fr: () => { const x = d(); return `${pad(x.getUTCDate())}/${pad(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${pad(x.getUTCHours() + 1)}h${pad(x.getUTCMinutes())}`; },
    ja: () => { const x = d(); return `${x.getUTCFullYear()}年${x.getUTCMonth() + 1}月${x.getUTCDate()}日 ${pad(x.getUTCHours() + 9)}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())}`; },
    log: () => { const x = d(); return `${x.getUTCFullYear()}-${pad(x.getUTCMonth() + 1)}-${pad(x.getUTCDate())} ${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())},${pad(int(0, 999), 3)}`; },
    ms: (a = 40, b = 2400) => int(a, b), secs: (a = 0.3, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    tmp: (p = 'tmp') => `/tmp/${p}${alnum(8, 'abcdefghijklmnopqrstuvwxyz0123456789_')}`,
    host: (p) => `${p}-${hex(5)}-${alnum(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
    job: (p = 'job') => `${p}-${int(100000, 999999)}`,
    addr: () => `0x7f${hex(10)}`, cursor: () => Buffer.from(`${hex(6)}:${int(1000, 99999)}`).toString('base64'),
    ratelimit: () => ({ 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': String(int(200, 599)), 'x-ratelimit-reset': String(int(1, 60)) }),
  };
  return N;
}
let seq = 0;
function mk(type, name, input, output, children = [], opts = {}) {
  const s = { type, name, input, output, children };
  if (opts.error) s.error = opts.error;
  if (opts.metadata) s.metadata = opts.metadata;
  return s;
}
export const span = mk;
export const agent = (name, input, output, children, metadata) => mk('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => mk('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, opts = {}) => mk('tool', name, input, output, opts.children || [], opts);
export const retriever = (name, input, output, opts = {}) => mk('retriever', name, input, output, opts.children || [], opts);
// OpenAI-style assistant output with tool calls
export const oaiCall = (N, text, calls) => ({ role: 'assistant', content: text ?? null, tool_calls: calls.map(([name, args]) => ({ id: 'call_' + N.alnum(24, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), type: 'function', function: { name, arguments: JSON.stringify(args) } })) });
// Anthropic-style content blocks
export const antCall = (N, text, calls) => ({ role: 'assistant', stop_reason: calls.length ? 'tool_use' : 'end_turn', content: [...(text ? [{ type: 'text', text }] : []), ...calls.map(([name, input]) => ({ type: 'tool_use', id: 'toolu_01' + N.alnum(22, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), name, input }))] });
export const row = (family, n, o) => ({ trace_id: `${family}-${pad(n)}`, family, isolates: o.isolates, loop: o.loop, stagnation: o.stagnation, goal: o.goal, root: o.root });
export const countSpans = (s) => 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0);
