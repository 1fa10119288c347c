// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const ch of s) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function makeCtx(traceId) {
  const r = mulberry32(hashStr(traceId));
  let clock = Date.UTC(2024, 4 + Math.floor(r() * 5), 1 + Math.floor(r() * 27), 6 + Math.floor(r() * 10), Math.floor(r() * 60), Math.floor(r() * 60));
  const c = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    b62: (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * 62)]; return s; },
    uuid: () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${c.pick(['8', '9', 'a', 'b'])}${c.hex(3)}-${c.hex(12)}`,
    tick: (minS = 1, maxS = 40) => { clock += c.int(minS * 1000, maxS * 1000); return clock; },
    now: () => clock,
    iso: (t = clock) => new Date(t).toISOString(),
    isoNoMs: (t = clock) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    http: (t = clock) => new Date(t).toUTCString(),
    epoch: (t = clock) => Math.floor(t / 1000),
    epochMs: (t = clock) => t,
    syslog: (t = clock) => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    euro: (t = clock) => { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    us: (t = clock) => { const d = new Date(t); const h = d.getUTCHours(); return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h % 12 || 12}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`; },
    day: (t = clock) => DAYS[new Date(t).getUTCDay()],
    dur: (lo = 40, hi = 2400) => c.int(lo, hi),
    secs: (lo = 0.2, hi = 30) => (lo + r() * (hi - lo)).toFixed(2),
    reqId: (pfx = 'req_') => pfx + c.b62(20),
    traceparent: () => `00-${c.hex(32)}-${c.hex(16)}-01`,
    sha: (n = 40) => c.hex(n),
    etag: () => `W/"${c.hex(8)}-${c.b62(10)}"`,
    tmp: (stem = 'tmp') => `/tmp/${stem}-${c.b62(8).toLowerCase()}`,
    host: (pfx) => `${pfx}-${c.int(1, 9)}${c.pick(['a', 'b', 'c', 'd'])}.${c.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`,
    pod: (pfx) => `${pfx}-${c.hex(10)}-${c.b62(5).toLowerCase()}`,
    job: (pfx = 'job') => `${pfx}_${c.int(100000, 999999)}`,
    addr: () => `0x7f${c.hex(10)}`,
    pid: () => c.int(1200, 65000),
    callId: () => `call_${c.b62(24)}`,
    tooluId: () => `toolu_01${c.b62(22)}`,
  };
  return c;
}
// Span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, extra) => span('agent', name, input, output, children, extra);
export const llm = (name, input, output, extra, children = []) => span('llm', name, input, output, children, extra);
export const tool = (name, input, output, extra, children = []) => span('tool', name, input, output, children, extra);
export const retriever = (name, input, output, extra) => span('retriever', name, input, output, [], extra);
export const chain = (name, input, output, children, extra) => span('chain', name, input, output, children, extra);
// OpenAI-style assistant tool call message
export function tc(c, name, args, content = null) { return { role: 'assistant', content, tool_calls: [{ id: c.callId(), type: 'function', function: { name, arguments: JSON.stringify(args) } }] }; }
export const sys = (t) => ({ role: 'system', content: t });
export const user = (t) => ({ role: 'user', content: t });
export function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }

// Validation shared by generate.mjs and validate.mjs
export function validateRow(row, fam) {
  const errs = [];
  const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
  for (const k of keys) if (!(k in row)) errs.push(`missing ${k}`);
  if (typeof row.trace_id !== 'string' || !/^[a-z0-9_]+-0[1-6]$/.test(row.trace_id)) errs.push('bad trace_id');
  if (row.trace_id && !row.trace_id.startsWith(row.family + '-')) errs.push('trace_id not prefixed by family');
  if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push('labels must be boolean');
  if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push('isolates too short');
  if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push('goal too short');
  if (fam) {
    if (row.family !== fam.family) errs.push('family mismatch');
    if (row.loop !== fam.loop) errs.push(`loop label ${row.loop} != family ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`stagnation label ${row.stagnation} != family ${fam.stagnation}`);
  }
  if (row.stagnation && !row.loop) errs.push('stagnation without loop is not used in this set');
  const walk = (s, path) => {
    if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
    if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
    if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
    if (!('input' in s) || !('output' in s)) errs.push(`${path}: input/output`);
    if (!Array.isArray(s.children)) errs.push(`${path}: children`);
    if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error must be string`);
    if ('metadata' in s && (typeof s.metadata !== 'object' || Array.isArray(s.metadata) || s.metadata === null)) errs.push(`${path}: metadata`);
    (s.children || []).forEach((ch, i) => walk(ch, `${path}.${i}`));
  };
  walk(row.root, 'root');
  if (row.root && row.root.type !== 'agent') errs.push('root must be an agent span');
  const n = row.root ? countSpans(row.root) : 0;
  if (n < 5 || n > 40) errs.push(`span count ${n} outside 5..40`);
  return errs;
}
