// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) { h = Math.imul(h ^ s.charCodeAt(i), 3432918353); h = (h << 13) | (h >>> 19); }
  h = Math.imul(h ^ (h >>> 16), 2246822507); h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
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
  const rnd = mulberry32(hashStr(traceId));
  // fixed base instant derived from the id: somewhere in 2024
  let now = Date.UTC(2024, 0, 1) + Math.floor(rnd() * 300) * 86400000 + Math.floor(rnd() * 86400) * 1000;
  const c = {
    rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(rnd() * 62)]; return s; },
    tick: (ms) => { now += ms ?? (200 + Math.floor(rnd() * 2500)); return now; },
    nowMs: () => now,
  };
  c.uuid = () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0, 3)]}${c.hex(3)}-${c.hex(12)}`;
  c.iso = () => new Date(c.tick()).toISOString();
  c.isoLocal = (off = '+02:00') => { const d = new Date(c.tick()); return d.toISOString().replace('Z', '').slice(0, 19) + off; };
  c.http = () => { const d = new Date(c.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  c.syslog = () => { const d = new Date(c.tick()); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  c.epoch = () => Math.floor(c.tick() / 1000);
  c.epochMs = () => c.tick();
  c.dmy = () => { const d = new Date(c.tick()); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };
  c.reqId = (pfx = 'req_') => pfx + c.b62(24);
  c.sha = (n = 40) => c.hex(n);
  c.etag = () => `W/"${c.hex(16)}"`;
  c.dur = () => `${(c.int(30, 4000) / 1000).toFixed(3)}s`;
  c.ms = () => c.int(12, 1900);
  c.tmp = (ext = '') => `/tmp/tmp${c.b62(8).toLowerCase()}${ext}`;
  c.host = (pfx) => `${pfx}-${c.int(1, 9)}${c.pick(['a', 'b', 'c'])}.${c.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`;
  c.pod = (pfx) => `${pfx}-${c.hex(10)}-${c.b62(5).toLowerCase()}`;
  c.job = (pfx = 'job') => `${pfx}_${c.int(100000, 999999)}`;
  c.cursor = () => Buffer.from(`{"o":${c.int(10, 9999)},"k":"${c.hex(6)}"}`).toString('base64');
  c.rl = (limit = 600) => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(c.int(1, limit)), 'x-ratelimit-reset': String(c.epoch() + c.int(5, 60)) });
  c.callId = (pfx = 'call_') => pfx + c.b62(22);
  c.toolu = () => 'toolu_01' + c.b62(22);
  c.traceHex = () => c.hex(32);
  c.spanHex = () => c.hex(16);
  c.tokens = () => ({ prompt_tokens: c.int(300, 6000), completion_tokens: c.int(20, 600) });
  return c;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, extra = {}) => span('tool', name, input, output, extra.children || [], extra);
export const retr = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });

// ---------- message-format helpers ----------
// OpenAI chat completions style assistant message with tool calls
export function oaiMsg(c, content, calls = []) {
  const m = { role: 'assistant', content };
  if (calls.length) m.tool_calls = calls.map(([name, args]) => ({ id: c.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } }));
  return m;
}
// Anthropic Messages API content blocks
export function antMsg(c, text, calls = [], stop) {
  const content = [];
  if (text) content.push({ type: 'text', text });
  for (const [name, input] of calls) content.push({ type: 'tool_use', id: c.toolu(), name, input });
  return { id: 'msg_01' + c.b62(22), type: 'message', role: 'assistant', model: 'claude-3-5-sonnet-20241022', content, stop_reason: stop || (calls.length ? 'tool_use' : 'end_turn'), usage: { input_tokens: c.int(800, 9000), output_tokens: c.int(30, 500) } };
}
// Gemini generateContent candidate
export function gemOut(c, text, calls = []) {
  const parts = [];
  if (text) parts.push({ text });
  for (const [name, args] of calls) parts.push({ functionCall: { name, args } });
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: c.int(500, 7000), candidatesTokenCount: c.int(20, 400) }, modelVersion: 'gemini-1.5-pro-002', responseId: c.b62(20) };
}
// OpenAI Responses API output
export function respOut(c, text, calls = []) {
  const output = [];
  if (text) output.push({ type: 'message', id: 'msg_' + c.hex(32), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
  for (const [name, args] of calls) output.push({ type: 'function_call', id: 'fc_' + c.hex(32), call_id: c.callId(), name, arguments: JSON.stringify(args), status: 'completed' });
  return { id: 'resp_' + c.hex(40), object: 'response', status: 'completed', model: 'gpt-4o-2024-08-06', output };
}
export function otel(c, extra = {}) {
  return { trace_id: c.traceHex(), span_id: c.spanHex(), ...extra };
}
export function httpResp(c, status, body, headers = {}) {
  return { status, headers: { date: c.http(), 'content-type': 'application/json', ...headers }, body };
}
