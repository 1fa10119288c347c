// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  // FNV-1a 32-bit
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// A noise context: seeded PRNG plus a simulated clock that only moves when told to.
export function noise(traceId, startIso = '2024-05-14T08:00:00Z') {
  const r = mulberry32(hashStr(traceId));
  let t = Date.parse(startIso) + Math.floor(r() * 86400000 * 200); // spread start over ~200 days
  const n = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (len) => { let s = ''; for (let i = 0; i < len; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum: (len, set = 'abcdefghijklmnopqrstuvwxyz0123456789') => { let s = ''; for (let i = 0; i < len; i++) s += set[Math.floor(r() * set.length)]; return s; },
    upper: (len) => n.alnum(len, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
    digits: (len) => n.alnum(len, '0123456789'),
    uuid: () => `${n.hex(8)}-${n.hex(4)}-4${n.hex(3)}-${'89ab'[n.int(0, 3)]}${n.hex(3)}-${n.hex(12)}`,
    ulid: () => n.alnum(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'),
    objectId: () => Math.floor(t / 1000).toString(16) + n.hex(16),
    snowflake: () => String(BigInt(t - 1420070400000) * 4194304n + BigInt(n.int(0, 4194303))),
    // clock
    adv: (minMs, maxMs = minMs) => { t += n.int(minMs, maxMs); return t; },
    now: () => t,
    iso: () => new Date(t).toISOString(),
    isoSec: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: (h = 2) => { const d = new Date(t + h * 3600000); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${h >= 0 ? '+' : '-'}${p2(Math.abs(h))}:00`; },
    http: () => { const d = new Date(t); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logTs: () => { const d = new Date(t); return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`; },
    syslog: () => { const d = new Date(t); return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euDate: () => { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    usDate: () => { const d = new Date(t); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; },
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    epochNs: () => String(BigInt(t) * 1000000n + BigInt(n.int(0, 999999))),
    // volatile values
    ms: (a = 5, b = 900) => n.int(a, b),
    secs: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(2),
    dur: (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`,
    goDur: () => `${n.int(1, 900)}.${n.digits(3)}ms`,
    reqId: (prefix = 'req_') => `${prefix}${n.alnum(20)}`,
    traceparent: () => `00-${n.hex(32)}-${n.hex(16)}-01`,
    etag: (weak = false) => `${weak ? 'W/' : ''}"${n.hex(16)}"`,
    sha: (len = 40) => n.hex(len),
    tmp: (prefix = 'tmp') => `/tmp/${prefix}${n.alnum(8)}`,
    host: (prefix) => `${prefix}-${n.pick(['a', 'b', 'c', 'd'])}${n.int(1, 12)}`,
    pod: (prefix) => `${prefix}-${n.alnum(10, 'bcdfghjklmnpqrstvwxz2456789')}-${n.alnum(5, 'bcdfghjklmnpqrstvwxz2456789')}`,
    addr: () => `0x7f${n.hex(10)}`,
    pid: () => n.int(1200, 65000),
    port: () => n.int(32768, 60999),
    cfRay: () => `${n.hex(16)}-${n.pick(['FRA', 'AMS', 'LHR', 'CDG', 'ORD', 'IAD', 'SIN', 'NRT'])}`,
    lsn: () => `${n.hex(1).toUpperCase()}/${n.hex(8).toUpperCase()}`,
    crc32c: () => Buffer.from(n.hex(8), 'hex').toString('base64'),
    b64: (len) => Buffer.from(n.hex(len * 2), 'hex').toString('base64').replace(/=+$/, ''),
  };
  return n;
}

// ---------- span builders ----------
export function span(type, name, input, output, opts = {}) {
  const s = { type, name, input, output, children: opts.children || [] };
  if (opts.error !== undefined) s.error = opts.error;
  if (opts.metadata !== undefined) s.metadata = opts.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, { children, metadata });
export const llm = (name, input, output, opts = {}) => span('llm', name, input, output, opts);
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts);
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, { children, metadata });

// ---------- message shapes ----------
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content) => ({ role: 'assistant', content });

// OpenAI chat-completions style
export const oaCall = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const oaOut = (content, calls) => {
  const m = { role: 'assistant', content: content ?? null };
  if (calls && calls.length) m.tool_calls = calls;
  return m;
};
export const oaToolMsg = (id, content) => ({ role: 'tool', tool_call_id: id, content: typeof content === 'string' ? content : JSON.stringify(content) });

// Anthropic Messages style
export const anOut = (n, text, uses = [], stop) => ({
  id: `msg_01${n.alnum(22, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789')}`,
  type: 'message', role: 'assistant', model: 'claude-3-5-sonnet-20241022',
  content: [...(text ? [{ type: 'text', text }] : []), ...uses.map(([id, name, input]) => ({ type: 'tool_use', id, name, input }))],
  stop_reason: stop || (uses.length ? 'tool_use' : 'end_turn'),
  usage: { input_tokens: n.int(900, 9000), output_tokens: n.int(40, 700) },
});

// Gemini generateContent style
export const gmOut = (text, calls = []) => ({
  candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...calls.map(([name, args]) => ({ functionCall: { name, args } }))] }, finishReason: 'STOP' }],
});
export const gmResp = (name, response) => ({ role: 'user', parts: [{ functionResponse: { name, response } }] });

// OpenAI Responses API style
export const rsOut = (n, text, calls = []) => ({
  id: `resp_${n.hex(48)}`, object: 'response', status: 'completed', model: 'gpt-4.1-2025-04-14',
  output: [
    ...(text ? [{ type: 'message', id: `msg_${n.hex(48)}`, role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
    ...calls.map(([callId, name, args]) => ({ type: 'function_call', id: `fc_${n.hex(48)}`, call_id: callId, name, arguments: JSON.stringify(args) })),
  ],
});

// HTTP response as tools often print it
export const httpResp = (status, headers, body) => ({ status, headers, body });

// ---------- text helpers used by validation ----------
const TEXT_KEYS = new Set(['content', 'text', 'thought', 'reasoning', 'completion', 'message', 'final_output', 'output_text', 'answer', 'summary']);
const SKIP_KEYS = new Set(['arguments', 'args', 'input', 'tool_calls', 'functionCall', 'code', 'action', 'command', 'tool_input']);
export function modelText(v, mode = 'top', out = []) {
  if (typeof v === 'string') { if (mode !== 'other') out.push(v); return out; }
  if (Array.isArray(v)) { for (const x of v) modelText(x, mode, out); return out; }
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (!SKIP_KEYS.has(k)) modelText(x, TEXT_KEYS.has(k) ? 'text' : 'other', out); }
  return out;
}
export const words = (s) => s.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
export function jaccard(a, b) {
  const A = new Set(a), B = new Set(b);
  let i = 0; for (const x of A) if (B.has(x)) i++;
  return i / (A.size + B.size - i || 1);
}
export function walk(s, f, depth = 0) { f(s, depth); for (const c of s.children || []) walk(c, f, depth + 1); }
export function countSpans(s) { let c = 0; walk(s, () => c++); return c; }
