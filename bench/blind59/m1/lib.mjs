// Deterministic helpers for building recorded agent traces. No Math.random, no clock reads.
export function hash32(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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

// Noise context: one per trace, seeded from the trace_id.
export function makeNoise(traceId) {
  const r = mulberry32(hash32(traceId));
  // base time: somewhere in 2024-2025, derived from seed
  let now = Date.UTC(2024, 0, 1) + Math.floor(r() * 600) * 86400000 + Math.floor(r() * 86400) * 1000;
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += a[Math.floor(r() * 32)]; return s; },
    tick: (minMs = 200, maxMs = 9000) => { now += N.int(minMs, maxMs); return now; },
    now: () => now,
    iso: (t = now) => new Date(t).toISOString(),
    isoNoMs: (t = now) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (t = now, offH = 2) => { const d = new Date(t + offH * 3600000); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`; },
    http: (t = now) => new Date(t).toUTCString(),
    epoch: (t = now) => Math.floor(t / 1000),
    epochMs: (t = now) => t,
    syslog: (t = now) => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    clock: (t = now) => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    euDate: (t = now) => { const d = new Date(t); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    ctime: (t = now) => { const d = new Date(t); return `${DAYS[d.getUTCDay()]} ${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${d.getUTCFullYear()}`; },
    dateOnly: (t = now) => new Date(t).toISOString().slice(0, 10),
    ms: (a = 40, b = 2400) => N.int(a, b),
    secs: (a = 0.2, b = 40) => (a + r() * (b - a)).toFixed(2) + 's',
    reqId: (prefix = 'req_') => prefix + N.b62(24),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    sha: (n = 40) => N.hex(n),
    etag: (weak = false) => (weak ? 'W/' : '') + `"${N.hex(N.pick([16, 32]))}"`,
    tmp: (stem = 'tmp') => N.pick([`/tmp/${stem}-${N.b62(8)}`, `/var/folders/${N.b62(2).toLowerCase()}/${N.b62(30)}/T/${stem}_${N.hex(6)}`, `/tmp/pytest-of-runner/pytest-${N.int(3, 400)}/${stem}0`]),
    host: (prefix) => `${prefix}-${N.pick(['a', 'b', 'c'])}${N.int(1, 9)}.${N.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'fra1', 'ams3'])}.internal`,
    pod: (prefix) => `${prefix}-${N.hex(10).slice(0, 9)}-${N.b62(5).toLowerCase()}`,
    jobId: (prefix = 'job') => `${prefix}_${N.int(100000, 999999)}`,
    cursor: () => Buffer.from(JSON.stringify({ k: N.hex(12), ts: N.epoch() })).toString('base64').replace(/=+$/, ''),
    ptr: () => '0x7f' + N.hex(10),
    ratelimit: (limit = 1000) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(N.int(1, limit - 1)), 'x-ratelimit-reset': String(N.epoch() + N.int(5, 60)) }),
    lsn: () => `${N.hex(1).toUpperCase()}/${N.hex(8).toUpperCase()}`,
    pid: () => N.int(1200, 65000),
  };
  return N;
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined && extra.error !== null) s.error = extra.error;
  if (extra.metadata !== undefined && extra.metadata !== null) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });

// ---- message helpers ----
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content) => ({ role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });

// OpenAI chat-completions style assistant message with tool calls
export function oaiCall(N, text, calls) {
  return {
    role: 'assistant', content: text ?? null,
    tool_calls: calls.map(([name, args]) => ({ id: 'call_' + N.b62(24), type: 'function', function: { name, arguments: JSON.stringify(args) } })),
  };
}
// Anthropic Messages content blocks
export function anthOut(N, text, uses, stop) {
  const content = [];
  if (text) content.push({ type: 'text', text });
  for (const [name, input] of uses) content.push({ type: 'tool_use', id: 'toolu_01' + N.b62(22), name, input });
  return { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', content, stop_reason: stop || (uses.length ? 'tool_use' : 'end_turn'), usage: { input_tokens: N.int(900, 14000), output_tokens: N.int(40, 900) } };
}
// Gemini parts
export function gemOut(N, text, calls) {
  const parts = [];
  if (text) parts.push({ text });
  for (const [name, args] of calls) parts.push({ functionCall: { name, args } });
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(800, 9000), candidatesTokenCount: N.int(20, 600) }, modelVersion: 'gemini-2.0-flash-001' };
}
export const usage = (N) => ({ prompt_tokens: N.int(600, 12000), completion_tokens: N.int(20, 700) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
