// Shared helpers for the blind trace benchmark (deterministic: no Math.random, no clock reads).

// ---------------------------------------------------------------- PRNG
export function hashStr(s) {
  // FNV-1a 32-bit followed by a murmur-style finaliser
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
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

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// ---------------------------------------------------------------- noise
// One Noise object per trace. `now` is a simulated clock that only moves forward
// when a span is recorded or when a scenario calls N.tick().
export function makeNoise(traceId) {
  const r = mulberry32(hashStr(traceId));
  const N = {};
  N.r = r;
  N.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  N.float = (a, b, d = 2) => Number((a + r() * (b - a)).toFixed(d));
  N.pick = (arr) => arr[Math.floor(r() * arr.length)];
  N.chance = (p) => r() < p;
  N.hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; };
  N.HEX = (n) => N.hex(n).toUpperCase();
  N.alnum = (n, set = 'abcdefghijklmnopqrstuvwxyz0123456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(r() * set.length)]; return s; };
  N.b64 = (n) => N.alnum(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
  N.b64url = (n) => N.alnum(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
  N.uuid = () => `${N.hex(8)}-${N.hex(4)}-4${N.hex(3)}-${N.pick(['8', '9', 'a', 'b'])}${N.hex(3)}-${N.hex(12)}`;
  N.ulid = () => '01' + N.alnum(24, '0123456789ABCDEFGHJKMNPQRSTVWXYZ');
  N.sha = (n = 40) => N.hex(n);
  N.sha256 = () => N.hex(64);
  N.etag = () => (N.chance(0.4) ? 'W/' : '') + `"${N.hex(N.pick([16, 27, 32]))}"`;
  N.reqId = (prefix = 'req') => `${prefix}_${N.alnum(N.pick([16, 20, 24]))}`;
  N.addr = () => '0x7f' + N.hex(10);
  N.pid = () => N.int(1200, 98000);
  N.port = () => N.int(32768, 60999);
  N.traceparent = () => `00-${N.hex(32)}-${N.hex(16)}-01`;
  N.cfRay = () => `${N.hex(16)}-${N.pick(['AMS', 'FRA', 'LHR', 'CDG', 'ARN', 'IAD', 'NRT', 'SIN', 'YUL', 'GRU'])}`;
  N.jobId = (prefix = 'job') => `${prefix}-${N.int(100000, 999999)}-${N.alnum(5)}`;
  N.podName = (base) => `${base}-${N.alnum(10, 'bcdfghjklmnpqrstvwxz2456789')}-${N.alnum(5, 'bcdfghjklmnpqrstvwxz2456789')}`;
  N.host = (base, zone) => `${base}-${N.int(1, 24)}.${zone || N.pick(['eu-west-1', 'eu-central-1', 'us-east-2', 'ap-southeast-2', 'ca-central-1'])}.internal`;
  N.ip = () => `10.${N.int(0, 255)}.${N.int(0, 255)}.${N.int(2, 254)}`;
  N.tmp = (suffix = '') => N.pick([
    () => `/tmp/tmp${N.alnum(8, 'abcdefghijklmnopqrstuvwxyz0123456789_')}${suffix}`,
    () => `/var/folders/${N.alnum(2)}/${N.alnum(30)}/T/${N.alnum(6)}${suffix}`,
    () => `/tmp/pytest-of-runner/pytest-${N.int(3, 900)}/test_${N.alnum(6)}0${suffix}`,
    () => `C:\\Users\\svc\\AppData\\Local\\Temp\\${N.alnum(8)}.tmp${suffix}`,
  ])();
  N.cursor = () => N.b64url(N.pick([24, 32, 44]));
  N.semverBuild = () => `${N.int(1, 4)}.${N.int(0, 30)}.${N.int(0, 99)}+build.${N.int(1000, 9999)}`;
  N.shortSha = () => N.hex(7);
  N.lease = () => `lease/${N.hex(8)}:${N.int(1, 9)}`;
  N.nonce = () => N.b64(22) + '==';

  // clock --------------------------------------------------------------------
  let now = Date.UTC(2024, N.int(0, 11), N.int(1, 27), N.int(6, 20), N.int(0, 59), N.int(0, 59), N.int(0, 999));
  N.start = now;
  N.now = () => now;
  N.tick = (ms) => { now += ms === undefined ? N.int(40, 2500) : ms; return now; };
  N.seconds = (a, b) => N.tick(N.int(a * 1000, b * 1000));
  const d = (t) => new Date(t === undefined ? now : t);
  N.iso = (t) => d(t).toISOString();                                     // 2024-03-14T09:12:03.123Z
  N.isoNoMs = (t) => d(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
  N.isoOffset = (t, offH = 1) => {                                      // 2024-03-14T10:12:03+01:00
    const x = d((t === undefined ? now : t) + offH * 3600e3);
    return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())}T${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}${offH >= 0 ? '+' : '-'}${p2(Math.abs(offH))}:00`;
  };
  N.httpDate = (t) => d(t).toUTCString();                                // Thu, 14 Mar 2024 09:12:03 GMT
  N.pyLog = (t) => { const x = d(t); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())},${p3(x.getUTCMilliseconds())}`; };
  N.sqlTs = (t) => { const x = d(t); return `${x.getUTCFullYear()}-${p2(x.getUTCMonth() + 1)}-${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; };
  N.syslog = (t) => { const x = d(t); return `${MON[x.getUTCMonth()]} ${String(x.getUTCDate()).padStart(2, ' ')} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; };
  N.usDate = (t) => { const x = d(t); const h = x.getUTCHours() % 12 || 12; return `${p2(x.getUTCMonth() + 1)}/${p2(x.getUTCDate())}/${x.getUTCFullYear()} ${h}:${p2(x.getUTCMinutes())} ${x.getUTCHours() < 12 ? 'AM' : 'PM'}`; };
  N.euDate = (t) => { const x = d(t); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; };
  N.compact = (t) => { const x = d(t); return `${x.getUTCFullYear()}${p2(x.getUTCMonth() + 1)}${p2(x.getUTCDate())}T${p2(x.getUTCHours())}${p2(x.getUTCMinutes())}${p2(x.getUTCSeconds())}Z`; };
  N.dateOnly = (t) => d(t).toISOString().slice(0, 10);
  N.hms = (t) => d(t).toISOString().slice(11, 19);
  N.epoch = (t) => Math.floor((t === undefined ? now : t) / 1000);
  N.epochMs = (t) => (t === undefined ? now : t);
  N.clf = (t) => { const x = d(t); return `${p2(x.getUTCDate())}/${MON[x.getUTCMonth()]}/${x.getUTCFullYear()}:${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; };
  N.rfc2822 = (t) => { const x = d(t); return `${DAY[x.getUTCDay()]}, ${x.getUTCDate()} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} -0000`; };
  N.mjd = (t) => Number((((t === undefined ? now : t) / 86400000) + 40587).toFixed(5)); // Modified Julian Date
  N.weekday = (t) => DAY[d(t).getUTCDay()];

  // durations ---------------------------------------------------------------
  N.ms = (a = 20, b = 900) => `${N.int(a, b)}ms`;
  N.secs = (a = 0.2, b = 9) => `${N.float(a, b, 2)}s`;
  N.dur = () => N.pick([() => `${N.float(0.3, 12, 2)}s`, () => `${N.int(40, 990)}ms`, () => `0:00:${p2(N.int(1, 59))}.${p3(N.int(0, 999))}`, () => `${N.int(1, 3)}m${N.int(0, 59)}s`])();
  N.rate = (limit = 600) => { const rem = N.int(Math.floor(limit / 5), limit - 1); return { limit, remaining: rem, reset: N.epoch() + N.int(5, 60) }; };
  return N;
}

// ---------------------------------------------------------------- spans
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata !== undefined) s.metadata = extra.metadata;
  return s;
}
export const agentSpan = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const chainSpan = (name, input, output, children, metadata, type = 'chain') => span(type, name, input, output, children, { metadata });
export const llmSpan = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const toolSpan = (name, input, output, opts = {}) => span('tool', name, input, output, opts.children || [], { error: opts.error, metadata: opts.metadata });
export const retrieverSpan = (name, input, output, metadata) => span('retriever', name, input, output, [], { metadata });

// OpenAI-style assistant message with tool calls
export function toolCall(N, name, args, asString = true) {
  return { id: 'call_' + N.alnum(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), type: 'function', function: { name, arguments: asString ? JSON.stringify(args) : args } };
}
export function assistant(content, toolCalls) {
  const m = { role: 'assistant', content: content === undefined ? null : content };
  if (toolCalls && toolCalls.length) m.tool_calls = toolCalls;
  return m;
}

// A running chat transcript that emits llm/tool spans with realistic inputs.
// keep = how many trailing messages to show in each llm input (system + first user always kept).
export class Convo {
  constructor(N, { model = 'gpt-4o-2024-08-06', system, user, keep = 8, llmName = 'openai.chat.completions', tools } = {}) {
    this.N = N; this.model = model; this.keep = keep; this.llmName = llmName; this.tools = tools;
    this.head = []; if (system) this.head.push({ role: 'system', content: system }); if (user) this.head.push({ role: 'user', content: user });
    this.tail = [];
  }
  messages() { return [...this.head, ...this.tail.slice(-this.keep)]; }
  push(m) { this.tail.push(m); }
  // content: string|null ; calls: [[name,args],...]
  llm(content, calls = [], extraMeta = {}) {
    const N = this.N;
    const tcs = calls.map(([n, a, asStr]) => toolCall(N, n, a, asStr !== false));
    const out = assistant(content, tcs);
    const input = { model: this.model, messages: this.messages() };
    if (this.tools) input.tools = this.tools;
    const pt = 300 + JSON.stringify(input).length / 4 | 0; const ct = 20 + JSON.stringify(out).length / 4 | 0;
    N.tick(N.int(700, 6000));
    const s = llmSpan(this.llmName, input, out, { model: this.model, usage: { prompt_tokens: pt, completion_tokens: ct, total_tokens: pt + ct }, finish_reason: tcs.length ? 'tool_calls' : 'stop', response_id: 'chatcmpl-' + N.alnum(29, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), ...extraMeta });
    this.push(out); this.lastCalls = tcs;
    return s;
  }
  // tool result for the i-th call of the last llm turn
  tool(i, output, opts = {}) {
    const N = this.N; const c = this.lastCalls[i];
    let args = c.function.arguments; try { args = typeof args === 'string' ? JSON.parse(args) : args; } catch { /* keep */ }
    N.tick(N.int(60, 4000));
    const content = typeof output === 'string' ? output : JSON.stringify(output);
    this.push({ role: 'tool', tool_call_id: c.id, content: opts.error ? `Error: ${opts.error}` : content });
    return toolSpan(opts.name || c.function.name, opts.rawInput || args, output, { error: opts.error, metadata: { tool_call_id: c.id, ...(opts.metadata || {}) }, children: opts.children });
  }
  user(content) { this.push({ role: 'user', content }); }
}

// Attach ids and start/end timestamps to every span (post-order, deterministic).
export function finalize(root, N, { idStyle = 'hex' } = {}) {
  let t = N.start - N.int(200, 3000); // span clock starts just before the first recorded event
  const walk = (s, parent) => {
    const id = idStyle === 'uuid' ? N.uuid() : N.hex(16);
    const start = t; t += N.int(2, 60);
    for (const c of s.children) walk(c, id);
    const own = s.type === 'llm' ? N.int(600, 7000) : s.type === 'tool' ? N.int(15, 3500) : N.int(1, 40);
    t += own;
    const md = { span_id: id, parent_id: parent, start_time: new Date(start).toISOString(), end_time: new Date(t).toISOString() };
    s.metadata = { ...md, ...(s.metadata || {}) };
  };
  walk(root, null);
  return root;
}

export function countSpans(s) { return 1 + s.children.reduce((a, c) => a + countSpans(c), 0); }
export function depthOf(s, type) { const own = !type || s.type === type ? 1 : 0; return own + Math.max(0, ...s.children.map((c) => depthOf(c, type))); }
export function allSpans(s, out = []) { out.push(s); for (const c of s.children) allSpans(c, out); return out; }

// ---------------------------------------------------------------- family registry
// loop: the label for every row of the family; stag: the expected stagnation label of rows 01..06.
export const FAMILIES = {
  same_failure_after_each_fix:       { file: 'f1', loop: true,  stag: [false, true, false, false, true, false], minAgentDepth: 1 },
  repeated_notice_same_failure:      { file: 'f2', loop: true,  stag: [true, true, true, true, true, true], minAgentDepth: 1 },
  two_state_flip_flop:               { file: 'f3', loop: true,  stag: [true, false, true, false, true, false], minAgentDepth: 1 },
  hand_off_to_self_no_work:          { file: 'f4', loop: true,  stag: [true, true, false, true, true, true], minAgentDepth: 4 },
  keeps_going_after_done:            { file: 'f5', loop: true,  stag: [true, false, true, false, true, true], minAgentDepth: 1 },
  failures_shrink_to_zero:           { file: 'f6', loop: false, stag: [false, false, false, false, false, false], minAgentDepth: 1 },
  long_plan_each_step_new:           { file: 'f7', loop: false, stag: [false, false, false, false, false, false], minAgentDepth: 1 },
  supervisor_distinct_subtasks:      { file: 'f8', loop: false, stag: [false, false, false, false, false, false], minAgentDepth: 2 },
  nested_narrowing_delegation:       { file: 'f9', loop: false, stag: [false, false, false, false, false, false], minAgentDepth: 4 },
  same_tool_many_distinct_records:   { file: 'f10', loop: false, stag: [false, false, false, false, false, true], minAgentDepth: 1 },
};

// ---------------------------------------------------------------- validation
function checkSpan(s, path, errs) {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span is not an object`); return; }
  const allowed = new Set(['type', 'name', 'input', 'output', 'children', 'error', 'metadata']);
  for (const k of Object.keys(s)) if (!allowed.has(k)) errs.push(`${path}: unexpected key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type must be a non-empty string`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name must be a non-empty string`);
  if (!('input' in s)) errs.push(`${path}: missing input`);
  if (!('output' in s)) errs.push(`${path}: missing output`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children must be an array`);
  if ('error' in s && (typeof s.error !== 'string' || !s.error)) errs.push(`${path}: error must be a non-empty string`);
  if ('metadata' in s && (s.metadata === null || typeof s.metadata !== 'object' || Array.isArray(s.metadata))) errs.push(`${path}: metadata must be an object`);
  if (s.type === 'llm') {
    const i = s.input;
    const ok = typeof i === 'string' || (i && (Array.isArray(i.messages) || typeof i.prompt === 'string' || Array.isArray(i)));
    if (!ok) errs.push(`${path}: llm input must be messages or a prompt`);
    if (s.output === null || s.output === undefined) errs.push(`${path}: llm output missing`);
  }
  if (Array.isArray(s.children)) s.children.forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}

export function validateRows(rows) {
  const errs = [];
  const seen = new Set();
  const perFamily = {};
  rows.forEach((row, idx) => {
    const at = `row ${idx + 1} (${row && row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of keys) if (!(k in row)) errs.push(`${at}: missing ${k}`);
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${at}: unexpected key ${k}`);
    const fam = FAMILIES[row.family];
    if (!fam) { errs.push(`${at}: unknown family ${row.family}`); return; }
    const m = /^(.+)-(0[1-6])$/.exec(row.trace_id || '');
    if (!m || m[1] !== row.family) errs.push(`${at}: trace_id must be <family>-0N`);
    if (seen.has(row.trace_id)) errs.push(`${at}: duplicate trace_id`); seen.add(row.trace_id);
    perFamily[row.family] = (perFamily[row.family] || 0) + 1;
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${at}: isolates must be a sentence`);
    if (typeof row.goal !== 'string' || row.goal.length < 10) errs.push(`${at}: goal must be a task description`);
    if (typeof row.loop !== 'boolean' || typeof row.stagnation !== 'boolean') errs.push(`${at}: loop/stagnation must be booleans`);
    if (row.loop !== fam.loop) errs.push(`${at}: loop=${row.loop} but family says ${fam.loop}`);
    if (m) { const want = fam.stag[Number(m[2]) - 1]; if (row.stagnation !== want) errs.push(`${at}: stagnation=${row.stagnation} but family table says ${want}`); }
    if (!row.root || row.root.type !== 'agent') errs.push(`${at}: root span must be of type agent`);
    else {
      checkSpan(row.root, 'root', errs);
      const n = countSpans(row.root);
      if (n < 5 || n > 40) errs.push(`${at}: ${n} spans (must be 5..40)`);
      const dep = depthOf(row.root, 'agent');
      if (dep < fam.minAgentDepth) errs.push(`${at}: agent nesting depth ${dep} < ${fam.minAgentDepth}`);
      const spans = allSpans(row.root);
      if (!spans.some((s) => s.type === 'tool' || s.type === 'retriever')) errs.push(`${at}: no tool spans`);
      if (fam.stag[Number(m && m[2]) - 1] && !spans.some((s) => s.type === 'llm')) errs.push(`${at}: stagnation=true needs llm spans`);
      if (row.loop && row.family === 'same_failure_after_each_fix' && spans.filter((s) => s.error || /fail|error|mismatch|reject/i.test(JSON.stringify(s.output))).length < 3) errs.push(`${at}: expected at least 3 failing checks`);
    }
  });
  for (const [f, fam] of Object.entries(FAMILIES)) if (perFamily[f] !== 6) errs.push(`family ${f}: ${perFamily[f] || 0} rows, expected 6`);
  return errs;
}
