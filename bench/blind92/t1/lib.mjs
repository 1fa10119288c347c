// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders.
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

export function makeRng(traceId, startIso = '2024-10-14T08:12:00Z') {
  const r = mulberry32(hashStr(traceId));
  let now = Date.parse(startIso);
  const R = {
    f: r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    hex: (n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum: (n, set = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') => { let s = ''; for (let i = 0; i < n; i++) s += set[Math.floor(r() * set.length)]; return s; },
    upper: (n) => R.alnum(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
    digits: (n) => R.alnum(n, '0123456789'),
    uuid: () => `${R.hex(8)}-${R.hex(4)}-4${R.hex(3)}-${'89ab'[R.int(0, 3)]}${R.hex(3)}-${R.hex(12)}`,
    // clock: advances only by seeded amounts
    tick: (minS = 1, maxS = 9) => { now += R.int(minS * 1000, maxS * 1000); return new Date(now); },
    now: () => new Date(now),
    iso: (d = R.now()) => d.toISOString(),
    isoNoMs: (d = R.now()) => d.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    rfc2822: (d = R.now(), offH = 0) => { const x = new Date(d.getTime() + offH * 3600e3); const sign = offH < 0 ? '-' : '+'; return `${DAYS[x.getUTCDay()]}, ${x.getUTCDate()} ${MONS[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} ${sign}${p2(Math.abs(offH))}00`; },
    http: (d = R.now()) => d.toUTCString(),
    local: (d = R.now(), offH = 2) => { const x = new Date(d.getTime() + offH * 3600e3); const sign = offH < 0 ? '-' : '+'; return `${x.toISOString().slice(0, 19)}${sign}${p2(Math.abs(offH))}:00`; },
    epochMs: (d = R.now()) => d.getTime(),
    epoch: (d = R.now()) => Math.floor(d.getTime() / 1000),
    slackTs: (d = R.now()) => `${Math.floor(d.getTime() / 1000)}.${R.digits(6)}`,
    // ids
    gmailId: () => '18' + R.hex(14),
    historyId: (base = 9120000) => String(base + R.int(1, 90000)),
    graphId: () => 'AAMkAG' + R.alnum(30) + '=',
    etag: () => `"${R.hex(16)}"`,
    wEtag: () => `W/"${R.alnum(20)}=="`,
    odataEtag: () => `W/"CQAAABYAAAD${R.alnum(20)}"`,
    icalUid: (dom = 'google.com') => `${R.alnum(26).toLowerCase()}@${dom}`,
    reqId: () => `req_${R.alnum(24)}`,
    cursor: () => Buffer.from(`${R.pick(['team', 'channel', 'user'])}:${R.alnum(10)}`).toString('base64'),
    syncToken: () => 'CP' + R.alnum(22) + 'GAU=',
    notionId: () => R.uuid(),
    host: (pfx = 'api') => `${pfx}-${R.pick(['use1', 'usw2', 'euw1', 'apse1'])}-${R.int(1, 40)}.${R.pick(['prod', 'edge', 'svc'])}.internal`,
    ms: (a = 40, b = 900) => R.int(a, b),
    dur: (a = 40, b = 900) => `${R.int(a, b)}ms`,
    tmp: (ext = 'json') => `/tmp/tmp${R.alnum(8).toLowerCase()}/${R.hex(6)}.${ext}`,
    jobId: (pfx = 'job') => `${pfx}_${R.upper(10)}`,
    price: (base, spread = 0.03) => Math.round(base * (1 + (r() * 2 - 1) * spread) * 100) / 100,
    traceparent: () => `00-${R.hex(32)}-${R.hex(16)}-01`,
  };
  return R;
}

// ---- span builders ----
export function span(type, name, input, output, extra = {}) {
  const s = { type, name, input, output, children: extra.children || [] };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}
export const agent = (name, input, output, children, metadata) => span('agent', name, input, output, { children, metadata });
export const chain = (name, input, output, children, metadata) => span('chain', name, input, output, { children, metadata });
export const tool = (name, input, output, error, metadata) => span('tool', name, input, output, { error, metadata });
export const retriever = (name, input, output, metadata) => span('retriever', name, input, output, { metadata });
// llm span: messages in, {content, tool_calls} out (OpenAI-ish) ; children allowed for nested tool spans
export function llm(name, messages, content, toolCalls = [], metadata, children) {
  const out = { role: 'assistant', content };
  if (toolCalls.length) out.tool_calls = toolCalls.map((tc, i) => ({ id: tc.id || `call_${i}_${hashStr(JSON.stringify(tc)).toString(36)}`, type: 'function', function: { name: tc.name, arguments: typeof tc.args === 'string' ? tc.args : JSON.stringify(tc.args) } }));
  return span('llm', name, { messages }, out, { metadata, children });
}
// Anthropic-style llm output with content blocks
export function llmBlocks(name, input, blocks, metadata, children) {
  return span('llm', name, input, { role: 'assistant', content: blocks, stop_reason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn' }, { metadata, children });
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export const sys = (t) => ({ role: 'system', content: t });
export const usr = (t) => ({ role: 'user', content: t });
