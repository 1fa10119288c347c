// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
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
const HEX = '0123456789abcdef';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise factory: one per trace, seeded from the trace_id; a virtual clock advances as spans are built.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const base = Date.UTC(2025, 2 + Math.floor(r() * 8), 1 + Math.floor(r() * 27), 6 + Math.floor(r() * 12), Math.floor(r() * 60), Math.floor(r() * 60)) + Math.floor(r() * 1000);
  let clock = base;
  const x = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += HEX[Math.floor(r() * 16)]; return s; },
    b62: (n) => { let s = ''; for (let i = 0; i < n; i++) s += B62[Math.floor(r() * 62)]; return s; },
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += Math.floor(r() * 10); return s; },
    uuid: () => { const h = x.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[Math.floor(r() * 32)]; return s; },
    tick: (ms) => { clock += ms ?? x.int(40, 2400); return clock; },
    now: () => clock,
    iso: () => new Date(x.tick()).toISOString(),
    isoOff: () => { const d = new Date(x.tick()); const o = x.pick([1, 2, -4, -5, 10]); const l = new Date(d.getTime() + o * 3600e3); return l.toISOString().slice(0, 19) + (o >= 0 ? '+' : '-') + p2(Math.abs(o)) + ':00'; },
    httpDate: () => { const d = new Date(x.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logTs: () => { const d = new Date(x.tick()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslogTs: () => { const d = new Date(x.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(x.tick() / 1000),
    epochMs: () => x.tick(),
    nanos: () => `${x.tick()}${x.digits(6)}`,
    ms: (a = 12, b = 900) => x.int(a, b),
    dur: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2) + 's',
    reqId: (pfx = 'req_') => pfx + x.b62(24),
    traceparent: () => `00-${x.hex(32)}-${x.hex(16)}-01`,
    sha: () => x.hex(40),
    sha256: () => x.hex(64),
    etag: () => `W/"${x.hex(8)}-${x.b62(10)}"`,
    tmp: (ext = '') => `/tmp/tmp${x.b62(8).toLowerCase()}${ext}`,
    host: (pfx) => `${pfx}-${x.hex(5)}-${x.b62(5).toLowerCase()}`,
    ip: () => `10.${x.int(0, 255)}.${x.int(0, 255)}.${x.int(1, 254)}`,
    job: (pfx = 'job') => `${pfx}-${x.digits(7)}`,
    addr: () => `0x7f${x.hex(10)}`,
    pid: () => x.int(1200, 64000),
    cursor: () => Buffer.from(JSON.stringify({ k: x.hex(12), t: x.int(1e6, 9e6) })).toString('base64').replace(/=+$/, ''),
    ratelimit: (lim = 5000) => { const rem = x.int(10, lim); return { 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(x.epoch() + x.int(5, 3600)) }; },
    tokens: () => ({ prompt_tokens: x.int(300, 9000), completion_tokens: x.int(20, 700) }),
  };
  return x;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });

// message helpers
export const sys = (c) => ({ role: 'system', content: c });
export const usr = (c) => ({ role: 'user', content: c });
export const asst = (c, tool_calls) => (tool_calls ? { role: 'assistant', content: c, tool_calls } : { role: 'assistant', content: c });
export const tmsg = (id, c) => ({ role: 'tool', tool_call_id: id, content: typeof c === 'string' ? c : JSON.stringify(c) });
export function call(x, name, args, asString = true) {
  return { id: 'call_' + x.b62(24), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } };
}
// OpenAI-style chat completion output
export function chatOut(x, content, calls, model = 'gpt-4o-2024-08-06') {
  return { id: 'chatcmpl-' + x.b62(29), model, choices: [{ index: 0, finish_reason: calls ? 'tool_calls' : 'stop', message: { role: 'assistant', content, ...(calls ? { tool_calls: calls } : {}) } }], usage: x.tokens() };
}
// Anthropic Messages API style output
export function anthOut(x, text, uses, model = 'claude-sonnet-4-20250514') {
  const content = [];
  if (text) content.push({ type: 'text', text });
  for (const u of uses || []) content.push({ type: 'tool_use', id: 'toolu_01' + x.b62(22), name: u.name, input: u.input });
  const t = x.tokens();
  return { id: 'msg_01' + x.b62(22), type: 'message', role: 'assistant', model, content, stop_reason: uses && uses.length ? 'tool_use' : 'end_turn', usage: { input_tokens: t.prompt_tokens, output_tokens: t.completion_tokens, cache_read_input_tokens: x.int(0, 4000) } };
}
// Gemini generateContent output
export function geminiOut(x, text, fcalls, model = 'gemini-2.5-flash') {
  const parts = [];
  if (text) parts.push({ text });
  for (const f of fcalls || []) parts.push({ functionCall: { name: f.name, args: f.args } });
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], modelVersion: model, responseId: x.b62(22), usageMetadata: { promptTokenCount: x.int(400, 8000), candidatesTokenCount: x.int(10, 500) } };
}
// OpenAI Responses API output
export function respOut(x, text, fcalls, model = 'gpt-4.1-2025-04-14') {
  const output = [];
  if (text) output.push({ type: 'message', id: 'msg_' + x.hex(48), role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] });
  for (const f of fcalls || []) output.push({ type: 'function_call', id: 'fc_' + x.hex(48), call_id: 'call_' + x.b62(24), name: f.name, arguments: JSON.stringify(f.args) });
  return { id: 'resp_' + x.hex(48), object: 'response', model, status: 'completed', output, usage: { input_tokens: x.int(500, 9000), output_tokens: x.int(20, 600) } };
}
export const otelMeta = (x, kind, attrs = {}) => ({ trace_id: x.hex(32), span_id: x.hex(16), start_time_unix_nano: x.nanos(), 'span.kind': kind, ...attrs });
