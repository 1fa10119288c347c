// Shared helpers for the blind trace benchmark. Deterministic: no global RNG, no clock reads.

export function hashStr(s) {
  // xmur3-style 32-bit string hash
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
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

// Noise/randomness context for one trace. Everything derives from the trace id.
export function makeCtx(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  // fixed epoch window: 2025-01-06 .. 2025-11-30 (ms), chosen by the seed
  let clock = Date.UTC(2025, 0, 6) + Math.floor(rnd() * 328 * 86400) * 1000;
  const R = {
    rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    float: (a, b, d = 2) => Number((a + rnd() * (b - a)).toFixed(d)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    chance: (p) => rnd() < p,
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    alnum: (n, up = false) => { const a = up ? 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' : 'abcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(rnd() * a.length)]; return s; },
    b64: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(rnd() * 64)]; return s; },
    // time
    tick: (minMs = 150, maxMs = 4000) => { clock += minMs + Math.floor(rnd() * (maxMs - minMs)); return clock; },
    now: () => clock,
    advance: (ms) => { clock += ms; return clock; },
  };
  R.uuid = () => `${R.hex(8)}-${R.hex(4)}-4${R.hex(3)}-${R.pick(['8', '9', 'a', 'b'])}${R.hex(3)}-${R.hex(12)}`;
  R.uuid7 = () => { const t = clock.toString(16).padStart(12, '0'); return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${R.hex(3)}-${R.pick(['8', '9', 'a', 'b'])}${R.hex(3)}-${R.hex(12)}`; };
  R.iso = (t = clock) => new Date(t).toISOString();
  R.isoLocal = (t = clock, off = '+01:00') => { const sign = off[0] === '-' ? -1 : 1; const [h, m] = off.slice(1).split(':').map(Number); const d = new Date(t + sign * (h * 60 + m) * 60000); return d.toISOString().replace('Z', '').replace(/\.\d+$/, '') + off; };
  R.httpDate = (t = clock) => { const d = new Date(t); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  R.syslog = (t = clock) => { const d = new Date(t); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  R.sqlTs = (t = clock) => new Date(t).toISOString().replace('T', ' ').replace('Z', '+00');
  R.epoch = (t = clock) => Math.floor(t / 1000);
  R.epochMs = (t = clock) => t;
  R.epochF = (t = clock) => Number((t / 1000 + rnd() * 0.000999).toFixed(6));
  R.dateOnly = (t = clock) => new Date(t).toISOString().slice(0, 10);
  R.hhmmss = (t = clock) => new Date(t).toISOString().slice(11, 19);
  R.isoWeek = (t = clock) => { const d = new Date(t); const day = (d.getUTCDay() + 6) % 7; d.setUTCDate(d.getUTCDate() - day + 3); const y = d.getUTCFullYear(); const jan4 = new Date(Date.UTC(y, 0, 4)); const w = 1 + Math.round(((d - jan4) / 86400000 - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7); return `${y}-W${p2(w)}`; };
  R.julian = (t = clock) => Number((t / 86400000 + 2440587.5).toFixed(5));
  R.nanos = () => `${R.epoch()}${String(R.int(0, 999999999)).padStart(9, '0')}`;
  // durations
  R.ms = (a = 20, b = 2500) => R.int(a, b);
  R.dur = (a = 20, b = 2500) => { const v = R.int(a, b); return v >= 1000 ? `${(v / 1000).toFixed(2)}s` : `${v}ms`; };
  R.durS = (a = 0.2, b = 40) => `${R.float(a, b, 3)}s`;
  // ids
  R.reqId = (pfx = 'req_') => pfx + R.alnum(24);
  R.callId = () => 'call_' + R.b64(24);
  R.toolu = () => 'toolu_01' + R.b64(22).replace(/[-_]/g, 'x');
  R.msgId = () => 'msg_01' + R.b64(22).replace(/[-_]/g, 'Q');
  R.respId = () => 'resp_' + R.hex(48);
  R.chatcmpl = () => 'chatcmpl-' + R.b64(29).replace(/[-_]/g, 'z');
  R.traceId = () => R.hex(32);
  R.spanId = () => R.hex(16);
  R.traceparent = () => `00-${R.hex(32)}-${R.hex(16)}-01`;
  R.sha = (n = 40) => R.hex(n);
  R.etag = (weak = false) => (weak ? 'W/' : '') + `"${R.hex(R.pick([16, 27, 32]))}"`;
  R.jobId = (pfx = 'job') => `${pfx}-${R.int(10000, 99999)}-${R.alnum(5)}`;
  R.host = (pfx) => `${pfx}-${R.pick(['a', 'b', 'c'])}${R.int(1, 9)}.${R.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1', 'ca-central-1'])}.internal`;
  R.pod = (name) => `${name}-${R.alnum(10).slice(0, 9)}-${R.alnum(5)}`;
  R.ip = () => `10.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}`;
  R.tmp = (stem = 'tmp') => `/tmp/${stem}${R.alnum(8)}`;
  R.cursor = () => Buffer.from(JSON.stringify({ o: R.int(20, 900), k: R.hex(6) })).toString('base64').replace(/=+$/, '');
  R.cfRay = () => `${R.hex(16)}-${R.pick(['FRA', 'AMS', 'LHR', 'CDG', 'MAD', 'ORD', 'SYD'])}`;
  R.amznTrace = () => `Root=1-${R.hex(8)}-${R.hex(24)}`;
  R.lsn = () => `${R.int(0, 9).toString(16).toUpperCase()}/${R.hex(8).toUpperCase()}`;
  R.usage = (inMin = 300, inMax = 9000, outMin = 20, outMax = 900) => { const i = R.int(inMin, inMax), o = R.int(outMin, outMax); return { input_tokens: i, output_tokens: o }; };
  R.rateHdr = (limit = 5000) => { const used = R.int(1, limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(limit - used), 'x-ratelimit-reset': String(R.epoch() + R.int(5, 3600)) }; };
  return R;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, extra) => span('agent', name, input, output, children, extra);
export const llm = (name, input, output, extra, children = []) => span('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra, children = []) => span('tool', name, input, output, children, extra);
export const retriever = (name, input, output, extra, children = []) => span('retriever', name, input, output, children, extra);
export const chain = (name, input, output, children, extra) => span('chain', name, input, output, children, extra);

// OpenAI-style tool call object
export const tc = (R, name, args, asString = true) => ({ id: R.callId(), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });
// Anthropic-style tool_use block
export const tu = (R, name, input) => ({ type: 'tool_use', id: R.toolu(), name, input });

// HTTP response helper (status line, headers, body)
export function http(R, status, body, extraHeaders = {}) {
  const reason = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 304: 'Not Modified', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' }[status] || '';
  return { status, statusText: reason, headers: { date: R.httpDate(), 'content-type': 'application/json; charset=utf-8', 'x-request-id': R.uuid(), ...extraHeaders }, body };
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
