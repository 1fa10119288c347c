// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function fnv1a(str) {
  let h = 0x811c9dc5;
  for (const ch of str) { h ^= ch.codePointAt(0); h = Math.imul(h, 0x01000193) >>> 0; }
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
const AN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (x) => String(x).padStart(2, '0');

// Noise generator seeded from the trace id. Keeps a fake clock that only moves forward.
export function noise(traceId) {
  const rand = mulberry32(fnv1a(traceId));
  let clock = Date.UTC(2024, 0, 1) + Math.floor(rand() * 420) * 86400000 + Math.floor(rand() * 86400000);
  const n = {
    rand,
    int: (a, b) => a + Math.floor(rand() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rand() * arr.length)],
    hex: (k) => { let s = ''; for (let i = 0; i < k; i++) s += HEX[Math.floor(rand() * 16)]; return s; },
    alnum: (k) => { let s = ''; for (let i = 0; i < k; i++) s += AN[Math.floor(rand() * AN.length)]; return s; },
    digits: (k) => { let s = ''; for (let i = 0; i < k; i++) s += String(Math.floor(rand() * 10)); return s; },
    uuid() { const h = n.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[n.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid() { let s = ''; for (let i = 0; i < 26; i++) s += CROCK[Math.floor(rand() * 32)]; return '01' + s.slice(2); },
    tick(ms) { clock += ms ?? n.int(300, 5000); return clock; },
    now: () => clock,
    iso: (ms) => new Date(n.tick(ms)).toISOString(),
    isoNoMs: (ms) => new Date(n.tick(ms)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    httpDate: (ms) => new Date(n.tick(ms)).toUTCString(),
    epoch: (ms) => Math.floor(n.tick(ms) / 1000),
    epochMs: (ms) => n.tick(ms),
    logTs(ms) { const d = new Date(n.tick(ms)); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslogTs(ms) { const d = new Date(n.tick(ms)); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    offsetTs(offH, ms) { const d = new Date(n.tick(ms) + offH * 3600000); const s = d.toISOString().slice(0, 19); const sign = offH >= 0 ? '+' : '-'; return `${s}${sign}${p2(Math.abs(offH))}:00`; },
    usDate(ms) { const d = new Date(n.tick(ms)); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())} ${ap}`; },
    euDate(ms) { const d = new Date(n.tick(ms)); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    dur: (lo = 80, hi = 4000) => `${(n.int(lo, hi) / 1000).toFixed(3)}s`,
    ms: (lo = 40, hi = 3000) => n.int(lo, hi),
    reqId: (prefix = 'req_') => prefix + n.alnum(24),
    callId: () => 'call_' + n.alnum(24),
    toolu: () => 'toolu_01' + n.alnum(22),
    traceparent: () => `00-${n.hex(32)}-${n.hex(16)}-01`,
    sha: (k = 40) => n.hex(k),
    etag: () => `W/"${n.hex(8)}-${n.hex(12)}"`,
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${n.alnum(8)}`,
    host: (prefix) => `${prefix}-${n.int(1, 9)}${n.pick(['a', 'b', 'c'])}.${n.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'])}.internal`,
    pod: (prefix) => `${prefix}-${n.hex(10)}-${n.alnum(5).toLowerCase()}`,
    jobId: (prefix = 'job') => `${prefix}-${n.int(10000, 99999)}`,
    cursor: (obj) => Buffer.from(JSON.stringify(obj ?? { o: n.int(1, 999), k: n.hex(6) })).toString('base64').replace(/=+$/, ''),
    rate: (limit = 600) => { const rem = n.int(1, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(n.int(1, 60)) }; },
    tokens: () => ({ prompt_tokens: n.int(400, 9000), completion_tokens: n.int(20, 900) }),
    span_id: () => n.hex(16),
  };
  return n;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], opts = {}) {
  const s = { type, name, input, output, children: children || [] };
  if (opts.error) s.error = opts.error;
  if (opts.metadata) s.metadata = opts.metadata;
  return s;
}
export const agent = (name, input, output, children, opts = {}) => span('agent', name, input, output, children, opts);
export const llm = (name, input, output, opts = {}) => span('llm', name, input, output, opts.children || [], opts);
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts.children || [], opts);
export const chain = (name, input, output, children, opts = {}) => span(opts.type || 'chain', name, input, output, children, opts);
export const retriever = (name, input, output, opts = {}) => span('retriever', name, input, output, opts.children || [], opts);

// ---------- message helpers ----------
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });

// Anthropic-style content blocks
export const aText = (text) => ({ type: 'text', text });
export const aUse = (id, name, input) => ({ type: 'tool_use', id, name, input });
export const aRes = (tool_use_id, content, is_error) => (is_error ? { type: 'tool_result', tool_use_id, content, is_error: true } : { type: 'tool_result', tool_use_id, content });

// Gemini parts
export const gText = (text) => ({ text });
export const gCall = (name, args) => ({ functionCall: { name, args } });
export const gResp = (name, response) => ({ functionResponse: { name, response } });

// Metadata helpers for common tracers
export const oiLLM = (model, n, extra = {}) => ({ 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': n.int(300, 8000), 'llm.token_count.completion': n.int(15, 700), ...extra });
export const oiTool = (name, extra = {}) => ({ 'openinference.span.kind': 'TOOL', 'tool.name': name, ...extra });
export const genai = (op, model, n, extra = {}) => ({ 'gen_ai.operation.name': op, 'gen_ai.request.model': model, 'gen_ai.response.id': n.reqId('chatcmpl-'), 'gen_ai.usage.input_tokens': n.int(300, 9000), 'gen_ai.usage.output_tokens': n.int(10, 800), ...extra });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
