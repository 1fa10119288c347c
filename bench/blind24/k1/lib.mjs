// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function cyrb53(str, seed = 0) {
  let h1 = 0xdeadbeef ^ seed, h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

// Noise context, seeded from the trace id. `t` is a simulated clock (ms since epoch).
export function noise(traceId) {
  const r = mulberry32(cyrb53(traceId) >>> 0);
  const N = {};
  N.r = r;
  N.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  N.pick = (arr) => arr[Math.floor(r() * arr.length)];
  N.hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  N.alnum = (n) => { let s = ''; for (let i = 0; i < n; i++) s += ALNUM[Math.floor(r() * 36)]; return s; };
  N.upper = (n) => N.alnum(n).toUpperCase();
  N.digits = (n) => { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10)); return s; };
  N.uuid = () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[N.int(0, 3)]}${N.hex(3)}-${N.hex(12)}`;
  N.ulid = () => { let s = ''; for (let i = 0; i < 26; i++) s += B32[Math.floor(r() * 32)]; return '01' + s.slice(2); };
  N.b64 = (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 64)]; return s; };
  // simulated clock: a base date in 2024-2025 derived from the seed
  N.t = Date.UTC(2024, 0, 1) + N.int(0, 600) * 86400000 + N.int(6, 20) * 3600000 + N.int(0, 3599999);
  N.tick = (minMs = 200, maxMs = 4000) => { N.t += N.int(minMs, maxMs); return N.t; };
  const d = () => new Date(N.t);
  N.iso = () => d().toISOString();
  N.isoSec = () => d().toISOString().replace(/\.\d{3}Z$/, 'Z');
  N.isoMicro = () => d().toISOString().replace('Z', N.digits(3) + '+00:00');
  N.isoLocal = (offH = 1) => { const x = new Date(N.t + offH * 3600000); const s = x.toISOString().slice(0, 19); return `${s}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`; };
  N.http = () => { const x = d(); return `${DAY[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; };
  N.epoch = () => Math.floor(N.t / 1000);
  N.epochMs = () => N.t;
  N.epochNs = () => `${N.t}${N.digits(6)}`;
  N.syslog = () => { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; };
  N.dmy = () => { const x = d(); return `${p2(x.getUTCDate())}/${p2(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; };
  N.mdy = () => { const x = d(); let h = x.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${h}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${ap}`; };
  N.compact = () => d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  N.clockTime = () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}`; };
  N.date = () => d().toISOString().slice(0, 10);
  N.ms = (a = 40, b = 900) => `${N.int(a, b)}ms`;
  N.secs = (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`;
  N.num = (a, b, dp = 2) => Number((a + r() * (b - a)).toFixed(dp));
  N.reqId = (prefix = 'req') => `${prefix}_${N.alnum(20)}`;
  N.jobId = (prefix = 'job') => `${prefix}-${N.digits(6)}-${N.alnum(5)}`;
  N.host = (prefix = 'api') => `${prefix}-${N.hex(5)}-${N.alnum(5)}`;
  N.tmp = (ext = 'json') => `/tmp/tmp${N.alnum(8)}.${ext}`;
  N.etag = (weak = false) => `${weak ? 'W/' : ''}"${N.hex(weak ? 16 : 32)}"`;
  N.sha = (n = 40) => N.hex(n);
  N.traceparent = () => `00-${N.hex(32)}-${N.hex(16)}-01`;
  N.amznTrace = () => `Root=1-${N.t.toString(16).slice(0, 8)}-${N.hex(24)}`;
  N.cfRay = () => `${N.hex(16)}-${N.pick(['LHR', 'AMS', 'FRA', 'CDG', 'DUB', 'MAN', 'ARN'])}`;
  N.addr = () => `0x7f${N.hex(10)}`;
  N.pid = () => N.int(1200, 65000);
  N.cursor = () => N.b64(24).replace(/[+/]/g, 'x');
  N.spanId = () => N.hex(16);
  N.traceId = () => N.hex(32);
  N.callId = (style = 'openai') => style === 'anthropic' ? `toolu_01${N.b64(22).replace(/[+/]/g, 'Q')}` : style === 'gemini' ? undefined : `call_${N.b64(24).replace(/[+/]/g, 'z')}`;
  N.tokens = (a = 200, b = 3000) => { const i = N.int(a, b); const o = N.int(15, 400); return { input_tokens: i, output_tokens: o }; };
  return N;
}

// ---------- span builders ----------
export function span(type, name, input, output, opts = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: opts.children || [] };
  if (opts.error) s.error = opts.error;
  if (opts.metadata) s.metadata = opts.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, { children, metadata });
export const llm = (name, input, output, metadata, children) => span('llm', name, input, output, { metadata, children });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, { metadata, error });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, { metadata });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, { children, metadata });

// ---------- message helpers ----------
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content) => ({ role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });

// OpenAI chat-completions style assistant message with tool calls
export function oaiOut(N, content, calls = []) {
  const m = { role: 'assistant', content: content ?? null };
  if (calls.length) m.tool_calls = calls.map(([name, args]) => ({ id: N.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } }));
  return m;
}
// Anthropic Messages API response body
export function anthOut(N, text, calls = [], model = 'claude-sonnet-4-20250514') {
  const content = [];
  if (text) content.push({ type: 'text', text });
  for (const [name, input] of calls) content.push({ type: 'tool_use', id: N.callId('anthropic'), name, input });
  const u = N.tokens();
  return { id: `msg_01${N.b64(22).replace(/[+/]/g, 'X')}`, type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: u };
}
// Gemini generateContent response
export function gemOut(N, text, calls = [], model = 'gemini-2.0-flash') {
  const parts = [];
  if (text) parts.push({ text });
  for (const [name, args] of calls) parts.push({ functionCall: { name, args } });
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], modelVersion: model, responseId: N.b64(22).replace(/[+/]/g, '-'), usageMetadata: { promptTokenCount: N.int(300, 4000), candidatesTokenCount: N.int(10, 300) } };
}

// Count spans in a tree
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
