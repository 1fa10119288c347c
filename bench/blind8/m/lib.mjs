// Shared helpers: seeded PRNG, volatile noise, span builders.
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedFrom(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

// ctx: per-trace noise source. Clock is synthetic (Date.UTC from seeded values), never read from the system.
export function makeCtx(traceId, { stringArgs = false } = {}) {
  const rnd = mulberry32(seedFrom(traceId));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; };
  const alnum = (n) => { const c = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; let s = ''; for (let i = 0; i < n; i++) s += c[Math.floor(rnd() * c.length)]; return s; };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`;
  let t = Date.UTC(2024, int(0, 11), int(1, 27), int(7, 20), int(0, 59), int(0, 59), int(0, 999));
  const ctx = {
    rnd, int, pick, hex, alnum, uuid,
    // advance synthetic clock and return ISO timestamp
    ts(advSec) { t += (advSec ?? int(1, 8)) * 1000 + int(0, 999); return new Date(t).toISOString(); },
    now() { return new Date(t).toISOString(); },
    // pin the synthetic clock to the scenario's own date (keeps hard-coded dates coherent); adds seeded jitter
    setClock(iso) { t = Date.parse(iso) + int(0, 300) * 1000 + int(0, 999); },
    tick(sec) { t += Math.round(sec * 1000); },
    epoch() { return Math.floor(t / 1000); },
    httpDate() { return new Date(t).toUTCString(); },
    logTs() { return new Date(t).toISOString().replace('T', ' ').replace('Z', ''); },
    ms(a = 30, b = 900) { return int(a, b); },
    secs(a = 0.2, b = 9) { return +(a + rnd() * (b - a)).toFixed(2); },
    reqId(p = 'req') { return `${p}_${hex(16)}`; },
    traceparent() { return `00-${hex(32)}-${hex(16)}-01`; },
    sha(n = 40) { return hex(n); },
    tmp(ext = 'log') { return `/tmp/${alnum(6).toLowerCase()}-${hex(6)}.${ext}`; },
    job(p = 'job') { return `${p}-${int(100000, 999999)}`; },
    build() { return int(1200, 9800); },
    args(obj) { return stringArgs ? JSON.stringify(obj) : obj; },
    stringArgs,
  };
  return ctx;
}

// Span builders. Only keys: type, name, input, output, children, error.
export function agent(name, input, output, children = [], error) {
  const s = { type: 'agent', name, input, output, children };
  if (error) s.error = error;
  return s;
}
export function llm(name, input, output) {
  return { type: 'llm', name, input, output, children: [] };
}
export function tool(name, input, output, error) {
  const s = { type: 'tool', name, input, output, children: [] };
  if (error) s.error = error;
  return s;
}
export function retriever(name, input, output, error) {
  const s = { type: 'retriever', name, input, output, children: [] };
  if (error) s.error = error;
  return s;
}

// messages helper: chat(system, user, ...more) where more are [role, content] pairs
export function chat(system, user, ...more) {
  const m = [];
  if (system) m.push({ role: 'system', content: system });
  if (user) m.push({ role: 'user', content: user });
  for (const [role, content] of more) m.push({ role, content: typeof content === 'string' ? content : JSON.stringify(content) });
  return m;
}

export const short = (x, n = 400) => {
  const s = typeof x === 'string' ? x : JSON.stringify(x);
  return s.length > n ? s.slice(0, n) + '…' : s;
};
