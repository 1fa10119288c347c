// Shared helpers for the blind trace benchmark.
// Deterministic: everything derives from a PRNG seeded by a hash of the trace_id.
// No platform randomness and no wall-clock reads anywhere.

export function hash32(str) {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function pad(n, w = 2) { return String(n).padStart(w, '0'); }

// Noise factory: one per trace. It carries a simulated clock that only moves when told to.
export function noise(traceId, baseIso = '2025-05-05T07:30:00Z') {
  const rand = mulberry32(hash32(traceId));
  let t = Date.parse(baseIso) + Math.floor(rand() * 86400 * 40) * 1000 + Math.floor(rand() * 1000);
  const N = {
    rand,
    int(a, b) { return a + Math.floor(rand() * (b - a + 1)); },
    float(a, b, d = 3) { return Number((a + rand() * (b - a)).toFixed(d)); },
    pick(arr) { return arr[Math.floor(rand() * arr.length)]; },
    chars(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rand() * alpha.length)]; return s; },
    hex(n = 16) { return N.chars(HEX, n); },
    b62(n = 12) { return N.chars(B62, n); },
    b36(n = 8) { return N.chars(B36, n); },
    upper(n = 8) { return N.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n); },
    uuid() {
      const h = N.hex(32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[N.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    ulid() { return N.chars(CROCK, 26); },
    // --- simulated clock ---
    tick(minMs = 200, maxMs = 4000) { t += N.int(minMs, maxMs); return t; },
    jump(ms) { t += ms; return t; },
    now() { return t; },
    iso(ms = t) { return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'); },
    isoMs(ms = t) { return new Date(ms).toISOString(); },
    isoMicro(ms = t) { return new Date(ms).toISOString().replace('Z', pad(N.int(0, 999), 3) + 'Z'); },
    isoOffset(ms = t, offMin = 120) {
      const d = new Date(ms + offMin * 60000);
      const sign = offMin >= 0 ? '+' : '-';
      const a = Math.abs(offMin);
      return d.toISOString().replace(/\.\d{3}Z$/, '') + `${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
    },
    http(ms = t) { return new Date(ms).toUTCString(); },
    epoch(ms = t) { return Math.floor(ms / 1000); },
    epochMs(ms = t) { return ms; },
    epochNs(ms = t) { return String(ms) + pad(N.int(0, 999999), 6); },
    logts(ms = t) { const d = new Date(ms); return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`; },
    syslog(ms = t) { const d = new Date(ms); return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; },
    clf(ms = t) { const d = new Date(ms); return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`; },
    eu(ms = t) { const d = new Date(ms); return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; },
    us(ms = t) { const d = new Date(ms); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${ap}`; },
    hms(ms = t) { const d = new Date(ms); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`; },
    dateOnly(ms = t) { return new Date(ms).toISOString().slice(0, 10); },
    // --- durations ---
    ms(a = 20, b = 900) { return N.int(a, b); },
    secs(a = 0.2, b = 9, d = 2) { return N.float(a, b, d); },
    dur(a = 0.05, b = 4) { return `${N.float(a, b, 3)}s`; },
    goDur(a = 5, b = 3000) { const m = N.int(a, b); return m >= 1000 ? `${(m / 1000).toFixed(3)}s` : `${m}.${N.int(100, 999)}ms`; },
    // --- ids ---
    reqId(prefix = 'req_') { return prefix + N.b62(20); },
    traceId() { return N.hex(32); },
    spanId() { return N.hex(16); },
    traceparent() { return `00-${N.hex(32)}-${N.hex(16)}-01`; },
    etag(weak = false) { return (weak ? 'W/' : '') + '"' + N.hex(N.pick([16, 20, 32])) + '"'; },
    sha(n = 40) { return N.hex(n); },
    shortSha() { return N.hex(7); },
    tmp(prefix = 'tmp') { return `/tmp/${prefix}${N.b36(8)}`; },
    pytmp() { return `/tmp/tmp${N.chars('abcdefghijklmnopqrstuvwxyz0123456789_', 8)}`; },
    host(prefix, domain = '') { return `${prefix}-${N.int(1, 14)}${domain}`; },
    pod(name) { return `${name}-${N.hex(9)}${N.pick(['', ''])}-${N.b36(5)}`; },
    jobId(prefix = 'job-') { return prefix + N.int(100000, 999999); },
    ip(prefix = '10.') { return `${prefix}${N.int(0, 255)}.${N.int(0, 255)}.${N.int(1, 254)}`; },
    cfRay(pop = 'FRA') { return `${N.hex(16)}-${pop}`; },
    amzId() { return N.upper(16); },
    cursor(obj) { return Buffer.from(JSON.stringify(obj)).toString('base64').replace(/=+$/, ''); },
    pid() { return N.int(1200, 64000); },
    addr() { return '0x7f' + N.hex(10); },
    pgLsn() { return `${N.hex(1).toUpperCase()}/${N.hex(8).toUpperCase()}`; },
    callId() { return 'call_' + N.b62(24); },
    toolu() { return 'toolu_01' + N.b62(22); },
    msgId() { return 'msg_01' + N.b62(22); },
    chatcmpl() { return 'chatcmpl-' + N.b62(29); },
    resp() { return 'resp_' + N.hex(48); },
    fc() { return 'fc_' + N.hex(48); },
  };
  return N;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, extra) => span('agent', name, input, output, children, extra);
export const llm = (name, input, output, children = [], extra) => span('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra) => span('tool', name, input, output, [], extra);
export const retriever = (name, input, output, extra) => span('retriever', name, input, output, [], extra);

// ---------- provider output shapes ----------
// OpenAI Chat Completions message (assistant) with optional tool_calls.
export function oaiChat(N, model, text, calls = [], usage) {
  const tool_calls = calls.map(c => ({ id: c.id || N.callId(), type: 'function', function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) } }));
  const message = { role: 'assistant', content: text ?? null };
  if (tool_calls.length) message.tool_calls = tool_calls;
  return {
    id: N.chatcmpl(), object: 'chat.completion', created: N.epoch(), model,
    choices: [{ index: 0, message, finish_reason: tool_calls.length ? 'tool_calls' : 'stop' }],
    usage: usage || (() => { const p = N.int(900, 9000), c = N.int(20, 400); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; })(),
    system_fingerprint: 'fp_' + N.hex(10),
  };
}
export function callsOf(oaiOut) { return (oaiOut.choices[0].message.tool_calls || []); }

// Anthropic Messages API response.
export function anthMsg(N, model, blocks, stop) {
  const content = blocks.map(b => {
    if (b.thinking) return { type: 'thinking', thinking: b.thinking, signature: N.b62(48) + '==' };
    if (b.text) return { type: 'text', text: b.text };
    if (b.tool) return { type: 'tool_use', id: b.id || N.toolu(), name: b.tool, input: b.input };
    return b;
  });
  const hasTool = content.some(c => c.type === 'tool_use');
  return {
    id: N.msgId(), type: 'message', role: 'assistant', model, content,
    stop_reason: stop || (hasTool ? 'tool_use' : 'end_turn'), stop_sequence: null,
    usage: { input_tokens: N.int(1500, 14000), cache_read_input_tokens: N.int(0, 9000), output_tokens: N.int(60, 900) },
  };
}

// Gemini generateContent response.
export function gemResp(N, parts, model = 'gemini-2.0-flash') {
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', avgLogprobs: -N.float(0.01, 0.4, 4) }],
    usageMetadata: { promptTokenCount: N.int(800, 8000), candidatesTokenCount: N.int(10, 300), totalTokenCount: N.int(9000, 9500) },
    modelVersion: model, responseId: N.b62(22),
  };
}

// OpenAI Responses API response object.
export function respApi(N, model, items) {
  const output = items.map(it => {
    if (it.text) return { type: 'message', id: 'msg_' + N.hex(48), status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: it.text, annotations: [] }] };
    if (it.reasoning) return { type: 'reasoning', id: 'rs_' + N.hex(48), summary: [{ type: 'summary_text', text: it.reasoning }] };
    if (it.call) return { type: 'function_call', id: N.fc(), call_id: it.call_id || N.callId(), name: it.call, arguments: JSON.stringify(it.args), status: 'completed' };
    return it;
  });
  return { id: N.resp(), object: 'response', created_at: N.epoch(), status: 'completed', model, output, usage: { input_tokens: N.int(1000, 12000), output_tokens: N.int(30, 600), total_tokens: N.int(12000, 13000) } };
}

// Count spans in a tree.
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
