// Shared helpers: seeded PRNG + realistic volatile noise + span builders.
// Deterministic: no clock reads, no Math.random.

export function hashStr(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function makeCtx(traceId, { strArgs } = {}) {
  const r = mulberry32(hashStr(traceId));
  const c = {};
  c.r = r;
  c.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  c.pick = (arr) => arr[Math.floor(r() * arr.length)];
  c.hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += HEX[Math.floor(r() * 16)]; return s; };
  c.alnum = (n) => { let s = ''; for (let i = 0; i < n; i++) s += ALNUM[Math.floor(r() * ALNUM.length)]; return s; };
  c.upper = (n) => { let s = ''; for (let i = 0; i < n; i++) s += ALNUM[Math.floor(r() * 26)]; return s; };
  c.digits = (n) => { let s = ''; for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10)); return s; };
  c.uuid = () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0, 3)]}${c.hex(3)}-${c.hex(12)}`;
  c.reqId = (p = 'req') => `${p}_${c.alnum(22)}`;
  c.traceparent = () => `00-${c.hex(32)}-${c.hex(16)}-01`;
  c.sha = () => c.hex(64);
  c.sha7 = () => c.hex(7);
  c.etag = () => `W/"${c.hex(16)}"`;
  c.ms = (a = 40, b = 900) => c.int(a, b);
  c.secs = (a = 0.3, b = 9) => (a + r() * (b - a)).toFixed(2);
  c.tmp = (p = 'tmp') => `/tmp/${p}-${c.alnum(8).toLowerCase()}`;
  c.job = (p = 'job') => `${p}-${c.digits(7)}`;
  c.build = () => c.int(1200, 9800);
  c.host = (list) => c.pick(list || ['ip-10-0-3-41', 'ip-10-0-7-112', 'ip-10-0-5-9', 'ip-10-0-1-230']);
  // clock: fixed base per trace, advancing monotonically
  let clock = Date.UTC(2025, 3, 24) + c.int(0, 16) * 86400000 + c.int(7, 17) * 3600000 + c.int(0, 3599) * 1000;
  c.now = () => new Date(clock).toISOString();
  c.tick = (sec = 1) => { clock += Math.round(sec * 1000) + c.int(0, 999); return new Date(clock).toISOString(); };
  c.epoch = () => Math.floor(clock / 1000);
  c.httpDate = () => new Date(clock).toUTCString();
  c.hhmmss = () => new Date(clock).toISOString().slice(11, 19);
  c.day = (off = 0) => new Date(clock + off * 86400000).toISOString().slice(0, 10);
  c.strArgs = !!strArgs;

  // span builders
  c.agent = (name, input, output, children = []) => ({ type: 'agent', name, input, output, children });
  // llm output is always text; structured predictions (e.g. DSPy) are rendered as field lines
  const asText = (o) => (typeof o === 'string' ? o : Object.entries(o).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join('\n'));
  c.llm = (name, input, output) => ({ type: 'llm', name, input, output: asText(output), children: [] });
  c.tool = (name, args, output, error) => {
    const s = { type: 'tool', name, input: c.strArgs ? JSON.stringify(args) : args, output, children: [] };
    if (error) s.error = error;
    return s;
  };
  c.retriever = (name, input, output) => ({ type: 'retriever', name, input, output, children: [] });
  return c;
}

export const J = (o) => JSON.stringify(o);
export const JP = (o) => JSON.stringify(o, null, 2);

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0);
}
export function walk(s, fn, depth = 0) {
  fn(s, depth);
  for (const ch of s.children || []) walk(ch, fn, depth + 1);
}
