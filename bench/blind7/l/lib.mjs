// Shared helpers: deterministic PRNG keyed by trace_id, volatile-noise helpers, span builders.
// No clock reads, no Math.random: every value derives from the trace_id seed.

export function hash32(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
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

const HEX = '0123456789abcdef';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const K8S = 'bcdfghjklmnpqrstvwxz2456789';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function makeR(traceId) {
  const rnd = mulberry32(hash32(traceId));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const fromAlpha = (alpha, n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += alpha[Math.floor(rnd() * alpha.length)];
    return s;
  };
  const hex = (n) => fromAlpha(HEX, n);
  const HEXU = HEX.toUpperCase();
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;

  // default start: somewhere in 2024-2025, business-ish hours
  let now = Date.UTC(2024, 0, 8) + int(0, 520) * 86400000 + int(6 * 3600, 20 * 3600) * 1000 + int(0, 999);
  const clock = {
    set(iso) { now = Date.parse(iso) + int(0, 999); return clock; },
    adv(a, b = a) { now += int(a, b); return clock.iso(); },      // milliseconds
    advS(a, b = a) { now += int(a, b) * 1000; return clock.iso(); }, // seconds
    iso() { return new Date(now).toISOString(); },
    isoS() { return new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'); },
    isoOff(offH) { // local time with offset e.g. -05:00
      const d = new Date(now + offH * 3600000).toISOString().replace('Z', '');
      const sign = offH < 0 ? '-' : '+';
      const hh = String(Math.abs(offH)).padStart(2, '0');
      return `${d}${sign}${hh}:00`;
    },
    epoch() { return Math.floor(now / 1000); },
    epochMs() { return now; },
    http() { return new Date(now).toUTCString(); },
    hms() { return new Date(now).toISOString().slice(11, 19); },
    hmsms() { return new Date(now).toISOString().slice(11, 23); },
    date() { return new Date(now).toISOString().slice(0, 10); },
  };

  const R = {
    rnd, int, pick, hex, uuid, clock,
    b62: (n) => fromAlpha(B62, n),
    upper: (n) => fromAlpha(HEXU, n),
    alnum: (n) => fromAlpha('abcdefghijklmnopqrstuvwxyz0123456789', n),
    ulid: () => fromAlpha(CROCK, 26),
    digits: (n) => fromAlpha('0123456789', n),
    secs: (a, b, dp = 2) => (a + rnd() * (b - a)).toFixed(dp),
    reqId: (prefix = 'req_', n = 16) => prefix + fromAlpha(B62, n),
    sha: (n = 40) => hex(n),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    xray: () => `Root=1-${hex(8)}-${hex(24)}`,
    ghReq: () => `${fromAlpha(HEXU, 4)}:${fromAlpha(HEXU, 5)}:${fromAlpha(HEXU, 6)}:${fromAlpha(HEXU, 7)}:${fromAlpha(HEXU, 8)}`,
    memAddr: () => `0x7f${hex(10)}`,
    pod: (base) => `${base}-${fromAlpha(K8S, int(9, 10))}-${fromAlpha(K8S, 5)}`,
    tmp: (prefix) => `/tmp/${prefix}${fromAlpha(B62, 8)}`,
    host: (prefix) => `${prefix}-${fromAlpha('abcdefghijklmnopqrstuvwxyz0123456789', 5)}`,
    ip: (a = 10) => `${a}.${int(0, 255)}.${int(0, 255)}.${int(2, 254)}`,
    shuffle(arr) {
      const a = arr.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
  };
  return R;
}

// ---------- span builders ----------
export function span(type, name, input, output, children = [], error) {
  const s = { type, name, input, output, children };
  if (error !== undefined) s.error = error;
  return s;
}
export const agent = (name, input, output, children = [], error) => span('agent', name, input, output, children, error);
export const llm = (name, input, output) => span('llm', name, input, output, []);
export const tool = (name, input, output, error) => span('tool', name, input, output, [], error);
export const retriever = (name, input, output) => span('retriever', name, input, output, []);

// ---------- small text helpers ----------
export const trunc = (s, n = 600) => (s.length > n ? s.slice(0, n) + ' …[truncated]' : s);
export const J = (o) => JSON.stringify(o);
export const sys = (content) => ({ role: 'system', content });
export const usr = (content) => ({ role: 'user', content });
export const asst = (content) => ({ role: 'assistant', content });
export const toolMsg = (content, name) => (name ? { role: 'tool', name, content } : { role: 'tool', content });

export function isoDateMinusDays(isoDate, days) {
  return new Date(Date.parse(isoDate + 'T00:00:00Z') - days * 86400000).toISOString().slice(0, 10);
}
export function isoDatePlusDays(isoDate, days) {
  return new Date(Date.parse(isoDate + 'T00:00:00Z') + days * 86400000).toISOString().slice(0, 10);
}
export const b64url = (s) => Buffer.from(s).toString('base64url');

// Count spans in a tree.
export function countSpans(s) {
  return 1 + (s.children || []).reduce((n, c) => n + countSpans(c), 0);
}

// Convert every object-valued tool input in a tree into its JSON string form
// (recording style where function-call arguments are captured raw).
export function stringifyToolInputs(s) {
  if (s.type === 'tool' && s.input !== null && typeof s.input === 'object') s.input = JSON.stringify(s.input);
  (s.children || []).forEach(stringifyToolInputs);
  return s;
}
