// Shared helpers: deterministic PRNG, volatile-noise generators, span builders.
// No Math.random, no clock reads.

export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
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

// Noise factory bound to one trace; has its own simulated clock.
export function noise(traceId) {
  const r = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2025, 1 + Math.floor(r() * 9), 1 + Math.floor(r() * 27), 6 + Math.floor(r() * 10), Math.floor(r() * 60), Math.floor(r() * 60)) + Math.floor(r() * 1000);
  const N = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => { const h = N.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(r() * 4)]}${h.slice(17, 20)}-${h.slice(20)}`; },
    // advance simulated clock by ms (default: a few hundred ms to a few s)
    tick: (ms) => { clock += ms ?? N.int(300, 4000); return clock; },
    now: () => clock,
    iso: (t = clock) => new Date(t).toISOString(),
    isoNoMs: (t = clock) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (t = clock, offH = 1) => { const d = new Date(t + offH * 3600e3); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + (offH >= 0 ? '+' : '-') + p2(Math.abs(offH)) + ':00'; },
    http: (t = clock) => { const d = new Date(t); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    clf: (t = clock) => { const d = new Date(t); return `${p2(d.getUTCDate())}/${MONS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    syslog: (t = clock) => { const d = new Date(t); return `${MONS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    hms: (t = clock) => new Date(t).toISOString().slice(11, 23),
    epoch: (t = clock) => Math.floor(t / 1000),
    epochMs: (t = clock) => t,
    ns: (t = clock) => String(t) + String(N.int(100000, 999999)),
    ms: (a = 40, b = 2500) => N.int(a, b),
    secs: (a = 0.2, b = 9) => (a + r() * (b - a)).toFixed(N.pick([2, 3])),
    reqId: (p = 'req_') => p + N.b62(24),
    sha: (n = 40) => N.hex(n),
    etag: () => (r() < 0.5 ? 'W/' : '') + `"${N.hex(16)}"`,
    tmp: (stem = 'tmp') => N.pick([`/tmp/${stem}-${N.b62(8)}`, `/var/folders/q7/${N.b62(10)}/T/${stem}_${N.hex(6)}`, `/tmp/pytest-of-runner/pytest-${N.int(10, 400)}/${stem}0`]),
    host: (stem) => `${stem}-${N.pick(['a', 'b', 'c', 'd'])}${N.int(1, 9)}.${N.pick(['eu-west-1', 'us-east-2', 'fra1', 'ams3', 'lhr', 'zrh-2'])}.internal`,
    pod: (stem) => `${stem}-${N.hex(10).slice(0, 9)}-${N.b62(5).toLowerCase()}`,
    jobId: (p = 'job') => `${p}-${N.int(100000, 999999)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: N.int(10, 9000), k: N.hex(6) })).toString('base64').replace(/=+$/, ''),
    traceparent: () => `00-${N.hex(32)}-${N.hex(16)}-01`,
    addr: () => `0x7f${N.hex(10)}`,
    pid: () => N.int(1200, 65000),
  };
  return N;
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });

export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content });
export const oaiCall = (id, name, args) => ({ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } });

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

// ---- family table (shared by generate.mjs and validate.mjs) ----
export const FAMILIES = [
  { file: 'f1_echoed_long_step.mjs', family: 'echoed_long_step', loop: true },
  { file: 'f2_paraphrased_dry_queries.mjs', family: 'paraphrased_dry_queries', loop: true },
  { file: 'f3_paging_into_void.mjs', family: 'paging_into_void', loop: true },
  { file: 'f4_fixes_same_red_check.mjs', family: 'fixes_same_red_check', loop: true },
  { file: 'f5_noise_only_differs.mjs', family: 'noise_only_differs', loop: true },
  { file: 'f6_poll_until_state_moves.mjs', family: 'poll_until_state_moves', loop: false },
  { file: 'f7_pages_until_exhausted.mjs', family: 'pages_until_exhausted', loop: false },
  { file: 'f8_transient_then_ok.mjs', family: 'transient_then_ok', loop: false },
  { file: 'f9_per_item_fanout.mjs', family: 'per_item_fanout', loop: false },
  { file: 'f10_query_pivot_finds.mjs', family: 'query_pivot_finds', loop: false },
];
