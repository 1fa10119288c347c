// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders.
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
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export function ctx(traceId) {
  const rng = mulberry32(hashStr(traceId));
  // fixed base epoch (2026-03-02T08:00:00Z) plus per-trace offset; advanced by tick()
  let t = Date.UTC(2026, 2, 2, 8, 0, 0) + Math.floor(rng() * 86400 * 200) * 1000;
  let seq = 0;
  const c = {
    rng,
    int: (a, b) => a + Math.floor(rng() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rng() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rng() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(rng() * 62)]; return s; },
    tick: (ms) => { t += ms ?? (200 + Math.floor(rng() * 4000)); return t; },
    now: () => t,
    iso: () => new Date(c.tick()).toISOString(),
    isoLocal: () => { const d = new Date(c.tick()); return d.toISOString().replace('T', ' ').replace('Z', '+00:00'); },
    httpDate: () => { const d = new Date(c.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    syslog: () => { const d = new Date(c.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(c.tick() / 1000),
    epochMs: () => c.tick(),
    uuid: () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[Math.floor(rng() * 4)]}${c.hex(3)}-${c.hex(12)}`,
    reqId: (p = 'req_') => p + c.b62(24),
    traceparent: () => `00-${c.hex(32)}-${c.hex(16)}-01`,
    etag: () => `W/"${c.hex(16)}"`,
    sha: () => c.hex(40),
    short: () => c.hex(7),
    dur: () => `${(rng() * 9 + 0.2).toFixed(2)}s`,
    ms: () => c.int(12, 2400),
    tmp: (pre = 'tmp') => `/tmp/${pre}${c.b62(8)}`,
    host: (svc) => `${svc}-${c.hex(10)}-${c.b62(5).toLowerCase()}`,
    job: (p = 'job') => `${p}-${c.int(100000, 999999)}`,
    seq: () => ++seq,
    callId: () => 'call_' + c.b62(24),
  };
  return c;
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
// agent span; a failure reason given as metadata.error is recorded as the span's error
export function agent(name, input, output, children, metadata) {
  if (metadata && metadata.error) { const { error, ...rest } = metadata; return span('agent', name, input, output, children, { error, metadata: rest }); }
  return span('agent', name, input, output, children, { metadata });
}
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export function tool(name, input, output, opts = {}) {
  return span(opts.type || 'tool', name, input, output, opts.children || [], { error: opts.error, metadata: opts.metadata });
}
// llm span: messages in, assistant message out (content and/or tool calls)
export function llm(c, model, messages, content, toolCalls = [], opts = {}) {
  const out = { role: 'assistant', content: content ?? null };
  if (toolCalls.length) out.tool_calls = toolCalls.map(([n, a]) => ({ id: c.callId(), type: 'function', function: { name: n, arguments: typeof a === 'string' ? a : JSON.stringify(a) } }));
  const pt = c.int(800, 9000), ct = c.int(30, 700);
  return span('llm', opts.name || model, { messages }, out, opts.children || [], {
    metadata: { model, usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct }, latency_ms: c.ms(), ...(opts.metadata || {}) },
  });
}
export const sys = (s) => ({ role: 'system', content: s });
export const usr = (s) => ({ role: 'user', content: s });
export const asst = (s) => ({ role: 'assistant', content: s });
export const tmsg = (name, s) => ({ role: 'tool', name, content: typeof s === 'string' ? s : JSON.stringify(s) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, k) => a + countSpans(k), 0); }

export function row(traceId, family, isolates, loop, stagnation, goal, root) {
  return { trace_id: traceId, family, isolates, loop, stagnation, goal, root };
}
