// Deterministic helpers for the trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
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
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise factory: one per trace, seeded from the trace_id.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  // simulated clock (ms since epoch), starts in 2025 at a seeded offset
  let t = Date.UTC(2025, 0, 1) + Math.floor(r() * 300 * 86400) * 1000;
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(r() * 62)]; return s; },
    uuid: () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${N.pick(['8', '9', 'a', 'b'])}${N.hex(3)}-${N.hex(12)}`,
    tick: (sec = 1) => { t += Math.floor(sec * 1000 * (0.5 + r())); return t; },
    now: () => t,
    iso: () => new Date(N.tick(3)).toISOString(),
    isoLocal: () => { const d = new Date(N.tick(3)); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    http: () => { const d = new Date(N.tick(3)); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    clock: () => { const d = new Date(N.tick(2)); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(N.tick(2) / 1000),
    dur: (lo = 0.2, hi = 9) => (lo + r() * (hi - lo)).toFixed(2),
    ms: (lo = 3, hi = 900) => N.int(lo, hi),
    sha: () => N.hex(40),
    short: () => N.hex(7),
    reqId: () => `req_${N.b62(24)}`,
    tmp: (pfx = 'tmp') => `/tmp/${pfx}${N.b62(8).toLowerCase()}`,
    host: (base = 'runner') => `${base}-${N.hex(4)}-${N.pick(['use1', 'euw1', 'apse2', 'usw2'])}.internal`,
    pid: () => N.int(1200, 64000),
    port: () => N.int(32768, 60999),
    addr: () => `0x${N.pick(['7f', '55', '56'])}${N.hex(10)}`,
    etag: () => `W/"${N.hex(16)}"`,
    job: (p = 'job') => `${p}-${N.int(100000, 999999)}`,
  };
  return N;
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, children = [], metadata) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, error, metadata) => span('tool', name, input, output, [], { error, metadata });

// Trim long outputs the way agent harnesses do.
export function truncate(text, max = 1200) {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.floor(max * 0.6));
  const tail = text.slice(text.length - Math.floor(max * 0.3));
  return `${head}\n<response clipped><NOTE>Output truncated: ${text.length - head.length - tail.length} characters omitted.</NOTE>\n${tail}`;
}
export const ansi = { red: (s) => `\u001b[31m${s}\u001b[0m`, green: (s) => `\u001b[32m${s}\u001b[0m`, bold: (s) => `\u001b[1m${s}\u001b[0m`, dim: (s) => `\u001b[2m${s}\u001b[0m`, yellow: (s) => `\u001b[33m${s}\u001b[0m` };

// Build a row from a scenario definition {id, isolates, loop, stagnation, goal, build(N)}.
export function makeRow(family, sc) {
  const trace_id = `${family}-${sc.id}`;
  const N = noise(trace_id);
  return { trace_id, family, isolates: sc.isolates, loop: sc.loop, stagnation: sc.stagnation, goal: sc.goal, root: sc.build(N) };
}
