// Shared helpers: deterministic noise (seeded from trace_id) and span builders.
// No Math.random, no clock reads: every value derives from the seed.

export function hash32(str) {
  let h = 0x811c9dc5;
  for (const ch of str) { h ^= ch.codePointAt(0); h = Math.imul(h, 0x01000193) >>> 0; }
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

const MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
const p2 = (x) => String(x).padStart(2, '0');
const p3 = (x) => String(x).padStart(3, '0');

// noise(traceId) -> helper bag. All times come from a virtual clock that starts at a seeded
// instant in 2025 and advances by seeded steps.
export function noise(traceId) {
  const rnd = mulberry32(hash32(traceId));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const fromAlpha = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rnd() * alpha.length)]; return s; };
  const hex = (n) => fromAlpha('0123456789abcdef', n);
  const b62 = (n) => fromAlpha('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', n);
  const upper = (n) => fromAlpha('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', n);
  const digits = (n) => fromAlpha('0123456789', n);
  let clock = Date.UTC(2025, int(0, 10), int(1, 27), int(6, 19), int(0, 59), int(0, 59), int(0, 999));
  const tick = (ms) => { if (ms < 0) return new Date(clock + ms); clock += ms ?? int(150, 4200); return new Date(clock); }; // negative = a past instant, clock unchanged
  const peek = () => new Date(clock);
  const n = {
    rnd, int, pick, hex, b62, upper, digits, tick, peek,
    advance: (ms) => { clock += ms; },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    ulid: () => '01J' + upper(23),
    reqId: (prefix = 'req_') => prefix + b62(24),
    iso: (ms) => tick(ms).toISOString(),
    isoSec: (ms) => tick(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOff: (offH = 1, ms) => { const d = new Date(tick(ms).getTime() + offH * 3600e3); const s = d.toISOString().replace('Z', ''); return `${s}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`; },
    isoMicro: (ms) => tick(ms).toISOString().replace('Z', digits(3) + 'Z'),
    http: (ms) => tick(ms).toUTCString(),
    epoch: (ms) => Math.floor(tick(ms).getTime() / 1000),
    epochMs: (ms) => tick(ms).getTime(),
    epochNs: (ms) => String(tick(ms).getTime()) + digits(6),
    logTs: (ms) => { const d = tick(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${p3(d.getUTCMilliseconds())}`; },
    sqlTs: (ms) => { const d = tick(ms); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}${digits(3)}+00`; },
    syslog: (ms) => { const d = tick(ms); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    compact: (ms) => { const d = tick(ms); return `${d.getUTCFullYear()}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())}T${p2(d.getUTCHours())}${p2(d.getUTCMinutes())}${p2(d.getUTCSeconds())}Z`; },
    usDate: (ms) => { const d = tick(ms); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())} ${ap}`; },
    euDate: (ms) => { const d = tick(ms); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    hhmm: (ms) => { const d = tick(ms); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    day: (plusDays = 0) => { const d = new Date(peek().getTime() + plusDays * 864e5); return d.toISOString().slice(0, 10); },
    ms: (a = 40, b = 2400) => int(a, b),
    dur: (a = 40, b = 2400) => `${int(a, b)}ms`,
    durS: (a = 0.2, b = 9) => `${(a + rnd() * (b - a)).toFixed(2)}s`,
    sha: (len = 40) => hex(len),
    etag: () => pick([`"${hex(32)}"`, `W/"${hex(8)}-${hex(12)}"`, `"${int(1, 9)}-${hex(16)}"`]),
    tmp: (ext = '') => pick([`/tmp/tmp${b62(8).toLowerCase()}${ext}`, `/var/folders/${b62(2).toLowerCase()}/${b62(12)}/T/${b62(6)}${ext}`, `/tmp/agent-${hex(6)}/${b62(5)}${ext}`]),
    host: (prefix) => `${prefix}-${int(1, 12)}${pick(['a', 'b', 'c', 'd'])}.${pick(['eu-west-1', 'us-east-2', 'fra1', 'ams3', 'syd1', 'ca-central-1'])}.internal`,
    pod: (prefix) => `${prefix}-${hex(9)}-${fromAlpha('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    job: (prefix = 'job') => `${prefix}_${digits(7)}`,
    cursor: () => Buffer.from(JSON.stringify({ o: int(10, 9999), k: hex(10) })).toString('base64').replace(/=+$/, ''),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    spanId: () => hex(16),
    traceId: () => hex(32),
    ip: () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
    rate: (limit = 60) => { const rem = int(0, limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(int(1, 60)) }; },
    usage: (a = 300, b = 4000) => ({ input_tokens: int(a, b), output_tokens: int(12, 420) }),
    callId: () => 'call_' + b62(24),
    toolu: () => 'toolu_01' + b62(22),
  };
  return n;
}

// ---- span builders ----
export function sp({ type, name, input = null, output = null, children = [], error, metadata }) {
  const s = { type, name, input, output, children };
  if (error !== undefined) s.error = error;
  if (metadata !== undefined) s.metadata = metadata;
  return s;
}
export const A = (name, input, output, children = [], metadata) => sp({ type: 'agent', name, input, output, children, metadata });
export const L = (name, input, output, metadata, children = []) => sp({ type: 'llm', name, input, output, children, metadata });
export const T = (name, input, output, metadata, error) => sp({ type: 'tool', name, input, output, metadata, error });
export const R = (name, input, output, metadata) => sp({ type: 'retriever', name, input, output, metadata });
export const C = (type, name, input, output, children = [], metadata) => sp({ type, name, input, output, children, metadata });

// OpenAI chat-completions style tool call object
export const oaiCall = (n, name, args) => ({ id: n.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } });

// Families and their label rules (used by generate/validate)
export const FAMILIES = {
  requestion_loop:        { file: 'f1_requestion_loop.mjs',        loop: true,  stagnation: [true] },
  same_notice_retry_loop: { file: 'f2_same_notice_retry_loop.mjs', loop: true,  stagnation: [true] },
  two_state_flipflop:     { file: 'f3_two_state_flipflop.mjs',     loop: true,  stagnation: [true, false] },
  delegation_regress:     { file: 'f4_delegation_regress.mjs',     loop: true,  stagnation: [true] },
  post_success_churn:     { file: 'f5_post_success_churn.mjs',     loop: true,  stagnation: [true, false] },
  status_poll_progress:   { file: 'f6_status_poll_progress.mjs',   loop: false, stagnation: [false] },
  cursor_paging:          { file: 'f7_cursor_paging.mjs',          loop: false, stagnation: [false] },
  transient_retry_recovers: { file: 'f8_transient_retry_recovers.mjs', loop: false, stagnation: [false] },
  per_item_batch:         { file: 'f9_per_item_batch.mjs',         loop: false, stagnation: [false] },
  query_refinement:       { file: 'f10_query_refinement.mjs',      loop: false, stagnation: [false] },
};
