// Deterministic helpers for the blind loop benchmark. No Math.random, no clock reads.
export function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 0x01000193); }
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

// Noise factory: everything volatile comes from here, seeded by the trace id.
export function noise(traceId) {
  const r = mulberry32(fnv1a(traceId));
  // synthetic clock: start somewhere in 2024-2025, advance explicitly
  let t = Date.UTC(2024, 0, 1) + Math.floor(r() * 600) * 86400000 + Math.floor(r() * 86400) * 1000;
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  const b62 = (n) => { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; };
  const d = () => new Date(t);
  const N = {
    r, int, pick, hex, b62,
    tick(sec = int(1, 9)) { t += Math.round(sec * 1000) + int(0, 999); return N; },
    now() { return t; },
    iso() { return d().toISOString(); },
    isoSec() { return d().toISOString().replace(/\.\d+Z$/, 'Z'); },
    isoOffset(h = 2) { const x = new Date(t + h * 3600000); return x.toISOString().replace('Z', '').replace(/\.\d+$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; },
    httpDate() { const x = d(); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MONS[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; },
    logTs() { const x = d(); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())},${String(x.getUTCMilliseconds()).padStart(3, '0')}`; },
    syslog() { const x = d(); return `${MONS[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    euDate() { const x = d(); return `${p2(x.getUTCDate())}/${p2(x.getUTCMonth() + 1)}/${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; },
    usDate() { const x = d(); return `${x.getUTCMonth() + 1}/${x.getUTCDate()}/${x.getUTCFullYear()} ${(x.getUTCHours() % 12) || 12}:${p2(x.getUTCMinutes())} ${x.getUTCHours() < 12 ? 'AM' : 'PM'}`; },
    ymd() { return d().toISOString().slice(0, 10); },
    epoch() { return Math.floor(t / 1000); },
    epochMs() { return t; },
    epochNs() { return String(t) + String(int(100000, 999999)); },
    uuid() { const h = hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid() { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = ''; for (let i = 0; i < 26; i++) s += a[int(0, 31)]; return s; },
    reqId(prefix = 'req_') { return prefix + b62(24); },
    sha(n = 40) { return hex(n); },
    etag() { return `W/"${hex(8)}-${b62(10)}"`; },
    ms(a = 40, b = 2400) { return int(a, b); },
    dur(a = 0.2, b = 9) { return (a + r() * (b - a)).toFixed(2) + 's'; },
    tmp(ext = '') { return `/tmp/tmp${b62(8).toLowerCase()}${ext}`; },
    host(prefix = 'web') { return `${prefix}-${int(1, 24)}.${pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`; },
    pod(prefix = 'api') { return `${prefix}-${hex(10)}-${b62(5).toLowerCase()}`; },
    job(prefix = 'job') { return `${prefix}-${int(100000, 999999)}`; },
    cursor() { return Buffer.from(`{"o":${int(10, 9999)},"k":"${hex(6)}"}`).toString('base64'); },
    traceparent() { return `00-${hex(32)}-${hex(16)}-01`; },
    spanId() { return hex(16); },
    rate(limit = 5000) { const rem = int(Math.floor(limit / 3), limit - 1); return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(rem), 'x-ratelimit-reset': String(Math.floor(t / 1000) + int(30, 3600)) }; },
    callId(prefix = 'call_') { return prefix + b62(24); },
    toolu() { return 'toolu_01' + b62(22); },
    tokens(a = 200, b = 4000) { const i = int(a, b), o = int(20, 900); return { input_tokens: i, output_tokens: o, total_tokens: i + o }; },
    version() { return `${int(1, 9)}.${int(0, 30)}.${int(0, 40)}`; },
    ip() { return `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`; },
  };
  return N;
}

// ---------- span builders ----------
function base(type, name, input, output, children, extra = {}) {
  const s = { type, name, input, output, children: children || [] };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => base('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children) => base('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, opts = {}) => base('tool', name, input, output, opts.children, opts);
export const retriever = (name, input, output, metadata) => base('retriever', name, input, output, [], { metadata });
export const span = (type, name, input, output, children, metadata, error) => base(type, name, input, output, children, { metadata, error });

// chat-message helpers
export const sys = (content) => ({ role: 'system', content });
export const user = (content) => ({ role: 'user', content });
export const asst = (content, tool_calls) => (tool_calls ? { role: 'assistant', content, tool_calls } : { role: 'assistant', content });
export const toolMsg = (tool_call_id, content) => ({ role: 'tool', tool_call_id, content: typeof content === 'string' ? content : JSON.stringify(content) });
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });

// HTTP-ish response
export const http = (status, headers, body) => ({ status, headers, body });

export function row(family, n, fields) {
  return { trace_id: `${family}-${String(n).padStart(2, '0')}`, family, ...fields };
}

// ---------- validation ----------
export const FAMILIES = {
  f1_rephrased_question_loop: { loop: true, stagnation: [true] },
  f2_fail_notify_retry_loop: { loop: true, stagnation: [true] },
  f3_two_state_flipflop: { loop: true, stagnation: [true, false] },
  f4_self_delegation_spiral: { loop: true, stagnation: [true] },
  f5_post_success_churn: { loop: true, stagnation: [true, false] },
  f6_shrinking_failures_fix: { loop: false, stagnation: [false] },
  f7_dense_planning_monologue: { loop: false, stagnation: [false] },
  f8_supervisor_varied_subtasks: { loop: false, stagnation: [false] },
  f9_narrowing_delegation_chain: { loop: false, stagnation: [false] },
  f10_similar_records_sweep: { loop: false, stagnation: [false] },
};

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export function validateRows(rows) {
  const errs = [];
  const ids = new Set();
  const perFam = {};
  for (const r of rows) {
    const id = r.trace_id;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in r)) errs.push(`${id}: missing ${k}`);
    for (const k of Object.keys(r)) if (!keys.includes(k)) errs.push(`${id}: unexpected key ${k}`);
    if (ids.has(id)) errs.push(`${id}: duplicate trace_id`);
    ids.add(id);
    const fam = FAMILIES[r.family];
    if (!fam) { errs.push(`${id}: unknown family ${r.family}`); continue; }
    if (!/^.+-0[1-6]$/.test(id) || !id.startsWith(r.family + '-')) errs.push(`${id}: trace_id must be <family>-0N`);
    if (typeof r.isolates !== 'string' || r.isolates.length < 15) errs.push(`${id}: isolates too short`);
    if (typeof r.goal !== 'string' || r.goal.length < 10) errs.push(`${id}: goal too short`);
    if (r.loop !== fam.loop) errs.push(`${id}: loop ${r.loop} inconsistent with family (${fam.loop})`);
    if (!fam.stagnation.includes(r.stagnation)) errs.push(`${id}: stagnation ${r.stagnation} not allowed for family`);
    if (!r.loop && r.stagnation) errs.push(`${id}: healthy row marked stagnant`);
    checkSpan(r.root, `${id}.root`, errs);
    if (r.root && r.root.type !== 'agent') errs.push(`${id}: root must be an agent span`);
    const n = r.root ? countSpans(r.root) : 0;
    if (n < 5 || n > 40) errs.push(`${id}: ${n} spans (need 5..40)`);
    const hasLlm = (s) => s.type === 'llm' || (s.children || []).some(hasLlm);
    if (r.root && !hasLlm(r.root)) errs.push(`${id}: no llm span`);
    perFam[r.family] = (perFam[r.family] || 0) + 1;
  }
  for (const f of Object.keys(FAMILIES)) if (perFam[f] !== 6) errs.push(`family ${f}: ${perFam[f] || 0} rows, need 6`);
  return errs;
}
