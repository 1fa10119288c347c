// Shared helpers: deterministic PRNG keyed by trace_id, volatile-noise generators,
// and span builders. No clock reads, no Math.random.

export function hash32(str) {
  // FNV-1a 32-bit followed by a murmur-style avalanche
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
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

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n, w = 2) => String(n).padStart(w, '0');

export function makeCtx(traceId, opts = {}) {
  const r = mulberry32(hash32(traceId));
  const ctx = {
    traceId,
    jsonArgs: !!opts.jsonArgs,
    rand: r,
    int(a, b) { return a + Math.floor(r() * (b - a + 1)); },
    float(a, b, dp = 2) { return Number((a + r() * (b - a)).toFixed(dp)); },
    pick(arr) { return arr[Math.floor(r() * arr.length)]; },
    chance(p) { return r() < p; },
    shuffle(arr) { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
    str(n, alphabet = ALNUM) { let s = ''; for (let i = 0; i < n; i++) s += alphabet[Math.floor(r() * alphabet.length)]; return s; },
    hex(n) { return ctx.str(n, HEX); },
    lower(n) { return ctx.str(n, LOWER); },
    digits(n) { return ctx.str(n, '0123456789'); },
    uuid() {
      const h = ctx.hex(32);
      const v = '89ab'[Math.floor(r() * 4)];
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    ulid() { return '01' + ctx.str(24, CROCK); },
    reqId(prefix = 'req_') { return prefix + ctx.str(24); },
    sha(n = 40) { return ctx.hex(n); },
    ip() { return `10.${ctx.int(0, 255)}.${ctx.int(0, 255)}.${ctx.int(2, 254)}`; },
    tmp(prefix = 'tmp', ext = '') { return `/tmp/${prefix}${ctx.lower(8)}${ext}`; },
    jobId(prefix = 'job-') { return prefix + ctx.lower(10); },
    build() { return ctx.int(1800, 9800); },
    ms(a = 20, b = 900) { return ctx.int(a, b); },
    secs(a = 0.2, b = 9, dp = 2) { return ctx.float(a, b, dp).toFixed(dp); },
    // --- clock (deterministic, seeded start) ---
    _t: Date.UTC(2024, 1, 1) + Math.floor(r() * 600) * 86400000 + (7 + Math.floor(r() * 10)) * 3600000 + Math.floor(r() * 3600000),
    startAt(iso, jitterMin = 20) { ctx._t = Date.parse(iso) + Math.floor(r() * jitterMin * 60000); return ctx; },
    tick(a = 0.4, b = 6) { ctx._t += Math.floor((a + r() * (b - a)) * 1000); return ctx; },
    wait(sec) { ctx._t += Math.floor(sec * 1000) + ctx.int(0, 900); return ctx; },
    now() { return new Date(ctx._t).toISOString(); },
    nowSec() { return new Date(ctx._t).toISOString().replace(/\.\d{3}Z$/, 'Z'); },
    nowLocal(offset = '+00:00') { return new Date(ctx._t).toISOString().replace(/\.\d{3}Z$/, offset); },
    epoch() { return Math.floor(ctx._t / 1000); },
    epochMs() { return ctx._t; },
    httpDate() {
      const d = new Date(ctx._t);
      return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} GMT`;
    },
    logTime() { const d = new Date(ctx._t); return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`; },
    today() { return new Date(ctx._t).toISOString().slice(0, 10); },
    // --- span builders ---
    agent(name, input, output, children = [], extra = {}) { return span('agent', name, input, output, children, extra); },
    llm(name, input, output, extra = {}) { ctx.tick(0.8, 7); return span('llm', name, input, output, [], extra); },
    tool(name, args, output, extra = {}) {
      ctx.tick(0.1, 2.5);
      const input = ctx.jsonArgs && !extra.rawArgs && args && typeof args === 'object' ? JSON.stringify(args) : args;
      const e = { ...extra }; delete e.rawArgs;
      return span('tool', name, input, output, [], e);
    },
    retriever(name, input, output, extra = {}) { ctx.tick(0.05, 0.8); return span('retriever', name, input, output, [], extra); },
  };
  return ctx;
}

function span(type, name, input, output, children, extra) {
  const s = { type, name, input, output: output === undefined ? null : output, children: children || [] };
  if (extra && extra.error) s.error = extra.error;
  return s;
}

// message helpers for chat-style llm inputs
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content) => ({ role: 'assistant', content });
export const toolMsg = (name, content) => ({ role: 'tool', name, content: typeof content === 'string' ? content : JSON.stringify(content) });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function flatten(s, out = []) { out.push(s); for (const c of s.children || []) flatten(c, out); return out; }
