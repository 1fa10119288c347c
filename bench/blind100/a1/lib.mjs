// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function makeCtx(traceId) {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  const b36 = (n) => { let s = ''; for (let i = 0; i < n; i++) s += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(r() * 36)]; return s; };
  let t = Date.UTC(2024, int(0, 10), int(1, 27), int(7, 19), int(0, 59), int(0, 59), int(0, 999));
  const c = {
    r, int, pick, hex, b36,
    tick: (a = 200, b = 4000) => { t += int(a, b); return t; },
    now: () => t,
    iso: () => new Date(c.tick()).toISOString(),
    isoNoMs: () => new Date(c.tick()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoOffset: () => { const d = new Date(c.tick()); return d.toISOString().replace('Z', '000+00:00'); },
    pgTs: () => new Date(c.tick()).toISOString().replace('T', ' ').replace('Z', '+00'),
    httpDate: () => { const d = new Date(c.tick()); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logTs: () => { const d = new Date(c.tick()); return `[${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}, ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} UTC]`; },
    hms: () => { const d = new Date(c.tick()); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    epoch: () => Math.floor(c.tick() / 1000),
    epochMs: () => c.tick(),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    sfQid: () => `01b${hex(5)}-${p2(int(0, 9))}0${int(1, 9)}-${hex(4)}-0000-${hex(4)}${hex(8)}`,
    bqJob: () => `job_${b36(6)}${hex(4)}_${b36(14)}`.replace(/[^a-zA-Z0-9_]/g, 'x'),
    reqId: () => `req_${hex(24)}`,
    etag: () => `W/"${hex(16)}"`,
    sha: () => hex(40),
    dur: (a = 0.05, b = 9) => +(a + r() * (b - a)).toFixed(int(2, 3)),
    ms: (a = 20, b = 9000) => int(a, b),
    bytes: (a = 1e5, b = 9e9) => int(a, b),
    tmpTable: (base) => `${base}__dbt_tmp${hex(6)}`,
    tmpPath: (ext = 'csv') => `/tmp/tmp${b36(8)}/${hex(8)}.${ext}`,
    host: (pre) => `${pre}-${int(1, 9)}${b36(3)}.${pick(['us-east-1', 'eu-west-1', 'us-central1', 'ap-south-1'])}.internal`,
    pod: (pre) => `${pre}-${hex(9)}-${b36(5)}`,
    runId: () => `manual__${new Date(c.tick()).toISOString().replace('Z', '+00:00')}`,
    cursor: () => Buffer.from(JSON.stringify({ o: int(1, 99999), k: hex(6) })).toString('base64').replace(/=+$/, ''),
    tokens: (a = 200, b = 6000) => ({ prompt_tokens: int(a, b), completion_tokens: int(20, 700) }),
    spanId: () => hex(16),
  };
  c.traceHex = hex(32);
  // span builders
  c.span = (type, name, input, output, children = [], extra = {}) => {
    const kids = children; const end = c.iso();
    // children are built before their parent, so the parent starts just before its first child
    const start = kids.length && kids[0].metadata ? new Date(Date.parse(kids[0].metadata.start_time) - int(1, 40)).toISOString() : new Date(Date.parse(end) - int(5, 3000)).toISOString();
    const s = { type, name, input, output, children: kids };
    if (extra.error) s.error = extra.error;
    const meta = { span_id: c.spanId(), start_time: start, end_time: end, ...(extra.meta || {}) };
    s.metadata = meta; return s;
  };
  c.agent = (name, input, output, children, extra = {}) => c.span(extra.type || 'agent', name, input, output, children, extra);
  c.llm = (model, messages, output, extra = {}) => c.span('llm', extra.name || model, messages, output, extra.children || [], { ...extra, meta: { model, usage: c.tokens(), ...(extra.meta || {}) } });
  c.tool = (name, input, output, extra = {}) => c.span(extra.type || 'tool', name, input, output, extra.children || [], extra);
  return c;
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, k) => a + countSpans(k), 0); }
// tool call helper in OpenAI message style
export const call = (name, args, id) => ({ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } });
// Rewrites start/end times depth-first so that nested spans (often built inside-out) nest in time.
export function retime(root, c) {
  let t = Date.parse(root.metadata?.start_time || '2024-05-01T09:00:00Z');
  const walk = (s) => {
    s.metadata = s.metadata || {};
    t += c.int(1, 30); s.metadata.start_time = new Date(t).toISOString();
    for (const k of s.children) walk(k);
    t += s.type === 'llm' ? c.int(400, 9000) : s.type === 'tool' || s.type === 'function' ? c.int(20, 4000) : c.int(1, 50);
    s.metadata.end_time = new Date(t).toISOString();
  };
  walk(root); return root;
}
