// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
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

// Noise factory bound to one trace. `t` is a simulated clock (ms since epoch) that only moves forward.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const N = {
    r,
    t: Date.UTC(2025, 0, 6) + Math.floor(r() * 300 * 86400) * 1000,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; },
    tick: (lo = 200, hi = 4000) => { N.t += N.int(lo, hi); return N.t; },
    iso: () => new Date(N.tick()).toISOString(),
    isoNoMs: () => new Date(N.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 2) => { const d = new Date(N.tick() + h * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + `+${p2(h)}:00`; },
    httpDate: () => { const d = new Date(N.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(N.tick() / 1000),
    epochMs: () => N.tick(),
    clock: () => { const d = new Date(N.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslog: () => { const d = new Date(N.tick()); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[N.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[N.int(0, 31)]; return s; },
    reqId: (prefix = 'req_') => prefix + N.b62(20),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    sha: (n = 40) => N.hex(n),
    etag: () => `W/"${N.hex(8)}-${N.hex(12)}"`,
    ms: (lo = 8, hi = 900) => N.int(lo, hi),
    dur: (lo = 8, hi = 900) => `${N.int(lo, hi)}ms`,
    secs: (lo = 0.2, hi = 9) => (lo + r() * (hi - lo)).toFixed(2) + 's',
    tmp: (stem = 'tmp') => `/tmp/${stem}${N.b62(8).toLowerCase()}`,
    host: (prefix) => `${prefix}-${N.int(1, 9)}${N.pick(['a', 'b', 'c', 'd'])}.${N.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (prefix) => `${prefix}-${N.hex(10).slice(0, 9)}-${N.b62(5).toLowerCase()}`,
    jobId: (prefix = 'job') => `${prefix}-${N.int(100000, 999999)}`,
    cursor: () => Buffer.from(JSON.stringify({ k: N.hex(12), ts: N.epoch() })).toString('base64').replace(/=+$/, ''),
    callId: (prefix = 'call_') => prefix + N.b62(24),
    toolu: () => 'toolu_01' + N.b62(22),
    pid: () => N.int(1200, 65000),
    addr: () => '0x7f' + N.hex(10),
    ratelimit: (limit = 600) => ({ limit, remaining: N.int(1, limit - 1), reset: N.int(2, 59) }),
    tokens: () => ({ prompt_tokens: N.int(300, 9000), completion_tokens: N.int(12, 700) }),
  };
  return N;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const chain = (name, input, output, children, metadata, type = 'chain') => span(type, name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts.children || [], { error: opts.error, metadata: opts.metadata });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// OpenAI-style assistant message with tool calls (plain message-level traces)
export function oaiMsg(N, content, calls = []) {
  const m = { role: 'assistant', content };
  if (calls.length) m.tool_calls = calls.map(([name, args]) => ({ id: N.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } }));
  return m;
}
// Anthropic content blocks
export function antBlocks(N, text, calls = []) {
  const c = [];
  if (text) c.push({ type: 'text', text });
  for (const [name, input] of calls) c.push({ type: 'tool_use', id: N.toolu(), name, input });
  return { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', model: 'claude-sonnet-4-20250514', content: c, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: N.int(900, 12000), output_tokens: N.int(40, 600) } };
}
// Gemini candidate with parts
export function gemParts(N, text, calls = []) {
  const parts = [];
  if (text) parts.push({ text });
  for (const [name, args] of calls) parts.push({ functionCall: { name, args } });
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(500, 8000), candidatesTokenCount: N.int(20, 400) }, modelVersion: 'gemini-2.5-flash', responseId: N.b62(22) };
}
