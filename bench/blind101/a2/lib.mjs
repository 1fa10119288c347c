// Deterministic helpers: seeded PRNG, volatile noise, span builders. No Math.random, no clock reads.
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
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// ctx: everything a scenario needs, seeded by trace_id. start: ISO base instant.
export function mkCtx(traceId, start = '2025-03-11T07:00:00Z') {
  const r = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  let now = Date.parse(start) + int(0, 6 * 3600) * 1000 + int(0, 999);
  const hex = (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[int(0, 15)]; return s; };
  const c = {
    r, int, hex,
    pick: (arr) => arr[int(0, arr.length - 1)],
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
    ulid: () => { const A = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += A[int(0, 31)]; return s; },
    tick: (a = 300, b = 4000) => { now += int(a, b); return now; },
    wait: (sec) => { now += sec * 1000 + int(0, 900); return now; },
    now: () => now,
    iso: (t = now) => new Date(t).toISOString(),
    isoS: (t = now) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoUs: (t = now) => new Date(t).toISOString().replace('Z', `${p2(int(0, 99))}${int(0, 9)}+00:00`),
    isoLocal: (t = now, off = 1) => { const d = new Date(t + off * 3600000); return d.toISOString().replace('Z', `${off >= 0 ? '+' : '-'}${p2(Math.abs(off))}:00`); },
    httpDate: (t = now) => { const d = new Date(t); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; },
    logTs: (t = now) => new Date(t).toISOString().replace('T', ' ').replace('Z', ''),
    epochMs: (t = now) => t,
    epoch: (t = now) => Math.floor(t / 1000),
    jit: (v, d = 1, spread = 2) => Number((v + (int(-spread, spread) / 10 ** d)).toFixed(d)),
    dur: (a = 20, b = 900) => `${int(a, b)}ms`,
    secs: (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`,
    reqId: (pfx = 'req_') => pfx + hex(16),
    traceparent: () => `00-${hex(32)}-${hex(16)}-01`,
    host: (base, n = 6) => `${base}-${int(1, n)}.${c.pick(['euw1', 'use2', 'apse1', 'eun1'])}.internal`,
    rssi: () => -int(48, 88),
    tmp: (pfx = 'tmp') => `/tmp/${pfx}${hex(8)}`,
    etag: () => `W/"${hex(12)}"`,
    callId: () => 'call_' + hex(24).replace(/[0-9a-f]{4}$/, (m) => m.toUpperCase()),
    tuId: () => 'toolu_01' + hex(22),
  };
  return c;
}

// ---- span builders ----
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null) s[k] = v;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, children, { metadata });
export const llm = (name, input, output, metadata, children = []) => span('llm', name, input, output, children, { metadata });
export const tool = (name, input, output, opts = {}) => span('tool', name, input, output, opts.children || [], { error: opts.error, metadata: opts.metadata });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });

// OpenAI-style assistant message with tool calls
export function asst(c, content, calls = []) {
  const out = { role: 'assistant', content };
  if (calls.length) out.tool_calls = calls.map(([n, a]) => ({ id: c.callId(), type: 'function', function: { name: n, arguments: typeof a === 'string' ? a : JSON.stringify(a) } }));
  return out;
}
// Anthropic-style content blocks
export function blocks(c, text, uses = []) {
  const content = [];
  if (text) content.push({ type: 'text', text });
  for (const [n, inp] of uses) content.push({ type: 'tool_use', id: c.tuId(), name: n, input: inp });
  return { role: 'assistant', content, stop_reason: uses.length ? 'tool_use' : 'end_turn' };
}
export const usage = (c, pin = [800, 6000], pout = [20, 400]) => ({ prompt_tokens: c.int(...pin), completion_tokens: c.int(...pout) });

// Home Assistant state object
export function haState(c, entity_id, state, attributes = {}, changedAgoMs = null) {
  const upd = c.isoUs();
  return { entity_id, state: String(state), attributes, last_changed: changedAgoMs == null ? upd : c.isoUs(c.now() - changedAgoMs), last_reported: upd, last_updated: upd, context: { id: c.ulid(), parent_id: null, user_id: null } };
}
// OPC UA DataValue
export function dataValue(c, value, type = 'Double', status = 'Good') {
  const codes = { Good: 0, BadNodeIdUnknown: 0x80340000, BadNotConnected: 0x808a0000, UncertainLastUsableValue: 0x40900000, BadWaitingForInitialData: 0x80320000, BadUserAccessDenied: 0x801f0000, BadTypeMismatch: 0x80740000 };
  const t = c.now();
  return { value: { dataType: type, value }, statusCode: { value: codes[status] ?? 0, name: status }, sourceTimestamp: c.iso(t - c.int(5, 900)), sourcePicoseconds: 0, serverTimestamp: c.iso(t), serverPicoseconds: c.int(0, 9) * 1000 };
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0); }
