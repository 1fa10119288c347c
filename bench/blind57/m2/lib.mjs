// Deterministic helpers for the blind benchmark. No Math.random, no clock reads.
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
const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = n => String(n).padStart(2, '0');

// Noise factory: everything derived from the trace id.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  // fixed epoch base (2024-01-01) plus a seeded offset; advanced explicitly by tick()
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 320 * 86400) * 1000 + Math.floor(r() * 1000);
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = a => a[Math.floor(r() * a.length)];
  const hex = n => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  const b32 = n => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(r() * 32)]; return s; };
  const alnum = n => { let s = ''; for (let i = 0; i < n; i++) s += 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[Math.floor(r() * 62)]; return s; };
  const d = () => new Date(t);
  const N = {
    r, int, pick, hex, b32, alnum,
    tick(sec = 1) { t += Math.floor(sec * 1000 + r() * 900); return N; },
    iso() { return d().toISOString(); },
    isoLocal(off = '+02:00') { const x = new Date(t + (parseInt(off) * 3600000)); return x.toISOString().replace('Z', off); },
    isoNoMs() { return d().toISOString().replace(/\.\d{3}Z$/, 'Z'); },
    httpDate() { const x = d(); return `${DAY[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; },
    sqlTs() { return d().toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ''); },
    syslog() { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    euDate() { const x = d(); return `${p2(x.getUTCDate())}/${p2(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; },
    usDate() { const x = d(); const h = x.getUTCHours(); return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${((h + 11) % 12) + 1}:${p2(x.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`; },
    epoch() { return Math.floor(t / 1000); },
    epochMs() { return t; },
    nanos() { return String(t) + String(int(100000, 999999)); },
    hhmmss() { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    uuid() { const h = hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid() { return '01' + b32(24); },
    reqId(prefix = 'req') { return `${prefix}_${alnum(20)}`; },
    traceparent() { return `00-${hex(32)}-${hex(16)}-01`; },
    sha(n = 40) { return hex(n); },
    etag(weak = false) { return (weak ? 'W/' : '') + `"${hex(int(16, 32))}"`; },
    dur() { return pick([`${(r() * 3 + 0.05).toFixed(2)}s`, `${int(12, 2900)}ms`, `${(r() * 9).toFixed(3)} s`]); },
    ms() { return int(8, 4800); },
    tmp(ext = '') { return pick(['/tmp/', '/var/tmp/', '/tmp/tmp']) + alnum(8) + ext; },
    host(prefix) { return `${prefix}-${hex(4)}-${int(0, 9)}.${pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1', 'ca-central-1'])}.internal`; },
    pod(prefix) { return `${prefix}-${hex(10)}-${alnum(5).toLowerCase()}`; },
    jobId(prefix = 'job') { return `${prefix}-${int(100000, 999999)}`; },
    cursor() { return Buffer.from(JSON.stringify({ o: int(0, 99999), k: hex(8) })).toString('base64'); },
    ratelimit(limit = 600) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(int(1, limit - 1)), 'x-ratelimit-reset': String(int(1, 60)) }; },
    lsn() { return `${hex(1).toUpperCase()}/${hex(8).toUpperCase()}`; },
    crc32c() { return Buffer.from(hex(8), 'hex').toString('base64'); },
    s3Version() { return alnum(32).replace(/[^A-Za-z0-9]/g, '_'); },
    serverTiming() { return `db;dur=${(r() * 80).toFixed(1)}, app;dur=${(r() * 200).toFixed(1)}, edge;desc="${pick(['HIT', 'MISS', 'EXPIRED'])}"`; },
    pid() { return int(1200, 65000); },
    seq() { return int(1, 9_000_000); },
    gitShort() { return hex(7); },
    fmtTime(style) { return N[style](); },
  };
  return N;
}

// ---- span builders -------------------------------------------------------
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) s[k] = v;
  return s;
}
export const agent = (name, input, output, children, extra) => span('agent', name, input, output, children, extra);
export const llm = (name, input, output, extra, children = []) => span('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra, children = []) => span('tool', name, input, output, children, extra);
export const failed = (name, input, output, error, extra = {}) => span('tool', name, input, output, [], { ...extra, error });
export const retriever = (name, input, output, extra) => span('retriever', name, input, output, [], extra);
export const chain = (name, input, output, children, extra) => span('chain', name, input, output, children, extra);

// OpenAI-style chat helpers
export const sys = content => ({ role: 'system', content });
export const user = content => ({ role: 'user', content });
export const call = (id, name, args, asString = true) => ({ id, type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });

// Anthropic content blocks
export const aText = text => ({ type: 'text', text });
export const aUse = (id, name, input) => ({ type: 'tool_use', id, name, input });
export const aResult = (tool_use_id, content, is_error) => (is_error ? { type: 'tool_result', tool_use_id, content, is_error: true } : { type: 'tool_result', tool_use_id, content });

// Gemini parts
export const gText = text => ({ text });
export const gCall = (name, args) => ({ functionCall: { name, args } });
export const gResp = (name, response) => ({ functionResponse: { name, response } });

// ---- analysis helpers used by the validator --------------------------------
export function walk(s, f, depth = 0) { f(s, depth); for (const c of s.children || []) walk(c, f, depth + 1); }
export function countSpans(s) { let n = 0; walk(s, () => n++); return n; }
export function textOf(v, key = '') {
  if (v == null) return '';
  if (typeof v === 'string') {
    const t = v.trim();
    if ((t.startsWith('{') || t.startsWith('[')) && t.length > 2) { try { return textOf(JSON.parse(t), key); } catch { /* not JSON */ } }
    return /text|content|completion|thought|message|body|question|answer|output|reply|toolcalls|args|arguments|^$/i.test(key) ? v : '';
  }
  if (Array.isArray(v)) return v.map(x => textOf(x, key)).join(' ');
  if (typeof v === 'object') return Object.entries(v).map(([k, x]) => textOf(x, /^\d+$/.test(k) ? key : k)).join(' ');
  return '';
}
