// Deterministic helpers: PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }

// Noise context seeded from trace_id. `t` is a simulated clock that only moves forward.
export function noise(traceId, start = '2025-03-11T14:02:17Z') {
  const r = mulberry32(hashStr(traceId));
  let t = Date.parse(start);
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[int(0, 15)]).join('');
  const b62 = (n) => Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[int(0, 61)]).join('');
  const N = {
    r, int, hex, b62,
    pick: (a) => a[int(0, a.length - 1)],
    tick: (ms) => (t += ms ?? int(400, 12000)),
    now: () => t,
    iso: () => new Date(N.tick()).toISOString(),
    isoNoMs: () => new Date(N.tick()).toISOString().replace(/\.\d+Z$/, 'Z'),
    httpDate: () => new Date(N.tick()).toUTCString(),
    logTs: () => new Date(N.tick()).toISOString().replace('T', ' ').replace('Z', ''),
    clock: () => new Date(N.tick()).toISOString().slice(11, 19),
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    sha: () => hex(40), short: () => hex(7),
    secs: (a, b) => (a + r() * (b - a)).toFixed(2),
    ms: (a, b) => int(a, b),
    reqId: (p = 'req') => `${p}_${b62(20)}`,
    tmp: (p = 'tmp') => `/tmp/${p}${b62(8)}`,
    pid: () => int(1200, 64000),
    port: () => int(32768, 60999),
    addr: () => '0x7f' + hex(10),
    host: (base = 'runner') => `${base}-${hex(5)}-${b62(5).toLowerCase()}`,
    etag: () => `W/"${hex(8)}-${hex(16)}"`,
    seed: () => int(1, 2 ** 31),
  };
  return N;
}

// Span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error != null) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, children = [], metadata) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts.children || [], opts);
export const fail = (name, input, output, error, metadata) => span('tool', name, input, output, [], { error, metadata });

// Chat-style llm input: system + goal + optional recent observation.
export function chat(system, user, last, n) {
  const m = [{ role: 'system', content: system }, { role: 'user', content: user }];
  if (last != null) m.push({ role: 'tool', content: last });
  return n ? { messages: m, n_messages_total: n } : { messages: m };
}
// Tool-call request object as OpenAI/Anthropic-ish output
export const call = (name, args, id) => ({ type: 'tool_call', id, name, arguments: args });

export function row(family, n, { isolates, loop, stagnation, goal, root }) {
  return { trace_id: `${family}-${String(n).padStart(2, '0')}`, family, isolates, loop, stagnation, goal, root };
}
