// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hashStr(str) {
  // FNV-1a 32-bit
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Noise generator bound to one trace. Carries a virtual clock that only moves forward.
export function makeNoise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  // base time: somewhere in 2024-2025, fixed by the seed
  let t = Date.UTC(2024, 0, 1) + Math.floor(rnd() * 600) * 86400000 + Math.floor(rnd() * 86400) * 1000;
  const r = {
    f: rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b36: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(rnd() * 36)]; return s; },
    alnum: (n) => { let s = ''; const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; for (let i = 0; i < n; i++) s += c[Math.floor(rnd() * c.length)]; return s; },
    upper: (n) => { let s = ''; for (let i = 0; i < n; i++) s += 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(rnd() * 32)]; return s; },
    digits: (n) => { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(rnd() * 10)); return s; },
  };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
  r.ulid = () => { let s = ''; for (let i = 0; i < 26; i++) s += B32[Math.floor(rnd() * 32)]; return s; };
  r.sha = (n = 40) => r.hex(n);
  r.etag = (weak = false) => `${weak ? 'W/' : ''}"${r.hex(weak ? 16 : 32)}"`;
  r.reqId = (prefix = 'req_') => prefix + r.alnum(24);
  r.callId = () => 'call_' + r.alnum(24);
  r.toolu = () => 'toolu_01' + r.alnum(22);
  r.msgId = () => 'msg_01' + r.alnum(22);
  r.chatcmpl = () => 'chatcmpl-' + r.alnum(29);
  r.respId = () => 'resp_' + r.hex(48);
  r.traceparent = () => `00-${r.hex(32)}-${r.hex(16)}-01`;
  r.spanId = () => r.hex(16);
  r.traceHex = () => r.hex(32);
  r.ms = (a = 5, b = 900) => r.int(a, b);
  r.secs = (a = 0.1, b = 9) => Number((a + rnd() * (b - a)).toFixed(3));
  r.tmp = (ext = '') => `/tmp/tmp${r.b36(8)}${ext}`;
  r.jobId = (prefix = 'job') => `${prefix}-${r.b36(5)}${r.int(1000, 9999)}`;
  r.host = (prefix, region) => `${prefix}-${r.b36(4)}-${r.int(1, 9)}${region ? '.' + region : ''}.internal`;
  r.pod = (app) => `${app}-${r.b36(9)}-${r.b36(5)}`;
  r.ip = () => `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`;
  r.cursor = (obj) => Buffer.from(JSON.stringify(obj ?? { o: r.int(1, 99999), k: r.hex(6) })).toString('base64').replace(/=+$/, '');
  r.rate = (limit) => { const rem = r.int(0, limit); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(r.int(1, 60)) }; };
  r.version = () => `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 40)}`;
  r.tokens = (a = 200, b = 4000) => { const i = r.int(a, b); const o = r.int(12, 420); return { input_tokens: i, output_tokens: o }; };

  // ----- virtual clock -----
  r.tick = (a = 200, b = 4000) => { t += r.int(a, b); return t; };
  r.wait = (ms) => { t += ms; return t; };
  r.now = () => t;
  const d = () => new Date(t);
  r.iso = () => d().toISOString();
  r.isoSec = () => d().toISOString().replace(/\.\d{3}Z$/, 'Z');
  r.isoOff = (offH = 2) => { const x = new Date(t + offH * 3600000); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())}T${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`; };
  r.httpDate = () => { const x = d(); return `${DAY[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; };
  r.epoch = () => Math.floor(t / 1000);
  r.epochMs = () => t;
  r.epochNs = () => String(t) + r.digits(6);
  r.syslog = () => { const x = d(); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; };
  r.euro = () => { const x = d(); return `${p2(x.getUTCDate())}/${p2(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; };
  r.us = () => { const x = d(); let h = x.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${h}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${ap}`; };
  r.compact = () => d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  r.logts = () => d().toISOString().replace('T', ' ').replace('Z', '').replace(/\.(\d{3})$/, ',$1');
  r.hms = () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${p3(x.getUTCMilliseconds())}`; };
  r.date = () => d().toISOString().slice(0, 10);
  r.dateAdd = (days) => new Date(t + days * 86400000).toISOString().slice(0, 10);
  return r;
}

// ----- span builders -----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: children || [] };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, extra) => span('agent', name, input, output, children, extra);
export const llm = (name, input, output, children, extra) => span('llm', name, input, output, children, extra);
export const tool = (name, input, output, children, extra) => span('tool', name, input, output, children, extra);
export const retriever = (name, input, output, children, extra) => span('retriever', name, input, output, children, extra);
export const chain = (name, input, output, children, extra) => span('chain', name, input, output, children, extra);

// OpenAI chat-completions style helpers
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content });
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } });

// Anthropic content blocks
export const tUse = (id, name, input) => ({ type: 'tool_use', id, name, input });
export const tRes = (tool_use_id, content, is_error) => (is_error ? { type: 'tool_result', tool_use_id, content, is_error: true } : { type: 'tool_result', tool_use_id, content });
export const txt = (text) => ({ type: 'text', text });

// count spans in a tree
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, fn, depth = 0, parent = null) { fn(s, depth, parent); for (const c of s.children || []) walk(c, fn, depth + 1, s); }
