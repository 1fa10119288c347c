// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hash32(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 0x01000193); }
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
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise factory: every trace gets its own seeded generator and a fake clock that only moves forward.
export function noise(traceId) {
  const r = mulberry32(hash32(traceId));
  let clock = Date.UTC(2024, 0, 8) + Math.floor(r() * 300) * 86400000 + Math.floor(r() * 86400) * 1000;
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum: (n, set = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(r() * set.length)]; return s; },
    b62: (n) => N.alnum(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${'89ab'[Math.floor(r() * 4)]}${N.hex(3)}-${N.hex(12)}`,
    ulid: () => '01' + N.alnum(24, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'),
    adv: (minMs = 200, maxMs = 4000) => { clock += N.int(minMs, maxMs); return clock; },
    now: () => clock,
    iso: () => new Date(N.adv()).toISOString(),
    isoNoMs: () => new Date(N.adv()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (offH = 2) => { const d = new Date(N.adv() + offH * 3600000); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'; },
    httpDate: () => { const d = new Date(N.adv()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logTs: () => { const d = new Date(N.adv()); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    usDate: () => { const d = new Date(N.adv()); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; },
    euDate: () => { const d = new Date(N.adv()); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    epoch: () => Math.floor(N.adv() / 1000),
    epochMs: () => N.adv(),
    epochNs: () => String(N.adv()) + String(N.int(100000, 999999)),
    ms: (a = 40, b = 2500) => N.int(a, b),
    dur: (a = 40, b = 2500) => { const v = N.int(a, b); return v >= 1000 ? (v / 1000).toFixed(2) + 's' : v + 'ms'; },
    reqId: (prefix = 'req_') => prefix + N.b62(20),
    callId: () => 'call_' + N.b62(24),
    toolu: () => 'toolu_01' + N.b62(22),
    msgId: () => 'msg_01' + N.b62(22),
    respId: () => 'resp_' + N.hex(48),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    etag: (weak = N.r() < 0.5) => (weak ? 'W/' : '') + '"' + N.hex(N.pick([16, 27, 32])) + '"',
    sha: (n = 40) => N.hex(n),
    tmp: (ext = '') => N.pick(['/tmp/tmp', '/var/folders/7x/k2_' + N.alnum(6).toLowerCase() + '/T/tmp', '/tmp/pytest-of-runner/pytest-' + N.int(1, 90) + '/tmp']) + N.b62(8).toLowerCase() + ext,
    host: (prefix = 'api') => `${prefix}-${N.hex(4)}-${N.int(0, 9)}.${N.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`,
    pod: (dep = 'worker') => `${dep}-${N.hex(10).slice(0, 9)}-${N.alnum(5, 'bcdfghjklmnpqrstvwxz2456789')}`,
    job: (prefix = 'job') => `${prefix}_${N.ulid()}`,
    cursor: () => Buffer.from(JSON.stringify({ o: N.int(10, 99999), k: N.hex(6) })).toString('base64').replace(/=+$/, ''),
    cfRay: () => `${N.hex(16)}-${N.pick(['AMS', 'FRA', 'LHR', 'IAD', 'SIN', 'CDG'])}`,
    amznTrace: () => `Root=1-${N.hex(8)}-${N.hex(24)}`,
    tokens: () => ({ prompt_tokens: N.int(300, 4200), completion_tokens: N.int(12, 420) }),
  };
  N.usage = () => { const t = N.tokens(); return { ...t, total_tokens: t.prompt_tokens + t.completion_tokens }; };
  return N;
}

// ---------------- span builders ----------------
export function span(type, name, input, output, children = [], opt = {}) {
  const s = { type, name, input, output, children };
  if (opt.error !== undefined) s.error = opt.error;
  if (opt.metadata !== undefined) s.metadata = opt.metadata;
  return s;
}
export const agent = (name, input, output, children = [], opt = {}) => span('agent', name, input, output, children, opt);
export const llm = (name, input, output, opt = {}) => span('llm', name, input, output, opt.children || [], opt);
export const tool = (name, input, output, opt = {}) => span('tool', name, input, output, opt.children || [], opt);
export const chain = (name, input, output, children = [], opt = {}) => span(opt.type || 'chain', name, input, output, children, opt);

// ---------------- output shapes of common APIs ----------------
// OpenAI Chat Completions assistant message
export function oaiMsg(N, content, calls = []) {
  const m = { role: 'assistant', content: content ?? null };
  if (calls.length) m.tool_calls = calls.map(([name, args]) => ({ id: N.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } }));
  return m;
}
export function oaiCompletion(N, model, content, calls = []) {
  return { id: 'chatcmpl-' + N.b62(29), object: 'chat.completion', created: N.epoch(), model, choices: [{ index: 0, message: oaiMsg(N, content, calls), finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: N.usage(), system_fingerprint: 'fp_' + N.hex(10) };
}
// Anthropic Messages API response
export function anthMsg(N, model, text, calls = [], thinking) {
  const content = [];
  if (thinking) content.push({ type: 'thinking', thinking, signature: N.b62(40) });
  if (text) content.push({ type: 'text', text });
  for (const [name, input] of calls) content.push({ type: 'tool_use', id: N.toolu(), name, input });
  const u = N.tokens();
  return { id: N.msgId(), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens, cache_read_input_tokens: N.int(0, 3000) } };
}
// Gemini generateContent response
export function gemResp(N, text, calls = []) {
  const parts = [];
  if (text) parts.push({ text });
  for (const [name, args] of calls) parts.push({ functionCall: { name, args } });
  const u = N.tokens();
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: u.prompt_tokens, candidatesTokenCount: u.completion_tokens, totalTokenCount: u.prompt_tokens + u.completion_tokens }, modelVersion: 'gemini-1.5-pro-002', responseId: N.b62(22) };
}
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
