// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.

export function hash32(str) {
  // cyrb53-style mix folded to 32 bits
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return ((h1 >>> 0) ^ (h2 >>> 0)) >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// ---------- time formatting (pure functions of epoch ms) ----------
export const fmt = {
  iso: (ms) => new Date(ms).toISOString(),
  isoSec: (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  isoOff: (ms, offMin = 60) => {
    const d = new Date(ms + offMin * 60000);
    const sign = offMin >= 0 ? '+' : '-';
    const a = Math.abs(offMin);
    return d.toISOString().replace('Z', '') + `${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
  },
  isoMicro: (ms, micro) => new Date(ms).toISOString().replace('Z', `${micro}Z`),
  http: (ms) => new Date(ms).toUTCString(),
  rfc2822: (ms) => new Date(ms).toUTCString().replace('GMT', '+0000'),
  epoch: (ms) => Math.floor(ms / 1000),
  epochF: (ms) => Number((ms / 1000).toFixed(3)),
  epochMs: (ms) => ms,
  syslog: (ms) => { const d = new Date(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
  slash: (ms) => { const d = new Date(ms); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; },
  compact: (ms) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
  log4j: (ms) => new Date(ms).toISOString().replace('T', ' ').replace('.', ',').replace('Z', ''),
  py: (ms) => { const d = new Date(ms); return `datetime.datetime(${d.getUTCFullYear()}, ${d.getUTCMonth() + 1}, ${d.getUTCDate()}, ${d.getUTCHours()}, ${d.getUTCMinutes()}, ${d.getUTCSeconds()}, ${d.getUTCMilliseconds() * 1000}, tzinfo=datetime.timezone.utc)`; },
  dmy: (ms) => { const d = new Date(ms); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`; },
  ymd: (ms) => new Date(ms).toISOString().slice(0, 10),
  hms: (ms) => new Date(ms).toISOString().slice(11, 19),
  clf: (ms) => { const d = new Date(ms); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
  mavenFinished: (ms, offMin = 60) => fmt.isoOff(ms, offMin).replace(/\.\d{3}/, ''),
};

// ---------- seeded random helpers ----------
export function makeRng(traceId) {
  const f = mulberry32(hash32(traceId));
  const r = {};
  r.next = f;
  r.int = (a, b) => a + Math.floor(f() * (b - a + 1));
  r.float = (a, b, d = 2) => Number((a + f() * (b - a)).toFixed(d));
  r.pick = (arr) => arr[Math.floor(f() * arr.length)];
  r.chars = (n, alpha) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(f() * alpha.length)]; return s; };
  r.hex = (n) => r.chars(n, '0123456789abcdef');
  r.HEX = (n) => r.chars(n, '0123456789ABCDEF');
  r.b62 = (n) => r.chars(n, B62);
  r.b32 = (n) => r.chars(n, '0123456789abcdefghjkmnpqrstvwxyz');
  r.digits = (n) => r.chars(1, '123456789') + r.chars(n - 1, '0123456789');
  r.alnumLower = (n) => r.chars(n, '0123456789abcdefghijklmnopqrstuvwxyz');
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
  r.uuid7 = (ms) => { const h = ms.toString(16).padStart(12, '0'); return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`; };
  r.ulid = (ms) => { let t = ms, s = ''; for (let i = 0; i < 10; i++) { s = CROCK[t % 32] + s; t = Math.floor(t / 32); } return s + r.chars(16, CROCK); };
  r.objectId = (ms) => Math.floor(ms / 1000).toString(16).padStart(8, '0') + r.hex(16);
  r.sha = (n = 64) => r.hex(n);
  r.etag = (weak = false) => (weak ? `W/"${r.hex(4)}-${r.b62(27)}"` : `"${r.hex(32)}"`);
  r.reqId = (p = 'req_') => p + r.b62(24);
  r.cfRay = (pop = 'AMS') => `${r.hex(16)}-${pop}`;
  r.traceparent = () => `00-${r.hex(32)}-${r.hex(16)}-01`;
  r.amzTrace = (ms) => `Root=1-${Math.floor(ms / 1000).toString(16)}-${r.hex(24)}`;
  r.pod = (base) => `${base}-${r.b32(10)}-${r.b32(5)}`;
  r.replica = (base, n) => `${base}-${r.int(1, n)}`;
  r.tmp = (prefix = 'tmp') => `/tmp/${prefix}${r.b62(8)}`;
  r.ms = (a, b) => `${r.int(a, b)}ms`;
  r.secs = (a, b, d = 2) => `${r.float(a, b, d).toFixed(d)}s`;
  r.ip = () => `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`;
  r.addr = () => `0x7f${r.hex(10)}`;
  r.pid = () => r.int(1200, 65000);
  r.callId = () => `call_${r.b62(24)}`;
  r.toolu = () => `toolu_01${r.b62(22)}`;
  r.usage = (pa = 400, pb = 4000, ca = 20, cb = 400) => { const p = r.int(pa, pb), c = r.int(ca, cb); return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c }; };
  r.clock = (startMs) => {
    const start = startMs ?? (Date.UTC(2024, 0, 1) + r.int(0, 640) * 86400000 + r.int(6 * 3600, 20 * 3600) * 1000 + r.int(0, 999));
    const c = { t: start, adv(a = 300, b = 4000) { c.t += r.int(a, b); return c.t; } };
    return c;
  };
  return r;
}

// ---------- span builders ----------
export function S(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, extra) => S('agent', name, input, output, children, extra);
export const llm = (name, input, output, children = [], extra) => S('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra) => S('tool', name, input, output, [], extra);
export const chain = (name, input, output, children, extra) => S('chain', name, input, output, children, extra);

// OpenAI chat-completions style tool call
export function oaiCall(r, name, args) {
  return { id: r.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } };
}
export function oaiChoice(r, model, content, toolCalls, finish) {
  const msg = { role: 'assistant', content: content ?? null };
  if (toolCalls && toolCalls.length) msg.tool_calls = toolCalls;
  return {
    id: `chatcmpl-${r.b62(29)}`, object: 'chat.completion', model,
    choices: [{ index: 0, message: msg, finish_reason: finish || (toolCalls && toolCalls.length ? 'tool_calls' : 'stop') }],
    usage: r.usage(),
  };
}
// Anthropic Messages API style
export function toolUse(r, name, input) { return { type: 'tool_use', id: r.toolu(), name, input }; }
export function anthMsg(r, model, content, stop) {
  const p = r.int(900, 9000), o = r.int(40, 700);
  return { id: `msg_01${r.b62(22)}`, type: 'message', role: 'assistant', model, content, stop_reason: stop || (content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn'), stop_sequence: null, usage: { input_tokens: p, output_tokens: o, cache_read_input_tokens: r.int(0, p) } };
}

// Assign timing metadata to every span, walking in time order.
export function timed(root, r, clock, style = 'iso') {
  const walk = (s) => {
    const start = clock.adv(2, 40);
    for (const ch of s.children) walk(ch);
    const base = s.type === 'llm' ? clock.adv(600, 6000) : s.type === 'tool' ? clock.adv(20, 1800) : clock.adv(1, 30);
    const end = base;
    const m = s.metadata || {};
    if (style === 'iso') { m.start_time = fmt.iso(start); m.end_time = fmt.iso(end); }
    else if (style === 'otel') { m.startTimeUnixNano = `${start}${r.digits(6)}`; m.endTimeUnixNano = `${end}${r.digits(6)}`; }
    else if (style === 'epoch') { m.start_time = fmt.epochF(start); m.end_time = fmt.epochF(end); }
    else if (style === 'latency') { m.timestamp = fmt.isoMicro(start, r.digits(3)); m.latency_ms = end - start; }
    s.metadata = m;
  };
  walk(root);
  return root;
}

export function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }

// compact HTTP response text
export function httpText(status, headers, body) {
  const reason = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 404: 'Not Found', 409: 'Conflict', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable' }[status] || '';
  const h = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
  return `HTTP/1.1 ${status} ${reason}\r\n${h}\r\n\r\n${typeof body === 'string' ? body : JSON.stringify(body)}`;
}
