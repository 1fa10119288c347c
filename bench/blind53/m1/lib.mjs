// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.
export function hashStr(s) {
  let h1 = 0xdeadbeef ^ s.length, h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761); h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
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
const DAY = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'];
const p2 = (n) => String(n).padStart(2, '0');

// Noise generator bound to one trace id.
export function noise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  // fixed base instant derived from the id (2025-01..2025-11), advanced explicitly
  let now = Date.UTC(2025, 0, 6, 7, 0, 0) + Math.floor(rnd() * 300 * 86400) * 1000;
  const r = {
    f: rnd,
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rnd() * 16)]; return s; },
    b62: (n) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += A[Math.floor(rnd() * 62)]; return s; },
    tick: (ms) => { now += ms; return now; },
    now: () => now,
  };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${'89ab'[r.int(0, 3)]}${r.hex(3)}-${r.hex(12)}`;
  r.ulid = () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[r.int(0, 31)]; return s; };
  r.iso = (adv = r.int(200, 4000)) => new Date(r.tick(adv)).toISOString();
  r.isoNoMs = (adv = r.int(200, 4000)) => new Date(r.tick(adv)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  r.isoOff = (adv = r.int(200, 4000), offH = 1) => { const d = new Date(r.tick(adv) + offH * 3600e3); return d.toISOString().replace('Z', '').replace(/\.\d{3}$/, '') + `${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`; };
  r.http = (adv = r.int(200, 4000)) => { const d = new Date(r.tick(adv)); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
  r.epoch = (adv = r.int(200, 4000)) => Math.floor(r.tick(adv) / 1000);
  r.epochMs = (adv = r.int(200, 4000)) => r.tick(adv);
  r.logTs = (adv = r.int(200, 4000)) => { const d = new Date(r.tick(adv)); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())},${String(d.getUTCMilliseconds()).padStart(3, '0')}`; };
  r.syslog = (adv = r.int(200, 4000)) => { const d = new Date(r.tick(adv)); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; };
  r.euDate = (adv = 0) => { const d = new Date(r.tick(adv)); return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };
  r.dur = () => `${(r.f() * 3 + 0.05).toFixed(2)}s`;
  r.ms = (a = 12, b = 2400) => r.int(a, b);
  r.reqId = (prefix = 'req_') => prefix + r.b62(24);
  r.traceparent = () => `00-${r.hex(32)}-${r.hex(16)}-01`;
  r.sha = (n = 40) => r.hex(n);
  r.etag = () => `W/"${r.hex(8)}-${r.hex(6)}"`;
  r.tmp = (stem = 'tmp') => `/tmp/${stem}${r.b62(8)}`;
  r.job = (prefix = 'job') => `${prefix}-${r.int(100000, 999999)}`;
  r.host = (prefix) => `${prefix}-${r.int(1, 9)}${r.pick(['a', 'b', 'c', 'd'])}.${r.pick(['eu-west-1', 'us-east-2', 'ap-south-1', 'eu-central-1'])}.internal`;
  r.pod = (prefix) => `${prefix}-${r.hex(10)}-${r.b62(5).toLowerCase()}`;
  r.addr = () => `0x7f${r.hex(10)}`;
  r.callId = (prefix = 'call_') => prefix + r.b62(24);
  r.toolu = () => 'toolu_01' + r.b62(22);
  r.cursor = () => Buffer.from(JSON.stringify({ o: r.int(1, 9e6), t: r.epoch(0) })).toString('base64');
  return r;
}

// ---- generic span builder ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, metadata, error) => span('tool', name, input, output, [], { metadata, error });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });

// ---- message helpers (OpenAI chat format) ----
export const sys = (c) => ({ role: 'system', content: c });
export const usr = (c) => ({ role: 'user', content: c });
export const asst = (c, tool_calls) => (tool_calls ? { role: 'assistant', content: c, tool_calls } : { role: 'assistant', content: c });
export const tc = (id, name, args) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
export const tmsg = (id, content) => ({ role: 'tool', tool_call_id: id, content: typeof content === 'string' ? content : JSON.stringify(content) });

// ---- a minimal HTTP response text ----
export function httpResp(status, reason, headers, body) {
  const h = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\n');
  return `HTTP/1.1 ${status} ${reason}\n${h}\n\n${typeof body === 'string' ? body : JSON.stringify(body)}`;
}

export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }

export const FAMILIES = {
  loop_long_step_restated: { loop: true, stagnation: true },
  loop_reworded_empty_search: { loop: true, stagnation: false },
  loop_paging_past_end: { loop: true, stagnation: false },
  loop_same_failure_after_fixes: { loop: true, stagnation: false },
  loop_same_result_modulo_noise: { loop: true, stagnation: false },
  ok_failures_shrinking: { loop: false, stagnation: false },
  ok_long_plan_each_step_new: { loop: false, stagnation: false },
  ok_supervisor_distinct_subtasks: { loop: false, stagnation: false },
  ok_nested_delegation_chain: { loop: false, stagnation: false },
  ok_many_similar_records: { loop: false, stagnation: false },
};

export function validateRow(row, seen = new Set()) {
  const errs = [];
  const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
  for (const k of keys) if (!(k in row)) errs.push(`missing ${k}`);
  const extra = Object.keys(row).filter((k) => !keys.includes(k));
  if (extra.length) errs.push(`extra keys ${extra}`);
  const fam = FAMILIES[row.family];
  if (!fam) errs.push(`unknown family ${row.family}`);
  else {
    if (row.loop !== fam.loop) errs.push(`loop label ${row.loop} != ${fam.loop}`);
    if (row.stagnation !== fam.stagnation) errs.push(`stagnation label ${row.stagnation} != ${fam.stagnation}`);
  }
  if (!/^[a-z_]+-0[1-6]$/.test(row.trace_id || '') || !String(row.trace_id).startsWith(row.family + '-')) errs.push(`bad trace_id ${row.trace_id}`);
  if (seen.has(row.trace_id)) errs.push('duplicate trace_id'); seen.add(row.trace_id);
  for (const k of ['isolates', 'goal']) if (typeof row[k] !== 'string' || row[k].length < 10) errs.push(`bad ${k}`);
  const walk = (s, path) => {
    if (!s || typeof s !== 'object') { errs.push(`${path}: not an object`); return; }
    if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: bad type`);
    if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: bad name`);
    if (!('input' in s)) errs.push(`${path}: no input`);
    if (!('output' in s)) errs.push(`${path}: no output`);
    if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
    if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
    if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata not object`);
    const allowed = ['type', 'name', 'input', 'output', 'children', 'error', 'metadata'];
    for (const k of Object.keys(s)) if (!allowed.includes(k)) errs.push(`${path}: extra key ${k}`);
    (s.children || []).forEach((c, i) => walk(c, `${path}.${i}`));
  };
  walk(row.root, 'root');
  if (row.root && row.root.type !== 'agent') errs.push('root not agent');
  const n = row.root ? countSpans(row.root) : 0;
  if (n < 5 || n > 40) errs.push(`span count ${n} outside 5..40`);
  return errs;
}
